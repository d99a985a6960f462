import { z } from 'zod';
import { MAX_LIST_LENGTH, MAX_NAME_LENGTH, MAX_REF_LENGTH } from '../shared/input-limits.js';
import { jobParameterDtoSchema } from './job-parameters.schema.js';
import { planDateSchema } from './order-hold.rules.js';

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

/** A departure or arrival place; an ad hoc place carries a refNo made of latitude and longitude. */
export const configurationLocationSchema = z.object({
  refNo: z.string().min(1).max(MAX_NAME_LENGTH),
  name: z.string().min(1).max(MAX_NAME_LENGTH),
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
  vehicleRefNo: z.string().min(1).max(MAX_REF_LENGTH),
  /** HH:mm. */
  shiftStart: hhmm,
  /** HH:mm. */
  shiftEnd: hhmm,
  departureLocation: configurationLocationSchema,
  arrivalLocation: configurationLocationSchema,
});
export type VehicleConfiguration = z.infer<typeof vehicleConfigurationSchema>;

export const vehicleDriverPairSchema = z.object({
  vehicleRefNo: z.string().min(1).max(MAX_REF_LENGTH),
  driverRefNo: z.string().min(1).max(MAX_REF_LENGTH),
});
export type VehicleDriverPair = z.infer<typeof vehicleDriverPairSchema>;

/** Job input (POST jobs/partial-job, and GET jobs/{jobRefNo}/job-input for replan). */
export const jobInputSchema = z.object({
  refNo: z.string().min(1).max(MAX_REF_LENGTH),
  distributionCenterId: z
    .union([z.string().max(MAX_REF_LENGTH), z.number()])
    .nullable()
    .optional(),
  /** Orders named by the planner: taken whatever their state (see order-hold.rules.ts). */
  orderRefNoList: z.array(z.string().max(MAX_REF_LENGTH)).max(MAX_LIST_LENGTH),
  /**
   * Every order of the center on `planDate` that core's order-hold rule allows, chosen by the
   * server; listed orders are then checked by the same rule (none counts as named).
   */
  allOrders: z.boolean().optional(),
  /** The plan day (YYYY-MM-DD); default today in the operation's time zone. */
  planDate: planDateSchema.optional(),
  vehicleRefNoList: z.array(z.string().max(MAX_REF_LENGTH)).max(MAX_LIST_LENGTH),
  vehicleDrivers: z.array(vehicleDriverPairSchema).max(MAX_LIST_LENGTH),
  vehicleConfigurations: z.array(vehicleConfigurationSchema).max(MAX_LIST_LENGTH),
  jobParameterDto: jobParameterDtoSchema,
  queue: z.boolean(),
});
export type JobInput = z.infer<typeof jobInputSchema>;
