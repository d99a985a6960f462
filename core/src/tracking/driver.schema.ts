import { z } from 'zod';
import { orderActionSchema } from './order-status.schema.js';

/**
 * The drivers' API: what the drivers' mobile app (and the simulator) sends from the road. A
 * driver reaches only the vehicle they drive in an approved plan. Times are ISO 8601 instants
 * with an offset, as the device measured them.
 */

const instant = z.iso.datetime({ offset: true, error: 'tracking.driver.invalidTime' });
const jobRefNo = z.string().trim().min(1).max(36);
const latitude = z.number().min(-90).max(90);
const longitude = z.number().min(-180).max(180);

/** Most reports one batch may carry. */
export const DRIVER_BATCH_LIMIT = 500;
/** Largest proof file (photo or signature), bytes. */
export const PROOF_FILE_MAX_BYTES = 2 * 1024 * 1024;
/** Most files one step result may carry. */
export const PROOF_FILES_LIMIT = 5;

export const driverRoutesQuerySchema = z.object({
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  /** Only the route of this job, whatever its day. */
  jobRefNo: jobRefNo.optional(),
});
export type DriverRoutesQuery = z.infer<typeof driverRoutesQuerySchema>;

export const visitEventValues = ['ARRIVED', 'SERVICE_STARTED', 'COMPLETED', 'FAILED', 'CANCELLED'] as const;

export const driverWorkflowStepSchema = z.object({
  /** A step definition's name, e.g. capture_photo. */
  stepName: z.string(),
  displayName: z.string(),
  isRequired: z.boolean(),
});
export type DriverWorkflowStep = z.infer<typeof driverWorkflowStepSchema>;

export const driverStopSchema = z.object({
  visitOrder: z.number().int().nonnegative(),
  type: z.enum(['start', 'depot', 'visit']),
  locationRefNo: z.string(),
  locationName: z.string(),
  latitude,
  longitude,
  plannedArrival: z.string(),
  plannedServiceStart: z.string(),
  plannedServiceEnd: z.string(),
  orders: z.array(
    z.object({
      orderRefNo: z.string(),
      orderName: z.string().nullable(),
      action: orderActionSchema,
      amount: z.number().optional(),
      weight: z.number().optional(),
      volume: z.number().optional(),
      monetaryValue: z.number().optional(),
      currency: z.string().optional(),
      description: z.string().nullish(),
    }),
  ),
  /** What the drivers' app shows of the place; absent for older callers that do not need it. */
  address: z.string().nullish(),
  client: z.string().nullish(),
  phoneNumber: z.string().nullish(),
  notes: z.string().nullish(),
  /** Local times HH:mm of the place's and orders' windows on the plan day. */
  timeWindows: z.array(z.object({ start: z.string(), end: z.string() })).optional(),
  /** Live estimate of the arrival (planned arrival plus the vehicle's current delay, never before now). */
  eta: z.string().nullish(),
  /** The stop's last event as a whole (null: not visited yet). */
  status: z.enum(visitEventValues).nullish(),
  /** Why the visit failed or was cancelled. */
  reason: z.string().nullish(),
  /** The workflow steps of the stop's operation types, in order (the default workflow). */
  steps: z.array(driverWorkflowStepSchema).optional(),
});
export type DriverStop = z.infer<typeof driverStopSchema>;

/** One approved route of the signed-in driver (GET driver/routes). */
export const driverRouteSchema = z.object({
  jobRefNo: z.string(),
  taskDate: z.string(),
  vehicleRefNo: z.string(),
  vehiclePlate: z.string(),
  polyline: z.string().nullable(),
  stops: z.array(driverStopSchema),
  /** How often the app reports the phone's position while on duty, seconds. */
  positionIntervalSeconds: z.number().int().positive().optional(),
});
export type DriverRoute = z.infer<typeof driverRouteSchema>;

export const positionReportSchema = z.object({
  latitude,
  longitude,
  recordedAt: instant,
  /** km/h */
  speed: z.number().min(0).max(400).nullish(),
  /** degrees clockwise from north */
  heading: z.number().min(0).lt(360).nullish(),
  /** metres */
  accuracy: z.number().min(0).max(100_000).nullish(),
});
export type PositionReport = z.infer<typeof positionReportSchema>;

