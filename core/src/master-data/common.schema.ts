import { z } from 'zod';

/** Text fields the server may leave out or send as null. */
export const optText = z.string().nullish();
export const optNumber = z.number().nullish();
export const optBool = z.boolean().nullish();
/** Dates travel as ISO text. */
export const optDate = z.string().nullish();

export const refNoSchema = z.string().min(1);
export const idSchema = z.number().int();

/** Create calls POST a list of items; delete calls send a list of refNos (or ids). */
export const createListBody = <T extends z.ZodType>(item: T) => z.array(item).min(1);
export const refNoListBodySchema = z.array(refNoSchema).min(1);
export const idListBodySchema = z.array(idSchema).min(1);

/** Key/value pairs of summary panels (type distributions and counts). */
export const statsSchema = z.record(z.string(), z.unknown());
