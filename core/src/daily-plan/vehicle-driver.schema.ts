import { z } from 'zod';
import { MAX_LIST_LENGTH, MAX_REF_LENGTH } from '../shared/input-limits.js';
import { vehicleDriverPairSchema } from './job-input.schema.js';

export const driverVehicleRowSchema = z.object({
  vehicleRefNo: z.string(),
  vehiclePlate: z.string().nullable(),
  driverRefNo: z.string().nullable(),
  isAssigned: z.boolean(),
});
export type DriverVehicleRow = z.infer<typeof driverVehicleRowSchema>;

export const jobDriverSchema = z.object({ driverRefNo: z.string(), userName: z.string() });
export type JobDriver = z.infer<typeof jobDriverSchema>;

/** Vehicle-driver data (GET jobs/{jobRefNo}/vehicle-drivers). */
export const vehicleDriverDataSchema = z.object({
  vehicles: z.array(driverVehicleRowSchema),
  drivers: z.array(jobDriverSchema),
  jobRefNo: z.string(),
});
export type VehicleDriverData = z.infer<typeof vehicleDriverDataSchema>;

/** POST jobs/{jobRefNo}/vehicle-drivers. */
export const vehicleDriversRequestSchema = z.object({
  jobRefNo: z.string().min(1).max(MAX_REF_LENGTH),
  vehicleDrivers: z.array(vehicleDriverPairSchema).max(MAX_LIST_LENGTH),
});
export type VehicleDriversRequest = z.infer<typeof vehicleDriversRequestSchema>;

/** Job vehicle assignment. */
export const jobVehicleAssignmentSchema = z.object({
  currentVehicleRefNo: z.string().min(1).max(MAX_REF_LENGTH),
  newVehicleRefNo: z.string().min(1).max(MAX_REF_LENGTH),
});
export type JobVehicleAssignment = z.infer<typeof jobVehicleAssignmentSchema>;

/** POST jobs/{jobRefNo}/job-vehicles. */
export const jobVehiclesRequestSchema = z.object({
  jobRefNo: z.string().min(1).max(MAX_REF_LENGTH),
  jobVehicles: z.array(jobVehicleAssignmentSchema).max(MAX_LIST_LENGTH),
});
export type JobVehiclesRequest = z.infer<typeof jobVehiclesRequestSchema>;

/** GET jobs/{jobRefNo}/job-vehicles: the vehicles of a job and their current assignment. */
export const jobVehiclesResponseSchema = z.array(
  z.looseObject({ vehicleRefNo: z.string(), vehiclePlate: z.string().nullable().optional() }),
);
