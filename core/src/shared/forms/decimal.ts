import type { Language } from '../language.js';

/** Decimals allow up to 2 fraction digits. */
export const MAX_FRACTION_DIGITS = 2;

const SEPARATORS: Record<Language, { thousands: string; decimal: string }> = {
  en: { thousands: ',', decimal: '.' },
  tr: { thousands: '.', decimal: ',' },
};

function escape(ch: string): string {
  return ch === '.' ? '\\.' : ch;
}

/**
 * Parses a decimal typed in the given language: English uses comma thousands and a dot
 * decimal ("1,234.56"), Turkish dot thousands and a comma decimal ("1.234,56"). Thousands
 * separators are optional but, when used, must group by three. Null when not a valid number.
 */
export function parseDecimal(
  text: string,
  language: Language,
  maxFraction = MAX_FRACTION_DIGITS,
): number | null {
  const { thousands, decimal } = SEPARATORS[language];
  const t = escape(thousands);
  const d = escape(decimal);
  const fraction = maxFraction > 0 ? `(?:${d}(\\d{1,${maxFraction}}))?` : '';
  const pattern = new RegExp(`^([-+]?)(\\d{1,3}(?:${t}\\d{3})+|\\d+)${fraction}$`);
  const m = pattern.exec(text.trim());
  if (!m) return null;
  const integer = (m[2] ?? '').split(thousands).join('');
  const value = Number(`${integer}${m[3] ? `.${m[3]}` : ''}`);
  if (!Number.isFinite(value)) return null;
  return m[1] === '-' ? -value || 0 : value;
}

/** Writes a number the way `parseDecimal` reads it in that language. */
export function formatDecimal(
  value: number,
  language: Language,
  fractionDigits = MAX_FRACTION_DIGITS,
  grouping = true,
): string {
  const { thousands, decimal } = SEPARATORS[language];
  const fixed = Math.abs(value).toFixed(fractionDigits);
  const [int = '0', frac] = fixed.split('.');
  const grouped = grouping ? int.replace(/\B(?=(\d{3})+(?!\d))/g, thousands) : int;
  const body = frac && /[1-9]/.test(frac) ? `${grouped}${decimal}${frac.replace(/0+$/, '')}` : grouped;
  return value < 0 && body.replace(/[^1-9]/g, '') !== '' ? `-${body}` : body;
}

/** True when the number has at most `max` fraction digits. */
export function hasAtMostFractionDigits(value: number, max = MAX_FRACTION_DIGITS): boolean {
  if (!Number.isFinite(value)) return false;
  return Math.abs(Math.round(value * 10 ** max) - value * 10 ** max) < 1e-6 * Math.max(1, Math.abs(value));
}
