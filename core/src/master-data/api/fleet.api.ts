import { z } from 'zod';
import type { ApiCall } from '../../daily-plan/api-call.js';
import { lastRecordedLocationsBodySchema, lastRecordedLocationsResponseSchema } from '../location.schema.js';
import { driverSchema } from '../vehicle.schema.js';

/** The fleet resources' calls beyond the generic helpers (spec 02 section 7). */
export const fleetApi = {
  lastRecordedLocations: {
    method: 'POST',
    path: 'vehicles/last-recorded-locations',
    body: lastRecordedLocationsBodySchema,
    response: lastRecordedLocationsResponseSchema,
    summary:
      'The last position each listed vehicle reported (vehicles without one are left out; the list may be empty)',
  },
  updateDriverPhoto: {
    method: 'POST',
    path: 'driver/:refNo/update-photo',
    params: z.object({ refNo: z.string().min(1) }),
    response: driverSchema.pick({ refNo: true, photo: true }),
    summary: 'Replace a driver photo (multipart, the image in the field formFile)',
  },
} as const satisfies Record<string, ApiCall>;
