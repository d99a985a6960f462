import { describe, expect, it } from 'vitest';
import { checkApiRegistry } from '../daily-plan/api-call.js';
import { dailyPlanApi } from '../daily-plan/daily-plan.api.js';
import { territoryApi } from '../territory/territory.api.js';
import { trackingApi } from './tracking.api.js';

describe('monitoring and territory API registries', () => {
  it('are consistent on their own and together with the daily plan calls', () => {
    expect(checkApiRegistry(trackingApi)).toEqual([]);
    expect(checkApiRegistry(territoryApi)).toEqual([]);
    expect(checkApiRegistry({ ...dailyPlanApi, ...trackingApi, ...territoryApi })).toEqual([]);
  });

  it('leave out the TimezoneOffset header where the spec says so and mark the app-mode reads', () => {
    const withoutOffset = Object.values({ ...dailyPlanApi, ...trackingApi })
      .filter((call) => 'timezoneOffset' in call && call.timezoneOffset === false)
      .map((call) => call.path)
      .sort();
    expect(withoutOffset).toEqual([
      'filter/order-tracking/jobs',
      'pdf/order-service-receipt-with-orders',
      'pdf/order-tracking-label-with-job',
    ]);
    expect(trackingApi.trackRoutes.appModeHeader && trackingApi.trackingLogs.appModeHeader).toBe(true);
  });

  it('check KPI and territory bodies', () => {
    expect(
      trackingApi.vehicleKpis.body.safeParse({
        vehicleRefNoList: [],
        startDate: '2026-01-01',
        endDate: '2026-01-02',
      }).success,
    ).toBe(false);
    expect(territoryApi.deleteTerritories.body.safeParse({ territoryIds: [1, 2] }).success).toBe(true);
    expect(territoryApi.getTerritory.params.parse({ id: '7' })).toEqual({ id: 7 });
  });
});
