import { z } from 'zod';
import {
  deleteJobsRequestSchema,
  jobInputSchema,
  jobListResponseSchema,
  jobSchema,
  leftOutOrderSchema,
  leftOutOrdersQuerySchema,
  leftOutOrdersResponseSchema,
  rerunJobRequestSchema,
  solvedStatuses,
  unsolvedStatuses,
  type JobInput,
  type LeftOutOrdersQuery,
} from '@rota/core/daily-plan';
import { TOTAL_COUNT_HEADER } from '@rota/core';
import { fail, ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { centerScope, jobInScope } from './job-access.js';
import { deleteJobsByRef } from './delete-jobs.js';
import { rerunJob } from './rerun-job.js';
import { jobInputOf } from './job-input.repository.js';
import { jobListStats, jobRowByRef, jobSortKeys, listJobs } from './jobs-list.repository.js';
import { runtimeOf } from './job-runtime.js';
import { saveJobInput } from './save-job-input.js';
import { leftOutOrdersOfDay } from './choose-job-orders.js';
import {
  dailyPlanRead as read,
  dailyPlanRemove as remove,
  dailyPlanTags as tags,
  dailyPlanWrite as write,
  defineJobRoute,
} from './job-route.js';

const listQuerySchema = z.object({
  pageIndex: z.coerce.number().int().nonnegative().default(0),
  pageSize: z.coerce.number().int().positive().max(1000).default(20),
  sortBy: z.enum(jobSortKeys).default('createDate'),
  sortOrder: z.enum(['asc', 'desc']).optional(),
  /** The grids' name of sortOrder (master-data lists); either may be sent. */
  sortDirection: z.enum(['asc', 'desc']).optional(),
  /** One status or several, comma-separated. */
  status: z.string().optional(),
  jobRefNo: z.string().optional(),
  distributionCenterId: z.coerce.number().int().positive().optional(),
  /** taskDate range, YYYY-MM-DD. */
  startDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  endDate: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
});

/** A saved or rerun job with the orders core's order-hold rule left out of it. */
const jobWithLeftOutSchema = jobSchema.extend({ leftOutOrders: z.array(leftOutOrderSchema) });

export const jobsRoutes: RouteDefinition[] = [
  defineRoute({
    method: 'GET',
    url: '/api/jobs',
    access: read,
    summary: 'The jobs grid: jobList with paging, sorting and filters, and the job stats of the list',
    tags,
    query: listQuerySchema,
    response: jobListResponseSchema,
    async handler({ query, user, platform, reply, t }) {
      const scope = await centerScope(platform.db.orm, user, query.distributionCenterId);
      if (!scope.ok) return scope.answer;
      const filter = {
        centers: scope.centers,
        statuses: query.status ? query.status.split(',').map((s) => s.trim()) : undefined,
        refNoContains: query.jobRefNo,
        startDate: query.startDate,
        endDate: query.endDate,
      };
      const direction = query.sortDirection ?? query.sortOrder ?? 'desc';
      const jobList = await listJobs(
        platform.db.orm,
        filter,
        { sortBy: query.sortBy, direction, pageIndex: query.pageIndex, pageSize: query.pageSize },
        t,
      );
      const stats = await jobListStats(platform.db.orm, filter, {
        solved: solvedStatuses,
        unsolved: unsolvedStatuses,
      });
      reply.header(TOTAL_COUNT_HEADER, String(stats.jobCount));
      return ok({
        jobList,
        totalCount: stats.jobCount,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        jobStats: stats,
      });
    },
  }),
  defineRoute({
    method: 'DELETE',
    url: '/api/jobs',
    access: remove,
    summary: 'Deletes jobs by reference (a job that is solving cannot be deleted)',
    tags,
    body: deleteJobsRequestSchema,
    async handler({ body, user, platform, request }) {
      const deleted = await deleteJobsByRef(platform.db.orm, runtimeOf(request.server).queue, user, body);
      if (!deleted.ok) return deleted.answer;
      return ok({ deleted: deleted.deleted }, { messageKey: 'dailyPlan.server.jobsDeleted' });
    },
  }),
  defineRoute<JobInput>({
    method: 'POST',
    url: '/api/jobs/partial-job',
    access: write,
    summary:
      'Creates a job, or replans an existing one of the same reference; queue: true queues it. allOrders takes the open orders of planDate (default today); leftOutOrders names those it left out',
    tags,
    body: jobInputSchema,
    response: jobWithLeftOutSchema,
    async handler({ body, user, platform, request, t }) {
      const runtime = runtimeOf(request.server);
      const saved = await saveJobInput(platform.db.orm, runtime.queue, user!, body, t, (tx, refNo) =>
        jobRowByRef(tx, refNo, t),
      );
      if (!saved.ok) return saved.answer;
      await runtime.publish(saved.job);
      runtime.queue.poke();
      return ok(
        { ...saved.row, leftOutOrders: saved.leftOut },
        {
          status: saved.created ? 201 : 200,
          messageKey: saved.created ? 'dailyPlan.server.jobCreated' : 'dailyPlan.server.jobUpdated',
        },
      );
    },
  }),
  defineRoute<{ jobRefNo: string }>({
    method: 'PUT',
    url: '/api/jobs/rerun',
    access: write,
    summary:
      'Runs a finished job again with the same input (a new version), without the orders that went live elsewhere or were finished by a driver since it was planned',
    tags,
    body: rerunJobRequestSchema,
    response: jobWithLeftOutSchema,
    async handler({ body, user, platform, request, t }) {
      const found = await jobInScope(platform.db.orm, user, body.jobRefNo);
      if (!found.ok) return found.answer;
      const runtime = runtimeOf(request.server);
      const rerun = await rerunJob(platform.db.orm, runtime.queue, body.jobRefNo, (tx) =>
        jobRowByRef(tx, body.jobRefNo, t),
      );
      if (!rerun.ok) return rerun.answer;
      // QUEUED is announced before the queue is woken, so it comes before the worker's SOLVING.
      await runtime.publish(rerun.job);
      runtime.queue.poke();
      const left = rerun.leftOut;
      return ok(
        { ...rerun.row, leftOutOrders: left },
        left.length === 0
          ? { messageKey: 'dailyPlan.server.jobQueued', params: { jobRefNo: body.jobRefNo } }
          : {
              messageKey: 'dailyPlan.server.jobQueuedLeftOut',
              params: {
                jobRefNo: body.jobRefNo,
                count: left.length,
                refNos: left.map((o) => o.refNo).join(', '),
              },
            },
      );
    },
  }),
  defineRoute<unknown, LeftOutOrdersQuery>({
    method: 'GET',
    url: '/api/jobs/left-out-orders',
    access: read,
    summary:
      "Orders of a center's plan day (date, default today) that a job leaves out unless named: in a live plan, or completed, failed or cancelled by a driver",
    tags,
    query: leftOutOrdersQuerySchema,
    response: leftOutOrdersResponseSchema,
    async handler({ query, user, platform }) {
      const scope = await centerScope(platform.db.orm, user, query.distributionCenterId);
      if (!scope.ok) return scope.answer;
      if (scope.distributionCenterId === null) return fail(400, 'dailyPlan.selectDistributionCenter');
      return ok(await leftOutOrdersOfDay(platform.db.orm, scope.distributionCenterId, query.date));
    },
  }),
  defineJobRoute({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/job-input',
    access: read,
    summary: 'The input of a job, to prefill a replan',
    response: jobInputSchema,
    handler: async ({ job, platform }) => ok(await jobInputOf(platform.db.orm, job)),
  }),
];
