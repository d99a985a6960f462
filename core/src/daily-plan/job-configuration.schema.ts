import { z } from 'zod';
import { routeOrderSchema } from './route-result.schema.js';

/** GET job-configuration/{ref}/drivers: the Drivers tab of Info mode. */
export const jobConfigurationDriverSchema = z.object({
  vehicleRefNo: z.string(),
  vehiclePlate: z.string().nullable(),
  driverRefNo: z.string(),
  driverName: z.string(),
});
export type JobConfigurationDriver = z.infer<typeof jobConfigurationDriverSchema>;

/** GET job-configuration/{ref}/vehicles: each vehicle with its configuration. */
export const jobConfigurationVehicleSchema = z.object({
  vehicleRefNo: z.string(),
  vehiclePlate: z.string().nullable(),
  shiftStart: z.string().nullable(),
  shiftEnd: z.string().nullable(),
  departureLocationName: z.string().nullable(),
  arrivalLocationName: z.string().nullable(),
});
export type JobConfigurationVehicle = z.infer<typeof jobConfigurationVehicleSchema>;

/** GET job-configuration/{ref}/orders. */
export const jobConfigurationOrderSchema = routeOrderSchema;

/** GET driver/vehicle-drivers with the vehicle ref list: each vehicle's default driver. */
export const vehicleDriversQuerySchema = z.object({ vehicleRefNoList: z.array(z.string()).min(1) });
export type VehicleDriversQuery = z.infer<typeof vehicleDriversQuerySchema>;

/** GET adhoc/attachable-orders/{jobRefNo}/{routeId}: orders that can be added to the route. */
export const attachableOrdersResponseSchema = z.array(routeOrderSchema);
