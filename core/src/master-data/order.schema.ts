import { z } from 'zod';
import {
  createListBody,
  optBool,
  optDate,
  optNumber,
  optText,
  refNoSchema,
  statsSchema,
} from './common.schema.js';
import { timeWindowConstraintSchema } from './constraint.schema.js';
import { locationSchema } from './location.schema.js';

export const ORDER_TYPES = ['DELIVERY', 'PICKUP'] as const;
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** Order (spec 02 section 3). */
export const orderSchema = z.object({
  refNo: refNoSchema,
  name: optText,
  date: z.string(),
  distributionCenterId: optNumber,
  orderType: orderTypeSchema.nullish(),
  locationName: optText,
  locationRefNo: optText,
  cargoTypeName: optText,
  cargoTypeRefNo: optText,
  operationTypeName: optText,
  operationTypeRefNo: optText,
  amount: optNumber,
  volume: optNumber,
  weight: optNumber,
  monetaryValue: optNumber,
  invoiceAmount: optNumber,
  invoiceAmountString: optText,
  currency: optText,
  material: optText,
  isOptional: optBool,
  createdByDepot: optText,
  createdByDepotName: optText,
  assignedToDepot: optText,
  assignedToDepotName: optText,
  inboundDate: optDate,
  serveAfter: optText,
  serveBefore: optText,
  visitAfter: optText,
  description: optText,
  customServiceDuration: optNumber,
  location: locationSchema.partial().nullish(),
  createDate: optDate,
  updateDate: optDate,
});
export type Order = z.infer<typeof orderSchema>;
export const orderCreateBodySchema = createListBody(orderSchema);
/** Update payloads leave customServiceDuration out. */
export const orderUpdateBodySchema = orderSchema.omit({ customServiceDuration: true });
export type OrderUpdateBody = z.infer<typeof orderUpdateBodySchema>;

export function toOrderUpdateBody(order: Order): OrderUpdateBody {
  const { customServiceDuration: _dropped, ...rest } = order;
  return rest;
}

/** GET orders: orderResultDetails. */
export const orderListResponseSchema = z.object({
  orderResultDetails: z.array(orderSchema),
  orderStats: statsSchema.nullish(),
  count: z.number().int().nonnegative().nullish(),
});
export type OrderListResponse = z.infer<typeof orderListResponseSchema>;

/** A vehicle type's or one vehicle's capability for the order's operation type. */
export const orderCapabilitySchema = z.object({
  vehicleTypeRefNo: optText,
  vehicleTypeName: optText,
  vehicleRefNo: optText,
  vehiclePlate: optText,
  operationTypeRefNo: z.string(),
  operationTypeName: z.string(),
  isCapable: z.boolean(),
});
export type OrderCapability = z.infer<typeof orderCapabilitySchema>;

/**
 * GET orders/{refNo}/constraints: what applies when the order is planned: its own serve window,
 * the time windows of its location and of its operation type, and which vehicle types and
 * vehicles (of its center) can or cannot do its operation type.
 */
export const orderConstraintsSchema = z.object({
  refNo: z.string(),
  serveAfter: optText,
  serveBefore: optText,
  timeWindows: z.array(timeWindowConstraintSchema),
  capabilities: z.array(orderCapabilitySchema),
});
export type OrderConstraints = z.infer<typeof orderConstraintsSchema>;
