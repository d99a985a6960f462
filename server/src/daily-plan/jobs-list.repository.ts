import type { Job, JobStatus } from '@rota/core/daily-plan';
import type { SQL } from 'drizzle-orm';
import { rows, sql, type Orm } from '../db/database.js';
import type { Translator } from '../platform/i18n.js';
import { jobColumns, jobListRow, toJobRecord } from './job.repository.js';
import { type CenterSet } from '../master-data/resource-scope.rules.js';
import { inCenterSet } from '../master-data/resource-scope.repository.js';
import { textList } from './sql-lists.repository.js';

/** The columns the jobs grid sorts on, by the name the grid sends. */
const sortColumns = {
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
} satisfies Record<string, SQL>;

export type JobSortKey = keyof typeof sortColumns;
export const jobSortKeys = Object.keys(sortColumns) as [JobSortKey, ...JobSortKey[]];

/** Which jobs the grid shows: every condition is optional but the center (null: all centers). */
export interface JobListFilter {
  /** The centers whose jobs are listed (null: every center). */
  centers: CenterSet;
  statuses?: readonly string[] | undefined;
  /** A part of the reference, any case. */
  refNoContains?: string | undefined;
  /** taskDate range, YYYY-MM-DD. */
  startDate?: string | undefined;
  endDate?: string | undefined;
}

export interface JobListPage {
  sortBy: JobSortKey;
  direction: 'asc' | 'desc';
  pageIndex: number;
  pageSize: number;
}

/** The status groups the stats count, from core's state machine. */
export interface JobStatusGroups {
  solved: readonly JobStatus[];
  unsolved: readonly JobStatus[];
}

export interface JobListStats {
  jobCount: number;
  successCount: number;
  failedCount: number;
  orderCount: number;
  runTime: number;
}

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

function conditionOf(filter: JobListFilter): SQL {
  const where = [sql`true`];
  where.push(inCenterSet(sql`j.distribution_center_id`, filter.centers));
  if (filter.statuses) where.push(sql`j.status IN ${textList(filter.statuses)}`);
  if (filter.refNoContains) where.push(sql`j.ref_no ILIKE ${`%${filter.refNoContains}%`}`);
  if (filter.startDate) where.push(sql`j.task_date::date >= ${filter.startDate}::date`);
  if (filter.endDate) where.push(sql`j.task_date::date <= ${filter.endDate}::date`);
  return sql.join(where, sql` AND `);
}

/** A job's list row, read fresh (inside a transaction when `orm` is one). */
export async function jobRowByRef(orm: Orm, refNo: string, t?: Translator): Promise<Job | null> {
  const [row] = await rows<CountedRow>(orm, sql`${countedSelect} WHERE j.ref_no = ${refNo}`);
  return row ? rowOf(t)(row) : null;
}

/** One page of the jobs grid, its result in the reader's language. */
export async function listJobs(
  orm: Orm,
  filter: JobListFilter,
  page: JobListPage,
  t?: Translator,
): Promise<Job[]> {
  const order = page.direction === 'asc' ? sql`ASC NULLS FIRST` : sql`DESC NULLS LAST`;
  const found = await rows<CountedRow>(
    orm,
    sql`${countedSelect} WHERE ${conditionOf(filter)} ORDER BY ${sortColumns[page.sortBy]} ${order}, j.id DESC
        LIMIT ${page.pageSize} OFFSET ${page.pageIndex * page.pageSize}`,
  );
  return found.map(rowOf(t));
}

/** The totals of every job the filter matches (not only one page). */
export async function jobListStats(
  orm: Orm,
  filter: JobListFilter,
  groups: JobStatusGroups,
): Promise<JobListStats> {
  const [stats] = await rows<JobListStats>(
    orm,
    sql`SELECT count(*)::int AS "jobCount",
          count(*) FILTER (WHERE j.status IN ${textList(groups.solved)})::int AS "successCount",
          count(*) FILTER (WHERE j.status IN ${textList(groups.unsolved)})::int AS "failedCount",
          coalesce(sum((SELECT count(*) FROM job_orders jo WHERE jo.job_id = j.id)), 0)::int AS "orderCount",
          coalesce(sum(j.run_time), 0)::float8 AS "runTime"
        FROM jobs j WHERE ${conditionOf(filter)}`,
  );
  return stats ?? { jobCount: 0, successCount: 0, failedCount: 0, orderCount: 0, runTime: 0 };
}
