import { z } from 'zod';

/** Metrics seen in the cost report. */
export const kpiMetricNames = [
  'DistanceCost',
  'DurationCost',
  'FixedCost',
  'NumberOfOrders',
  'NumberOfStops',
  'TotalInvoiceAmount',
] as const;

/** KPI row; rows are pivoted per date, job, plate and type into one row with a column per metric. */
export const kpiRowSchema = z.object({
  date: z.string(),
  jobRefNo: z.string(),
  vehiclePlate: z.string(),
  kpiMetricName: z.string(),
  kpiType: z.string(),
  kpiValue: z.number().nullable(),
});
export type KpiRow = z.infer<typeof kpiRowSchema>;

const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** POST kpi/vehicle, dates YYYY-MM-DD. */
export const kpiVehicleRequestSchema = z.object({
  vehicleRefNoList: z.array(z.string().min(1)).min(1),
  startDate: isoDay,
  endDate: isoDay,
});
export type KpiVehicleRequest = z.infer<typeof kpiVehicleRequestSchema>;

/** The envelope's data of POST kpi/vehicle holds data, the list of KPI rows. */
export const kpiVehicleResponseSchema = z.object({ data: z.array(kpiRowSchema) });
export type KpiVehicleResponse = z.infer<typeof kpiVehicleResponseSchema>;
