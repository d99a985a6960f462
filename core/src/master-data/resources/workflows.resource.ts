import { workflowSchema } from '../workflow.schema.js';
import { type ResourceConfig } from '../resource-config.js';

export const workflowsResource = {
  path: 'workflow',
  keyField: 'id',
  itemSchema: workflowSchema,
  listField: null,
  emptyMessageKey: 'grid.dataNotFound',
  pageNameKey: 'masterData.page.workflows',
  pageSize: 20,
  gridHeight: '75vh',
  actions: { add: true, update: false, delete: true, export: true },
} as const satisfies ResourceConfig;
