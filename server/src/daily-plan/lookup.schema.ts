import { z } from 'zod';
import {
  jobOverviewSchema,
  planStatsSchema,
  routeResultSchema,
  vehicleGroupSchema,
} from '@rota/core/daily-plan';

/**
 * Response shapes of the job modal's lookups and of the answers the spec leaves open, for the
 * OpenAPI document (core names the spec's entities; these are the server's own additions).
 */
const place = {
  id: z.number().int(),
  refNo: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  isDepot: z.boolean(),
  distributionCenterId: z.number().int().nullable(),
  locationType: z.string().nullable(),
};

export const originDestinationListSchema = z.array(z.object(place));
export const depotListSchema = z.array(
  z.object({ depotRefNo: z.string(), depotName: z.string(), distributionCenterName: z.string(), ...place }),
);

/** The avoid areas of centers: core's shape of distribution-centers/geofences. */
export { centerGeofenceListSchema as avoidAreaListSchema } from '@rota/core/master-data';

export const defaultDriverListSchema = z.array(
  z.object({
    vehicleRefNo: z.string(),
    vehiclePlate: z.string(),
    driverRefNo: z.string().nullable(),
    driverName: z.string().nullable(),
  }),
);

export const jobVehicleRowListSchema = z.array(
  z.object({
    vehicleRefNo: z.string(),
    vehiclePlate: z.string(),
    isJobVehicle: z.boolean(),
    isAssigned: z.boolean(),
    isInUseByApprovedJob: z.boolean(),
  }),
);

export const approveAnswerSchema = z.object({
  jobRefNo: z.string(),
  routeId: z.string(),
  status: z.string(),
  isApproved: z.boolean(),
});

export const routeResultAnswerSchema = routeResultSchema.extend({
  jobOverview: jobOverviewSchema,
  planStats: planStatsSchema,
  vehicleGroups: z.array(vehicleGroupSchema),
  unassignedOrders: z.array(
    z.object({
      refNo: z.string(),
      name: z.string(),
      locationName: z.string(),
      reason: z.string(),
      dimension: z.string().nullable(),
    }),
  ),
});
