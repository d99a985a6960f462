import { z } from 'zod';

/** A door-sensor reading; measurement true means open. */
export const sensorReadingSchema = z.object({
  sensorLabel: z.string(),
  date: z.string(),
  measurement: z.boolean(),
});
export type SensorReading = z.infer<typeof sensorReadingSchema>;

export const locationTrackingValueSchema = z.object({
  lat: z.number().min(-90).max(90),
  lng: z.number().min(-180).max(180),
  date: z.string(),
  plate: z.string(),
});
export type LocationTrackingValue = z.infer<typeof locationTrackingValueSchema>;

export const vehicleTrackingDataQuerySchema = z.object({
  JobRefNo: z.string().min(1),
  VehicleRefNo: z.string().min(1),
});
export type VehicleTrackingDataQuery = z.infer<typeof vehicleTrackingDataQuerySchema>;

/** GET vehicle-tracking-data?JobRefNo=&VehicleRefNo=: sensor data and locations. */
export const vehicleTrackingDataSchema = z.object({
  sensorData: z.array(sensorReadingSchema),
  locations: z.array(locationTrackingValueSchema),
  /** Door-open periods that began away from every planned stop (see sensor-away.rules). */
  awayFromStops: z
    .array(
      z.object({
        sensorLabel: z.string(),
        start: z.string(),
        end: z.string().nullable(),
        lat: z.number(),
        lng: z.number(),
        distanceMetres: z.number(),
      }),
    )
    .optional(),
  /** The planned stops of the vehicle's route in the job, for the map. */
  plannedStops: z
    .array(z.object({ lat: z.number(), lng: z.number(), name: z.string(), visitOrder: z.number().int() }))
    .optional(),
});
export type VehicleTrackingData = z.infer<typeof vehicleTrackingDataSchema>;

/** Job select of sensor tracking. */
export const sensorJobItemSchema = z.object({ jobRefNo: z.string() });
/** Vehicle of a job's drivers (GET jobs/{jobRefNo}/vehicle-drivers). */
export const sensorJobVehicleSchema = z.object({ vehiclePlate: z.string(), vehicleRefNo: z.string() });
/** Vehicle of the vehicle list (GET /vehicles). */
export const sensorVehicleItemSchema = z.object({ plate: z.string(), refNo: z.string() });
export type SensorJobVehicle = z.infer<typeof sensorJobVehicleSchema>;
export type SensorVehicleItem = z.infer<typeof sensorVehicleItemSchema>;

/** GET /vehicle-tracking-data-notifications?VehicleRefNo=&StartTime=&EndTime= (dates YYYY-MM-DD). */
export const sensorNotificationQuerySchema = z.object({
  VehicleRefNo: z.string().min(1),
  StartTime: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  EndTime: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
});
export type SensorNotificationQuery = z.infer<typeof sensorNotificationQuerySchema>;

export const sensorNotificationSchema = z.object({
  sensorType: z.string().nullable(),
  sensorLabel: z.string(),
  measurement: z.boolean().nullable(),
  event: z.string().nullable(),
  channel: z.string().nullable(),
  notification: z.string().nullable(),
  timestamp: z.string(),
});
export type SensorNotification = z.infer<typeof sensorNotificationSchema>;
