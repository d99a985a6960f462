import { ROLES } from '@rota/core/auth';
import {
  driverApi,
  isWithinRouteDay,
  PROOF_FILE_MAX_BYTES,
  type DoorReadingBatch,
  type DriverRoute,
  type DriverRoutesQuery,
  type PositionBatch,
  type StepResult,
  type VisitEvent,
} from '@rota/core/tracking';
import { fail, ok, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { fileStoreOf } from '../storage/index.js';
import { localToday } from '../solver/plan-clock.js';
import { driverPositionInterval, driverRouteOf } from './driver-route-view.js';
import { publishPositions, publishVisitEvent } from './live-publish.js';
import {
  findAssignment,
  findDriverOfUser,
  insertDoorReadings,
  insertPositions,
  insertStepResult,
  insertVisitEvent,
  listAssignments,
  listPlannedStops,
  stepDefinitionExists,
  type Assignment,
  type PlannedStop,
  type ProofFileInput,
} from './tracking.repository.js';

const driverOnly = { roles: [ROLES.driver] } as const;
const tags = ['Driver API'];

/** The signed-in driver's vehicle in the job, or the 4xx that says why there is none. */
async function assignmentOf(
  platform: Platform,
  user: AuthUser,
  jobRefNo: string,
): Promise<{ ok: true; assignment: Assignment } | { ok: false; answer: Answer }> {
  const driver = await findDriverOfUser(platform.db.orm, user.id);
  if (!driver) return { ok: false, answer: fail(404, 'tracking.driver.notDriver') };
  const assignment = await findAssignment(platform.db.orm, driver.driverId, jobRefNo);
  if (!assignment)
    return { ok: false, answer: fail(404, 'tracking.driver.noAssignment', { params: { jobRefNo } }) };
  return { ok: true, assignment };
}

/**
 * Refuses a report whose device time lies outside the route's day (core's window): a phone
 * with a wrong clock would otherwise put positions in 9999 and hide the real last position.
 */
function outsideRouteDay(
  assignment: Assignment,
  times: readonly (readonly [string, string])[],
): Answer | null {
  const wrong = times.find(([, at]) => !isWithinRouteDay(at, assignment.taskDate));
  if (!wrong) return null;
  const [field, time] = wrong;
  const params = { time, jobRefNo: assignment.jobRefNo, taskDate: assignment.taskDate };
  return fail(400, 'tracking.driver.timeOutsideDay', {
    params,
    validation: [{ field, message: 'tracking.driver.timeOutsideDay' }],
  });
}

/** The visit stop of the driver's route, and the order when one is named. */
async function stopOf(
  platform: Platform,
  assignment: Assignment,
  visitOrder: number,
  orderRefNo: string | undefined,
): Promise<{ ok: true; stop: PlannedStop; orderId: number | null } | { ok: false; answer: Answer }> {
  const stops = (await listPlannedStops(platform.db.orm, [assignment.routeVehicleId])).get(
    assignment.routeVehicleId,
  );
  const stop = stops?.find((s) => s.visitOrder === visitOrder && s.type === 'visit');
  if (!stop) {
    return {
      ok: false,
      answer: fail(404, 'tracking.driver.unknownStop', {
        params: { visitOrder, jobRefNo: assignment.jobRefNo },
      }),
    };
  }
  if (orderRefNo === undefined) return { ok: true, stop, orderId: null };
  const order = stop.orders.find((o) => o.orderRefNo === orderRefNo);
  if (!order) {
    return {
      ok: false,
      answer: fail(404, 'tracking.driver.unknownOrder', {
        params: { orderRefNo, visitOrder },
        validation: [{ field: 'orderRefNo', message: 'tracking.driver.unknownOrder' }],
      }),
    };
  }
  return { ok: true, stop, orderId: order.orderId };
}

const replayed = () => fail(409, 'tracking.driver.replayed', { code: 6 });

function decodeFiles(
  files: StepResult['files'],
): { ok: true; files: ProofFileInput[] } | { ok: false; answer: Answer } {
  const decoded: ProofFileInput[] = [];
  const names = new Set<string>();
  for (const file of files ?? []) {
    if (names.has(file.fileName))
      return {
        ok: false,
        answer: fail(400, 'tracking.driver.duplicateFileName', { params: { fileName: file.fileName } }),
      };
    names.add(file.fileName);
    const content = Buffer.from(file.content, 'base64');
    if (
      content.byteLength === 0 ||
      content.byteLength > PROOF_FILE_MAX_BYTES ||
      !looksLike(file.contentType, content)
    ) {
      return {
        ok: false,
        answer: fail(400, 'tracking.driver.badFile', {
          params: { fileName: file.fileName, contentType: file.contentType },
          validation: [{ field: 'files', message: 'tracking.driver.badFile' }],
        }),
      };
    }
    decoded.push({
      fileType: file.fileType,
      fileName: file.fileName,
      contentType: file.contentType,
      content,
    });
  }
  return { ok: true, files: decoded };
}

/** The file's first bytes match its declared image type. */
function looksLike(contentType: string, bytes: Buffer): boolean {
  if (contentType === 'image/png')
    return bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  if (contentType === 'image/jpeg') return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}

export const driverRoutes: RouteDefinition[] = [
  defineRoute<unknown, DriverRoutesQuery>({
    method: 'GET',
    url: `/api/${driverApi.driverRoutes.path}`,
    access: driverOnly,
    summary: driverApi.driverRoutes.summary,
    tags,
    query: driverApi.driverRoutes.query,
    response: driverApi.driverRoutes.response,
    async handler({ query, user, platform }) {
      const driver = await findDriverOfUser(platform.db.orm, user.id);
      if (!driver) return fail(404, 'tracking.driver.notDriver');
      const day = query.date ?? localToday(platform.now());
      const assignments =
        query.jobRefNo === undefined
          ? await listAssignments(platform.db.orm, driver.driverId, day)
          : [await findAssignment(platform.db.orm, driver.driverId, query.jobRefNo)].filter(
              (a): a is Assignment => a !== undefined,
            );
      const stops = await listPlannedStops(
        platform.db.orm,
        assignments.map((a) => a.routeVehicleId),
      );
      const now = platform.now();
      const interval = await driverPositionInterval(platform.db);
      const routes: DriverRoute[] = [];
      for (const a of assignments) {
        routes.push(
          await driverRouteOf(platform.db.orm, a, stops.get(a.routeVehicleId) ?? [], now, interval),
        );
      }
      return ok(routes);
    },
  }),
  defineRoute<PositionBatch>({
    method: 'POST',
    url: `/api/${driverApi.driverPositions.path}`,
    access: driverOnly,
    summary: driverApi.driverPositions.summary,
    tags,
    body: driverApi.driverPositions.body,
    response: driverApi.driverPositions.response,
    async handler({ body, user, platform, request }) {
      const found = await assignmentOf(platform, user, body.jobRefNo);
      if (!found.ok) return found.answer;
      const late = outsideRouteDay(
        found.assignment,
        body.positions.map((p, i) => [`positions[${i}].recordedAt`, p.recordedAt] as const),
      );
      if (late) return late;
      const { inserted, duplicates } = await insertPositions(
        platform.db.orm,
        found.assignment,
        body.positions,
      );
      if (inserted.length === 0) return fail(409, 'tracking.driver.batchReplayed', { code: 6 });
      await publishPositions(request.server, found.assignment, inserted);
      return ok({ accepted: inserted.length, duplicates });
    },
  }),
  defineRoute<VisitEvent>({
    method: 'POST',
    url: `/api/${driverApi.driverVisitEvents.path}`,
    access: driverOnly,
    summary: driverApi.driverVisitEvents.summary,
    tags,
    successStatuses: [201],
    body: driverApi.driverVisitEvents.body,
    response: driverApi.driverVisitEvents.response,
    async handler({ body, user, platform, request }) {
      const found = await assignmentOf(platform, user, body.jobRefNo);
      if (!found.ok) return found.answer;
      const late = outsideRouteDay(found.assignment, [['occurredAt', body.occurredAt]]);
      if (late) return late;
      const at = await stopOf(platform, found.assignment, body.visitOrder, body.orderRefNo);
      if (!at.ok) return at.answer;
      const stored = await insertVisitEvent(platform.db.orm, found.assignment, {
        stopId: at.stop.stopId,
        visitOrder: body.visitOrder,
        orderId: at.orderId,
        event: body.event,
        reason: body.reason ?? null,
        occurredAt: body.occurredAt,
        latitude: body.latitude,
        longitude: body.longitude,
      });
      if (!stored) return replayed();
      await publishVisitEvent(platform, request.server, found.assignment, at.stop, body);
      return ok(
        { visitOrder: body.visitOrder, event: body.event },
        { status: 201, messageKey: 'tracking.driver.received' },
      );
    },
  }),
  defineRoute<StepResult>({
    method: 'POST',
    url: `/api/${driverApi.driverStepResults.path}`,
    access: driverOnly,
    summary: driverApi.driverStepResults.summary,
    tags,
    successStatuses: [201],
    body: driverApi.driverStepResults.body,
    response: driverApi.driverStepResults.response,
    async handler({ body, user, platform }) {
      const found = await assignmentOf(platform, user, body.jobRefNo);
      if (!found.ok) return found.answer;
      const late = outsideRouteDay(found.assignment, [['completedAt', body.completedAt]]);
      if (late) return late;
      const at = await stopOf(platform, found.assignment, body.visitOrder, body.orderRefNo);
      if (!at.ok) return at.answer;
      if (!(await stepDefinitionExists(platform.db.orm, body.stepName))) {
        return fail(400, 'tracking.driver.unknownStep', {
          params: { stepName: body.stepName },
          validation: [{ field: 'stepName', message: 'tracking.driver.unknownStep' }],
        });
      }
      const files = decodeFiles(body.files);
      if (!files.ok) return files.answer;
      const stored = await insertStepResult(
        platform.db.orm,
        fileStoreOf(platform.db, platform.config.fileStore),
        found.assignment,
        {
          stopId: at.stop.stopId,
          visitOrder: body.visitOrder,
          orderId: at.orderId,
          stepName: body.stepName,
          contactName: body.contactName ?? null,
          notes: body.notes ?? null,
          barcodes: body.barcodes ?? [],
          completedAt: body.completedAt,
          files: files.files,
        },
      );
      if (!stored) return replayed();
      return ok(
        {
          files: files.files.map((f, i) => ({
            fileType: f.fileType,
            fileName: f.fileName,
            fileUrl: `/api/order-tracking/proof-files/${stored.fileIds[i]}`,
          })),
        },
        { status: 201, messageKey: 'tracking.driver.received' },
      );
    },
  }),
  defineRoute<DoorReadingBatch>({
    method: 'POST',
    url: `/api/${driverApi.driverDoorReadings.path}`,
    access: driverOnly,
    summary: driverApi.driverDoorReadings.summary,
    tags,
    body: driverApi.driverDoorReadings.body,
    response: driverApi.driverDoorReadings.response,
    async handler({ body, user, platform }) {
      const found = await assignmentOf(platform, user, body.jobRefNo);
      if (!found.ok) return found.answer;
      const late = outsideRouteDay(
        found.assignment,
        body.readings.map((r, i) => [`readings[${i}].measuredAt`, r.measuredAt] as const),
      );
      if (late) return late;
      const stored = await insertDoorReadings(
        platform.db.orm,
        found.assignment,
        body.readings.map((r) => ({
          sensorLabel: r.sensorLabel,
          isOpen: r.open,
          measuredAt: r.measuredAt,
          latitude: r.latitude,
          longitude: r.longitude,
        })),
      );
      if (stored.inserted === 0) return fail(409, 'tracking.driver.batchReplayed', { code: 6 });
      return ok({ accepted: stored.inserted, duplicates: stored.duplicates });
    },
  }),
];
