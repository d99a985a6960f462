/**
 * One spelling per account identifier, so that counting (sign-in failures, SMS sends) cannot be
 * dodged by writing the same e-mail or phone number another way.
 */

/** E-mail: trimmed, Unicode-normalised (NFKC) and in lower case. */
export function canonicalEmail(value: string): string {
  return value.normalize('NFKC').trim().toLowerCase();
}

/**
 * Phone: `+` and the digits in international form. Spaces, dashes, dots and brackets are
 * dropped; `00` becomes `+`; a national Turkish number (`0 5xx`, or ten digits starting with 5)
 * gets `+90`, other ten-digit numbers `+1` (the spec allows Turkish and US numbers only).
 * Empty when the value holds no digit.
 */
export function canonicalPhone(value: string): string {
  const text = value.normalize('NFKC').trim();
  const digits = text.replace(/\D/g, '');
  if (!digits) return '';
  if (text.startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  if (digits.length === 11 && digits.startsWith('0')) return `+90${digits.slice(1)}`;
  if (digits.length === 10) return digits.startsWith('5') ? `+90${digits}` : `+1${digits}`;
  return `+${digits}`;
}

/** A sign-in identifier (what the login's `email` holds): an e-mail or a phone number. */
export function canonicalIdentifier(value: string): string {
  return value.includes('@') ? canonicalEmail(value) : canonicalPhone(value);
}
