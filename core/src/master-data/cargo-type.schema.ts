import { z } from 'zod';
import { createListBody, optDate, optNumber, optText, refNoSchema } from './common.schema.js';
import { orderTypeSchema } from './order.schema.js';

/** Cargo type: refNo, name, description. */
export const cargoTypeSchema = z.object({
  refNo: refNoSchema,
  name: z.string().min(1),
  description: optText,
});
export type CargoType = z.infer<typeof cargoTypeSchema>;
export const cargoTypeCreateBodySchema = createListBody(cargoTypeSchema);

/**
 * Operation type: refNo, name, actionDisplay, serviceDuration (minutes), description, dates, and
 * `action`, what the driver does at the stop (DELIVERY or PICKUP; its orders carry the same type).
 */
export const operationTypeSchema = z.object({
  refNo: refNoSchema,
  name: z.string().min(1),
  action: orderTypeSchema.nullish(),
  actionDisplay: optText,
  serviceDuration: optNumber,
  description: optText,
  createDate: optDate,
  updateDate: optDate,
});
export type OperationType = z.infer<typeof operationTypeSchema>;
export const operationTypeCreateBodySchema = createListBody(operationTypeSchema);
