import type { HttpResult } from '@rota/adapters-http';
import {
  domainOk,
  type DomainResult,
  type JobGateway,
  type ServerNotice,
  type VehicleDriverGateway,
} from '@rota/core/daily-plan';
import type { DailyPlanGateway } from './daily-plan.gateway.js';

/** An HTTP answer as core's value-or-failure; the HTTP layer has already shown the server's texts. */
function toDomain<T, U = T>(
  answer: HttpResult<T>,
  map: (data: T) => U = (d) => d as unknown as U,
): DomainResult<U> {
  if (answer.ok) return domainOk(map(answer.data));
  const error = answer.error;
  return {
    ok: false,
    error: {
      code: error.code,
      messageKey: error.code === 'http' ? 'grid.updateFailed' : 'errors.requestFailed',
      ...(error.message ? { message: error.message } : {}),
    },
  };
}

function notice<T>(answer: HttpResult<T>): DomainResult<ServerNotice> {
  return toDomain(answer, () => ({
    code: answer.ok ? (answer.envelope?.code ?? 0) : null,
    message: answer.ok ? (answer.envelope?.message ?? null) : null,
  }));
}

/** Core's job port on the daily plan gateway, so the screens run core's use cases. */
export function jobPort(gateway: DailyPlanGateway): JobGateway {
  return {
    listJobs: async () => toDomain(await gateway.listJobs(), (data) => ({ jobList: data?.jobList ?? [] })),
    deleteJobs: async (refNos) => notice(await gateway.deleteJobs([...refNos])),
    submitJobInput: async (input) => notice(await gateway.submitJob(input)),
    rerunJob: async ({ jobRefNo }) => notice(await gateway.rerunJob(jobRefNo)),
    getJobInput: async (jobRefNo) => toDomain(await gateway.jobInput(jobRefNo)),
    getVersions: async (jobRefNo) => toDomain(await gateway.versions(jobRefNo)),
    getRouteResult: async (jobRefNo, processedRouteId) =>
      toDomain(await gateway.routeResult(jobRefNo, processedRouteId)),
    // The overview travels with the route result of that route.
    getJobOverview: async (jobRefNo, routeId) =>
      toDomain(await gateway.routeResult(jobRefNo, routeId), (data) => data.jobOverview),
    approveJob: async (jobRefNo, routeId, request) =>
      notice(await gateway.approve(jobRefNo, routeId, request.discard === true)),
  };
}

/** Core's vehicle-driver port on the daily plan gateway. */
export function vehicleDriverPort(gateway: DailyPlanGateway): VehicleDriverGateway {
  return {
    getVehicleDrivers: async (jobRefNo) => toDomain(await gateway.vehicleDrivers(jobRefNo)),
    saveVehicleDrivers: async (request) => notice(await gateway.saveVehicleDrivers(request)),
    saveJobVehicles: async (request) => notice(await gateway.saveJobVehicles(request)),
  };
}
