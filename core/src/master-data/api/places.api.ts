import { z } from 'zod';
import type { ApiCall } from '../../daily-plan/api-call.js';
import { timeWindowConstraintSchema } from '../constraint.schema.js';
import { depotSchema, locationCoordinateBodySchema } from '../location.schema.js';
import { orderConstraintsSchema } from '../order.schema.js';

const centerQuery = z.object({ distributionCenterId: z.coerce.number().int().positive().optional() });
const place = depotSchema.extend({ id: z.number().int().optional(), isDepot: z.boolean().nullish() }).loose();

/** The places resources' calls beyond the generic helpers (spec 02 section 7). */
export const placesApi = {
  locationDepots: {
    method: 'GET',
    path: 'locations/depots',
    query: centerQuery,
    response: z.array(place.extend({ depotRefNo: z.string(), depotName: z.string() })),
    summary: 'Depots (with their locations) of a distribution center',
  },
  locationOriginsDestinations: {
    method: 'GET',
    path: 'locations/origins_destinations',
    query: centerQuery,
    response: z.array(place),
    summary: 'Places a vehicle may depart from or arrive at',
  },
  updateLocationCoordinate: {
    method: 'PATCH',
    path: 'locations/:refNo/coordinate',
    params: z.object({ refNo: z.string().min(1) }),
    body: locationCoordinateBodySchema,
    response: locationCoordinateBodySchema,
    summary: 'Move a location (coordinates rounded to 5 decimals when they have more)',
  },
  locationTimeWindows: {
    method: 'GET',
    path: 'location-type-time-window-constraints/:locationRefNo',
    params: z.object({ locationRefNo: z.string().min(1) }),
    response: z.array(timeWindowConstraintSchema),
    summary: 'The time windows of one location',
  },
  orderConstraints: {
    method: 'GET',
    path: 'orders/:refNo/constraints',
    params: z.object({ refNo: z.string().min(1) }),
    response: orderConstraintsSchema,
    summary: 'The serve window, time windows and vehicle capabilities that apply to an order',
  },
} as const satisfies Record<string, ApiCall>;
