import { z } from 'zod';
import { createListBody, optNumber, optText, refNoSchema, statsSchema } from './common.schema.js';

/** Where a vehicle departs from or arrives at, as the daily plan's job modal reads it. */
export const vehiclePlaceSchema = z.object({
  refNo: z.string(),
  name: z.string(),
  latitude: z.number(),
  longitude: z.number(),
});

/** Vehicle (spec 02 section 3); shift times HH:mm. */
export const vehicleSchema = z.object({
  refNo: refNoSchema,
  plate: z.string().min(1),
  vehicleTypeName: optText,
  vehicleTypeRefNo: optText,
  departureLocationName: optText,
  departureLocationRefNo: optText,
  arrivalLocationName: optText,
  arrivalLocationRefNo: optText,
  shiftStart: optText,
  shiftEnd: optText,
  fixedCost: optNumber,
  durationUnitCost: optNumber,
  distanceUnitCost: optNumber,
  volumeCapacity: optNumber,
  weightCapacity: optNumber,
  insuranceLimit: optNumber,
  defaultDriverName: optText,
  /** The default driver by reference (the daily plan's job modal preselects it). */
  defaultDriverRefNo: optText,
  distributionCenterId: optNumber,
  departureLocation: vehiclePlaceSchema.nullish(),
  arrivalLocation: vehiclePlaceSchema.nullish(),
});
export type Vehicle = z.infer<typeof vehicleSchema>;
export const vehicleCreateBodySchema = createListBody(vehicleSchema);

/** GET vehicles: vehicleResultList, count (every matching row) and vehicleStats. */
export const vehicleListResponseSchema = z.object({
  vehicleResultList: z.array(vehicleSchema),
  count: z.number().int().optional(),
  vehicleStats: statsSchema.nullish(),
});
export type VehicleListResponse = z.infer<typeof vehicleListResponseSchema>;

/** Vehicle type with its display values. */
export const vehicleTypeSchema = z.object({
  refNo: refNoSchema,
  name: z.string().min(1),
  distanceUnitCostDisplay: optText,
  durationUnitCostDisplay: optText,
  fixedCostDisplay: optText,
  insuranceLimitDisplay: optText,
  volumeCapacityDisplay: optText,
  weightCapacityDisplay: optText,
  /** The stored values the display texts are read from (what the form edits). */
  distanceUnitCost: optNumber,
  durationUnitCost: optNumber,
  fixedCost: optNumber,
  insuranceLimit: optNumber,
  volumeCapacity: optNumber,
  weightCapacity: optNumber,
  description: optText,
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;
export const vehicleTypeCreateBodySchema = createListBody(vehicleTypeSchema);

/** Driver; photo is base64. username and userName both occur on the wire. */
export const driverSchema = z.object({
  refNo: refNoSchema,
  givenName: z.string().min(1),
  surname: z.string().min(1),
  employeeNumber: optText,
  phone: optText,
  email: optText,
  username: optText,
  userName: optText,
  address: optText,
  photo: optText,
  employeeStartDate: optText,
  employeeEndDate: optText,
  defaultVehiclePlate: optText,
  distributionCenterId: optNumber,
});
export type Driver = z.infer<typeof driverSchema>;
