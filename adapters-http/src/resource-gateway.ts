import type { HttpAnswer, ResourceGateway, ResourceKey } from '@rota/core';
import type { HttpClient, HttpRequest, HttpResult } from './http-client.js';

export interface ResourceGatewayOptions {
  /** Some resources send other delete bodies: `{ ids: [] }`, `{ locationRefNos: [] }` (spec 02 §7). */
  deleteBody?: (keys: readonly ResourceKey[]) => unknown;
  createBody?: (items: readonly unknown[]) => unknown;
  updatePath?: (key: ResourceKey) => string;
  updateMethod?: 'PUT' | 'PATCH' | 'POST';
  /** Path of the list call when it differs from the resource (e.g. `driver/drivers`). */
  listPath?: string;
}

/** Core's HttpAnswer from a transport result: the status and the envelope, when one came. */
export function toAnswer<T>(result: HttpResult<T>): HttpAnswer<T> {
  if (result.ok) return { status: result.status, body: result.envelope };
  return { status: result.error.status ?? 0, body: result.error.envelope as HttpAnswer<T>['body'] };
}

/**
 * Core's generic resource port (spec 02 §7 "generic grid helpers"): list, input-field-options,
 * get, create a list, update one, delete a list, and the no-content fallback. Create, update and
 * delete leave their toasts to the screen (core's crud outcome rules say what to show).
 */
export function createResourceGateway<TItem = Record<string, unknown>, TList = TItem[]>(
  http: HttpClient,
  path: string,
  options: ResourceGatewayOptions = {},
): ResourceGateway<TItem, TList> {
  const base = path.replace(/\/+$/, '');
  const item = (key: ResourceKey) => `${base}/${encodeURIComponent(String(key))}`;
  const call = async <T>(request: HttpRequest<T>) => toAnswer(await http.request<T>(request));
  const quiet = { notifyErrors: false } as const;
  return {
    resource: base,
    list: (query) =>
      call<TList>({
        url: options.listPath ?? base,
        ...(query ? { params: query } : {}),
        emptyFallback: true,
      }),
    fieldOptions: () => call({ url: `${base}/input-field-options` }),
    get: (key) => call<TItem>({ url: item(key) }),
    create: (items) =>
      call({
        ...quiet,
        method: 'POST',
        url: base,
        data: options.createBody ? options.createBody(items) : items,
      }),
    update: (key, row) =>
      call({
        ...quiet,
        method: options.updateMethod ?? 'PUT',
        url: options.updatePath ? options.updatePath(key) : item(key),
        data: row,
      }),
    remove: (keys) =>
      call({
        ...quiet,
        method: 'DELETE',
        url: base,
        data: options.deleteBody ? options.deleteBody(keys) : keys,
      }),
    noContentData: () => call<TList>({ url: `${base}/no-content-data-results` }),
  };
}
