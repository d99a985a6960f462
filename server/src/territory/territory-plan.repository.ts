import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  territoryPlanStatusDisplay,
  type TerritoryPlanningJob,
  type TerritoryPlanResult,
  type TerritoryPlanStatus,
} from '@rota/core';
import { first, rows, type Orm } from '../db/database.js';
import { type CenterVisibility } from '../master-data/resource-scope.rules.js';
import { scopeCondition } from '../master-data/resource-scope.repository.js';
import type { Translator } from '../platform/i18n.js';

const iso = (column: string) =>
  sql.raw(`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`);

/** The grid row of a plan (alias t), with everything the job schema names. */
const rowSelect = sql`SELECT t.id, t.ref_no AS "refNo", t.job_ref_no AS "jobRefNo", d.name AS "depotName",
    d.ref_no AS "depotRefNo", ${iso('t.created_at')} AS "createDate", ${iso('t.updated_at')} AS "updateDate",
    ${iso('t.end_date')} AS "endDate", cardinality(t.location_ids) AS "locationCount", t.run_time AS "runTime",
    ${iso('t.started_at')} AS "startedAt", t.status, to_char(t.task_date, 'YYYY-MM-DD') AS "taskDate",
    t.version, ARRAY(SELECT l.ref_no FROM unnest(t.location_ids) WITH ORDINALITY AS x(id, n)
      JOIN locations l ON l.id = x.id ORDER BY x.n) AS "locationRefNos",
    t.parameters AS "jobParameterDto", t.queue, t.progress, t.result, t.failure_reason AS "failureReason",
    t.distribution_center_id AS "distributionCenterId"
  FROM territory_plans t JOIN locations d ON d.id = t.depot_location_id`;

export type PlanRow = TerritoryPlanningJob & { id: number; distributionCenterId: number | null };

type StoredRow = Omit<PlanRow, 'statusDisplay'>;

const withDisplay = (row: StoredRow, t: Translator): PlanRow => ({
  ...row,
  statusDisplay: t(`territory.planStatus.${row.status}`) || territoryPlanStatusDisplay[row.status],
});

export async function listPlans(orm: Orm, visibility: CenterVisibility, t: Translator): Promise<PlanRow[]> {
  const found = await rows<StoredRow>(
    orm,
    sql`${rowSelect} WHERE ${scopeCondition({ kind: 'center' }, visibility, null)} ORDER BY t.created_at DESC, t.id DESC`,
  );
  return found.map((row) => withDisplay(row, t));
}

export async function planByRef(
  orm: Orm,
  refNo: string,
  visibility: CenterVisibility,
  t: Translator,
): Promise<PlanRow | undefined> {
  const row = await first<StoredRow>(
    orm,
    sql`${rowSelect} WHERE (t.ref_no = ${refNo} OR t.job_ref_no = ${refNo})
        AND ${scopeCondition({ kind: 'center' }, visibility, null)}`,
  );
  return row ? withDisplay(row, t) : undefined;
}

export async function planById(orm: Orm, id: number, t: Translator): Promise<PlanRow | undefined> {
  const row = await first<StoredRow>(orm, sql`${rowSelect} WHERE t.id = ${id}`);
  return row ? withDisplay(row, t) : undefined;
}

export async function planSummary(orm: Orm, visibility: CenterVisibility) {
  const row = await first<{
    jobCount: number;
    successCount: number;
    failedCount: number;
    locationCount: number;
    runTime: number;
  }>(
    orm,
    sql`SELECT count(*)::int AS "jobCount", count(*) FILTER (WHERE t.status = 'SUCCESS')::int AS "successCount",
          count(*) FILTER (WHERE t.status IN ('FAILED', 'INFEASIBLE'))::int AS "failedCount",
          COALESCE(sum(cardinality(t.location_ids)), 0)::int AS "locationCount",
          COALESCE(sum(t.run_time), 0)::float8 AS "runTime"
        FROM territory_plans t WHERE ${scopeCondition({ kind: 'center' }, visibility, null)}`,
  );
  return row ?? { jobCount: 0, successCount: 0, failedCount: 0, locationCount: 0, runTime: 0 };
}

