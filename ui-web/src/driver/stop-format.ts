import type { DriverStop } from '@rota/core/tracking';

/** Clock time of an instant in the phone's time zone, e.g. 09:45. */
export function clockOf(iso: string | null | undefined, language: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language === 'tr' ? 'tr-TR' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  }).format(date);
}

export function windowsOf(stop: DriverStop): string {
  return (stop.timeWindows ?? []).map((w) => `${w.start}–${w.end}`).join(', ');
}

/** Hand-off to the phone's navigation app: Google Maps directions (the OS offers its map app). */
export function navigationUrl(stop: Pick<DriverStop, 'latitude' | 'longitude'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${stop.latitude},${stop.longitude}&travelmode=driving`;
}

export function numberOf(value: number | undefined, language: string): string {
  return value === undefined
    ? ''
    : new Intl.NumberFormat(language === 'tr' ? 'tr-TR' : 'en-GB').format(value);
}
