import { isIsoDate } from '@rota/core';
import { jobStatusValues, validateJobReference, type JobStatus } from '@rota/core/daily-plan';
import { usageError } from '../io/cli-error.js';
import { t } from '../messages.js';

/**
 * Checks of the jobs commands' options, made before any call: a wrong value is a usage error
 * (exit 2) that names the valid ones, never a question the server answers with a 500.
 */

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not). */
export function dateOption(option: string, value: string | undefined): string | undefined {
  if (value !== undefined && !isIsoDate(value)) throw usageError(t('cli.dateInvalid', { option, value }));
  return value;
}

/** A date range: --date is one day; --from must not be after --to. */
export function dateRange(options: { date?: string; from?: string; to?: string }): {
  startDate?: string;
  endDate?: string;
} {
  const date = dateOption('--date', options.date);
  if (date !== undefined) return { startDate: date, endDate: date };
  const from = dateOption('--from', options.from);
  const to = dateOption('--to', options.to);
  if (from !== undefined && to !== undefined && from > to)
    throw usageError(t('cli.dateRangeReversed', { from, to }));
  return { ...(from === undefined ? {} : { startDate: from }), ...(to === undefined ? {} : { endDate: to }) };
}

/** Comma-separated job statuses, any case, each one of core's statuses. */
export function statusOption(value: string | undefined): JobStatus[] | undefined {
  if (value === undefined) return undefined;
  const known = new Set<string>(jobStatusValues);
  const statuses = value
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s) => s.length > 0);
  const wrong = statuses.find((s) => !known.has(s));
  if (wrong !== undefined || statuses.length === 0)
    throw usageError(t('cli.statusUnknown', { status: wrong ?? value, known: jobStatusValues.join(', ') }));
  return statuses as JobStatus[];
}

/** A whole number in a range. */
export function integerOption(option: string, value: string, min: number, max: number): number {
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw usageError(t('cli.optionInvalid', { option, detail: `${min} to ${max}` }));
  return n;
}

/** A job reference as the job modal takes it (3 to 36 characters, letters, digits, -_.~ and spaces). */
export function referenceArgument(jobRefNo: string): string {
  const [issue] = validateJobReference(jobRefNo);
  if (issue) throw usageError(t(issue.messageKey, issue.params ? { ...issue.params } : undefined));
  return jobRefNo;
}
