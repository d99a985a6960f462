import { z } from 'zod';
import { vehicleTrackingStatusSchema } from './order-status.schema.js';

/**
 * Status of an actual visit: finished ("success"), failed, cancelled, or the vehicle is there now
 * ("in-progress"). Planned visits have none.
 */
export const actualVisitStatusSchema = z.enum(['success', 'failed', 'cancelled', 'in-progress']);
export type ActualVisitStatus = z.infer<typeof actualVisitStatusSchema>;

/** A planned or actual visit of a vehicle; an actual visit's status is an ActualVisitStatus. */
export const trackedVisitSchema = z.object({
  visitOrder: z.number().int().nonnegative(),
  startTime: z.string().nullable(),
  endTime: z.string().nullable(),
  status: z.string().nullable(),
  locationName: z.string(),
  locationRefNo: z.string(),
});
export type TrackedVisit = z.infer<typeof trackedVisitSchema>;

export const orderStatsSchema = z.object({
  total: z.number().int().nonnegative(),
  completed: z.number().int().nonnegative(),
});
export type OrderStats = z.infer<typeof orderStatsSchema>;

/** Track data per vehicle (GET tracking_tracing/{jobRefNo}/routes). duration is in minutes. */
export const trackDataSchema = z.object({
  vehiclePlate: z.string(),
  vehicleRefNo: z.string(),
  duration: z.number().nonnegative(),
  orderStats: orderStatsSchema,
  driverName: z.string().nullable(),
  driverRefNo: z.string().nullable(),
  driverPhone: z.string().nullable(),
  status: vehicleTrackingStatusSchema,
  plannedRoutes: z.array(trackedVisitSchema),
  actualRoutes: z.array(trackedVisitSchema),
  plannedPolyline: z.string().nullable(),
  actualPolyline: z.string().nullable(),
});
export type TrackData = z.infer<typeof trackDataSchema>;

/** GET tracking_tracing/{jobRefNo}/polylines. */
export const trackPolylineSchema = z.object({
  vehicleRefNo: z.string(),
  vehiclePlate: z.string(),
  plannedPolyline: z.string().nullable(),
  actualPolyline: z.string().nullable(),
});
export type TrackPolyline = z.infer<typeof trackPolylineSchema>;

export const trackingLogLevelSchema = z.enum(['Info', 'Warning', 'Error']);

/** GET tracking_tracing/{jobRefNo}/tracking-logs. */
export const trackingLogSchema = z.object({
  eventDate: z.string(),
  vehicleRefNo: z.string(),
  vehiclePlate: z.string(),
  level: trackingLogLevelSchema,
  message: z.string(),
  jobRefNo: z.string(),
  code: z.string().nullable(),
});
export type TrackingLog = z.infer<typeof trackingLogSchema>;

/** GET tracking_tracing/{jobRefNo}/geofences: avoid areas; master data's geofenceTypeName names the type. */
export const trackingGeofenceSchema = z.object({
  name: z.string(),
  polygon: z.string(),
  type: z.number().int().optional(),
});
export type TrackingGeofence = z.infer<typeof trackingGeofenceSchema>;

/**
 * trackandtracehub?jobRefNo: ReceiveTimelineUpdate. Beyond the fields the specification names,
 * Rota's server sends the visit's own status (null while the stop has no event of its own, e.g.
 * only an order's) and the vehicle's order counts, so a live page shows what a reload would; a
 * sender without them is still read (see applyTimelineUpdate).
 */
export const timelineUpdateSchema = z.object({
  visitOrder: z.number().int().nonnegative(),
  vehiclePlate: z.string(),
  actualStartTime: z.string().nullable(),
  actualEndTime: z.string().nullable(),
  vehicleRefNo: z.string(),
  status: vehicleTrackingStatusSchema,
  duration: z.number().nonnegative(),
  eventDate: z.string(),
  visitStatus: actualVisitStatusSchema.nullable().optional(),
  orderStats: orderStatsSchema.optional(),
});
export type TimelineUpdate = z.infer<typeof timelineUpdateSchema>;

export const livePositionSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
});
export type LivePosition = z.infer<typeof livePositionSchema>;

/** trackandtracehub?vehicleRefNo&jobRefNo: ReceiveLocationUpdate, a list of lat,lng. */
export const locationUpdateSchema = z.array(livePositionSchema);
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

/** workflowstephub?jobRefNo: ReceiveResetRoute. */
export const resetRouteEventSchema = z.object({ message: z.string() });
export type ResetRouteEvent = z.infer<typeof resetRouteEventSchema>;
