import { z } from 'zod';
import { optDate, optNumber, optText } from './common.schema.js';

/** Geofence type 0 is Avoid; any other value is Area Control. */
export const GEOFENCE_AVOID_TYPE = 0;
export const GEOFENCE_AREA_CONTROL_TYPE = 1;
export type GeofenceTypeName = 'Avoid' | 'Area Control';

export function geofenceTypeName(type: number): GeofenceTypeName {
  return type === GEOFENCE_AVOID_TYPE ? 'Avoid' : 'Area Control';
}

export function isAvoidArea(g: { type: number }): boolean {
  return g.type === GEOFENCE_AVOID_TYPE;
}

/** Geofence (spec 02 section 3); list fields are comma-joined when sent. */
export const geofenceSchema = z.object({
  id: z.number().int().nullish(),
  type: z.number().int(),
  typeDisplay: optText,
  distributionCenterId: optNumber,
  name: z.string().min(1),
  polygon: z.string().min(1),
  daysOfWeek: optText,
  daysOfMonth: optText,
  specialDates: optText,
  daysOfWeekDisplay: optText,
  createDate: optDate,
  updateDate: optDate,
});
export type Geofence = z.infer<typeof geofenceSchema>;

/** One item of POST geofences (a list). */
export const geofenceCreateItemSchema = geofenceSchema.pick({
  polygon: true,
  type: true,
  name: true,
  distributionCenterId: true,
  daysOfWeek: true,
  daysOfMonth: true,
  specialDates: true,
});
export const geofenceCreateBodySchema = z.array(geofenceCreateItemSchema).min(1);
/** PUT geofences/{id}. */
export const geofenceUpdateBodySchema = geofenceCreateItemSchema;
export type GeofenceWriteBody = z.infer<typeof geofenceCreateItemSchema>;
export const geofenceDeleteBodySchema = z.array(z.number().int()).min(1);

/** Avoid areas as drawn on route maps. */
export const avoidAreaSchema = z.object({ name: z.string(), polygon: z.string() });
export type AvoidArea = z.infer<typeof avoidAreaSchema>;

/**
 * GET distribution-centers/geofences?distributionCenterIds=1,2 (the daily plan's route maps): the
 * geofences of those centers and the shared ones, corners and day lists as lists.
 */
export const centerGeofenceListSchema = z.array(
  z.object({
    id: z.number().int(),
    name: z.string(),
    type: z.number().int(),
    distributionCenterId: z.number().int().nullable(),
    polygon: z.array(z.object({ lat: z.number(), lng: z.number() })),
    daysOfWeek: z.array(z.number().int()),
    daysOfMonth: z.array(z.number().int()),
    specialDates: z.array(z.string()),
  }),
);
export const centerGeofenceQuerySchema = z.object({ distributionCenterIds: z.string().optional() });
