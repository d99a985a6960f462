import { z } from 'zod';
import { labelZipFileName } from '@rota/core/daily-plan';
import { serviceReceiptFileName } from '@rota/core/tracking';
import { fail, raw } from '../platform/answer.js';
import { PLAN_TIME_ZONE } from '../solver/plan-clock.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { fileStoreOf } from '../storage/index.js';
import { orderLabelPdfs, safeFileName, serviceReceiptPdf, zipOf } from './documents/order-documents.js';
import { factsOf, orderProof, proofFileContent } from './monitoring.repository.js';
import { orderOfJob, trackedOrders } from './order-tracking.routes.js';
import { orderStatusOf, orderSteps } from './order-progress.js';

const tags = ['Order tracking'];
const jobRef = z.string().trim().min(1).max(36);
const labelBody = z.object({ jobRefNo: jobRef });
const receiptQuery = z.object({ jobRefNo: jobRef, orderRefNo: z.string().trim().min(1).max(100) });

/** Minutes of UTC minus the operation's local time (ROTA_TIME_ZONE) at an instant. */
function operationOffset(at = new Date()): number {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: PLAN_TIME_ZONE,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    })
      .formatToParts(at)
      .map((p) => [p.type, Number(p.value)]),
  ) as Record<string, number>;
  const local = Date.UTC(
    parts['year']!,
    parts['month']! - 1,
    parts['day']!,
    parts['hour']!,
    parts['minute']!,
    parts['second']!,
  );
  return Math.round((at.getTime() - local) / 60_000);
}

/**
 * The offset dates are printed in: the caller's TimezoneOffset when sent, else the operation's
 * time zone (the web client sends none on the PDF calls, spec 03 section 7).
 */
const paperOffset = (sent: boolean, timezoneOffset: number) => (sent ? timezoneOffset : operationOffset());

const sendZip = (name: string, content: Buffer) =>
  raw((reply) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename="${encodeURIComponent(name)}"`)
      .send(content),
  );

/** The PDF documents of spec 03 section 7: order labels of a job, the service receipt of an order. */
export const documentRoutes: RouteDefinition[] = [
  defineRoute<z.infer<typeof labelBody>>({
    method: 'POST',
    url: '/api/pdf/order-tracking-label-with-job',
    access: { claim: 'order-tracking;read' },
    tags,
    summary:
      'Labels of the planned orders of a job: one PDF per order (Code 128 of the reference) in {jobRefNo}.zip',
    body: labelBody,
    async handler({ body, user, platform, t, timezoneOffset, request }) {
      const tracked = await trackedOrders(platform.db.orm, user, body.jobRefNo);
      if (!tracked.ok) return tracked.answer;
      const planned = tracked.orders.filter((o) => o.order.stopId !== null);
      if (planned.length === 0)
        return fail(409, 'monitoring.noPlannedOrders', { params: { jobRefNo: body.jobRefNo } });
      const labels = await orderLabelPdfs(
        tracked.job.refNo,
        planned.map((p) => p.order),
        t,
        paperOffset(request.headers['timezoneoffset'] !== undefined, timezoneOffset),
      );
      const files = labels.map((l) => ({ name: `${safeFileName(l.order.refNo)}.pdf`, content: l.content }));
      return sendZip(labelZipFileName(tracked.job.refNo), await zipOf(files));
    },
  }),
  defineRoute<unknown, z.infer<typeof receiptQuery>>({
    method: 'GET',
    url: '/api/pdf/order-service-receipt-with-orders',
    access: { claim: 'order-tracking;read' },
    tags,
    summary:
      'Service receipt of a completed order (proof, barcodes, signature, photos) as a PDF in {orderRefNo}.zip',
    query: receiptQuery,
    async handler({ query, user, platform, t, timezoneOffset, request }) {
      const found = await orderOfJob(platform.db.orm, user, query);
      if (!found.ok) return found.answer;
      const facts = factsOf(found.order, found.progress);
      const status = orderStatusOf(facts);
      if (status !== 'COMPLETED')
        return fail(409, 'monitoring.receiptNeedsCompletion', {
          params: { orderRefNo: query.orderRefNo, status: t(`tracking.orderStatus.${status}`) },
        });
      const proof = await orderProof(platform.db.orm, found.order);
      const files = [];
      for (const file of proof.files) {
        const stored = await proofFileContent(
          platform.db.orm,
          fileStoreOf(platform.db, platform.config.fileStore),
          file.id,
        );
        if (stored) files.push({ ...file, content: stored.content });
      }
      const steps = orderSteps(facts);
      const pdf = await serviceReceiptPdf(
        {
          order: found.order,
          jobRefNo: found.job.refNo,
          status: t(`tracking.orderStatus.${status}`),
          arrivedAt: steps.find((s) => s.status === 'VEHICLE_AT_LOCATION')?.actionDate ?? null,
          completedAt: steps.find((s) => s.status === 'COMPLETED')?.actionDate ?? null,
          contactName: proof.contactName,
          notes: proof.notes,
          barcodes: proof.barcodes,
          files,
        },
        t,
        paperOffset(request.headers['timezoneoffset'] !== undefined, timezoneOffset),
      );
      const name = safeFileName(found.order.refNo);
      return sendZip(serviceReceiptFileName(name), await zipOf([{ name: `${name}.pdf`, content: pdf }]));
    },
  }),
];