/** A solving plan's progress (percent) and run time so far (seconds); nothing once it has ended. */
export async function setSolvingProgress(
  orm: Orm,
  id: number,
  percent: number,
  runTime: number,
): Promise<void> {
  await orm.execute(
    sql`UPDATE territory_plans SET progress = ${percent},
        run_time = ${runTime}
      WHERE id = ${id} AND status = 'SOLVING'`,
  );
}

/** When the plan's run began (as the database gives it), or null when it has not. */
export async function planStartedAt(orm: Orm, id: number): Promise<string | null> {
  const found = await rows<{ startedAt: string | null }>(
    orm,
    sql`SELECT started_at AS "startedAt" FROM territory_plans WHERE id = ${id}`,
  );
  return found[0]?.startedAt ?? null;
}

/** Moves a plan from one status to another; false when it was no longer in `from`. */
export async function setPlanStatus(
  orm: Orm,
  id: number,
  from: TerritoryPlanStatus,
  to: TerritoryPlanStatus,
  extra: {
    startedAt?: Date | null;
    endDate?: Date | null;
    runTime?: number | null;
    progress?: number | null;
    result?: TerritoryPlanResult | null;
    failureReason?: string | null;
  } = {},
): Promise<boolean> {
  const sets = [sql`status = ${to}`];
  if (extra.startedAt !== undefined)
    sets.push(sql`started_at = ${extra.startedAt?.toISOString() ?? null}::timestamptz`);
  if (extra.endDate !== undefined)
    sets.push(sql`end_date = ${extra.endDate?.toISOString() ?? null}::timestamptz`);
  if (extra.runTime !== undefined) sets.push(sql`run_time = ${extra.runTime}`);
  if (extra.progress !== undefined) sets.push(sql`progress = ${extra.progress}`);
  if (extra.result !== undefined)
    sets.push(sql`result = ${extra.result === null ? null : JSON.stringify(extra.result)}::jsonb`);
  if (extra.failureReason !== undefined) sets.push(sql`failure_reason = ${extra.failureReason}`);
  const moved = await rows<{ id: number }>(
    orm,
    sql`UPDATE territory_plans SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND status = ${from} RETURNING id`,
  );
  return moved.length > 0;
}

export interface PlanInput {
  depot: { lat: number; lng: number };
  center: number | null;
  jobRefNo: string;
  parameters: Record<string, unknown>;
  locations: {
    id: number;
    refNo: string;
    lat: number;
    lng: number;
    frequency: number | null;
    demand: number | null;
    serviceDuration: number | null;
    locationService: number;
    days: boolean[];
    windows: ({ start: number | null; end: number | null } | null)[];
  }[];
  vehicles: { id: number; refNo: string; plate: string }[];
}

const DAY_NAMES = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'];

/** What the planner needs of a plan: its depot, its locations with their weekly data, the center's vehicles. */
export async function planInput(orm: Orm, id: number): Promise<PlanInput | undefined> {
  const plan = await first<{
    lat: number;
    lng: number;
    center: number | null;
    jobRefNo: string;
    parameters: Record<string, unknown>;
  }>(
    orm,
    sql`SELECT d.latitude AS lat, d.longitude AS lng, t.distribution_center_id AS center, t.job_ref_no AS "jobRefNo",
          t.parameters FROM territory_plans t JOIN locations d ON d.id = t.depot_location_id WHERE t.id = ${id}`,
  );
  if (!plan) return undefined;
  const dayColumns = DAY_NAMES.map(
    (d) =>
      `i.${d}_visit AS "${d}Visit", extract(epoch FROM i.${d}_tw_start)::int AS "${d}Start", extract(epoch FROM i.${d}_tw_end)::int AS "${d}End"`,
  ).join(', ');
  const found = await rows<Record<string, unknown>>(
    orm,
    sql`SELECT l.id, l.ref_no AS "refNo", l.latitude AS lat, l.longitude AS lng, l.service_duration AS "locationService",
          i.weekly_visit_frequency AS frequency, i.demand::float8 AS demand, i.service_duration AS "serviceDuration",
          i.id IS NOT NULL AS "hasInput", ${sql.raw(dayColumns)}
        FROM territory_plans t CROSS JOIN unnest(t.location_ids) WITH ORDINALITY AS x(id, n)
        JOIN locations l ON l.id = x.id LEFT JOIN territory_planning_inputs i ON i.location_id = l.id
        WHERE t.id = ${id} ORDER BY x.n`,
  );
  const vehicles = await rows<{ id: number; refNo: string; plate: string }>(
    orm,
    sql`SELECT id, ref_no AS "refNo", plate FROM vehicles
        WHERE distribution_center_id IS NOT DISTINCT FROM ${plan.center} ORDER BY plate, id`,
  );
  return {
    depot: { lat: plan.lat, lng: plan.lng },
    center: plan.center,
    jobRefNo: plan.jobRefNo,
    parameters: plan.parameters,
    vehicles,
    locations: found.map((r) => ({
      id: Number(r['id']),
      refNo: String(r['refNo']),
      lat: Number(r['lat']),
      lng: Number(r['lng']),
      frequency: r['hasInput'] ? Number(r['frequency']) : null,
      demand: r['demand'] == null ? null : Number(r['demand']),
      serviceDuration: r['serviceDuration'] == null ? null : Number(r['serviceDuration']),
      locationService: Number(r['locationService'] ?? 0),
      days: DAY_NAMES.map((d) => r[`${d}Visit`] === true),
      windows: DAY_NAMES.map((d) =>
        r[`${d}Start`] == null && r[`${d}End`] == null
          ? null
          : {
              start: r[`${d}Start`] == null ? null : Number(r[`${d}Start`]),
              end: r[`${d}End`] == null ? null : Number(r[`${d}End`]),
            },
      ),
    })),
  };
}

