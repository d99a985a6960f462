import { z } from 'zod';
import { WEEK_DAY_KEYS } from '../shared/days.js';
import { createListBody, optDate, optNumber, optText, refNoSchema, statsSchema } from './common.schema.js';

export const latitudeSchema = z.number().min(-90).max(90);
export const longitudeSchema = z.number().min(-180).max(180);

/** A location's time window (days comma-joined, 0 = Monday; a date when it holds on that day only). */
export const locationTimeWindowSchema = z.object({
  id: z.number().int().nullish(),
  startTime: z.string(),
  endTime: z.string(),
  days: optText,
  date: optText,
});

/** Location (spec 02 section 3); serviceDuration in minutes. */
export const locationSchema = z.object({
  refNo: refNoSchema,
  name: z.string().min(1),
  distributionCenterId: optNumber,
  distributionCenterName: optText,
  address: optText,
  locationType: optText,
  isDepot: z.boolean().nullish(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  note: optText,
  client: optText,
  clientName: optText,
  city: optText,
  district: optText,
  postalCode: optText,
  accessPoint: optText,
  phoneNumber: optText,
  countryName: optText,
  parentLocationRefNo: optText,
  serviceDuration: optNumber,
  timeWindows: z.array(locationTimeWindowSchema).nullish(),
  createDate: optDate,
  updateDate: optDate,
  visitOrder: optNumber,
});
export type Location = z.infer<typeof locationSchema>;
export const locationCreateBodySchema = createListBody(locationSchema);

/** GET locations: locationResultList, locationStats and count. */
export const locationListResponseSchema = z.object({
  locationResultList: z.array(locationSchema),
  locationStats: statsSchema.nullish(),
  count: z.number().int().nonnegative(),
});
export type LocationListResponse = z.infer<typeof locationListResponseSchema>;

/** PATCH /locations/{refNo}/coordinate. */
export const locationCoordinateBodySchema = z.object({
  latitude: latitudeSchema,
  longitude: longitudeSchema,
});
export type LocationCoordinateBody = z.infer<typeof locationCoordinateBodySchema>;

/** A depot or origin/destination choice (GET locations/depots, locations/origins_destinations). */
export const depotSchema = z.object({
  refNo: refNoSchema,
  name: z.string(),
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  address: optText,
  distributionCenterId: optNumber,
});
export type Depot = z.infer<typeof depotSchema>;

const visitFlags = Object.fromEntries(
  WEEK_DAY_KEYS.map((d) => [`${d}Visit`, z.boolean().nullish()]),
) as Record<`${(typeof WEEK_DAY_KEYS)[number]}Visit`, z.ZodOptional<z.ZodNullable<z.ZodBoolean>>>;

/** Location planned visit: daysOfWeek is comma-joined on the wire, an array in the form. */
export const locationPlannedVisitSchema = z.object({
  id: z.number().int().nullish(),
  locationName: z.string().min(1),
  locationRefNo: optText,
  operationTypeName: optText,
  daysOfWeek: z.string(),
  ...visitFlags,
});
export type LocationPlannedVisit = z.infer<typeof locationPlannedVisitSchema>;
export const locationPlannedVisitCreateBodySchema = z.object({
  locationPlannedVisits: z.array(locationPlannedVisitSchema).min(1),
});
export const locationPlannedVisitDeleteBodySchema = z.object({ ids: z.array(z.number().int()).min(1) });

/** One visit-frequency choice of weekly planning data. */
export const visitFrequencyParameterSchema = z.object({
  visitFrequency: z.number().int().min(1).max(7),
  daysBetweenTwoConsecutiveVisits: z.number().int().min(1).max(6).nullish(),
  dayOfWeeks: z.array(z.array(z.number().int().min(0).max(6))).nullish(),
});
export type VisitFrequencyParameterDto = z.infer<typeof visitFrequencyParameterSchema>;

const timeWindowFields = Object.fromEntries(
  WEEK_DAY_KEYS.flatMap((d) => [
    [`${d}TwStart`, z.string().nullish()],
    [`${d}TwEnd`, z.string().nullish()],
  ]),
) as Record<
  `${(typeof WEEK_DAY_KEYS)[number]}Tw${'Start' | 'End'}`,
  z.ZodOptional<z.ZodNullable<z.ZodString>>
>;

/** Location weekly data (territory planning input). */
export const locationWeeklyDataSchema = z.object({
  locationRefNo: refNoSchema,
  locationName: optText,
  demand: optNumber,
  serviceDuration: optNumber,
  weeklyVisitFrequency: z.number().int().min(0).max(7),
  weeklyVisits: optText,
  visitFrequencyParameters: z.array(visitFrequencyParameterSchema).nullish(),
  ...visitFlags,
  ...timeWindowFields,
});
export type LocationWeeklyData = z.infer<typeof locationWeeklyDataSchema>;
/** territory-planning-input: POST for add and update, DELETE by locationRefNos. */
export const territoryPlanningInputBodySchema = z.object({
  territoryPlanningInputs: z.array(locationWeeklyDataSchema).min(1),
});
export const territoryPlanningInputDeleteBodySchema = z.object({
  locationRefNos: z.array(refNoSchema).min(1),
});

/** Last recorded vehicle location (POST vehicles/last-recorded-locations). */
export const lastRecordedLocationSchema = z.object({
  vehicleRefNo: refNoSchema,
  latitude: latitudeSchema,
  longitude: longitudeSchema,
  timestamp: z.string(),
});
export type LastRecordedLocation = z.infer<typeof lastRecordedLocationSchema>;
export const lastRecordedLocationsBodySchema = z.array(refNoSchema).min(1);
export const lastRecordedLocationsResponseSchema = z.array(lastRecordedLocationSchema);
