import type { FastifyInstance } from 'fastify';
import type { DriverRouteUpdate } from '@rota/core/tracking';
import type { Orm } from '../db/database.js';
import { createHubPublisher } from '../realtime/index.js';
import { userIdsOfDrivers } from './driver-route.repository.js';
import { listJobAssignments } from './tracking.repository.js';

/** The drivers of a job's approved plan now (the assigned driver, else the vehicle's default). */
export async function driversOfLiveJob(orm: Orm, jobId: number): Promise<number[]> {
  return (await listJobAssignments(orm, jobId)).map((a) => a.driverId);
}

/**
 * Tells the apps of a job's drivers (and of `formerDrivers`, who may just have lost a route) that
 * their routes changed, on `driverhub` to each one's user; they read `driver/routes` again.
 * `only.vehicleIds`: only the drivers of these vehicles (the routes a planner's move changed).
 */
export async function publishDriverRouteChange(
  orm: Orm,
  server: FastifyInstance,
  job: { id: number; refNo: string },
  change: DriverRouteUpdate['change'],
  formerDrivers: readonly number[] = [],
  only: { vehicleIds?: readonly number[] } = {},
): Promise<void> {
  const drivers = (await listJobAssignments(orm, job.id))
    .filter((a) => only.vehicleIds === undefined || only.vehicleIds.includes(a.vehicleId))
    .map((a) => a.driverId);
  const users = await userIdsOfDrivers(orm, [...drivers, ...formerDrivers]);
  const publisher = createHubPublisher(server.backplane);
  const update: DriverRouteUpdate = { jobRefNo: job.refNo, change };
  await Promise.all(
    users.map((userId) =>
      publisher
        .toUser('driverhub', userId, 'ReceiveDriverRouteUpdate', update)
        .catch((error: unknown) => server.log.warn({ err: error }, 'driver route update not sent')),
    ),
  );
}
