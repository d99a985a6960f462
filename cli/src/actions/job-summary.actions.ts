import { readRouteScreen } from '../api/route-screen.js';
import { answered } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { formatHoursMinutes, formatMetres, timeFormatter } from '../io/human-format.js';
import { table } from '../io/output.js';
import { t } from '../messages.js';
import { checkCoverage, planCoverage } from './plan-coverage.js';

type Row = Readonly<Record<string, unknown>>;
type Kind = 'text' | 'count' | 'time' | 'distance' | 'duration';

/** A column of the Job Summary or Job Detail grid: its label and how its value reads. */
interface SummaryColumn {
  readonly field: string;
  readonly label: string;
  readonly kind: Kind;
}

const column = (field: string, label: string, kind: Kind): SummaryColumn => ({ field, label, kind });

/** The grids' columns in reading order (the API's field names stay in --json). */
const GRIDS: Readonly<Record<'summary' | 'detail', readonly SummaryColumn[]>> = {
  summary: [
    column('plate', 'plate', 'text'),
    column('departure', 'departure', 'time'),
    column('arrival', 'arrival', 'time'),
    column('numberOfLocations', 'locations', 'count'),
    column('numberOfOrders', 'orders', 'count'),
    column('totalDistance', 'distance', 'distance'),
    column('totalDuration', 'duration', 'duration'),
    column('travelDuration', 'travel', 'duration'),
    column('serviceDuration', 'service', 'duration'),
    column('waitingDuration', 'waiting', 'duration'),
  ],
  detail: [
    column('plate', 'plate', 'text'),
    column('visitOrder', 'visitOrder', 'count'),
    column('locationName', 'location', 'text'),
    column('arrival', 'arrival', 'time'),
    column('departure', 'departure', 'time'),
    column('distanceFromPrevious', 'distance', 'distance'),
    column('durationFromPrevious', 'travel', 'duration'),
    column('serviceDuration', 'service', 'duration'),
    column('waitingDuration', 'waiting', 'duration'),
  ],
};

const plain = (v: unknown) => (v === null || v === undefined ? '-' : String(v));

/** How each kind of value reads, given the whole column (times read HH:mm when it is one local day). */
const FORMATS: Readonly<Record<Kind, (column: readonly unknown[]) => (value: unknown) => string>> = {
  text: () => plain,
  count: () => plain,
  distance: () => (v) => formatMetres(Number(v)),
  duration: () => (v) => formatHoursMinutes(Number(v)),
  time: (values) => {
    const format = timeFormatter(values as (string | null)[]);
    return (v) => format((v as string | null) ?? null);
  },
};

function formatters(rows: readonly Row[], columns: readonly SummaryColumn[]) {
  return columns.map((c) => FORMATS[c.kind](rows.map((r) => r[c.field])));
}

export function summaryLines(
  ctx: CommandContext,
  rows: readonly Row[],
  grid: 'summary' | 'detail',
): string[] {
  if (rows.length === 0) return [t('grid.dataNotFound')];
  const columns = GRIDS[grid];
  const format = formatters(rows, columns);
  const right = columns.flatMap((c, i) => (c.kind === 'text' ? [] : [i]));
  return table(
    columns.map((c) => t(`cli.column.${c.label}`)),
    rows.map((r) => columns.map((c, i) => (format[i] as (v: unknown) => string)(r[c.field]))),
    { width: ctx.width, right },
  );
}

export async function summary(
  ctx: CommandContext,
  jobRefNo: string,
  options: { detail?: boolean; requireAll?: boolean },
): Promise<void> {
  ctx.login();
  const api = ctx.api().dailyPlan;
  const query = { jobRefNo };
  const rows: readonly Row[] = options.detail
    ? answered(ctx.server, await api.jobDetail({ query })).data
    : answered(ctx.server, await api.jobSummary({ query })).data;
  ctx.out.result(rows, () => summaryLines(ctx, rows, options.detail ? 'detail' : 'summary'));
  if (rows.length > 0)
    checkCoverage(ctx, planCoverage(await readRouteScreen(ctx, jobRefNo)), options.requireAll === true);
}
