import type { Dashboard } from '@rota/core/tracking';
import type { Orm } from '../db/database.js';
import { loadLiveVehicles, type LiveVehicle } from '../tracking/index.js';
import type { CenterSet } from '../master-data/resource-scope.rules.js';
import { approvedJobsOfDay } from './dashboard.repository.js';

/** The dashboard figures that come from what drivers reported on the day's live plans. */
export type LiveFigures = Pick<
  Dashboard,
  | 'routesCompleted'
  | 'ordersCompleted'
  | 'distanceCompleted'
  | 'durationCompleted'
  | 'vehiclesAtDepot'
  | 'vehiclesAtLocation'
  | 'vehiclesHeadedToLocation'
  | 'vehiclesHaveIssue'
  | 'routeTaskProgress'
  | 'overallProgress'
>;

/** Name of a route on the Route Task Progress chart. */
export const routeLabel = (plate: string, jobRefNo: string) => `${plate} (${jobRefNo})`;

const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 1000) / 10);

/**
 * A vehicle has an issue when a visit failed or was cancelled, or when it runs late beyond the
 * on-time tolerance.
 */
export function hasIssue(vehicle: LiveVehicle): boolean {
  return vehicle.state.visitsFailed > 0 || vehicle.timing === 'LATE';
}

/** Planned distance (m) and duration (s) of the legs to the visits already finished. */
function completedLegs(vehicle: LiveVehicle): { distance: number; duration: number } {
  const finished = new Set(
    vehicle.state.actualRoutes.filter((v) => v.endTime !== null).map((v) => v.visitOrder),
  );
  let distance = 0;
  let duration = 0;
  for (const stop of vehicle.stops) {
    if (stop.type !== 'visit' || !finished.has(stop.visitOrder)) continue;
    distance += stop.distanceFromPrevious;
    duration += stop.durationFromPrevious + (Date.parse(stop.serviceEnd) - Date.parse(stop.arrival)) / 1000;
  }
  // A route whose every visit is finished also counts its way back.
  if (vehicle.state.status === 'COMPLETED') {
    const last = vehicle.stops.at(-1);
    if (last && last.type !== 'visit') {
      distance += last.distanceFromPrevious;
      duration += last.durationFromPrevious;
    }
  }
  return { distance, duration };
}

/** Adds up the live state of every vehicle of the day's approved plans (some centers or all). */
export function liveFiguresOf(vehicles: readonly { jobRefNo: string; live: LiveVehicle }[]): LiveFigures {
  let visitsDone = 0;
  let visitsTotal = 0;
  const figures: LiveFigures = {
    routesCompleted: 0,
    ordersCompleted: 0,
    distanceCompleted: 0,
    durationCompleted: 0,
    vehiclesAtDepot: 0,
    vehiclesAtLocation: 0,
    vehiclesHeadedToLocation: 0,
    vehiclesHaveIssue: 0,
    routeTaskProgress: {},
    overallProgress: 0,
  };
  for (const { jobRefNo, live } of vehicles) {
    const total = live.track.plannedRoutes.length;
    visitsDone += live.state.visitsDone;
    visitsTotal += total;
    if (live.state.status === 'COMPLETED') figures.routesCompleted += 1;
    if (live.state.status === 'AT_DEPOT') figures.vehiclesAtDepot += 1;
    if (live.state.status === 'AT_LOCATION') figures.vehiclesAtLocation += 1;
    if (live.state.status === 'HEADED_TO_LOCATION') figures.vehiclesHeadedToLocation += 1;
    if (hasIssue(live)) figures.vehiclesHaveIssue += 1;
    figures.ordersCompleted += live.state.ordersCompleted;
    const legs = completedLegs(live);
    figures.distanceCompleted += legs.distance;
    figures.durationCompleted += legs.duration;
    figures.routeTaskProgress[routeLabel(live.track.vehiclePlate, jobRefNo)] = percent(
      live.state.visitsDone,
      total,
    );
  }
  figures.overallProgress = percent(visitsDone, visitsTotal);
  return figures;
}

/** The live figures of a day's approved plans. */
export async function loadLiveFigures(
  orm: Orm,
  day: string,
  center: CenterSet,
  now: Date,
): Promise<LiveFigures> {
  const jobs = await approvedJobsOfDay(orm, day, center);
  const vehicles: { jobRefNo: string; live: LiveVehicle }[] = [];
  for (const job of jobs) {
    for (const live of await loadLiveVehicles(orm, job.id, now))
      vehicles.push({ jobRefNo: job.ref_no, live });
  }
  return liveFiguresOf(vehicles);
}
