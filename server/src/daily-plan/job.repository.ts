import { jobStatusDisplay, type Job, type JobStatus, type JobStatusUpdate } from '@rota/core/daily-plan';
import { first, rows, sql, type Orm } from '../db/database.js';
import type { Translator } from '../platform/i18n.js';
import { textList } from './sql-lists.repository.js';

/** A job as stored. */
export interface JobRecord {
  id: number;
  refNo: string;
  distributionCenterId: number;
  status: JobStatus;
  taskDate: string;
  parameters: Record<string, unknown>;
  runTime: number | null;
  startedAt: string | null;
  endDate: string | null;
  result: string | null;
  /** The result as a message key and its values (null for results stored before them). */
  resultKey: string | null;
  resultParams: Record<string, string | number> | null;
  failureReason: string | null;
  currentRouteId: number | null;
  createdAt: string;
  updatedAt: string;
}

const iso = (value: unknown): string | null =>
  value === null || value === undefined
    ? null
    : value instanceof Date
      ? value.toISOString()
      : new Date(String(value)).toISOString();

interface JobRow {
  id: number;
  ref_no: string;
  distribution_center_id: number;
  status: JobStatus;
  task_date: string;
  parameters: Record<string, unknown>;
  run_time: number | null;
  started_at: unknown;
  end_date: unknown;
  result: string | null;
  result_key: string | null;
  result_params: Record<string, string | number> | null;
  failure_reason: string | null;
  current_route_id: number | null;
  created_at: unknown;
  updated_at: unknown;
}

export const jobColumns = sql`j.id, j.ref_no, j.distribution_center_id, j.status, j.task_date::text AS task_date, j.parameters,
  j.run_time, j.started_at, j.end_date, j.result, j.result_key, j.result_params, j.failure_reason, j.current_route_id, j.created_at, j.updated_at`;

export function toJobRecord(row: JobRow): JobRecord {
  return {
    id: row.id,
    refNo: row.ref_no,
    distributionCenterId: row.distribution_center_id,
    status: row.status,
    taskDate: row.task_date,
    parameters: row.parameters,
    runTime: row.run_time,
    startedAt: iso(row.started_at),
    endDate: iso(row.end_date),
    result: row.result,
    resultKey: row.result_key,
    resultParams: row.result_params,
    failureReason: row.failure_reason,
    currentRouteId: row.current_route_id,
    createdAt: iso(row.created_at) as string,
    updatedAt: iso(row.updated_at) as string,
  };
}

export async function findJobByRef(
  orm: Orm,
  refNo: string,
  forUpdate = false,
): Promise<JobRecord | undefined> {
  const row = await first<JobRow>(
    orm,
    sql`SELECT ${jobColumns} FROM jobs j WHERE j.ref_no = ${refNo} ${forUpdate ? sql`FOR UPDATE` : sql``}`,
  );
  return row ? toJobRecord(row) : undefined;
}

/** The jobs of a list of references (those that exist), in one query. */
export async function findJobsByRefs(orm: Orm, refNos: readonly string[]): Promise<JobRecord[]> {
  const found = await rows<JobRow>(
    orm,
    sql`SELECT ${jobColumns} FROM jobs j WHERE j.ref_no IN ${textList(refNos)}`,
  );
  return found.map(toJobRecord);
}

export async function findJobById(orm: Orm, id: number): Promise<JobRecord | undefined> {
  const row = await first<JobRow>(orm, sql`SELECT ${jobColumns} FROM jobs j WHERE j.id = ${id}`);
  return row ? toJobRecord(row) : undefined;
}

/** Moves a job from one status to another only if it is still in `from` (race-safe). */
export async function setJobStatus(
  orm: Orm,
  id: number,
  from: JobStatus,
  to: JobStatus,
  fields: {
    startedAt?: Date | null;
    endDate?: Date | null;
    runTime?: number | null;
    result?: string | null;
    /** The result as a message key; `result` keeps its English text. */
    resultMessage?: { key: string; params: Record<string, string | number> } | null;
    failureReason?: string | null;
    currentRouteId?: number;
  } = {},
): Promise<boolean> {
  const sets = [sql`status = ${to}`];
  if (fields.startedAt !== undefined)
    sets.push(sql`started_at = ${fields.startedAt ? fields.startedAt.toISOString() : null}`);
  if (fields.endDate !== undefined)
    sets.push(sql`end_date = ${fields.endDate ? fields.endDate.toISOString() : null}`);
  if (fields.runTime !== undefined) sets.push(sql`run_time = ${fields.runTime}`);
  if (fields.result !== undefined) sets.push(sql`result = ${fields.result}`);
  // A new result without a key clears the old key.
  if (fields.result !== undefined || fields.resultMessage !== undefined)
    sets.push(
      sql`result_key = ${fields.resultMessage?.key ?? null}, result_params = ${
        fields.resultMessage ? JSON.stringify(fields.resultMessage.params) : null
      }::jsonb`,
    );
  if (fields.failureReason !== undefined) sets.push(sql`failure_reason = ${fields.failureReason}`);
  if (fields.currentRouteId !== undefined) sets.push(sql`current_route_id = ${fields.currentRouteId}`);
  const updated = await rows<{ id: number }>(
    orm,
    sql`UPDATE jobs SET ${sql.join(sets, sql`, `)} WHERE id = ${id} AND status = ${from} RETURNING id`,
  );
  return updated.length === 1;
}

/** A message of the catalog: its key and values, and its English text (the spec's `message`). */
export interface KeyedMessage {
  /** Null for a text without a key (a solver thread's own English reason). */
  key: string | null;
  params: Record<string, string | number>;
  text: string;
}

/**
 * The joboperationhub update of a job: `message` and `result` in English as the spec's fields,
 * with their keys and values beside them so each reader sees them in their own language.
 */
export function statusUpdateOf(job: JobRecord, message: KeyedMessage | null = null): JobStatusUpdate {
  return {
    jobRefNo: job.refNo,
    status: job.status,
    runTime: job.runTime,
    endDate: job.endDate,
    startedAt: job.startedAt,
    result: job.result,
    resultKey: job.resultKey,
    resultParams: job.resultParams,
    message: message?.text ?? null,
    messageKey: message?.key ?? null,
    messageParams: message?.params ?? null,
  };
}

/** A list row of spec 01 section 3, from a stored job and its counts. */
export function jobListRow(
  job: JobRecord,
  counts: {
    orderCount: number;
    /** Vehicles the current version uses; null before a plan exists. */
    usedVehicleCount: number | null;
    selectedVehicleCount: number;
    version: number | null;
    distributionCenterName?: string | null;
  },
  t?: Translator,
): Job {
  const translated = t && job.resultKey ? t(job.resultKey, job.resultParams ?? {}) : null;
  return {
    jobRefNo: job.refNo,
    status: job.status,
    statusDisplay: jobStatusDisplay[job.status],
    orderCount: counts.orderCount,
    vehicleCount: counts.usedVehicleCount ?? counts.selectedVehicleCount,
    selectedVehicleCount: counts.selectedVehicleCount,
    distributionCenterName: counts.distributionCenterName ?? null,
    runTime: job.runTime,
    startedAt: job.startedAt,
    endDate: job.endDate,
    taskDate: job.taskDate,
    version: counts.version,
    createDate: job.createdAt,
    updateDate: job.updatedAt,
    result: translated ?? job.result,
  };
}
