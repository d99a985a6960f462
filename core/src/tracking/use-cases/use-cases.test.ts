import { firstValueFrom, NEVER, Subject, take, toArray } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { domainOk } from '../../daily-plan/result.js';
import type { KpiGateway } from '../ports.js';
import type {
  LocationUpdate,
  ResetRouteEvent,
  TimelineUpdate,
  TrackData,
} from '../track-and-trace.schema.js';
import { generateCostReport } from './generate-cost-report.js';
import { watchTrackAndTrace } from './watch-track-and-trace.js';

const kpiRow = {
  date: '2026-01-01',
  jobRefNo: 'J',
  vehiclePlate: 'P',
  kpiMetricName: 'FixedCost',
  kpiType: 'Cost',
  kpiValue: 5,
};

describe('tracking use cases', () => {
  it('merges timeline, location and reset events of a job', async () => {
    const timeline = new Subject<TimelineUpdate>();
    const locations = new Subject<LocationUpdate>();
    const reset = new Subject<ResetRouteEvent>();
    const vehicle: TrackData = {
      vehiclePlate: 'P1',
      vehicleRefNo: 'V1',
      duration: 0,
      orderStats: { total: 1, completed: 0 },
      driverName: null,
      driverRefNo: null,
      driverPhone: null,
      status: 'AT_DEPOT',
      plannedRoutes: [],
      actualRoutes: [],
      plannedPolyline: null,
      actualPolyline: null,
    };
    const seen: string[] = [];
    const views = firstValueFrom(
      watchTrackAndTrace(
        {
          feed: {
            timelineUpdates: (job) => (seen.push(`timeline:${job}`), timeline),
            locationUpdates: (v, job) => (seen.push(`location:${v}:${job}`), locations),
            resetRoute: (job) => (seen.push(`reset:${job}`), reset),
            routeDispatches: () => NEVER,
          },
        },
        'J',
        [vehicle],
      ).pipe(take(4), toArray()),
    );
    timeline.next({
      visitOrder: 1,
      vehiclePlate: 'P1',
      actualStartTime: null,
      actualEndTime: null,
      vehicleRefNo: 'V1',
      status: 'HEADED_TO_LOCATION',
      duration: 5,
      eventDate: '2026-01-01T08:00:00Z',
    });
    locations.next([{ lat: 41, lng: 29 }]);
    reset.next({ message: 'Route was reset' });
    const [first, afterTimeline, afterLocation, afterReset] = await views;
    expect(seen).toEqual(['timeline:J', 'reset:J', 'location:V1:J']);
    expect(first?.state.unreadLogCount).toBe(0);
    expect(afterTimeline?.state.vehicles[0]?.status).toBe('HEADED_TO_LOCATION');
    expect(afterTimeline?.state.unreadLogCount).toBe(1);
    expect(afterLocation?.state.livePositions['V1']).toEqual([{ lat: 41, lng: 29 }]);
    expect(afterReset).toMatchObject({
      info: 'Route was reset',
      state: { unreadLogCount: 0, livePositions: {} },
    });
  });

  it('generates the cost report, with the spec message when incomplete', async () => {
    const requests: unknown[] = [];
    const kpi: KpiGateway = {
      getVehicleKpis: async (request) => {
        requests.push(request);
        return domainOk({ data: request.vehicleRefNoList.includes('EMPTY') ? [] : [kpiRow] });
      },
    };
    const missing = await generateCostReport({ kpi }, { vehicleRefNos: [], startDate: null, endDate: null });
    expect(!missing.ok && missing.error.messageKey).toBe('tracking.selectVehicleAndDateRange');
    const rows = await generateCostReport(
      { kpi },
      { vehicleRefNos: ['V1'], startDate: '2026-01-01', endDate: '2026-01-31' },
    );
    expect(rows).toEqual(
      domainOk({
        rows: [kpiRow],
        pivot: [{ date: '2026-01-01', jobRefNo: 'J', vehiclePlate: 'P', kpiType: 'Cost', FixedCost: 5 }],
        metrics: ['FixedCost'],
      }),
    );
    expect(requests).toEqual([{ vehicleRefNoList: ['V1'], startDate: '2026-01-01', endDate: '2026-01-31' }]);
    const empty = await generateCostReport(
      { kpi },
      { vehicleRefNos: ['EMPTY'], startDate: '2026-01-01', endDate: '2026-01-31' },
    );
    expect(!empty.ok && empty.error.messageKey).toBe('tracking.dataNotFound');
  });
});
