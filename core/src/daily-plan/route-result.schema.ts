import { z } from 'zod';
import { jobStatusSchema } from './job-status.schema.js';
import { distanceBasisSchema, jobOverviewSchema, planStatsSchema } from './job.schema.js';

/** Route version row; duration is hh:mm:ss. */
export const routeVersionSchema = z.object({
  version: z.number().int().nonnegative(),
  sourceVersion: z.number().int().nonnegative().nullable(),
  routeId: z.string().min(1),
  isFeasible: z.boolean(),
  numberOfChanges: z.number().int().nonnegative(),
  distance: z.number().nonnegative(),
  duration: z.string().regex(/^\d{2,}:[0-5]\d:[0-5]\d$/),
});
export type RouteVersion = z.infer<typeof routeVersionSchema>;

/** GET jobs/{jobRefNo}/versions. */
export const routeVersionListSchema = z.array(routeVersionSchema);

/** An order as a route shows it. */
export const routeOrderSchema = z.object({
  refNo: z.string(),
  name: z.string(),
  date: z.string().nullable(),
  locationName: z.string(),
  operationTypeName: z.string(),
  cargoTypeName: z.string().nullable(),
  amount: z.number(),
  createdByDepotName: z.string().nullable(),
  assignedToDepotName: z.string().nullable(),
});
export type RouteOrder = z.infer<typeof routeOrderSchema>;

export const stopTypeSchema = z.enum(['start', 'depot', 'visit']);
export type StopType = z.infer<typeof stopTypeSchema>;

/** Route location / stop. polyline is encoded at precision 5. */
export const routeLocationSchema = z.object({
  locationRefNo: z.string(),
  locationName: z.string(),
  locationAddress: z.string().nullable(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  visitOrder: z.number().int().nonnegative(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  duration: z.number().nonnegative(),
  serviceDuration: z.number().nonnegative(),
  distance: z.number().nonnegative(),
  client: z.string().nullable(),
  locationNote: z.string().nullable(),
  orders: z.array(routeOrderSchema),
  isDepot: z.boolean(),
  polyline: z.string().nullable(),
  routeLocationId: z.string(),
  routeVehicleId: z.string(),
  routeId: z.string(),
  vehiclePlate: z.string(),
  vehicleColor: z.string().nullable(),
  type: stopTypeSchema,
});
export type RouteLocation = z.infer<typeof routeLocationSchema>;

export const routeAvoidAreaSchema = z.object({ name: z.string(), polygon: z.string() });
export type RouteAvoidArea = z.infer<typeof routeAvoidAreaSchema>;

/** Capacity used fractions are 0..1 or null when unknown ("N/A"). */
const capacityUsed = z.number().min(0).nullable();

export const vehicleWithAssignedLocationsSchema = z.object({
  vehicleRefNo: z.string(),
  vehicleName: z.string(),
  distance: z.number().nonnegative(),
  duration: z.number().nonnegative(),
  routeVehicleId: z.string(),
  insuranceCapacityUsed: capacityUsed,
  volumeCapacityUsed: capacityUsed,
  weightCapacityUsed: capacityUsed,
  locations: z.array(routeLocationSchema),
});
export type VehicleWithAssignedLocations = z.infer<typeof vehicleWithAssignedLocationsSchema>;

/** GET routes/{jobRefNo}[/{processedRouteId}]. */
export const routeResultSchema = z.object({
  routeId: z.string(),
  jobRefNo: z.string(),
  processedRouteId: z.string().nullable(),
  status: jobStatusSchema,
  isApproved: z.boolean().nullable(),
  avoidAreas: z.array(routeAvoidAreaSchema),
  vehicleWithAssignedLocations: z.array(vehicleWithAssignedLocationsSchema),
  /** Straight-line estimates or road distances (and polylines that follow the roads). */
  distanceBasis: distanceBasisSchema.optional(),
});
export type RouteResult = z.infer<typeof routeResultSchema>;

/** One vehicle of the timeline's vehicle list. */
export const vehicleGroupSchema = z.object({
  vehiclePlate: z.string(),
  vehicleRefNo: z.string(),
  routeVehicleId: z.string(),
  vehicleColor: z.string().nullable(),
  totalTime: z.number().nonnegative(),
  totalDistance: z.number().nonnegative(),
  visitCount: z.number().int().nonnegative(),
  insuranceCapacityUsed: capacityUsed,
  volumeCapacityUsed: capacityUsed,
  weightCapacityUsed: capacityUsed,
  status: z.string().nullable(),
  driverName: z.string().nullable(),
});
export type VehicleGroup = z.infer<typeof vehicleGroupSchema>;

/** An order the plan leaves out, with the constraint that blocked it (when the engine named one). */
export const unassignedRouteOrderSchema = z.looseObject({
  refNo: z.string(),
  name: z.string(),
  locationName: z.string(),
  reason: z.string().nullish(),
  dimension: z.string().nullish(),
});
export type UnassignedRouteOrder = z.infer<typeof unassignedRouteOrderSchema>;

/**
 * GET routes/{jobRefNo}[/{processedRouteId}] as the server answers it: the route with the overview
 * bar (approval), the plan stats, the timeline's vehicles and the orders the plan leaves out. The
 * one answer schema of the call: the server documents it, the web UI and the CLI parse with it.
 */
export const routeResultAnswerSchema = routeResultSchema.extend({
  jobOverview: jobOverviewSchema,
  planStats: planStatsSchema,
  vehicleGroups: z.array(vehicleGroupSchema),
  unassignedOrders: z.array(unassignedRouteOrderSchema).default([]),
});
export type RouteResultAnswer = z.infer<typeof routeResultAnswerSchema>;

/** Utilisation in percent (no decimals), or null when unknown; the view shows null as "N/A". */
export function capacityUsedPercent(fraction: number | null): number | null {
  return fraction === null ? null : Math.round(fraction * 100);
}
