import { z } from 'zod';
import {
  jobStatusColours,
  jobStatusDisplay,
  type JobStatus,
  type StatusColour,
} from '../daily-plan/job-status.schema.js';

/** Order statuses as they travel (spec 03 section 4). */
export const orderStatusValues = [
  'CREATED',
  'APPROVED',
  'SCHEDULED',
  'DISPATCHED',
  'IN_TRANSIT',
  'VEHICLE_AT_LOCATION',
  'SERVICING',
  'COMPLETED',
  'PICKED',
  'HEADED_TO_LOCATION',
  'CANCELLED',
  'FAILED',
] as const;
export const orderStatusSchema = z.enum(orderStatusValues);
export type OrderStatus = z.infer<typeof orderStatusSchema>;

/**
 * An order status reads and looks as the job status of the same name: the order tables are the
 * job tables cut to the order statuses.
 */
function ofOrderStatuses<V>(table: Readonly<Record<JobStatus, V>>): Readonly<Record<OrderStatus, V>> {
  return Object.fromEntries(orderStatusValues.map((s) => [s, table[s]])) as Record<OrderStatus, V>;
}

export const orderStatusDisplay = ofOrderStatuses(jobStatusDisplay);

/** Badge colours of the order-tracking grid. */
export const orderStatusColours = ofOrderStatuses(jobStatusColours);

const white = '#ffffff';
const dark = '#212529';

export const orderActionSchema = z.enum(['DELIVERY', 'PICKUP']);
export type OrderAction = z.infer<typeof orderActionSchema>;

/** Vehicle tracking statuses of track and trace. */
export const vehicleTrackingStatusValues = [
  'AT_LOCATION',
  'AT_DEPOT',
  'COMPLETED',
  'HEADED_TO_LOCATION',
] as const;
export const vehicleTrackingStatusSchema = z.enum(vehicleTrackingStatusValues);
export type VehicleTrackingStatus = z.infer<typeof vehicleTrackingStatusSchema>;

export const vehicleTrackingStatusDisplay: Readonly<Record<VehicleTrackingStatus, string>> = {
  AT_LOCATION: 'At Location',
  AT_DEPOT: 'At Depot',
  COMPLETED: 'Completed',
  HEADED_TO_LOCATION: 'Headed to a Location',
};

export const vehicleTrackingStatusColours: Readonly<Record<VehicleTrackingStatus, StatusColour>> = {
  AT_LOCATION: { background: '#20c997', text: dark },
  AT_DEPOT: { background: '#6c757d', text: white },
  COMPLETED: { background: '#34c38f', text: white },
  HEADED_TO_LOCATION: { background: '#556ee6', text: white },
};

/** Timing of a vehicle against its plan. */
export const trackingTimingSchema = z.enum(['ON_TIME', 'LATE', 'AHEAD']);
export type TrackingTiming = z.infer<typeof trackingTimingSchema>;

export const trackingTimingDisplay: Readonly<Record<TrackingTiming, string>> = {
  ON_TIME: 'On Time',
  LATE: 'Late',
  AHEAD: 'Ahead',
};
