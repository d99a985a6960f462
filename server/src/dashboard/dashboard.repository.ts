import { liveStatuses, solvedStatuses, solvingStatuses, unsolvedStatuses } from '@rota/core/daily-plan';
import { first, rows, sql, type Orm } from '../db/database.js';
import { textList } from '../daily-plan/sql-lists.repository.js';
import { type CenterSet } from '../master-data/resource-scope.rules.js';
import { inCenterSet } from '../master-data/resource-scope.repository.js';

export interface MasterDataTotals {
  depots: number;
  drivers: number;
  vehicles: number;
  locations: number;
  orders: number;
}

export interface JobCounts {
  created: number;
  success: number;
  failed: number;
  running: number;
  queued: number;
}

export interface LiveRoute {
  plate: string;
  job_ref_no: string;
  distance: number;
  duration: number;
  orders: number;
}

/** The column among the centers: the dashboard of some centers or of all (null). */
const inCenter = (column: string, centers: CenterSet) => inCenterSet(sql`${sql.identifier(column)}`, centers);

export async function masterDataTotals(orm: Orm, center: CenterSet): Promise<MasterDataTotals | undefined> {
  const where = inCenter('distribution_center_id', center);
  return first<MasterDataTotals>(
    orm,
    sql`SELECT (SELECT count(*) FROM depots WHERE ${where})::int AS depots,
          (SELECT count(*) FROM drivers WHERE ${where})::int AS drivers,
          (SELECT count(*) FROM vehicles WHERE ${where})::int AS vehicles,
          (SELECT count(*) FROM locations WHERE ${where})::int AS locations,
          (SELECT count(*) FROM orders WHERE ${where})::int AS orders`,
  );
}

/** Jobs of a day by status group (core's groupings). */
export async function jobCounts(orm: Orm, day: string, center: CenterSet): Promise<JobCounts | undefined> {
  return first<JobCounts>(
    orm,
    sql`SELECT count(*)::int AS created,
          count(*) FILTER (WHERE status IN ${textList(solvedStatuses)})::int AS success,
          count(*) FILTER (WHERE status IN ${textList(unsolvedStatuses)})::int AS failed,
          count(*) FILTER (WHERE status IN ${textList(solvingStatuses)})::int AS running,
          count(*) FILTER (WHERE status = 'QUEUED')::int AS queued
        FROM jobs WHERE task_date = ${day}::date AND ${inCenter('distribution_center_id', center)}`,
  );
}

/** The routes of the day's jobs that went live, with their order counts. */
export function liveRoutes(orm: Orm, day: string, center: CenterSet): Promise<LiveRoute[]> {
  return rows<LiveRoute>(
    orm,
    sql`SELECT v.plate, j.ref_no AS job_ref_no, rv.distance, rv.duration,
          (SELECT count(*) FROM route_stops s JOIN route_stop_orders so ON so.route_stop_id = s.id WHERE s.route_vehicle_id = rv.id)::int AS orders
        FROM jobs j JOIN route_vehicles rv ON rv.route_id = j.current_route_id JOIN vehicles v ON v.id = rv.vehicle_id
        WHERE j.task_date = ${day}::date AND j.status IN ${textList(liveStatuses)}
          AND ${inCenterSet(sql`j.distribution_center_id`, center)}
        ORDER BY j.ref_no, v.plate`,
  );
}

/** The jobs of a day whose current plan went live (some centers or all), by reference. */
export function approvedJobsOfDay(
  orm: Orm,
  day: string,
  center: CenterSet,
): Promise<{ id: number; ref_no: string }[]> {
  return rows<{ id: number; ref_no: string }>(
    orm,
    sql`SELECT j.id, j.ref_no FROM jobs j JOIN job_routes r ON r.id = j.current_route_id AND r.is_approved = true
         WHERE j.task_date = ${day}::date AND ${inCenterSet(sql`j.distribution_center_id`, center)}
         ORDER BY j.ref_no`,
  );
}
