import { z } from 'zod';

/**
 * How an order's stop differs between two versions: on another vehicle (moved), on the same
 * vehicle but out of its former sequence (resequenced), only in the newer version (added) or
 * only in the older one (removed).
 */
export const stopChangeKindSchema = z.enum(['moved', 'resequenced', 'added', 'removed']);
export type StopChangeKind = z.infer<typeof stopChangeKindSchema>;

export const stopChangeSchema = z.object({
  orderRefNo: z.string(),
  locationName: z.string(),
  kind: stopChangeKindSchema,
  /** Plates; null where the order is not planned in that version. */
  fromVehicle: z.string().nullable(),
  toVehicle: z.string().nullable(),
  fromVisitOrder: z.number().int().nonnegative().nullable(),
  toVisitOrder: z.number().int().nonnegative().nullable(),
});
export type StopChange = z.infer<typeof stopChangeSchema>;

/** A vehicle used in only one of the two versions. */
export const vehicleUseChangeSchema = z.object({
  vehicleRefNo: z.string(),
  vehicleName: z.string(),
  change: z.enum(['added', 'removed']),
});
export type VehicleUseChange = z.infer<typeof vehicleUseChangeSchema>;

/** GET jobs/{jobRefNo}/versions/{fromVersion}/diff/{toVersion}: what the newer version changes. */
export const versionDiffSchema = z.object({
  fromVersion: z.number().int().nonnegative(),
  toVersion: z.number().int().nonnegative(),
  fromRouteId: z.string(),
  toRouteId: z.string(),
  changes: z.array(stopChangeSchema),
  vehicles: z.array(vehicleUseChangeSchema),
  unchangedOrders: z.number().int().nonnegative(),
  /** to minus from: metres, seconds, money in the vehicles' cost units. */
  distanceDelta: z.number(),
  durationDelta: z.number(),
  costDelta: z.number(),
});
export type VersionDiff = z.infer<typeof versionDiffSchema>;
