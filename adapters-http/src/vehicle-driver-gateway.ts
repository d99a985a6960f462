import { dailyPlanApi, type VehicleDriverGateway } from '@rota/core/daily-plan';
import { sendApiCall, type ApiGatewayOptions } from './api-gateway.js';
import { domainAnswer, domainNotice } from './domain-answer.js';
import type { HttpClient } from './http-client.js';

/** Core's VehicleDriverGateway port (drivers and vehicles of a job) over the daily-plan API registry. */
export function createVehicleDriverGateway(
  http: HttpClient,
  options: ApiGatewayOptions = {},
): VehicleDriverGateway {
  const api = dailyPlanApi;
  return {
    // A job without its configuration answers no data: the use case tells the planner.
    getVehicleDrivers: async (jobRefNo) =>
      domainAnswer(
        await sendApiCall(
          http,
          { ...api.vehicleDrivers, response: api.vehicleDrivers.response.nullable() },
          { params: { jobRefNo } },
          options,
        ),
      ),
    saveVehicleDrivers: async (request) =>
      domainNotice(
        await sendApiCall(
          http,
          api.saveVehicleDrivers,
          { params: { jobRefNo: request.jobRefNo }, body: request },
          options,
        ),
      ),
    saveJobVehicles: async (request) =>
      domainNotice(
        await sendApiCall(
          http,
          api.saveJobVehicles,
          { params: { jobRefNo: request.jobRefNo }, body: request },
          options,
        ),
      ),
  };
}
