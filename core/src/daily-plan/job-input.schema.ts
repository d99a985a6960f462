import { z } from 'zod';
import { jobParameterDtoSchema } from './job-parameters.schema.js';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A departure or arrival place; an ad hoc place carries a refNo made of latitude and longitude. */
export const configurationLocationSchema = z.object({
  refNo: z.string().min(1),
  name: z.string().min(1),
  /** Ranges are checked by validateCoordinates (job-parameters.rules.ts), which names the field. */
  latitude: z.number(),
  longitude: z.number(),
});
export type ConfigurationLocation = z.infer<typeof configurationLocationSchema>;

/** refNo of an ad hoc (custom) location: its latitude and longitude. */
export function adHocLocationRefNo(latitude: number, longitude: number): string {
  return `${latitude},${longitude}`;
}

export const vehicleConfigurationSchema = z.object({
  vehicleRefNo: z.string().min(1),
  /** HH:mm. */
  shiftStart: hhmm,
  /** HH:mm. */
  shiftEnd: hhmm,
  departureLocation: configurationLocationSchema,
  arrivalLocation: configurationLocationSchema,
});
export type VehicleConfiguration = z.infer<typeof vehicleConfigurationSchema>;

export const vehicleDriverPairSchema = z.object({
  vehicleRefNo: z.string().min(1),
  driverRefNo: z.string().min(1),
});
export type VehicleDriverPair = z.infer<typeof vehicleDriverPairSchema>;

/** Job input (POST jobs/partial-job, and GET jobs/{jobRefNo}/job-input for replan). */
export const jobInputSchema = z.object({
  refNo: z.string().min(1),
  distributionCenterId: z.union([z.string(), z.number()]).nullable().optional(),
  orderRefNoList: z.array(z.string()),
  vehicleRefNoList: z.array(z.string()),
  vehicleDrivers: z.array(vehicleDriverPairSchema),
  vehicleConfigurations: z.array(vehicleConfigurationSchema),
  jobParameterDto: jobParameterDtoSchema,
  queue: z.boolean(),
});
export type JobInput = z.infer<typeof jobInputSchema>;
