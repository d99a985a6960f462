import { z } from 'zod';
import { optDate, optNumber, optText } from './common.schema.js';

/** Distribution center (spec 02 section 3). */
export const distributionCenterSchema = z.object({
  id: z.number().int().nullish(),
  name: z.string().min(1),
  address: optText,
  note: optText,
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  country: optText,
  city: optText,
  district: optText,
  postalCode: optText,
  phoneNumber: optText,
  regionName: optText,
});
export type DistributionCenter = z.infer<typeof distributionCenterSchema>;
export const distributionCenterCreateBodySchema = z.array(distributionCenterSchema).min(1);

/** Region with its number of distribution centers. */
export const regionSchema = z.object({
  id: z.number().int().nullish(),
  name: z.string().min(1),
  country: optText,
  createDate: optDate,
  updateDate: optDate,
  distributionCenterCount: optNumber,
});
export type Region = z.infer<typeof regionSchema>;
export const regionCreateBodySchema = z.array(regionSchema).min(1);
export const idDeleteBodySchema = z.array(z.number().int()).min(1);