export const positionBatchSchema = z.object({
  jobRefNo,
  positions: z.array(positionReportSchema).min(1).max(DRIVER_BATCH_LIMIT),
});
export type PositionBatch = z.infer<typeof positionBatchSchema>;

/** Answer of the batched reports: how many were stored and how many were already known. */
export const batchAnswerSchema = z.object({
  accepted: z.number().int().nonnegative(),
  duplicates: z.number().int().nonnegative(),
});
export type BatchAnswer = z.infer<typeof batchAnswerSchema>;

export const visitEventTypeSchema = z.enum(visitEventValues);
export type VisitEventType = z.infer<typeof visitEventTypeSchema>;

export const visitEventSchema = z
  .object({
    jobRefNo,
    visitOrder: z.number().int().positive(),
    event: visitEventTypeSchema,
    occurredAt: instant,
    /** Set when the event is for one order of the stop; absent for the whole stop. */
    orderRefNo: z.string().trim().min(1).max(100).optional(),
    reason: z.string().trim().max(500).optional(),
    latitude: latitude.optional(),
    longitude: longitude.optional(),
  })
  .refine((e) => e.event !== 'FAILED' || (e.reason !== undefined && e.reason !== ''), {
    path: ['reason'],
    error: 'tracking.driver.reasonRequired',
  });
export type VisitEvent = z.infer<typeof visitEventSchema>;

export const visitEventAnswerSchema = z.object({ visitOrder: z.number().int(), event: visitEventTypeSchema });

export const proofFileUploadSchema = z.object({
  fileType: z.enum(['Photo', 'Signature']),
  fileName: z
    .string()
    .trim()
    .min(1)
    .max(120)
    .regex(/^[\w.\- ]+$/),
  contentType: z.enum(['image/png', 'image/jpeg', 'image/webp']),
  /** The file's bytes, base64. */
  content: z
    .string()
    .min(4)
    .max(Math.ceil((PROOF_FILE_MAX_BYTES * 4) / 3) + 4)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/),
});
export type ProofFileUpload = z.infer<typeof proofFileUploadSchema>;

export const stepResultSchema = z.object({
  jobRefNo,
  visitOrder: z.number().int().positive(),
  /** A step definition's name, e.g. capture_signature_with_name. */
  stepName: z.string().trim().min(1).max(100),
  completedAt: instant,
  orderRefNo: z.string().trim().min(1).max(100).optional(),
  contactName: z.string().trim().max(200).optional(),
  notes: z.string().trim().max(2000).optional(),
  barcodes: z.array(z.string().trim().min(1).max(200)).max(200).optional(),
  files: z.array(proofFileUploadSchema).max(PROOF_FILES_LIMIT).optional(),
});
export type StepResult = z.infer<typeof stepResultSchema>;

export const stepResultAnswerSchema = z.object({
  files: z.array(
    z.object({ fileType: z.enum(['Photo', 'Signature']), fileName: z.string(), fileUrl: z.string() }),
  ),
});

export const doorReadingSchema = z.object({
  sensorLabel: z.string().trim().min(1).max(60),
  /** true: the door is open. */
  open: z.boolean(),
  measuredAt: instant,
  latitude: latitude.optional(),
  longitude: longitude.optional(),
});
export type DoorReading = z.infer<typeof doorReadingSchema>;

export const doorReadingBatchSchema = z.object({
  jobRefNo,
  readings: z.array(doorReadingSchema).min(1).max(DRIVER_BATCH_LIMIT),
});
export type DoorReadingBatch = z.infer<typeof doorReadingBatchSchema>;

/**
 * driverhub → one driver's user: `ReceiveDriverRouteUpdate` when a route of theirs went live,
 * changed hands, had its live data reset or had a stop moved by a planner (DISPATCH); the app
 * reads its routes again.
 */
export const driverRouteUpdateSchema = z.object({
  jobRefNo: z.string(),
  change: z.enum(['PLAN', 'ASSIGNMENT', 'RESET', 'DISPATCH']),
});
export type DriverRouteUpdate = z.infer<typeof driverRouteUpdateSchema>;
