/** Phone numbers are accepted for Turkey and the United States only. */
export type PhoneCountry = 'TR' | 'US';
export interface ParsedPhone {
  country: PhoneCountry;
  /** E.164 form, e.g. +905321234567. */
  e164: string;
  national: string;
}

/**
 * Reads a phone number with its dial code (+90 / 0090 / leading 0 for Turkey, +1 / 001 for the
 * US). Spaces, dashes, dots and brackets are ignored. Turkish national numbers have 10 digits
 * starting with 2 to 5; US numbers follow the North American plan (area and exchange 2-9).
 */
export function parsePhone(text: string): ParsedPhone | null {
  const compact = text.replace(/[\s\-().]/g, '');
  if (!/^\+?\d+$/.test(compact)) return null;
  let digits = compact.startsWith('+') ? compact.slice(1) : compact.replace(/^00/, '');
  const hadCode = compact.startsWith('+') || compact.startsWith('00');
  if (!hadCode && /^0[2-5]\d{9}$/.test(digits)) digits = `90${digits.slice(1)}`;
  const tr = /^90([2-5]\d{9})$/.exec(digits);
  if (tr?.[1]) return { country: 'TR', e164: `+${digits}`, national: tr[1] };
  const us = /^1([2-9]\d{2}[2-9]\d{6})$/.exec(digits);
  if (us?.[1]) return { country: 'US', e164: `+${digits}`, national: us[1] };
  return null;
}

export function isValidPhone(text: string): boolean {
  return parsePhone(text) !== null;
}

/** The login phone number is sent as digits without spaces. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}
