import { DATE_FORMATS, formatDate } from '../shared/date-format.js';
import type { Clock } from '../shared/ports.js';

/** The Orders grid opens on today's orders, filtered by the location name passed in navigation state. */
export function defaultOrderFilter(
  clock: Clock,
  navigation?: { locationName?: string | null } | null,
): { date: string; locationName?: string } {
  const date = formatDate(clock.now(), DATE_FORMATS.isoDate);
  return navigation?.locationName ? { date, locationName: navigation.locationName } : { date };
}

/** The Locations grid is prefiltered by a name carried in navigation state; a back button shows then. */
export function locationGridEntry(navigation?: { name?: string | null } | null): {
  nameFilter: string | null;
  showBack: boolean;
} {
  const name = navigation?.name ?? null;
  return { nameFilter: name, showBack: navigation !== null && navigation !== undefined };
}