/** A location a plan request names, with its center and whether it is a depot. */
export interface PlanLocation {
  id: number;
  refNo: string;
  center: number | null;
  isDepot: boolean;
}

/** Locations by reference, for checking a plan request. */
export function planLocationsByRef(orm: Orm, refNos: readonly string[]): Promise<PlanLocation[]> {
  return rows(
    orm,
    sql`SELECT id, ref_no AS "refNo", distribution_center_id AS center, is_depot AS "isDepot" FROM locations
        WHERE ref_no IN (SELECT jsonb_array_elements_text(${JSON.stringify(refNos)}::jsonb))`,
  );
}

export async function deletePlans(orm: Orm, ids: readonly number[]): Promise<void> {
  await orm.execute(sql`DELETE FROM territory_plans WHERE id = ANY(${`{${ids.join(',')}}`}::int[])`);
}

/** The plan of a job reference, locked until the transaction ends. */
export function lockPlanByJobRef(
  tx: Orm,
  jobRefNo: string,
): Promise<{ id: number; status: string; center: number | null } | undefined> {
  return first(
    tx,
    sql`SELECT id, status, distribution_center_id AS center FROM territory_plans WHERE job_ref_no = ${jobRefNo} FOR UPDATE`,
  );
}

/** What a plan request stores: depot, locations in order, parameters, status. */
export interface PlanRequest {
  depotLocationId: number;
  distributionCenterId: number | null;
  locationIds: readonly number[];
  parameters: unknown;
  status: TerritoryPlanStatus;
  queue: boolean;
}

/** Replaces a plan's request (its version goes up by one). */
export function updatePlanRequest(
  tx: Orm,
  id: number,
  plan: PlanRequest,
): Promise<{ id: number } | undefined> {
  return first(
    tx,
    sql`UPDATE territory_plans SET depot_location_id = ${plan.depotLocationId},
          distribution_center_id = ${plan.distributionCenterId}, location_ids = ${`{${plan.locationIds.join(',')}}`}::int[],
          parameters = ${JSON.stringify(plan.parameters)}::jsonb, status = ${plan.status}, queue = ${plan.queue},
          version = version + 1
        WHERE id = ${id} RETURNING id`,
  );
}

/** Stores a new plan under a fresh reference. */
export function insertPlan(
  tx: Orm,
  plan: PlanRequest & { jobRefNo: string; createdBy: number },
): Promise<{ id: number } | undefined> {
  return first(
    tx,
    sql`INSERT INTO territory_plans (ref_no, job_ref_no, depot_location_id, distribution_center_id,
          location_ids, parameters, status, queue, created_by)
        VALUES (${`TP-${randomUUID().slice(0, 8).toUpperCase()}`}, ${plan.jobRefNo}, ${plan.depotLocationId},
          ${plan.distributionCenterId}, ${`{${plan.locationIds.join(',')}}`}::int[], ${JSON.stringify(plan.parameters)}::jsonb,
          ${plan.status}, ${plan.queue}, ${plan.createdBy}) RETURNING id`,
  );
}
