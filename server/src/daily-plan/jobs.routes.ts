import { z } from 'zod';
import {
  deleteJobsRequestSchema,
  jobInputSchema,
  jobListResponseSchema,
  jobSchema,
  rerunJobRequestSchema,
  solvedStatuses,
  transitionJob,
  unsolvedStatuses,
  type JobInput,
} from '@rota/core/daily-plan';
import { TOTAL_COUNT_HEADER } from '@rota/core';
import { rows, sql } from '../db/database.js';
import type { Translator } from '../platform/i18n.js';
import { fail, ok } from '../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { centerScope, jobInScope, jobOfList } from './job-access.js';
import {
  findJobByRef,
  jobColumns,
  jobListRow,
  setJobStatus,
  toJobRecord,
  type JobRecord,
} from './job.repository.js';
import { runtimeOf } from './job-runtime.js';
import { DAILY_PLAN_KIND } from '../solver/job-queue.js';
import { REOPTIMIZATION_KIND } from '../adhoc/reoptimization-runner.js';
import { saveJobInput } from './save-job-input.js';
import { textList } from './sql-lists.js';

const tags = ['Daily plan'];
const read = { claim: 'daily-plan;read' } as const;
const write = { claim: 'daily-plan;write' } as const;
const remove = { claim: 'daily-plan;delete' } as const;

const sortColumns: Record<string, ReturnType<typeof sql>> = {
  jobRefNo: sql`j.ref_no`,
  status: sql`j.status`,
  orderCount: sql`order_count`,
  vehicleCount: sql`(CASE WHEN j.current_route_id IS NULL THEN vehicle_count ELSE used_vehicle_count END)`,
  selectedVehicleCount: sql`vehicle_count`,
  distributionCenterName: sql`j.distribution_center_name`,
  runTime: sql`j.run_time`,
  startedAt: sql`j.started_at`,
  endDate: sql`j.end_date`,
  taskDate: sql`j.task_date`,
  version: sql`j.version`,
  createDate: sql`j.created_at`,
  updateDate: sql`j.updated_at`,
  result: sql`j.result`,
};

