import { dailyPlanApi, type JobGateway } from '@rota/core/daily-plan';
import { createApiGateway, type ApiGatewayOptions } from './api-gateway.js';
import { domainAnswer, domainNotice } from './domain-answer.js';
import type { HttpClient } from './http-client.js';

/** Core's JobGateway port (spec 01 section 7) over the daily-plan API registry. */
export function createJobGateway(http: HttpClient, options: ApiGatewayOptions = {}): JobGateway {
  const api = createApiGateway(http, dailyPlanApi, options);
  return {
    listJobs: async () => domainAnswer(await api.listJobs()),
    deleteJobs: async (refs) => domainNotice(await api.deleteJobs({ body: refs })),
    submitJobInput: async (input) => domainNotice(await api.submitJob({ body: input })),
    rerunJob: async (request) => domainNotice(await api.rerunJob({ body: request })),
    getJobInput: async (jobRefNo) => domainAnswer(await api.jobInput({ params: { jobRefNo } })),
    getVersions: async (jobRefNo) => domainAnswer(await api.versions({ params: { jobRefNo } })),
    getRouteResult: async (jobRefNo, processedRouteId) =>
      domainAnswer(
        processedRouteId === undefined
          ? await api.routeResult({ params: { jobRefNo } })
          : await api.processedRouteResult({ params: { jobRefNo, processedRouteId } }),
      ),
    // The overview travels with the route result of that route (the server serves no other path).
    getJobOverview: async (jobRefNo, routeId) =>
      domainAnswer(
        await api.processedRouteResult({ params: { jobRefNo, processedRouteId: routeId } }),
        (route) => route.jobOverview,
      ),
    approveJob: async (jobRefNo, routeId, request) =>
      domainNotice(await api.approveJob({ params: { jobRefNo, routeId }, body: request })),
  };
}
