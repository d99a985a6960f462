import type { HttpClient, HttpResult } from './http-client.js';

/** Spec 02 §7 "generic grid helpers": one port every resource screen uses. */
export interface ResourceGateway<Row = Record<string, unknown>> {
  readonly path: string;
  list(params?: Record<string, unknown>): Promise<HttpResult<unknown>>;
  inputFieldOptions(): Promise<HttpResult<unknown>>;
  get(id: string | number): Promise<HttpResult<Row>>;
  create(items: Row[]): Promise<HttpResult<unknown>>;
  update(id: string | number, item: Row): Promise<HttpResult<unknown>>;
  remove(ids: Array<string | number>): Promise<HttpResult<unknown>>;
}

export interface ResourceGatewayOptions {
  /** Some resources send other bodies: `{ ids: [] }`, `{ locationRefNos: [] }` (spec 02 §7). */
  deleteBody?: (ids: Array<string | number>) => unknown;
  createBody?: (items: unknown[]) => unknown;
  updatePath?: (id: string | number) => string;
  updateMethod?: 'PUT' | 'PATCH' | 'POST';
}

export function createResourceGateway<Row = Record<string, unknown>>(
  http: HttpClient,
  path: string,
  options: ResourceGatewayOptions = {},
): ResourceGateway<Row> {
  const base = path.replace(/\/+$/, '');
  const item = (id: string | number) => `${base}/${encodeURIComponent(String(id))}`;
  return {
    path: base,
    list: (params) => http.request({ url: base, ...(params ? { params } : {}), emptyFallback: true }),
    inputFieldOptions: () => http.request({ url: `${base}/input-field-options` }),
    get: (id) => http.request<Row>({ url: item(id) }),
    create: (items) =>
      http.request({
        method: 'POST',
        url: base,
        data: options.createBody ? options.createBody(items) : items,
      }),
    update: (id, row) =>
      http.request({
        method: options.updateMethod ?? 'PUT',
        url: options.updatePath ? options.updatePath(id) : item(id),
        data: row,
      }),
    remove: (ids) =>
      http.request({ method: 'DELETE', url: base, data: options.deleteBody ? options.deleteBody(ids) : ids }),
  };
}
