import type { FastifyInstance } from 'fastify';
import { timelineUpdateOf, visitTiming, type VisitEvent } from '@rota/core/tracking';
import { translate } from '../platform/i18n.js';
import type { Platform } from '../platform/context.js';
import { createHubPublisher } from '../realtime/index.js';
import { loadLiveVehicles } from './live-view.js';
import {
  insertLog,
  type Assignment,
  type LogInput,
  type PlannedStop,
  type PositionInput,
} from './tracking.repository.js';

/**
 * What the back office hears of a driver's report: new positions on
 * `trackandtracehub?vehicleRefNo&jobRefNo` (ReceiveLocationUpdate), a visit event on
 * `trackandtracehub?jobRefNo` (ReceiveTimelineUpdate) with a line in the tracking log. The hub
 * access rules let only users who may see the job's distribution center receive them.
 */

/** Sends newly stored positions in the order they were recorded (reports may arrive out of order). */
export async function publishPositions(
  server: FastifyInstance,
  assignment: Assignment,
  inserted: readonly PositionInput[],
): Promise<void> {
  const ordered = [...inserted].sort((a, b) => Date.parse(a.recordedAt) - Date.parse(b.recordedAt));
  await createHubPublisher(server.backplane)
    .locationUpdate(
      assignment.jobRefNo,
      assignment.vehicleRefNo,
      ordered.map((p) => ({ lat: p.latitude, lng: p.longitude })),
    )
    .catch((error: unknown) => server.log.warn({ err: error }, 'location update not sent'));
}

function logOf(assignment: Assignment, stop: PlannedStop, event: VisitEvent): LogInput {
  const params: Record<string, string | number> = {
    plate: assignment.vehiclePlate,
    location: stop.locationName,
    visitOrder: stop.visitOrder,
    reason: event.reason ?? '',
    orderRefNo: event.orderRefNo ?? '',
  };
  let code: string = event.orderRefNo === undefined ? event.event : `ORDER_${event.event}`;
  let level: LogInput['level'] =
    event.event === 'FAILED' ? 'Error' : event.event === 'CANCELLED' ? 'Warning' : 'Info';
  if (code === 'ARRIVED') {
    const timing = visitTiming(stop.arrival, event.occurredAt);
    if (timing && timing.timing !== 'ON_TIME') {
      code = `ARRIVED_${timing.timing}`;
      params['minutes'] = timing.minutes;
      if (timing.timing === 'LATE') level = 'Warning';
    }
  }
  const messageKey = `tracking.log.${code}`;
  return {
    jobId: assignment.jobId,
    vehicleId: assignment.vehicleId,
    level,
    code,
    message: translate('en', messageKey, params),
    messageKey,
    params,
    eventDate: event.occurredAt,
  };
}

/** Logs a stored visit event and sends the vehicle's new timeline state, as a reload would read it. */
export async function publishVisitEvent(
  platform: Platform,
  server: FastifyInstance,
  assignment: Assignment,
  stop: PlannedStop,
  event: VisitEvent,
): Promise<void> {
  await insertLog(platform.db.orm, logOf(assignment, stop, event));
  const [live] = await loadLiveVehicles(platform.db.orm, assignment.jobId, platform.now(), {
    vehicleId: assignment.vehicleId,
  });
  if (!live) return;
  await createHubPublisher(server.backplane)
    .timelineUpdate(
      assignment.jobRefNo,
      timelineUpdateOf(assignment, live.state, stop.visitOrder, event.occurredAt),
    )
    .catch((error: unknown) => server.log.warn({ err: error }, 'timeline update not sent'));
}
