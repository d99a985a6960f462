import { z } from 'zod';
import { orderActionSchema, orderStatusSchema } from './order-status.schema.js';

/** Options of the order-tracking filter bar (GET filter/order-tracking[?jobRefNo=]). */
export const trackingClientOptionSchema = z.object({ refNo: z.string(), name: z.string() });
export const trackingLocationOptionSchema = z.object({
  refNo: z.string(),
  name: z.string(),
  clientRefNo: z.string().nullable(),
});
export const trackingOrderOptionSchema = z.object({
  refNo: z.string(),
  name: z.string(),
  locationRefNo: z.string().nullable(),
  clientRefNo: z.string().nullable(),
});
export const trackingVehicleOptionSchema = z.object({
  refNo: z.string(),
  plate: z.string(),
  clientRefNos: z.array(z.string()),
});
export const trackingJobOptionSchema = z.object({ jobRefNo: z.string() });

export const orderTrackingFilterSchema = z.object({
  clients: z.array(trackingClientOptionSchema),
  locations: z.array(trackingLocationOptionSchema),
  orders: z.array(trackingOrderOptionSchema),
  vehicles: z.array(trackingVehicleOptionSchema),
  jobs: z.array(trackingJobOptionSchema),
});
export type OrderTrackingFilter = z.infer<typeof orderTrackingFilterSchema>;
export type TrackingLocationOption = z.infer<typeof trackingLocationOptionSchema>;
export type TrackingOrderOption = z.infer<typeof trackingOrderOptionSchema>;
export type TrackingVehicleOption = z.infer<typeof trackingVehicleOptionSchema>;

/** GET /filter/order-tracking/jobs: response data.jobs. */
export const orderTrackingJobsResponseSchema = z.object({ jobs: z.array(trackingJobOptionSchema) });

/** GET /order-tracking/get-order-tracking-grid; list values repeat in the query. */
export const orderTrackingGridQuerySchema = z.object({
  jobRefNo: z.string().min(1),
  clients: z.array(z.string()),
  locations: z.array(z.string()),
  orders: z.array(z.string()),
  vehicles: z.array(z.string()),
});
export type OrderTrackingGridQuery = z.infer<typeof orderTrackingGridQuerySchema>;

/** Order tracking row. */
export const orderTrackingRowSchema = z.object({
  refNo: z.string(),
  orderRefNo: z.string(),
  jobRefNo: z.string(),
  orderName: z.string(),
  action: orderActionSchema,
  status: orderStatusSchema,
  locationName: z.string(),
  client: z.string().nullable(),
  amount: z.number(),
  monetaryValue: z.number().nullable(),
  serviceDuration: z.number().nonnegative(),
  volume: z.number().nullable(),
  weight: z.number().nullable(),
  visitOrder: z.number().int().nonnegative().nullable(),
  vehicle: z.string().nullable(),
  actionDisplay: z.string(),
});
export type OrderTrackingRow = z.infer<typeof orderTrackingRowSchema>;

export const orderRefQuerySchema = z.object({ orderRefNo: z.string().min(1), jobRefNo: z.string().min(1) });
export type OrderRefQuery = z.infer<typeof orderRefQuerySchema>;

/** One workflow step of an order (GET /order-tracking/get-order-workflow-steps). */
export const orderWorkflowStepSchema = z.looseObject({
  status: orderStatusSchema,
  statusDisplay: z.string().optional(),
  isEnabled: z.boolean(),
  actionDate: z.string().nullable(),
  vehiclePlate: z.string().nullable().optional(),
  vehicleRefNo: z.string().nullable().optional(),
});
export type OrderWorkflowStep = z.infer<typeof orderWorkflowStepSchema>;

export const orderWorkflowStepsSchema = z.object({
  currentStatus: orderStatusSchema,
  steps: z.array(orderWorkflowStepSchema),
});
export type OrderWorkflowSteps = z.infer<typeof orderWorkflowStepsSchema>;

export const proofFileSchema = z.object({
  fileType: z.enum(['Photo', 'Signature']),
  pathName: z.string(),
  fileName: z.string(),
  fileUrl: z.string(),
});
export type ProofFile = z.infer<typeof proofFileSchema>;

/** Order proof (GET /order-tracking/get-order-proof). */
export const orderProofSchema = z.object({
  plannedArrivalTime: z.string().nullable(),
  serviceDuration: z.number().nonnegative().nullable(),
  locationType: z.string().nullable(),
  locationName: z.string().nullable(),
  driverName: z.string().nullable(),
  vehiclePlate: z.string().nullable(),
  notes: z.string().nullable(),
  scannedBarcodes: z.object({ scannedItemList: z.array(z.string()) }).nullable(),
  signatureContactInfo: z.object({ contactName: z.string().nullable() }).nullable(),
  files: z.array(proofFileSchema),
  serviceWindows: z.array(z.looseObject({ start: z.string().nullable(), end: z.string().nullable() })),
  etaDisplayName: z.string().nullable(),
  etaStatus: z.string().nullable(),
});
export type OrderProof = z.infer<typeof orderProofSchema>;

/** GET pdf/order-service-receipt-with-orders?jobRefNo=: the order refNo as payload; saved as `{orderRefNo}.zip`. */
export const orderServiceReceiptRequestSchema = z.object({
  jobRefNo: z.string().min(1),
  orderRefNo: z.string().min(1),
});
export type OrderServiceReceiptRequest = z.infer<typeof orderServiceReceiptRequestSchema>;

export function serviceReceiptFileName(orderRefNo: string): string {
  return `${orderRefNo}.zip`;
}
