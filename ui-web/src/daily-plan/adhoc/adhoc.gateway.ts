import type { z } from 'zod';
import type { HttpClient, HttpResult } from '@rota/adapters-http';
import {
  apiPath,
  dailyPlanApi,
  domainOk,
  type AdhocGateway,
  type ApiCall,
  type DomainResult,
  type ServerNotice,
} from '@rota/core/daily-plan';

type Params = Readonly<Record<string, string | number>>;

function toDomain<T>(answer: HttpResult<T>): DomainResult<T> {
  if (answer.ok) return domainOk(answer.data);
  return {
    ok: false,
    error: {
      code: answer.error.code,
      messageKey: 'errors.requestFailed',
      ...(answer.error.message ? { message: answer.error.message } : {}),
    },
  };
}

function notice(answer: HttpResult<unknown>): DomainResult<ServerNotice> {
  return answer.ok
    ? domainOk({ code: answer.envelope?.code ?? 0, message: answer.envelope?.message ?? null })
    : (toDomain(answer) as DomainResult<never>);
}

/** The ad hoc calls of spec 01 section 7 (and the version diff) on the shell's HTTP client. */
export function createAdhocGateway(http: HttpClient) {
  const call = <T>(entry: ApiCall, options: { params?: Params; body?: unknown } = {}) =>
    http.request<T>({
      method: entry.method,
      url: apiPath(entry, options.params),
      ...(options.body === undefined ? {} : { data: options.body }),
      ...(typeof entry.response !== 'string' && entry.method === 'GET'
        ? { schema: entry.response as z.ZodType<T> }
        : {}),
    });
  const api = dailyPlanApi;
  const port: AdhocGateway = {
    getReoptimizationResults: async (routeId) =>
      toDomain(await call(api.reoptimizationResults, { params: { routeId } })),
    getLocationChanges: async (routeId) => toDomain(await call(api.locationChanges, { params: { routeId } })),
    getAttachableOrders: async (jobRefNo, routeId) =>
      toDomain(await call(api.attachableOrders, { params: { jobRefNo, routeId } })),
    postOrderChanges: async (request) => notice(await call(api.orderChanges, { body: request })),
    postLocationChanges: async (request) => notice(await call(api.postLocationChanges, { body: request })),
  };
  return {
    port,
    /** One version's route result (the version diff's map draws two). */
    routeResult: (jobRefNo: string, processedRouteId: string) =>
      call<z.infer<typeof api.processedRouteResult.response>>(api.processedRouteResult, {
        params: { jobRefNo, processedRouteId },
      }),
    versionDiff: (jobRefNo: string, fromVersion: number, toVersion: number) =>
      call<z.infer<typeof api.versionDiff.response>>(api.versionDiff, {
        params: { jobRefNo, fromVersion, toVersion },
      }),
  };
}
export type AdhocClient = ReturnType<typeof createAdhocGateway>;
