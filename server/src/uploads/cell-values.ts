import type { FieldSpec } from '@rota/core/admin';
import type { SheetValue } from './xlsx-reader.js';

/**
 * A sheet cell as the create body would send it, by the field's type: dates as YYYY-MM-DD,
 * times as HH:mm, numbers as numbers, yes/no as booleans, lists from comma-separated text.
 * An empty cell is absent. What does not convert is passed on as text for the field's own
 * check to refuse with its message.
 */
const pad = (n: number) => String(n).padStart(2, '0');
const isoDate = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
const isoTime = (d: Date) => `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
/** What a day no calendar has is sent as: no date pattern accepts it, so the field's message names it. */
const NO_DAY = '0000-00-00';
/** Whether YYYY-MM-DD text names a day of the calendar (other text is left to the field's check). */
function realDay(text: string): boolean {
  const day = ISO_DAY.exec(text);
  if (!day) return true;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  return isoDate(date) === text;
}
/** Excel's day 0 (serial numbers count days from 1899-12-30). */
const EXCEL_EPOCH = Date.UTC(1899, 11, 30);
const fromSerial = (n: number) => new Date(EXCEL_EPOCH + Math.round(n * 86_400_000));

const NUMBERS = ['number', 'bigInt', 'decimalNumber', 'doubleNumber', 'money', 'coordinate', 'rangeSlider'];
const LISTS = ['multipleSelect', 'daysOfWeek', 'daysOfMonth', 'multiDate', 'reorderableList'];
const TRUE = ['true', 'yes', 'evet', '1', 'doğru', 'x'];
const FALSE = ['false', 'no', 'hayır', 'hayir', '0', 'yanlış'];

function asNumber(text: string): number | string {
  const normal = text.replace(/\s/g, '').replace(',', '.');
  return /^-?\d+(\.\d+)?$/.test(normal) ? Number(normal) : text;
}

export function cellToWire(field: FieldSpec, value: SheetValue): unknown {
  if (value === null) return undefined;
  if (typeof value === 'string') {
    value = value.trim();
    if (value === '') return undefined;
  }
  const text = value instanceof Date ? null : String(value);
  switch (field.type) {
    case 'date':
      if (value instanceof Date) return isoDate(value);
      if (typeof value === 'number') return isoDate(fromSerial(value));
      // A day no calendar has (2026-02-30) is refused on its row by the field's own check.
      return text !== null && !realDay(text) ? NO_DAY : text;
    case 'datetime':
      if (value instanceof Date) return value.toISOString();
      return typeof value === 'number' ? fromSerial(value).toISOString() : text;
    case 'time':
    case 'quarterlyHourTime':
      if (value instanceof Date) return isoTime(value);
      return typeof value === 'number' && value >= 0 && value < 1 ? isoTime(fromSerial(value)) : text;
    case 'boolean':
      if (typeof value === 'boolean') return value;
      if (TRUE.includes(String(text).toLocaleLowerCase('tr'))) return true;
      if (FALSE.includes(String(text).toLocaleLowerCase('tr'))) return false;
      return text;
    default:
      break;
  }
  if (value instanceof Date) return isoDate(value);
  if (NUMBERS.includes(field.type)) return typeof value === 'number' ? value : asNumber(String(value));
  if (LISTS.includes(field.type)) {
    const parts = String(value)
      .split(/[,;]/)
      .map((p) => p.trim())
      .filter((p) => p !== '');
    const numeric = field.type === 'daysOfWeek' || field.type === 'daysOfMonth';
    return parts.map((p) => (numeric ? asNumber(p) : p));
  }
  if (field.options?.some((o) => typeof o.key === 'number')) return asNumber(String(value));
  if (typeof value === 'boolean') return String(value);
  return String(value);
}
