import type { ColDef } from 'ag-grid-community';
import type { Job } from '@rota/core/daily-plan';
import { StatusBadge } from './StatusBadge.js';
import { displayDate, displayDateTime, jobTimestamp } from './view-format.js';

const columnFields = [
  'jobRefNo',
  'distributionCenterName',
  'status',
  'orderCount',
  'vehicleCount',
  'selectedVehicleCount',
  'runTime',
  'startedAt',
  'endDate',
  'taskDate',
  'version',
  'createDate',
  'updateDate',
  'result',
] as const;
type ColumnField = (typeof columnFields)[number];

/** Columns the server filters on (jobRefNo: contains; status: one or several, comma-separated). */
const filtered: readonly ColumnField[] = ['jobRefNo', 'status'];

const timestamp: Partial<ColDef<Job>> = {
  minWidth: 170,
  valueFormatter: (p) => jobTimestamp(p.value as string | null),
};
const dateTime: Partial<ColDef<Job>> = { valueFormatter: (p) => displayDateTime(p.value as string | null) };
const wide: Partial<ColDef<Job>> = { minWidth: 160 };

/** How a column shows its value, beyond the header and the server filter. */
const columnLooks: Partial<Record<ColumnField, (language: string) => Partial<ColDef<Job>>>> = {
  jobRefNo: () => ({ minWidth: 160, pinned: 'left' }),
  distributionCenterName: () => wide,
  status: () => ({
    minWidth: 150,
    cellRenderer: (p: { data?: Job }) =>
      p.data ? <StatusBadge status={p.data.status} display={p.data.statusDisplay} /> : null,
  }),
  selectedVehicleCount: () => wide,
  runTime: (language) => ({
    valueFormatter: (p) =>
      typeof p.value === 'number'
        ? new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(p.value)
        : '',
  }),
  startedAt: () => timestamp,
  endDate: () => timestamp,
  taskDate: () => ({ valueFormatter: (p) => displayDate(p.value as string | null) }),
  createDate: () => dateTime,
  updateDate: () => dateTime,
};

/**
 * The jobs grid's columns (spec 01 "Daily Plans page"), job start and end as DD-MM-YYYY HH:mm:ss
 * in the user's time zone; distributionCenterName for DC Managers only.
 */
export function jobColumns(t: (key: string) => string, language: string, showCenter: boolean): ColDef<Job>[] {
  return columnFields
    .filter((field) => field !== 'distributionCenterName' || showCenter)
    .map((field) => ({
      field,
      headerName: t(`dailyPlanUi.column.${field}`),
      ...(filtered.includes(field)
        ? { filter: 'agTextColumnFilter', filterParams: { filterOptions: ['contains'], maxNumConditions: 1 } }
        : {}),
      ...columnLooks[field]?.(language),
    }));
}
