import type { Language } from './language.js';

/** Below this many metres distances show in metres, from it on in kilometres. */
export const KM_THRESHOLD_M = 975;

function decimal(value: number, digits: number, language: Language): string {
  const text = value.toFixed(digits);
  return language === 'tr' ? text.replace('.', ',') : text;
}

/**
 * Distance display: under 975 m in metres (rounded to 50 m when above 100 m),
 * otherwise kilometres with one decimal.
 */
export function formatDistance(meters: number, language: Language = 'en'): string {
  const m = Math.max(0, meters);
  if (m < KM_THRESHOLD_M) {
    const shown = m > 100 ? Math.round(m / 50) * 50 : Math.round(m);
    return `${shown} m`;
  }
  return `${decimal(m / 1000, 1, language)} km`;
}

export const BYTE_UNITS = ['Bytes', 'KB', 'MB', 'GB', 'TB', 'PB', 'EB', 'ZB', 'YB'] as const;

/** Byte sizes from Bytes to YB (powers of 1024) with at most two decimals. */
export function formatBytes(bytes: number, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const i = Math.min(BYTE_UNITS.length - 1, Math.max(0, Math.floor(Math.log(bytes) / Math.log(1024))));
  const value = Number.parseFloat((bytes / 1024 ** i).toFixed(decimals));
  return `${value} ${BYTE_UNITS[i]}`;
}

/** Units of 'H h m min' per language: Turkish writes saat and dakika as 'sa' and 'dk'. */
const HOUR_MINUTE_UNITS: Record<Language, readonly [string, string]> = { en: ['h', 'min'], tr: ['sa', 'dk'] };

/** Run time or any duration in seconds shown as 'H h m min' ('H sa m dk' in Turkish). */
export function formatRunTime(seconds: number | null | undefined, language: Language = 'en'): string {
  const total = Math.max(0, Math.floor(Number(seconds) || 0));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const [h, min] = HOUR_MINUTE_UNITS[language];
  return `${hours} ${h} ${minutes} ${min}`;
}

/** Seconds as hh:mm:ss (route version durations). */
export function formatDurationClock(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** Turkish writes the percent sign first ('%45'), English after ('45%'). */
export function formatPercent(value: number, language: Language = 'en', digits = 0): string {
  const text = decimal(value, digits, language);
  return language === 'tr' ? `%${text}` : `${text}%`;
}

/** Capacity fractions (0..1) shown as percentages, 'N/A' when missing. */
export function formatCapacityUsed(fraction: number | null | undefined, language: Language = 'en'): string {
  if (fraction === null || fraction === undefined || !Number.isFinite(fraction)) return 'N/A';
  return formatPercent(fraction * 100, language);
}

/** Label lengths after which text is cut (spec 01 and 03 constants). */
export const TRUNCATE = {
  userName: 20,
  filterLabel: 10,
  territoryLabel: 20,
  territoryTag: 12,
  fileName: 14,
} as const;

export const ELLIPSIS = '...';

/** Cuts text after `max` characters and appends an ellipsis; shorter text is unchanged. */
export function truncate(text: string, max: number, ellipsis: string = ELLIPSIS): string {
  const chars = Array.from(text);
  return chars.length > max ? chars.slice(0, max).join('') + ellipsis : text;
}