const listQuerySchema = z.object({
  pageIndex: z.coerce.number().int().nonnegative().default(0),
  pageSize: z.coerce.number().int().positive().max(1000).default(20),
  sortBy: z.enum(Object.keys(sortColumns) as [string, ...string[]]).default('createDate'),
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

const refParams = z.object({ jobRefNo: z.string().min(1) });

type CountedRow = Parameters<typeof toJobRecord>[0] & {
  order_count: number;
  vehicle_count: number;
  used_vehicle_count: number | null;
  distribution_center_name: string | null;
  version: number | null;
};

/** Counts in a subquery, so the list sorts on them like on any column. */
const countedSelect = sql`SELECT * FROM (SELECT ${jobColumns},
  (SELECT count(*) FROM job_orders jo WHERE jo.job_id = j.id)::int AS order_count,
  (SELECT count(*) FROM job_vehicles jv WHERE jv.job_id = j.id)::int AS vehicle_count,
  (SELECT count(*) FROM route_vehicles rv WHERE rv.route_id = j.current_route_id)::int AS used_vehicle_count,
  dc.name AS distribution_center_name, r.version
  FROM jobs j LEFT JOIN job_routes r ON r.id = j.current_route_id
  LEFT JOIN distribution_centers dc ON dc.id = j.distribution_center_id) j`;

const rowOf = (t?: Translator) => (row: CountedRow) =>
  jobListRow(
    toJobRecord(row),
    {
      orderCount: row.order_count,
      usedVehicleCount: row.current_route_id === null ? null : row.used_vehicle_count,
      selectedVehicleCount: row.vehicle_count,
      distributionCenterName: row.distribution_center_name,
      version: row.version,
    },
    t,
  );

/** A job's list row, read fresh. */
export async function jobRowByRef(orm: Parameters<typeof rows>[0], refNo: string, t?: Translator) {
  const [row] = await rows<CountedRow>(orm, sql`${countedSelect} WHERE j.ref_no = ${refNo}`);
  return row ? rowOf(t)(row) : null;
}

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
      const scope = centerScope(user, query.distributionCenterId);
      if (!scope.ok) return scope.answer;
      const where = [sql`true`];
      if (scope.distributionCenterId !== null)
        where.push(sql`j.distribution_center_id = ${scope.distributionCenterId}`);
      if (query.status)
        where.push(sql`j.status IN ${textList(query.status.split(',').map((s) => s.trim()))}`);
      if (query.jobRefNo) where.push(sql`j.ref_no ILIKE ${`%${query.jobRefNo}%`}`);
      if (query.startDate) where.push(sql`j.task_date::date >= ${query.startDate}::date`);
      if (query.endDate) where.push(sql`j.task_date::date <= ${query.endDate}::date`);
      const condition = sql.join(where, sql` AND `);
      const direction = query.sortDirection ?? query.sortOrder ?? 'desc';
      const order = direction === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
      const found = await rows<CountedRow>(
        platform.db.orm,
        sql`${countedSelect} WHERE ${condition} ORDER BY ${sortColumns[query.sortBy] ?? sql`j.created_at`} ${order}, j.id DESC
            LIMIT ${query.pageSize} OFFSET ${query.pageIndex * query.pageSize}`,
      );
      const [stats] = await rows<{
        job_count: number;
        success_count: number;
        failed_count: number;
        order_count: number;
        run_time: number;
      }>(
        platform.db.orm,
        sql`SELECT count(*)::int AS job_count,
              count(*) FILTER (WHERE j.status IN ${textList(solvedStatuses)})::int AS success_count,
              count(*) FILTER (WHERE j.status IN ${textList(unsolvedStatuses)})::int AS failed_count,
              coalesce(sum((SELECT count(*) FROM job_orders jo WHERE jo.job_id = j.id)), 0)::int AS order_count,
              coalesce(sum(j.run_time), 0)::float8 AS run_time
            FROM jobs j WHERE ${condition}`,
      );
      reply.header(TOTAL_COUNT_HEADER, String(stats?.job_count ?? 0));
      return ok({
        jobList: found.map(rowOf(t)),
        totalCount: stats?.job_count ?? 0,
        pageIndex: query.pageIndex,
        pageSize: query.pageSize,
        jobStats: {
          jobCount: stats?.job_count ?? 0,
          successCount: stats?.success_count ?? 0,
          failedCount: stats?.failed_count ?? 0,
          orderCount: stats?.order_count ?? 0,
          runTime: stats?.run_time ?? 0,
        },
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
      // One query for the whole list, then the same checks in the list's order.
      const byRef = new Map(
        (
          await rows<Parameters<typeof toJobRecord>[0]>(
            platform.db.orm,
            sql`SELECT ${jobColumns} FROM jobs j WHERE j.ref_no IN ${textList(body)}`,
          )
        ).map((row) => [row.ref_no, toJobRecord(row)]),
      );
      const jobs: JobRecord[] = [];
      for (const refNo of new Set(body)) {
        const found = jobOfList(byRef.get(refNo), user, refNo);
        if (!found.ok) return found.answer;
        if (found.job.status === 'SOLVING') {
          return fail(409, 'dailyPlan.server.cannotDeleteRunning', {
            params: { jobRefNo: refNo, status: found.job.status },
          });
        }
        jobs.push(found.job);
      }
      const ids = JSON.stringify(jobs.map((j) => j.id));
      // Their runs that have not started (solves and reoptimisations) are withdrawn from the queue first.
      const queue = runtimeOf(request.server).queue;
      const pending = await rows<{ job_id: number; kind: string }>(
        platform.db.orm,
        sql`WITH deleted AS (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int AS id)
            SELECT e.job_id, e.kind FROM job_queue_entries e
             WHERE e.state = 'QUEUED'
               AND (e.kind = ${DAILY_PLAN_KIND} AND e.job_id IN (SELECT id FROM deleted)
                 OR e.kind = ${REOPTIMIZATION_KIND} AND e.job_id IN
                      (SELECT r.id FROM adhoc_reoptimizations r WHERE r.job_id IN (SELECT id FROM deleted)))`,
      );
      for (const run of pending) await queue.cancel(run.job_id, run.kind);
      await platform.db.orm.execute(
        sql`DELETE FROM jobs WHERE id IN (SELECT (jsonb_array_elements_text(${ids}::jsonb))::int) AND status <> 'SOLVING'`,
      );
      return ok({ deleted: jobs.map((j) => j.refNo) }, { messageKey: 'dailyPlan.server.jobsDeleted' });
    },
  }),
  defineRoute<JobInput>({
    method: 'POST',
    url: '/api/jobs/partial-job',
    access: write,
    summary: 'Creates a job, or replans an existing one of the same reference; queue: true queues it',
    tags,
    body: jobInputSchema,
    response: jobSchema,
    async handler({ body, user, platform, request, t }) {
      const runtime = runtimeOf(request.server);
      const saved = await saveJobInput(platform.db.orm, runtime.queue, user!, body, t, (tx, refNo) =>
        jobRowByRef(tx, refNo, t),
      );
      if (!saved.ok) return saved.answer;
      runtime.queue.poke();
      await runtime.publish(saved.job);
      return ok(saved.row, {
        status: saved.created ? 201 : 200,
        messageKey: saved.created ? 'dailyPlan.server.jobCreated' : 'dailyPlan.server.jobUpdated',
      });
    },
  }),
  defineRoute<{ jobRefNo: string }>({
    method: 'PUT',
    url: '/api/jobs/rerun',
    access: write,
    summary: 'Runs a finished job again with the same input (a new version)',
    tags,
    body: rerunJobRequestSchema,
    response: jobSchema,
    async handler({ body, user, platform, request, t }) {
      const found = await jobInScope(platform.db.orm, user, body.jobRefNo);
      if (!found.ok) return found.answer;
      const runtime = runtimeOf(request.server);
      const answer = await platform.db.orm.transaction(async (tx) => {
        const job = (await findJobByRef(tx, body.jobRefNo, true)) as JobRecord;
        const moved = transitionJob(job.status, { type: 'rerun' });
        if (!moved.ok)
          return fail(409, moved.error.messageKey, { params: { ...moved.error.params }, code: 6 });
        await setJobStatus(tx, job.id, job.status, moved.value, { result: null, failureReason: null });
        await runtime.queue.enqueue(tx, job.id);
        // read inside the transaction: the answer shows the job as queued, before a worker can start it
        return { queued: await jobRowByRef(tx, body.jobRefNo, t) };
      });
      if ('kind' in answer) return answer;
      runtime.queue.poke();
      const job = await findJobByRef(platform.db.orm, body.jobRefNo);
      if (job) await runtime.publish(job);
      return ok(answer.queued, {
        messageKey: 'dailyPlan.server.jobQueued',
        params: { jobRefNo: body.jobRefNo },
      });
    },
  }),
  defineRoute<unknown, unknown, { jobRefNo: string }>({
    method: 'GET',
    url: '/api/jobs/:jobRefNo/job-input',
    access: read,
    summary: 'The input of a job, to prefill a replan',
    tags,
    params: refParams,
    response: jobInputSchema,
    async handler({ params, user, platform }) {
      const found = await jobInScope(platform.db.orm, user, params.jobRefNo);
      if (!found.ok) return found.answer;
      return ok(await jobInputOf(platform.db.orm, found.job));
    },
  }),
];

