import { z } from 'zod';
import {
  orderProofSchema,
  orderRefQuerySchema,
  orderStatusDisplay,
  orderTrackingFilterSchema,
  orderTrackingJobsResponseSchema,
  orderTrackingRowSchema,
  orderWorkflowStepsSchema,
  trackingTimingDisplay,
  type OrderProof,
  type OrderTrackingRow,
  type OrderWorkflowSteps,
} from '@rota/core/tracking';
import { fail, ok, raw } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { fileStoreOf } from '../storage/index.js';
import { centerScope, jobInScope } from '../daily-plan/job-access.js';
import type { AuthUser } from '../platform/context.js';
import type { Orm } from '../db/database.js';
import {
  factsOf,
  jobOrders,
  jobProgress,
  jobRefNoOf,
  jobsWithPlan,
  orderProof,
  proofFileContent,
  type JobOrder,
} from './monitoring.repository.js';
import { orderStatusOf, orderSteps } from './order-progress.js';

const access = { claim: 'order-tracking;read' } as const;
const tags = ['Order tracking'];

/** A list in the query: repeated (`a=1&a=2`), comma-separated, or absent (all). */
const listParam = z.preprocess(
  (v) =>
    (v === undefined ? [] : Array.isArray(v) ? v : [v])
      .flatMap((s) => String(s).split(','))
      .map((s) => s.trim())
      .filter((s) => s !== ''),
  z.array(z.string().max(100)).max(500),
);
const gridQuery = z.object({
  jobRefNo: z.string().trim().min(1).max(36),
  clients: listParam,
  locations: listParam,
  orders: listParam,
  vehicles: listParam,
});
const filterQuery = z.object({ jobRefNo: z.string().trim().min(1).max(36).optional() });
const refQuery = orderRefQuerySchema.extend({
  orderRefNo: z.string().trim().min(1).max(100),
  jobRefNo: z.string().trim().min(1).max(36),
});

/** Jobs with a plan in the user's reach, newest day first. */
async function plannedJobs(orm: Orm, user: AuthUser) {
  const scope = await centerScope(orm, user, null);
  return jobsWithPlan(orm, scope.ok ? scope.centers : []);
}

/** The job's orders with their status now. */
export async function trackedOrders(orm: Orm, user: AuthUser, jobRefNo: string) {
  const found = await jobInScope(orm, user, jobRefNo);
  if (!found.ok) return found;
  const [orders, progress] = await Promise.all([jobOrders(orm, found.job), jobProgress(orm, found.job)]);
  return {
    ok: true as const,
    job: found.job,
    progress,
    orders: orders.map((order) => ({ order, status: orderStatusOf(factsOf(order, progress)) })),
  };
}

export function trackingRow(jobRefNo: string, order: JobOrder, status: OrderTrackingRow['status']) {
  return {
    refNo: `${jobRefNo}/${order.refNo}`,
    orderRefNo: order.refNo,
    jobRefNo,
    orderName: order.name,
    action: order.action,
    status,
    locationName: order.locationName,
    client: order.clientName,
    amount: order.amount,
    monetaryValue: order.monetaryValue,
    serviceDuration: order.serviceDuration,
    volume: order.volume,
    weight: order.weight,
    visitOrder: order.visitOrder,
    vehicle: order.plate,
    actionDisplay: order.actionDisplay,
  } satisfies OrderTrackingRow;
}

const matches = (wanted: readonly string[], value: string | null) =>
  wanted.length === 0 || (value !== null && wanted.includes(value));

