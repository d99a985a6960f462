import type { ColDef } from 'ag-grid-community';
import type { ExportContext } from '../grid/export.js';
import { JobProgressBar } from './JobProgressBar.js';
import type { JobRow } from './job-notice.model.js';
import { StatusBadge } from './StatusBadge.js';
import { showDate, showDateTime, showNumber } from '../i18n/format.js';

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

type JobColumn = ColDef<JobRow> & { context?: ExportContext };

/** Exports write the stored value typed (a date cell, a number), not the display text. */
const typed: ExportContext = { exportAs: 'value' };
const timestamp: Partial<JobColumn> = {
  minWidth: 170,
  valueFormatter: (p) => showDateTime(p.value as string | null),
  context: typed,
};
const dateTime: Partial<JobColumn> = { ...timestamp };
const wide: Partial<JobColumn> = { minWidth: 160 };

/** How a column shows its value, beyond the header and the server filter. */
const columnLooks: Partial<Record<ColumnField, (language: string) => Partial<JobColumn>>> = {
  jobRefNo: () => ({ minWidth: 160, pinned: 'left' }),
  distributionCenterName: () => wide,
  // A solving job shows the solver's live progress beside its status.
  status: () => ({
    minWidth: 220,
    cellRenderer: (p: { data?: JobRow }) =>
      p.data ? (
        <span className="job-status-cell">
          <StatusBadge status={p.data.status} display={p.data.statusDisplay} />
          {p.data.status === 'SOLVING' && p.data.progress ? (
            <JobProgressBar progress={p.data.progress} compact />
          ) : null}
        </span>
      ) : null,
  }),
  selectedVehicleCount: () => wide,
  runTime: (language) => ({
    context: typed,
    valueFormatter: (p) =>
      typeof p.value === 'number' ? showNumber(p.value, 1, language === 'tr' ? 'tr' : 'en') : '',
  }),
  startedAt: () => timestamp,
  endDate: () => timestamp,
  taskDate: () => ({ valueFormatter: (p) => showDate(p.value as string | null), context: typed }),
  createDate: () => dateTime,
  updateDate: () => dateTime,
};

/**
 * The jobs grid's columns (spec 01 "Daily Plans page"), job start and end as DD-MM-YYYY HH:mm:ss
 * in the user's time zone; distributionCenterName for DC Managers only.
 */
export function jobColumns(t: (key: string) => string, language: string, showCenter: boolean): JobColumn[] {
  return columnFields
    .filter((field) => field !== 'distributionCenterName' || showCenter)
    .map((field) => ({
      field,
      headerName: t(`dailyPlanUi.column.${field}`),
      sortable: true,
      ...(filtered.includes(field)
        ? { filter: 'agTextColumnFilter', filterParams: { filterOptions: ['contains'], maxNumConditions: 1 } }
        : {}),
      ...columnLooks[field]?.(language),
    }));
}
