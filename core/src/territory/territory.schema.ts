import { z } from 'zod';

const isoDate = z.string();

export const separationTypeSchema = z.enum(['Hard', 'Soft']);
export type SeparationType = z.infer<typeof separationTypeSchema>;

export const territoryLocationVisitSchema = z.object({
  locationRefNo: z.string().min(1),
  visitOrder: z.number().int().min(1),
});
export type TerritoryLocationVisit = z.infer<typeof territoryLocationVisitSchema>;

/**
 * Territory (spec 03 section 3). polygon is "lat,lng;lat,lng;..."; daysOfWeek is a comma list of
 * day numbers (0 Monday .. 6 Sunday) and daysOfMonth a comma list of 1..31. The spec spells
 * seperationType this way.
 */
export const territorySchema = z.object({
  id: z.number().int(),
  name: z.string().min(1),
  no: z.number().int().nullable(),
  polygon: z.string().min(1),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  defaultVehicleRefNo: z.string().nullable(),
  defaultVehiclePlate: z.string().nullable(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  daysOfWeek: z.string().nullable(),
  daysOfMonth: z.string().nullable(),
  tag: z.string().nullable(),
  distributionCenterId: z.number().int().nullable(),
  distributionCenterName: z.string().nullable(),
  locationRefNoList: z.array(z.string()),
  locationList: z.array(territoryLocationVisitSchema),
  locationCount: z.number().int().nonnegative(),
  seperationType: separationTypeSchema.nullable(),
  territoryType: z.string().nullable(),
});
export type Territory = z.infer<typeof territorySchema>;

/** POST territory: a new territory with polygon, latitude, longitude and locationList. */
export const createTerritoryRequestSchema = territorySchema
  .omit({ id: true, distributionCenterName: true, defaultVehiclePlate: true, locationCount: true })
  .extend({
    no: z.number().int().nullable().optional(),
    territoryType: z.string().nullable().optional(),
    seperationType: separationTypeSchema.nullable().optional(),
  });
export type CreateTerritoryRequest = z.infer<typeof createTerritoryRequestSchema>;

/** PUT territory/{id}. */
export const updateTerritoryRequestSchema = createTerritoryRequestSchema.extend({ id: z.number().int() });
export type UpdateTerritoryRequest = z.infer<typeof updateTerritoryRequestSchema>;

/** DELETE territory. */
export const deleteTerritoriesRequestSchema = z.object({ territoryIds: z.array(z.number().int()).min(1) });
export type DeleteTerritoriesRequest = z.infer<typeof deleteTerritoriesRequestSchema>;

/** GET territory/filtered: every filter is optional. */
const queryDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'masterData.places.invalidDate');
const dayList = z.string().regex(/^\s*(\d{1,2}\s*(,\s*\d{1,2}\s*)*)?$/, 'territory.invalidDays');
export const territoryFilterQuerySchema = z.object({
  startdate: queryDate.optional(),
  enddate: queryDate.optional(),
  daysOfWeek: dayList.optional(),
  daysOfMonth: dayList.optional(),
  tag: z.string().optional(),
  distributionCenterId: z.coerce.number().int().positive().optional(),
});
export type TerritoryFilterQuery = z.infer<typeof territoryFilterQuerySchema>;

/** POST territory/overlapping-locations. */
export const overlappingLocationsRequestSchema = z.object({
  name: z.string(),
  defaultVehicleRefNo: z.string().nullable(),
  startDate: isoDate.nullable(),
  endDate: isoDate.nullable(),
  daysOfWeek: z.string().nullable(),
  daysOfMonth: z.string().nullable(),
  locationRefNoList: z.array(z.string()),
});
export type OverlappingLocationsRequest = z.infer<typeof overlappingLocationsRequestSchema>;

/** The answer lists the overlapping locations per territory. */
export const overlappingLocationsResponseSchema = z.array(
  z.object({
    territoryId: z.number().int(),
    territoryName: z.string(),
    locations: z.array(z.object({ locationRefNo: z.string(), locationName: z.string() })),
  }),
);
export type OverlappingLocations = z.infer<typeof overlappingLocationsResponseSchema>;

/** PUT territory/{id}/location-visit-orders. */
export const locationVisitOrdersRequestSchema = z.object({
  territoryId: z.number().int(),
  locations: z.array(territoryLocationVisitSchema),
});
export type LocationVisitOrdersRequest = z.infer<typeof locationVisitOrdersRequestSchema>;

/** Location (territory use). */
export const territoryLocationSchema = z.object({
  refNo: z.string(),
  name: z.string(),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
  locationType: z.string().nullable(),
  isDepot: z.boolean(),
  clientName: z.string().nullable(),
  parentRefNo: z.string().nullable(),
  visitOrder: z.number().int().nullable(),
  createDate: isoDate.nullable(),
  address: z.string().nullable(),
});
export type TerritoryLocation = z.infer<typeof territoryLocationSchema>;

/** Location-territory row (GET location-territory). */
export const locationTerritoryRowSchema = z.object({
  locationRefNo: z.string(),
  territoryId: z.number().int(),
  territoryName: z.string(),
  locationName: z.string(),
});
export type LocationTerritoryRow = z.infer<typeof locationTerritoryRowSchema>;

/** PUT location-territory: Transfer Territory. */
export const transferTerritoryRequestSchema = z.object({
  currentTerritoryId: z.number().int(),
  locationRefNo: z.string().min(1),
  newTerritoryId: z.number().int(),
});
export type TransferTerritoryRequest = z.infer<typeof transferTerritoryRequestSchema>;

/** Vehicle (territory use). */
export const territoryVehicleSchema = z.object({ refNo: z.string(), plate: z.string() });
export type TerritoryVehicle = z.infer<typeof territoryVehicleSchema>;
