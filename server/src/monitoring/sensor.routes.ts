import { z } from 'zod';
import {
  doorOpenAwayFromStops,
  sensorNotificationSchema,
  vehicleTrackingDataSchema,
  type SensorNotification,
  type VehicleTrackingData,
} from '@rota/core/tracking';
import type { Orm } from '../db/database.js';
import { fail, ok } from '../platform/answer.js';
import { canSeeCenter } from '../master-data/resource-scope.rules.js';
import type { AuthUser } from '../platform/context.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import type { Translator } from '../platform/i18n.js';
import { jobInScope, visibilityOf } from '../daily-plan/job-access.js';
import { doorReadings, findVehicleByRef, vehicleRouteOfJob, type DoorReading } from './sensor.repository.js';

const tags = ['Sensor tracking'];
const access = { claim: 'sensor-tracking;read' } as const;
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((d) => !Number.isNaN(Date.parse(d)));
const dataQuery = z.object({
  JobRefNo: z.string().trim().min(1).max(36),
  VehicleRefNo: z.string().trim().min(1).max(100),
});
const historyQuery = z.object({
  VehicleRefNo: z.string().trim().min(1).max(100),
  StartTime: day,
  EndTime: day,
});
/** The longest history asked at once. */
const MAX_HISTORY_DAYS = 93;

export async function vehicleInScope(orm: Orm, user: AuthUser, refNo: string) {
  const vehicle = await findVehicleByRef(orm, refNo);
  // Another center's vehicle answers as a missing one does.
  if (!vehicle || !canSeeCenter(await visibilityOf(orm, user), vehicle.distribution_center_id))
    return { ok: false as const, answer: fail(404, 'monitoring.vehicleNotFound', { params: { refNo } }) };
  return { ok: true as const, vehicle };
}

type Reading = Omit<DoorReading, 'jobId'>;

/** Where a reading was taken: its own position when the sensor sent one. */
function withOwnPositions(
  locations: VehicleTrackingData['locations'],
  readings: readonly Reading[],
  plate: string,
) {
  const own = readings
    .filter((r) => r.lat !== null && r.lng !== null)
    .map((r) => ({ lat: r.lat as number, lng: r.lng as number, date: r.date, plate }));
  return own.length === 0
    ? locations
    : [...locations, ...own].sort((a, b) => Date.parse(a.date) - Date.parse(b.date));
}

function notificationOf(reading: Reading, away: boolean, t: Translator): SensorNotification {
  const event = reading.measurement ? (away ? 'DOOR_OPENED_AWAY_FROM_STOP' : 'DOOR_OPENED') : 'DOOR_CLOSED';
  return {
    sensorType: reading.sensorType,
    sensorLabel: reading.sensorLabel,
    measurement: reading.measurement,
    event,
    channel: t('monitoring.sensor.channel'),
    notification: t(`monitoring.sensor.${event}`, { sensor: reading.sensorLabel }),
    timestamp: reading.date,
  };
}

export const sensorRoutes: RouteDefinition[] = [
  defineRoute<unknown, z.infer<typeof dataQuery>>({
    method: 'GET',
    url: '/api/vehicle-tracking-data',
    access,
    tags,
    summary:
      'Door readings and positions of a vehicle in a job, its planned stops, and door-open periods away from them',
    query: dataQuery,
    response: vehicleTrackingDataSchema,
    async handler({ query, user, platform }) {
      const orm = platform.db.orm;
      const job = await jobInScope(orm, user, query.JobRefNo);
      if (!job.ok) return job.answer;
      const vehicle = await vehicleInScope(orm, user, query.VehicleRefNo);
      if (!vehicle.ok) return vehicle.answer;
      const [readings, route] = await Promise.all([
        doorReadings(orm, vehicle.vehicle.id, { jobId: job.job.id }),
        vehicleRouteOfJob(orm, job.job.id, vehicle.vehicle.id),
      ]);
      const sensorData = readings.map((r) => ({
        sensorLabel: r.sensorLabel,
        date: r.date,
        measurement: r.measurement,
      }));
      const places = withOwnPositions(route.locations, readings, vehicle.vehicle.plate);
      return ok({
        sensorData,
        locations: route.locations,
        awayFromStops: doorOpenAwayFromStops(sensorData, places, route.stops),
        plannedStops: route.stops,
      } satisfies VehicleTrackingData);
    },
  }),
  defineRoute<unknown, z.infer<typeof historyQuery>>({
    method: 'GET',
    url: '/api/vehicle-tracking-data-notifications',
    access,
    tags,
    summary:
      'Sensor notifications of a vehicle between two days (each door reading; openings away from the plan flagged)',
    query: historyQuery,
    response: z.array(sensorNotificationSchema),
    async handler({ query, user, platform, t, timezoneOffset }) {
      const orm = platform.db.orm;
      if (
        query.EndTime < query.StartTime ||
        (Date.parse(query.EndTime) - Date.parse(query.StartTime)) / 86_400_000 > MAX_HISTORY_DAYS
      )
        return fail(400, 'tracking.selectVehicleAndDateRange', {
          validation: [{ field: 'EndTime', message: 'tracking.selectVehicleAndDateRange' }],
        });
      const vehicle = await vehicleInScope(orm, user, query.VehicleRefNo);
      if (!vehicle.ok) return vehicle.answer;
      const from = new Date(Date.parse(`${query.StartTime}T00:00:00Z`) + timezoneOffset * 60_000);
      const to = new Date(Date.parse(`${query.EndTime}T00:00:00Z`) + 86_400_000 + timezoneOffset * 60_000);
      const readings = await doorReadings(orm, vehicle.vehicle.id, {
        from: from.toISOString(),
        to: to.toISOString(),
      });
      const awayStarts = new Set<string>();
      for (const jobId of new Set(readings.map((r) => r.jobId))) {
        if (jobId === null) continue;
        const ofJob = readings.filter((r) => r.jobId === jobId);
        const route = await vehicleRouteOfJob(orm, jobId, vehicle.vehicle.id);
        const places = withOwnPositions(route.locations, ofJob, vehicle.vehicle.plate);
        for (const p of doorOpenAwayFromStops(ofJob, places, route.stops))
          awayStarts.add(`${p.sensorLabel}@${p.start}`);
      }
      return ok(
        readings
          .map((r) => notificationOf(r, awayStarts.has(`${r.sensorLabel}@${r.date}`), t))
          .sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp)),
      );
    },
  }),
];
