/** Every date and time format the specification names. */
export const DATE_FORMATS = {
  displayDateTime: 'MM/DD/YYYY HH:mm',
  displayDate: 'MM/DD/YYYY',
  time: 'HH:mm',
  timeWithSeconds: 'HH:mm:ss',
  jobTimestamp: 'DD-MM-YYYY HH:mm:ss',
  routeDateTime: 'DD/MM/YYYY HH:mm:ss',
  dataDate: 'YYYY/MM/DD',
  dataDateTime: 'YYYY/MM/DD HH:mm:ss',
  isoDate: 'YYYY-MM-DD',
  rangeDate: 'yyyy/MM/dd',
  formDate: 'DD.MM.YYYY',
  lastLocation: 'DD.MM.YYYY HH:mm',
  exportSuffix: 'YYYY_MM_DD_HH_mm',
  liveLocation: 'YYYY-MM-DD-HH-mm',
} as const;
export type DateFormatName = keyof typeof DATE_FORMATS;

/**
 * How the product shows a moment and a day to people, on every screen and in the terminal: day
 * first with hyphens and a 24-hour clock (the job timestamp's DD-MM-YYYY HH:mm:ss), the same in
 * English and Turkish, so a day never reads as 12/07 in one place and 07/12 in another.
 */
export const PEOPLE_DATE_FORMATS = {
  dateTime: DATE_FORMATS.jobTimestamp,
  date: 'DD-MM-YYYY',
  time: DATE_FORMATS.time,
} as const;

const TOKEN = /YYYY|yyyy|MM|DD|dd|HH|mm|ss/g;
type Part = 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second';
const TOKEN_PART: Record<string, Part> = {
  YYYY: 'year',
  yyyy: 'year',
  MM: 'month',
  DD: 'day',
  dd: 'day',
  HH: 'hour',
  mm: 'minute',
  ss: 'second',
};

export interface DateOptions {
  /** Read and write the UTC fields instead of the local ones. */
  utc?: boolean;
}

function partsOf(date: Date, utc: boolean): Record<Part, number> {
  return utc
    ? {
        year: date.getUTCFullYear(),
        month: date.getUTCMonth() + 1,
        day: date.getUTCDate(),
        hour: date.getUTCHours(),
        minute: date.getUTCMinutes(),
        second: date.getUTCSeconds(),
      }
    : {
        year: date.getFullYear(),
        month: date.getMonth() + 1,
        day: date.getDate(),
        hour: date.getHours(),
        minute: date.getMinutes(),
        second: date.getSeconds(),
      };
}

/** Formats a date with a pattern made of YYYY/yyyy, MM, DD/dd, HH, mm, ss and literals. */
export function formatDate(date: Date, pattern: string, options: DateOptions = {}): string {
  if (Number.isNaN(date.getTime())) return '';
  const parts = partsOf(date, options.utc === true);
  return pattern.replace(TOKEN, (token) => {
    const part = TOKEN_PART[token] as Part;
    return String(parts[part]).padStart(part === 'year' ? 4 : 2, '0');
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Strict parse: the text must match the pattern exactly (same length, digits where tokens are)
 * and name a real calendar date and time. Returns null otherwise.
 */
export function parseDateStrict(text: string, pattern: string, options: DateOptions = {}): Date | null {
  const order: Part[] = [];
  let source = '';
  let last = 0;
  for (const match of pattern.matchAll(TOKEN)) {
    source += escapeRegExp(pattern.slice(last, match.index));
    const part = TOKEN_PART[match[0]] as Part;
    order.push(part);
    source += part === 'year' ? '(\\d{4})' : '(\\d{2})';
    last = match.index + match[0].length;
  }
  source += escapeRegExp(pattern.slice(last));
  const found = new RegExp(`^${source}$`).exec(text);
  if (!found) return null;
  const parts: Record<Part, number> = { year: 1970, month: 1, day: 1, hour: 0, minute: 0, second: 0 };
  order.forEach((part, i) => {
    parts[part] = Number(found[i + 1]);
  });
  const { year, month, day, hour, minute, second } = parts;
  if (month < 1 || month > 12 || day < 1 || hour > 23 || minute > 59 || second > 59) return null;
  const date = options.utc
    ? new Date(Date.UTC(year, month - 1, day, hour, minute, second))
    : new Date(year, month - 1, day, hour, minute, second);
  if (options.utc) date.setUTCFullYear(year);
  else date.setFullYear(year);
  const back = partsOf(date, options.utc === true);
  return back.year === year && back.month === month && back.day === day && back.hour === hour ? date : null;
}

/** Strict check of a plain calendar date 'YYYY-MM-DD' (multiDate entries, API dates). */
export function isIsoDate(text: string): boolean {
  return parseDateStrict(text, DATE_FORMATS.isoDate, { utc: true }) !== null;
}

/** Export file names: page name plus the date suffix YYYY_MM_DD_HH_mm. */
export function exportFileName(pageName: string, at: Date, extension?: string): string {
  const base = `${pageName}_${formatDate(at, DATE_FORMATS.exportSuffix)}`;
  return extension ? `${base}.${extension.replace(/^\./, '')}` : base;
}

/** Live vehicle locations are named Live_Location_{plate}_{YYYY-MM-DD-HH-mm}. */
export function liveLocationName(plate: string, at: Date): string {
  return `Live_Location_${plate}_${formatDate(at, DATE_FORMATS.liveLocation)}`;
}
