import { z } from 'zod';
import {
  resourcePaths,
  resourceStatsSchema,
  type HttpAnswer,
  type ResourceConfig,
  type ResourceGateway,
  type ResourceKey,
  type ResourceStats,
} from '@rota/core';
import type { HttpClient, HttpFailure, HttpRequest, HttpResult } from './http-client.js';
import { totalCount } from './api-gateway.js';

/** What a gateway needs of a registry entry (core's ResourceConfig): its paths, bodies and rows. */
export type ResourceEndpoint = Pick<ResourceConfig, 'path'> &
  Partial<
    Pick<
      ResourceConfig,
      | 'writePath'
      | 'updatePath'
      | 'deletePath'
      | 'updateMethod'
      | 'createBodyField'
      | 'deleteBodyField'
      | 'listField'
      | 'itemSchema'
    >
  >;

/** The entry's fields besides its path (for callers that name a resource by its path). */
export type ResourceGatewayOptions = Omit<ResourceEndpoint, 'path'>;

/** A list query: pageIndex, pageSize, sortBy, sortDirection, distributionCenterId and filters. */
export type ResourceListQuery = Record<string, string | number | boolean | readonly string[]>;

/** A list answer with the total row count of every page (header `x-total-count`). */
export interface ListAnswer<T> extends HttpAnswer<T> {
  readonly total: number | null;
  /** Why the list could not be read (null when it was): for callers that word their own errors. */
  readonly failure: HttpFailure | null;
}

/** Core's generic resource port, plus the total of a paged list and the stats call. */
export interface EntryGateway<TItem, TList = TItem[]> extends ResourceGateway<TItem, TList> {
  list(query?: ResourceListQuery): Promise<ListAnswer<TList>>;
  /** GET {path}/stats: how many records, and how many per the entry's `statsBy` column. */
  stats(query?: ResourceListQuery): Promise<HttpAnswer<ResourceStats>>;
}

/** The record type of an entry: its item schema's output. */
export type ItemOf<E> = E extends { readonly itemSchema: infer S extends z.ZodType }
  ? z.output<S>
  : Record<string, unknown>;

/** The list answer of an entry: the rows, or an object holding them under `listField`. */
export type ListOf<E> = E extends { readonly listField: infer F extends string }
  ? { [K in F]: ItemOf<E>[] } & { readonly count?: number } & Record<string, unknown>
  : ItemOf<E>[];

/** Core's HttpAnswer from a transport result: the status and the envelope, when one came. */
export function toAnswer<T>(result: HttpResult<T>): HttpAnswer<T> {
  if (result.ok) return { status: result.status, body: result.envelope };
  // An answer this version cannot read is no answer: status 0, like an unreachable server.
  if (result.error.code === 'invalid-response') return { status: 0, body: null };
  return { status: result.error.status ?? 0, body: result.error.envelope as HttpAnswer<T>['body'] };
}

/** The schema of an entry's list answer, or none when the entry declares no item schema. */
export function listSchemaOf(entry: ResourceEndpoint): z.ZodType | undefined {
  if (!entry.itemSchema) return undefined;
  const rows = z.array(entry.itemSchema);
  return entry.listField ? z.looseObject({ [entry.listField]: rows }) : rows;
}

/**
 * The gateway of one registry entry (spec 02 §7 "generic grid helpers"): list with paging,
 * sorting and filters (the total from `x-total-count`; an empty list asks the no-content
 * fallback, quietly), stats, input-field-options, get, create a list, update one, delete a list.
 * Paths, verbs and body wrappers come from the entry; answers are parsed with its item schema.
 * Create, update and delete leave their toasts to the screen (core's crud outcome rules).
 */
export function createResourceGateway<E extends ResourceEndpoint, TItem = ItemOf<E>, TList = ListOf<E>>(
  http: HttpClient,
  entry: E,
): EntryGateway<TItem, TList> {
  const paths = resourcePaths(entry);
  const listSchema = listSchemaOf(entry) as z.ZodType<TList> | undefined;
  const itemSchema = entry.itemSchema as z.ZodType<TItem> | undefined;
  const call = async <T>(request: HttpRequest<T>) => toAnswer(await http.request<T>(request));
  const quiet = { notifyErrors: false } as const;
  const wrap = (field: string | undefined, list: readonly unknown[]) => (field ? { [field]: list } : list);
  return {
    resource: entry.path,
    async list(query) {
      const result = await http.request<TList>({
        url: paths.list,
        ...(query ? { params: query } : {}),
        ...(listSchema ? { schema: listSchema } : {}),
        emptyFallback: true,
      });
      return { ...toAnswer(result), total: totalCount(result), failure: result.ok ? null : result.error };
    },
    stats: (query) =>
      call({ url: paths.stats, ...(query ? { params: query } : {}), schema: resourceStatsSchema }),
    fieldOptions: () => call({ url: paths.fieldOptions }),
    get: (key) => call<TItem>({ url: paths.one(key), ...(itemSchema ? { schema: itemSchema } : {}) }),
    create: (items) =>
      call({ ...quiet, method: 'POST', url: paths.create, data: wrap(entry.createBodyField, items) }),
    update: (key, row) =>
      call({ ...quiet, method: entry.updateMethod ?? 'PUT', url: paths.update(key), data: row }),
    remove: (keys: readonly ResourceKey[]) =>
      call({ ...quiet, method: 'DELETE', url: paths.remove, data: wrap(entry.deleteBodyField, keys) }),
    noContentData: () =>
      call<TList>({ url: paths.noContent, ...quiet, ...(listSchema ? { schema: listSchema } : {}) }),
  };
}
