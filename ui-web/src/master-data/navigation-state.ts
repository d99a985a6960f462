import { z } from 'zod';
import { isoDay } from '../i18n/format.js';

/**
 * What one master-data page hands to another (spec 02 §2): a name that prefilters the grid, and
 * for a location its coordinates. Anything else in the history state is ignored.
 */
export const masterDataNavigationSchema = z.object({
  name: z.string().min(1).optional(),
  locationName: z.string().min(1).optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
});
export type MasterDataNavigation = z.infer<typeof masterDataNavigationSchema>;

/** The state a page was opened with, or null when it came with none it understands. */
export function readNavigationState(state: unknown): MasterDataNavigation | null {
  const parsed = masterDataNavigationSchema.safeParse(state);
  return parsed.success && Object.keys(parsed.data).length > 0 ? parsed.data : null;
}

/** Today as the date filter sends it (YYYY-MM-DD, the browser's calendar day). */
export function todayIso(now: Date = new Date()): string {
  return isoDay(now);
}
