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
import { locationSchema } from './location.schema.js';

export const ORDER_TYPES = ['DELIVERY', 'PICKUP'] as const;
export const orderTypeSchema = z.enum(ORDER_TYPES);
export type OrderType = z.infer<typeof orderTypeSchema>;

/** Order (spec 02 section 3). */
export const orderSchema = z.object({
  refNo: refNoSchema,
  name: optText,
  date: z.string(),
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
  invoiceAmountString: optText,
  currency: optText,
  material: optText,
  isOptional: optBool,
  createdByDepot: optText,
  createdByDepotName: optText,
  assignedToDepot: optText,
  inboundDate: optDate,
  serveAfter: optText,
  serveBefore: optText,
  visitAfter: optText,
  description: optText,
  customServiceDuration: optNumber,
  location: locationSchema.partial().nullish(),
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
