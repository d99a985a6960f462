import type { HttpClient, HttpFailure, HttpResult } from '@rota/adapters-http';
import {
  apiPath,
  dailyPlanApi,
  type ApiCall,
  type DomainError,
  type DomainResult,
  type JobGateway,
  type ServerNotice,
} from '@rota/core/daily-plan';
import type { z } from 'zod';

/** Core's expected failure from a transport failure: the server's text and the fields it named. */
export function domainError(error: HttpFailure): DomainError {
  const issues = (error.envelope?.validationMessages ?? []).flatMap((v) =>
    v.messages.map((message) => ({ field: v.field, messageKey: message })),
  );
  return {
    code: error.status === null ? error.code.toUpperCase() : `HTTP_${error.status}`,
    messageKey: 'common.anErrorOccurred',
    ...(error.message ? { message: error.message } : {}),
    ...(issues.length > 0 ? { issues } : {}),
  };
}

function answer<T>(result: HttpResult<T>): DomainResult<T> {
  return result.ok ? { ok: true, value: result.data } : { ok: false, error: domainError(result.error) };
}

function notice(result: HttpResult<unknown>): DomainResult<ServerNotice> {
  return result.ok
    ? { ok: true, value: { code: result.envelope?.code ?? 0, message: result.envelope?.message ?? null } }
    : { ok: false, error: domainError(result.error) };
}

/** Core's JobGateway over the daily-plan API registry (spec 01 section 7). */
export function createJobGateway(http: HttpClient): JobGateway {
  const send = <T>(call: ApiCall, params?: Record<string, string>, body?: unknown) =>
    http.request<T>({
      method: call.method,
      url: apiPath(call, params),
      ...(body === undefined ? {} : { data: body }),
      ...(call.response === 'blob' ? {} : { schema: call.response as z.ZodType<T> }),
      notifyErrors: false,
    });
  const api = dailyPlanApi;
  return {
    listJobs: async () => answer(await send(api.listJobs)),
    deleteJobs: async (refs) => notice(await send(api.deleteJobs, undefined, refs)),
    submitJobInput: async (input) => notice(await send(api.submitJob, undefined, input)),
    rerunJob: async (request) => notice(await send(api.rerunJob, undefined, request)),
    getJobInput: async (jobRefNo) => answer(await send(api.jobInput, { jobRefNo })),
    getVersions: async (jobRefNo) => answer(await send(api.versions, { jobRefNo })),
    getRouteResult: async (jobRefNo, processedRouteId) =>
      answer(
        processedRouteId === undefined
          ? await send(api.routeResult, { jobRefNo })
          : await send(api.processedRouteResult, { jobRefNo, processedRouteId }),
      ),
    getJobOverview: async (jobRefNo, routeId) => answer(await send(api.jobOverview, { jobRefNo, routeId })),
    approveJob: async (jobRefNo, routeId, request) =>
      notice(await send(api.approveJob, { jobRefNo, routeId }, request)),
  };
}
