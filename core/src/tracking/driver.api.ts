import { z } from 'zod';
import type { ApiCall } from '../daily-plan/api-call.js';
import {
  batchAnswerSchema,
  doorReadingBatchSchema,
  driverRouteSchema,
  driverRoutesQuerySchema,
  positionBatchSchema,
  stepResultAnswerSchema,
  stepResultSchema,
  visitEventAnswerSchema,
  visitEventSchema,
} from './driver.schema.js';

/** The drivers' API (role Driver): the app's calls from the road; the simulator uses the same. */
export const driverApi = {
  driverRoutes: {
    method: 'GET',
    path: 'driver/routes',
    query: driverRoutesQuerySchema,
    response: z.array(driverRouteSchema),
    summary: "The signed-in driver's approved routes of a day (default today)",
  },
  driverPositions: {
    method: 'POST',
    path: 'driver/positions',
    body: positionBatchSchema,
    response: batchAnswerSchema,
    summary: 'A batch of positions, in any order; known ones are counted as duplicates',
  },
  driverVisitEvents: {
    method: 'POST',
    path: 'driver/visit-events',
    body: visitEventSchema,
    response: visitEventAnswerSchema,
    summary: 'Arrived, service started, completed, failed (with reason) or cancelled at a stop',
  },
  driverStepResults: {
    method: 'POST',
    path: 'driver/step-results',
    body: stepResultSchema,
    response: stepResultAnswerSchema,
    summary: 'Result of a workflow step with its proof (photos, signature, barcodes, contact, notes)',
  },
  driverDoorReadings: {
    method: 'POST',
    path: 'driver/door-readings',
    body: doorReadingBatchSchema,
    response: batchAnswerSchema,
    summary: 'A batch of door-sensor readings',
  },
} as const satisfies Record<string, ApiCall>;
