import { z } from 'zod';
import type { StatusColour } from '../daily-plan/job-status.schema.js';

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

export const orderStatusDisplay: Readonly<Record<OrderStatus, string>> = {
  CREATED: 'Created',
  APPROVED: 'Approved',
  SCHEDULED: 'Scheduled',
  DISPATCHED: 'Dispatched',
  IN_TRANSIT: 'In Transit',
  VEHICLE_AT_LOCATION: 'Vehicle at Location',
  SERVICING: 'Servicing',
  COMPLETED: 'Completed',
  PICKED: 'Picked',
  HEADED_TO_LOCATION: 'Headed to Location',
  CANCELLED: 'Cancelled',
  FAILED: 'Failed',
};

const white = '#ffffff';
const dark = '#212529';

/** Badge colours of the order-tracking grid. */
export const orderStatusColours: Readonly<Record<OrderStatus, StatusColour>> = {
  CREATED: { background: '#adb5bd', text: dark },
  APPROVED: { background: '#198754', text: white },
  SCHEDULED: { background: '#6f42c1', text: white },
  DISPATCHED: { background: '#0d6efd', text: white },
  IN_TRANSIT: { background: '#3d8bfd', text: white },
  VEHICLE_AT_LOCATION: { background: '#20c997', text: dark },
  SERVICING: { background: '#fd7e14', text: dark },
  COMPLETED: { background: '#34c38f', text: white },
  PICKED: { background: '#138995', text: white },
  HEADED_TO_LOCATION: { background: '#6610f2', text: white },
  CANCELLED: { background: '#343a40', text: white },
  FAILED: { background: '#f46a6a', text: white },
};

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