/** The job input as stored (GET jobs/{jobRefNo}/job-input). */
export async function jobInputOf(orm: Parameters<typeof rows>[0], job: JobRecord): Promise<JobInput> {
  const orders = await rows<{ ref_no: string }>(
    orm,
    sql`SELECT o.ref_no FROM job_orders jo JOIN orders o ON o.id = jo.order_id WHERE jo.job_id = ${job.id} ORDER BY o.ref_no`,
  );
  const vehicles = await rows<{
    ref_no: string;
    shift_start: string | null;
    shift_end: string | null;
    departure_location: JobInput['vehicleConfigurations'][number]['departureLocation'] | null;
    arrival_location: JobInput['vehicleConfigurations'][number]['arrivalLocation'] | null;
    driver_ref_no: string | null;
  }>(
    orm,
    sql`SELECT v.ref_no, to_char(jv.shift_start, 'HH24:MI') AS shift_start, to_char(jv.shift_end, 'HH24:MI') AS shift_end,
          jv.departure_location, jv.arrival_location, d.ref_no AS driver_ref_no
        FROM job_vehicles jv JOIN vehicles v ON v.id = jv.vehicle_id
        LEFT JOIN job_vehicle_drivers jd ON jd.job_id = jv.job_id AND jd.vehicle_id = jv.vehicle_id
        LEFT JOIN drivers d ON d.id = jd.driver_id
        WHERE jv.job_id = ${job.id} ORDER BY jv.position, v.id`,
  );
  return {
    refNo: job.refNo,
    distributionCenterId: job.distributionCenterId,
    orderRefNoList: orders.map((o) => o.ref_no),
    vehicleRefNoList: vehicles.map((v) => v.ref_no),
    vehicleDrivers: vehicles
      .filter((v) => v.driver_ref_no)
      .map((v) => ({ vehicleRefNo: v.ref_no, driverRefNo: v.driver_ref_no as string })),
    vehicleConfigurations: vehicles
      .filter((v) => v.shift_start && v.shift_end && v.departure_location && v.arrival_location)
      .map((v) => ({
        vehicleRefNo: v.ref_no,
        shiftStart: v.shift_start as string,
        shiftEnd: v.shift_end as string,
        departureLocation: v.departure_location as NonNullable<typeof v.departure_location>,
        arrivalLocation: v.arrival_location as NonNullable<typeof v.arrival_location>,
      })),
    jobParameterDto: job.parameters as JobInput['jobParameterDto'],
    queue: job.status !== 'AWAITING_CONFIGURATION',
  };
}