export const orderTrackingRoutes: RouteDefinition[] = [
  defineRoute<unknown, z.infer<typeof filterQuery>>({
    method: 'GET',
    url: '/api/filter/order-tracking',
    access,
    tags,
    summary: 'Clients, locations, orders and vehicles of a job (or none without one), and the jobs',
    query: filterQuery,
    response: orderTrackingFilterSchema,
    async handler({ query, user, platform }) {
      const jobs = (await plannedJobs(platform.db.orm, user)).map((j) => ({ jobRefNo: j.ref_no }));
      if (query.jobRefNo === undefined)
        return ok({ clients: [], locations: [], orders: [], vehicles: [], jobs });
      const tracked = await trackedOrders(platform.db.orm, user, query.jobRefNo);
      if (!tracked.ok) return tracked.answer;
      const orders = tracked.orders.map((t) => t.order);
      const clients = new Map<string, string>();
      const locations = new Map<string, { refNo: string; name: string; clientRefNo: string | null }>();
      const vehicles = new Map<string, { refNo: string; plate: string; clientRefNos: Set<string> }>();
      for (const o of orders) {
        if (o.clientRefNo !== null) clients.set(o.clientRefNo, o.clientName ?? o.clientRefNo);
        locations.set(o.locationRefNo, {
          refNo: o.locationRefNo,
          name: o.locationName,
          clientRefNo: o.clientRefNo,
        });
        if (o.vehicleRefNo !== null && o.plate !== null) {
          const v = vehicles.get(o.vehicleRefNo) ?? {
            refNo: o.vehicleRefNo,
            plate: o.plate,
            clientRefNos: new Set(),
          };
          if (o.clientRefNo !== null) v.clientRefNos.add(o.clientRefNo);
          vehicles.set(o.vehicleRefNo, v);
        }
      }
      return ok({
        clients: [...clients].map(([refNo, name]) => ({ refNo, name })),
        locations: [...locations.values()],
        orders: orders.map((o) => ({
          refNo: o.refNo,
          name: o.name,
          locationRefNo: o.locationRefNo,
          clientRefNo: o.clientRefNo,
        })),
        vehicles: [...vehicles.values()].map((v) => ({ ...v, clientRefNos: [...v.clientRefNos] })),
        jobs,
      });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/filter/order-tracking/jobs',
    access,
    tags,
    summary: 'Jobs of the order-tracking filter (those with a plan)',
    response: orderTrackingJobsResponseSchema,
    async handler({ user, platform }) {
      const jobs = await plannedJobs(platform.db.orm, user);
      return ok({ jobs: jobs.map((j) => ({ jobRefNo: j.ref_no })) });
    },
  }),
  defineRoute<unknown, z.infer<typeof gridQuery>>({
    method: 'GET',
    url: '/api/order-tracking/get-order-tracking-grid',
    access,
    tags,
    summary: 'Order tracking rows of a job, narrowed by clients, locations, orders and vehicles',
    query: gridQuery,
    response: z.array(orderTrackingRowSchema),
    async handler({ query, user, platform }) {
      const tracked = await trackedOrders(platform.db.orm, user, query.jobRefNo);
      if (!tracked.ok) return tracked.answer;
      return ok(
        tracked.orders
          .filter(
            ({ order: o }) =>
              matches(query.clients, o.clientRefNo) &&
              matches(query.locations, o.locationRefNo) &&
              matches(query.orders, o.refNo) &&
              matches(query.vehicles, o.vehicleRefNo),
          )
          .map(({ order, status }) => trackingRow(tracked.job.refNo, order, status)),
      );
    },
  }),
  defineRoute<unknown, z.infer<typeof refQuery>>({
    method: 'GET',
    url: '/api/order-tracking/get-order-workflow-steps',
    access,
    tags,
    summary: 'Workflow steps of one order: when each was reached, by which vehicle',
    query: refQuery,
    response: orderWorkflowStepsSchema,
    async handler({ query, user, platform, t }) {
      const found = await orderOfJob(platform.db.orm, user, query);
      if (!found.ok) return found.answer;
      const { order, progress } = found;
      const facts = factsOf(order, progress);
      const answer: OrderWorkflowSteps = {
        currentStatus: orderStatusOf(facts),
        steps: orderSteps(facts).map((s) => ({
          ...s,
          statusDisplay: t(`tracking.orderStatus.${s.status}`) || orderStatusDisplay[s.status],
          vehiclePlate: order.plate,
          vehicleRefNo: order.vehicleRefNo,
        })),
      };
      return ok(answer);
    },
  }),
  defineRoute<unknown, z.infer<typeof refQuery>>({
    method: 'GET',
    url: '/api/order-tracking/get-order-proof',
    access,
    tags,
    summary: 'Proof of delivery of one order: photos, signatures, barcodes, contact, notes',
    query: refQuery,
    response: orderProofSchema,
    async handler({ query, user, platform }) {
      const found = await orderOfJob(platform.db.orm, user, query);
      if (!found.ok) return found.answer;
      const { order, progress } = found;
      const proof = await orderProof(platform.db.orm, order);
      const facts = factsOf(order, progress);
      const arrived = facts.events.find((e) => e.event === 'ARRIVED')?.occurredAt ?? null;
      const timing = timingOf(order.plannedArrival, arrived);
      const day = order.plannedArrival?.slice(0, 10) ?? null;
      const answer: OrderProof = {
        plannedArrivalTime: order.plannedArrival,
        serviceDuration: order.serviceDuration,
        locationType: order.locationType,
        locationName: order.locationName,
        driverName: order.driverName,
        vehiclePlate: order.plate,
        notes: proof.notes.length === 0 ? null : proof.notes.join('\n'),
        scannedBarcodes: { scannedItemList: proof.barcodes },
        signatureContactInfo: { contactName: proof.contactName },
        files: proof.files.map((f) => ({
          fileType: f.fileType,
          pathName: `proof/${query.jobRefNo}/${order.refNo}/${f.fileName}`,
          fileName: f.fileName,
          fileUrl: `/api/order-tracking/proof-files/${f.id}`,
        })),
        serviceWindows:
          order.serveAfter === null && order.serveBefore === null
            ? []
            : [
                {
                  start:
                    order.serveAfter === null || day === null
                      ? order.serveAfter
                      : `${day} ${order.serveAfter}`,
                  end:
                    order.serveBefore === null || day === null
                      ? order.serveBefore
                      : `${day} ${order.serveBefore}`,
                },
              ],
        etaDisplayName: timing === null ? null : trackingTimingDisplay[timing],
        etaStatus: timing,
      };
      return ok({ ...answer, actualArrivalTime: arrived });
    },
  }),
  defineRoute<unknown, unknown, { id: number }>({
    method: 'GET',
    url: '/api/order-tracking/proof-files/:id',
    access,
    tags,
    summary: 'A proof photo or signature (the fileUrl of the proof), as its image bytes',
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 53),
    }),
    async handler({ params, user, platform }) {
      const file = await proofFileContent(
        platform.db.orm,
        fileStoreOf(platform.db, platform.config.fileStore),
        params.id,
      );
      if (!file) return fail(404, 'monitoring.proofFileNotFound');
      const jobRefNo = await jobRefNoOf(platform.db.orm, file.jobId);
      const found = await jobInScope(platform.db.orm, user, jobRefNo ?? '');
      if (!found.ok) return fail(404, 'monitoring.proofFileNotFound');
      return raw((reply) =>
        reply
          .header('content-type', file.contentType)
          .header('content-disposition', `inline; filename="${encodeURIComponent(file.fileName)}"`)
          .send(Buffer.from(file.content)),
      );
    },
  }),
];

/** On Time within five minutes of the planned arrival, else Late or Ahead; null before arrival. */
function timingOf(planned: string | null, actual: string | null): 'ON_TIME' | 'LATE' | 'AHEAD' | null {
  if (planned === null || actual === null) return null;
  const minutes = (Date.parse(actual) - Date.parse(planned)) / 60_000;
  return Math.abs(minutes) <= 5 ? 'ON_TIME' : minutes > 0 ? 'LATE' : 'AHEAD';
}

/** One order of a job, with what the drivers reported on the job. */
export async function orderOfJob(orm: Orm, user: AuthUser, query: { jobRefNo: string; orderRefNo: string }) {
  const found = await jobInScope(orm, user, query.jobRefNo);
  if (!found.ok) return found;
  const order = (await jobOrders(orm, found.job)).find((o) => o.refNo === query.orderRefNo);
  if (!order)
    return {
      ok: false as const,
      answer: fail(404, 'monitoring.orderNotInJob', {
        params: { orderRefNo: query.orderRefNo, jobRefNo: query.jobRefNo },
      }),
    };
  return { ok: true as const, job: found.job, order, progress: await jobProgress(orm, found.job) };
}
