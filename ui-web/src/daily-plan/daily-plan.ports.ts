import type { DailyPlanGateway } from '@rota/adapters-http';
import type { JobGateway, VehicleDriverGateway } from '@rota/core/daily-plan';

/** Core's job port of the daily plan gateway (adapters-http's one JobGateway). */
export function jobPort(gateway: DailyPlanGateway): JobGateway {
  return gateway.jobs;
}

/** Core's vehicle-driver port of the daily plan gateway. */
export function vehicleDriverPort(gateway: DailyPlanGateway): VehicleDriverGateway {
  return gateway.drivers;
}
