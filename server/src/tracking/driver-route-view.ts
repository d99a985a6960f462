import {
  DRIVER_POSITION_INTERVAL_DEFAULT_SECONDS,
  DRIVER_POSITION_INTERVAL_MAX_SECONDS,
  DRIVER_POSITION_INTERVAL_MIN_SECONDS,
} from '@rota/core/admin';
import { remainingEtas, type DriverRoute } from '@rota/core/tracking';
import { loadSettings } from '../admin/settings.repository.js';
import type { Database, Orm } from '../db/database.js';
import { listStopDetails } from './driver-route.repository.js';
import { plannedVisits } from './live-view.js';
import { listVisitEvents, type Assignment, type PlannedStop } from './tracking.repository.js';

/**
 * How often the drivers' app reports the phone's position while on duty: the general setting
 * `driverPositionIntervalSeconds`, its default when unset or out of range (a value stored before
 * the range was checked).
 */
export async function driverPositionInterval(db: Database): Promise<number> {
  const value = (await loadSettings(db, 'general'))['driverPositionIntervalSeconds'];
  return typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= DRIVER_POSITION_INTERVAL_MIN_SECONDS &&
    value <= DRIVER_POSITION_INTERVAL_MAX_SECONDS
    ? value
    : DRIVER_POSITION_INTERVAL_DEFAULT_SECONDS;
}

/**
 * One approved route as the driver sees it: the plan's stops in visit order with the place, the
 * orders' amounts, the day's time windows, the workflow steps, where each visit stands and the
 * live ETA of the stops not reached yet (core's `remainingEtas`, as Track & Trace computes it).
 */
export async function driverRouteOf(
  orm: Orm,
  assignment: Assignment,
  stops: readonly PlannedStop[],
  now: Date,
  positionIntervalSeconds: number = DRIVER_POSITION_INTERVAL_DEFAULT_SECONDS,
): Promise<DriverRoute> {
  const [details, events] = await Promise.all([
    listStopDetails(orm, assignment.routeVehicleId, assignment.taskDate),
    listVisitEvents(orm, assignment.jobId, assignment.vehicleId),
  ]);
  const ownEvents = events.filter((e) => e.orderId === null);
  const lastOf = (stopId: number) => ownEvents.filter((e) => e.stopId === stopId).at(-1);
  const actual = stops
    .filter((s) => s.type === 'visit' && lastOf(s.stopId) !== undefined)
    .map((s) => {
      const mine = ownEvents.filter((e) => e.stopId === s.stopId);
      const start = mine.find((e) => e.event === 'ARRIVED' || e.event === 'SERVICE_STARTED');
      const end = mine.find(
        (e) => e.event === 'COMPLETED' || e.event === 'FAILED' || e.event === 'CANCELLED',
      );
      return {
        visitOrder: s.visitOrder,
        startTime: start?.occurredAt ?? end?.occurredAt ?? null,
        endTime: end?.occurredAt ?? null,
      };
    });
  const etas = new Map(
    remainingEtas(plannedVisits(stops), actual, now.toISOString()).map((e) => [e.visitOrder, e.eta]),
  );
  return {
    jobRefNo: assignment.jobRefNo,
    taskDate: assignment.taskDate,
    vehicleRefNo: assignment.vehicleRefNo,
    vehiclePlate: assignment.vehiclePlate,
    polyline: assignment.polyline || null,
    positionIntervalSeconds,
    stops: stops.map((s) => {
      const detail = details.get(s.stopId);
      const last = lastOf(s.stopId);
      return {
        visitOrder: s.visitOrder,
        type: s.type,
        locationRefNo: s.locationRefNo,
        locationName: s.locationName,
        latitude: s.latitude,
        longitude: s.longitude,
        plannedArrival: s.arrival,
        plannedServiceStart: s.serviceStart,
        plannedServiceEnd: s.serviceEnd,
        orders: s.orders.map((o) => {
          const more = detail?.orders.find((d) => d.orderRefNo === o.orderRefNo);
          return {
            orderRefNo: o.orderRefNo,
            orderName: o.orderName,
            action: o.action,
            ...(more
              ? {
                  amount: more.amount,
                  weight: more.weight,
                  volume: more.volume,
                  monetaryValue: more.monetaryValue,
                  currency: more.currency,
                  description: more.description,
                }
              : {}),
          };
        }),
        ...(detail
          ? {
              address: detail.address,
              client: detail.client,
              phoneNumber: detail.phoneNumber,
              notes: detail.notes,
              timeWindows: detail.timeWindows,
              steps: detail.steps,
            }
          : {}),
        eta: etas.get(s.visitOrder) ?? null,
        status: last?.event ?? null,
        reason: last?.reason ?? null,
      };
    }),
  };
}
