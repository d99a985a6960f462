import { z } from 'zod';
import { MAX_LIST_LENGTH, MAX_REF_LENGTH } from '../shared/input-limits.js';

/** A vehicle as the Location Change modal offers it. */
export const vehicleOptionSchema = z.object({
  value: z.string(),
  label: z.string(),
  routeVehicleId: z.string(),
  color: z.string().nullable(),
});
export type VehicleOption = z.infer<typeof vehicleOptionSchema>;

/** A stop the moved location will follow. */
export const positionAfterSchema = z.object({
  label: z.string(),
  value: z.string(),
  routeVehicleId: z.string(),
  routeLocationId: z.string(),
});
export type PositionAfter = z.infer<typeof positionAfterSchema>;

/** serveBefore is HH:mm; see `validateStopServeBefore`. */
export const locationTimeWindowChangeSchema = z.object({
  routeLocationId: z.string().max(MAX_REF_LENGTH),
  serveBefore: z.string().regex(/^(([01]\d|2[0-3]):[0-5]\d|24:00)$/),
});
export type LocationTimeWindowChange = z.infer<typeof locationTimeWindowChangeSchema>;

/**
 * Location change (ad hoc), kept on the client per job until Reoptimize.
 * `id` is the routeLocationId of the moved stop; `fromVehicle` is where the stop was planned.
 */
export const locationChangeSchema = z.object({
  id: z.string().min(1),
  fromLocation: z.string(),
  fromVehicle: vehicleOptionSchema,
  vehicle: vehicleOptionSchema,
  positionAfter: positionAfterSchema.nullable(),
  positionAfterOption: z.string().nullable(),
  locationTimeWindowChanges: z.array(locationTimeWindowChangeSchema),
});
export type LocationChange = z.infer<typeof locationChangeSchema>;

const refList = z.array(z.string().max(MAX_REF_LENGTH)).max(MAX_LIST_LENGTH);

/**
 * Beyond the spec, both reoptimisation calls may pin: a pinned stop (routeLocationId) stays on
 * its vehicle, a pinned route (routeVehicleId) is kept exactly as it is.
 */
const pins = {
  pinnedRouteLocationIds: refList.optional(),
  pinnedRouteVehicleIds: refList.optional(),
};

/** POST adhoc/order-changes. */
export const orderChangeSchema = z.object({
  parentRouteId: z.string().min(1).max(MAX_REF_LENGTH),
  ordersToAdd: refList,
  ordersToRemove: refList,
  ...pins,
});
export type OrderChange = z.infer<typeof orderChangeSchema>;

export const locationVehicleChangeSchema = z.object({
  routeLocationId: z.string().max(MAX_REF_LENGTH),
  movedToRouteVehicleId: z.string().max(MAX_REF_LENGTH),
});
export const locationVisitOrderChangeSchema = z.object({
  routeLocationId: z.string().max(MAX_REF_LENGTH),
  movedAfterRouteLocationId: z.string().max(MAX_REF_LENGTH),
});

/**
 * POST adhoc/location-changes. Order changes may ride along (one reoptimisation for one
 * Reoptimize), with the pins.
 */
export const locationChangesRequestSchema = z.object({
  parentRouteId: z.string().min(1).max(MAX_REF_LENGTH),
  locationVehicleChanges: z.array(locationVehicleChangeSchema).max(MAX_LIST_LENGTH),
  locationVisitOrderChanges: z.array(locationVisitOrderChangeSchema).max(MAX_LIST_LENGTH),
  locationTimeWindowChanges: z.array(locationTimeWindowChangeSchema).max(MAX_LIST_LENGTH),
  ordersToAdd: refList.optional(),
  ordersToRemove: refList.optional(),
  ...pins,
});
export type LocationChangesRequest = z.infer<typeof locationChangesRequestSchema>;

/** GET adhoc/{routeId}/reoptimization-results. */
export const reoptimizationResultSchema = z.object({
  isFeasible: z.boolean(),
  description: z.array(z.string()),
  resultsForSolution: z.array(z.unknown()),
  /** Beyond the spec: QUEUED and RUNNING mean no result yet (the modal keeps REOPTIMIZING...). */
  state: z.enum(['QUEUED', 'RUNNING', 'FEASIBLE', 'INFEASIBLE', 'FAILED']).optional(),
  /** The version the reoptimisation made (null while running or when it failed). */
  routeId: z.string().nullable().optional(),
});
export type ReoptimizationResult = z.infer<typeof reoptimizationResultSchema>;

/** GET adhoc/{routeId}/location-changes: what was sent for a route (used on retry). */
export const routeLocationChangesResponseSchema = locationChangesRequestSchema.partial({
  parentRouteId: true,
});
export type RouteLocationChangesResponse = z.infer<typeof routeLocationChangesResponseSchema>;

/** A realtime message of adhochub?routeId (ReceiveReoptimizationUpdate). */
export const reoptimizationUpdateSchema = z.object({
  routeId: z.string().optional(),
  message: z.string().nullable().optional(),
});
export type ReoptimizationUpdate = z.infer<typeof reoptimizationUpdateSchema>;

/** adhochub?jobRefNo: ReceiveNewOrders delivers a list of orders with refNo. */
export const newOrdersEventSchema = z.array(z.looseObject({ refNo: z.string() }));
export type NewOrdersEvent = z.infer<typeof newOrdersEventSchema>;
