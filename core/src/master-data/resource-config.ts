import type { z } from 'zod';
import type { ResourceStorage } from './resource-declaration.js';

/** Grid actions a resource screen offers. */
export interface GridActions {
  add: boolean;
  update: boolean;
  delete: boolean;
  export: boolean;
}

export const ALL_GRID_ACTIONS: GridActions = { add: true, update: true, delete: true, export: true };

/** How one master-data resource is listed, keyed, validated, stored and shown (one entry per grid). */
export interface ResourceConfig {
  /** Path of GET list (and of the generic helpers unless overridden). */
  path: string;
  /** Path of create/update/delete when it differs from the list path. */
  writePath?: string;
  /** PUT path when it is not `{writePath}/:key` (`:key` marks the key). */
  updatePath?: string;
  /** DELETE path when it is not the write path (time windows delete at their own path). */
  deletePath?: string;
  /** Verb of update (default PUT; distribution centers and regions may be PATCHed too). */
  updateMethod?: 'PUT' | 'PATCH';
  /** Create sends `{ [createBodyField]: items }` instead of the bare list. */
  createBodyField?: string;
  /** Delete sends `{ [deleteBodyField]: keys }` instead of the bare list. */
  deleteBodyField?: string;
  /** The field that names a record in PUT {path}/{key} and in delete lists. */
  keyField: 'refNo' | 'id' | 'locationRefNo' | 'vehicleTypeRefNo' | 'vehicleRefNo';
  itemSchema: z.ZodType;
  /** Where the rows sit in the list answer's data; null when data is the list itself. */
  listField: string | null;
  emptyMessageKey: string;
  pageNameKey: string;
  pageSize: number;
  gridHeight: '76vh' | '70vh' | '75vh' | '62vh';
  actions: GridActions;
  /** How the records are kept and served by the generic pipeline; absent: served by hand. */
  storage?: ResourceStorage;
}
