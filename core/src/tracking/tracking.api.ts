import { z } from 'zod';
import type { ApiCall } from '../daily-plan/api-call.js';
import { dashboardSchema } from './dashboard.schema.js';
import { kpiVehicleRequestSchema, kpiVehicleResponseSchema } from './kpi.schema.js';
import {
  orderProofSchema,
  orderRefQuerySchema,
  orderServiceReceiptRequestSchema,
  orderTrackingFilterSchema,
  orderTrackingGridQuerySchema,
  orderTrackingJobsResponseSchema,
  orderTrackingRowSchema,
  orderWorkflowStepsSchema,
} from './order-tracking.schema.js';
import {
  sensorNotificationQuerySchema,
  sensorNotificationSchema,
  vehicleTrackingDataQuerySchema,
  vehicleTrackingDataSchema,
} from './sensor.schema.js';
import {
  trackDataSchema,
  trackingGeofenceSchema,
  trackingLogSchema,
  trackPolylineSchema,
} from './track-and-trace.schema.js';

const jobRef = z.object({ jobRefNo: z.string().min(1) });

/**
 * The REST calls of monitoring (spec 03 section 7). Job lists, a job's vehicle drivers, the job
 * summary grids and the label zip are in `dailyPlanApi`; the vehicle list is master data's.
 */
export const trackingApi = {
  dashboard: { method: 'GET', path: 'dashboard', response: dashboardSchema, summary: 'Dashboard totals' },
  trackRoutes: {
    method: 'GET',
    path: 'tracking_tracing/:jobRefNo/routes',
    params: jobRef,
    response: z.array(trackDataSchema),
    appModeHeader: true,
    summary: 'Planned and actual visits per vehicle',
  },
  trackPolylines: {
    method: 'GET',
    path: 'tracking_tracing/:jobRefNo/polylines',
    params: jobRef,
    response: z.array(trackPolylineSchema),
    summary: 'Planned and actual polylines per vehicle',
  },
  trackingLogs: {
    method: 'GET',
    path: 'tracking_tracing/:jobRefNo/tracking-logs',
    params: jobRef,
    response: z.array(trackingLogSchema),
    appModeHeader: true,
    summary: 'Tracking log of a job',
  },
  trackGeofences: {
    method: 'GET',
    path: 'tracking_tracing/:jobRefNo/geofences',
    params: jobRef,
    response: z.array(trackingGeofenceSchema),
    summary: 'Avoid areas of a job',
  },
  orderTrackingFilter: {
    method: 'GET',
    path: 'filter/order-tracking',
    query: z.object({ jobRefNo: z.string().optional() }),
    response: orderTrackingFilterSchema,
    summary: 'Clients, locations, orders, vehicles and jobs of the filter bar',
  },
  orderTrackingJobs: {
    method: 'GET',
    path: 'filter/order-tracking/jobs',
    response: orderTrackingJobsResponseSchema,
    timezoneOffset: false,
    summary: 'Jobs of the order-tracking filter',
  },
  orderTrackingGrid: {
    method: 'GET',
    path: 'order-tracking/get-order-tracking-grid',
    query: orderTrackingGridQuerySchema,
    response: z.array(orderTrackingRowSchema),
    summary: 'Order tracking rows; list values repeat in the query',
  },
  orderWorkflowSteps: {
    method: 'GET',
    path: 'order-tracking/get-order-workflow-steps',
    query: orderRefQuerySchema,
    response: orderWorkflowStepsSchema,
    summary: 'Workflow steps of one order',
  },
  orderProof: {
    method: 'GET',
    path: 'order-tracking/get-order-proof',
    query: orderRefQuerySchema,
    response: orderProofSchema,
    summary: 'Proof of delivery of one order',
  },
  orderServiceReceipt: {
    method: 'GET',
    path: 'pdf/order-service-receipt-with-orders',
    query: orderServiceReceiptRequestSchema,
    response: 'blob',
    timezoneOffset: false,
    summary: 'Service receipt zip named by the order refNo',
  },
  vehicleTrackingData: {
    method: 'GET',
    path: 'vehicle-tracking-data',
    query: vehicleTrackingDataQuerySchema,
    response: vehicleTrackingDataSchema,
    summary: 'Door-sensor data and locations of a vehicle in a job',
  },
  sensorNotifications: {
    method: 'GET',
    path: 'vehicle-tracking-data-notifications',
    query: sensorNotificationQuerySchema,
    response: z.array(sensorNotificationSchema),
    summary: 'Sensor notification history of a vehicle',
  },
  vehicleKpis: {
    method: 'POST',
    path: 'kpi/vehicle',
    body: kpiVehicleRequestSchema,
    response: kpiVehicleResponseSchema,
    summary: 'KPI rows of vehicles in a date range (cost report)',
  },
} as const satisfies Record<string, ApiCall>;
