import { z } from 'zod';
import {
  liveDispatchApi,
  trackingApi,
  type LiveStopMove,
  type TrackingGeofence,
  type TrackingLog,
  type TrackPolyline,
} from '@rota/core/tracking';
import { jobInScope } from '../daily-plan/job-access.js';
import { ok } from '../platform/answer.js';
import { translate } from '../platform/i18n.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { createHubPublisher } from '../realtime/index.js';
import { weekdayOf } from '../solver/problem-data.js';
import { publishDriverRouteChange } from './driver-route-publish.js';
import { moveLiveStop } from './live-dispatch.js';
import { loadLiveVehicles } from './live-view.js';
import { activeAvoidAreas, clearJobTracking, listLogs } from './tracking.repository.js';

const read = { claim: 'track-and-trace;read' } as const;
const tags = ['Track and Trace'];
type JobParams = { jobRefNo: string };
const jobParams = z.object({ jobRefNo: z.string().trim().min(1).max(36) });

export const trackAndTraceRoutes: RouteDefinition[] = [
  defineRoute<unknown, unknown, JobParams>({
    method: 'GET',
    url: `/api/${trackingApi.trackRoutes.path}`,
    access: read,
    summary: `${trackingApi.trackRoutes.summary}; every vehicle of the approved plan in its live state`,
    tags,
    params: jobParams,
    response: trackingApi.trackRoutes.response,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const live = await loadLiveVehicles(platform.db.orm, found.job.id, platform.now(), { polylines: true });
      return ok(live.map((v) => ({ ...v.track, timing: v.timing, delayMinutes: v.delayMinutes })));
    },
  }),
  defineRoute<unknown, unknown, JobParams>({
    method: 'GET',
    url: `/api/${trackingApi.trackPolylines.path}`,
    access: read,
    summary: trackingApi.trackPolylines.summary,
    tags,
    params: jobParams,
    response: trackingApi.trackPolylines.response,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const live = await loadLiveVehicles(platform.db.orm, found.job.id, platform.now(), { polylines: true });
      const polylines: TrackPolyline[] = live.map((v) => ({
        vehicleRefNo: v.track.vehicleRefNo,
        vehiclePlate: v.track.vehiclePlate,
        plannedPolyline: v.track.plannedPolyline,
        actualPolyline: v.track.actualPolyline,
      }));
      return ok(polylines);
    },
  }),
  defineRoute<unknown, unknown, JobParams>({
    method: 'GET',
    url: `/api/${trackingApi.trackingLogs.path}`,
    access: read,
    summary: `${trackingApi.trackingLogs.summary}, newest first, in the reader's language`,
    tags,
    params: jobParams,
    response: trackingApi.trackingLogs.response,
    async handler({ params, user, platform, t }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const logs: TrackingLog[] = (await listLogs(platform.db.orm, found.job.id)).map((l) => ({
        eventDate: l.eventDate,
        vehicleRefNo: l.vehicleRefNo,
        vehiclePlate: l.vehiclePlate,
        level: l.level,
        message: l.messageKey ? t(l.messageKey, l.params) : l.message,
        jobRefNo: found.job.refNo,
        code: l.code,
      }));
      return ok(logs);
    },
  }),
  defineRoute<unknown, unknown, JobParams>({
    method: 'GET',
    url: `/api/${trackingApi.trackGeofences.path}`,
    access: read,
    summary: `${trackingApi.trackGeofences.summary}: the avoid areas of the job's center active on its day`,
    tags,
    params: jobParams,
    response: trackingApi.trackGeofences.response,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const day = found.job.taskDate;
      const fences = await activeAvoidAreas(
        platform.db.orm,
        found.job.distributionCenterId,
        day,
        weekdayOf(day),
      );
      const answer: TrackingGeofence[] = fences.map((f) => ({
        name: f.name,
        type: f.type,
        polygon: f.polygon.map((p) => `${p.lat},${p.lng}`).join(';'),
      }));
      return ok(answer);
    },
  }),
  defineRoute<unknown, unknown, JobParams>({
    method: 'POST',
    url: '/api/tracking_tracing/:jobRefNo/reset',
    access: { claim: 'track-and-trace;write' },
    summary:
      "Clears a job's live tracking (positions, visit events, step results, door readings of the job, log) and sends ReceiveResetRoute",
    tags,
    params: jobParams,
    response: z.object({ jobRefNo: z.string() }),
    async handler({ params, user, platform, request }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      const jobId = found.job.id;
      await platform.db.orm.transaction((tx) => clearJobTracking(tx, jobId));
      await createHubPublisher(request.server.backplane).resetRoute(found.job.refNo, {
        message: translate('en', 'tracking.resetRoute', { jobRefNo: found.job.refNo }),
      });
      await publishDriverRouteChange(platform.db.orm, request.server, found.job, 'RESET');
      return ok(
        { jobRefNo: found.job.refNo },
        { messageKey: 'tracking.resetRoute', params: { jobRefNo: found.job.refNo } },
      );
    },
  }),
  defineRoute<LiveStopMove, unknown, JobParams>({
    method: 'POST',
    url: `/api/${liveDispatchApi.moveStop.path}`,
    access: { claim: 'track-and-trace;write' },
    summary: `${liveDispatchApi.moveStop.summary}; measures both routes again and tells their drivers and Track & Trace`,
    tags,
    params: jobParams,
    body: liveDispatchApi.moveStop.body,
    response: liveDispatchApi.moveStop.response,
    async handler({ params, body, user, platform, request, t }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      return moveLiveStop(platform, request.server, found.job, body, t);
    },
  }),
];
