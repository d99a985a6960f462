import { z } from 'zod';
import {
  readAllRows,
  type AllRows,
  type Gateways,
  type HttpClient,
  type HttpResult,
} from '@rota/adapters-http';
import {
  MASTER_DATA_RESOURCES,
  MAX_PAGE_SIZE,
  UPLOAD_RESOURCES,
  filterFields,
  type ExportCellFill,
  type MasterDataResource,
  type ResourceConfig,
  type TemplateFolder,
} from '@rota/core';
import { userSchema } from '@rota/core/admin';
import { vehicleColoursByPlate } from '@rota/core/daily-plan';
import { registryColumns, templateColumns, type CellType, type ExportColumnKey } from './export-columns.js';
import {
  JOB_COLUMNS,
  JOB_DETAIL_COLUMNS,
  JOB_SUMMARY_COLUMNS,
  SPECIAL_REGISTRY_COLUMNS,
  USER_COLUMNS,
} from './grid-columns.js';
import { MONITORING_EXPORT_SOURCES } from './monitoring-sources.js';

export type { ExportColumnKey } from './export-columns.js';

/** What a source reads its rows with. */
export interface ExportReader {
  readonly api: Gateways;
  readonly http: HttpClient;
  /** The job of per-job grids (--job). */
  readonly job?: string;
  /** Filters by field (--filter field=value), among the source's `filters`. */
  readonly filters?: Readonly<Record<string, string>>;
}

/** One exportable grid: how its rows are read and what its file and header row are called. */
export interface ExportSource {
  readonly name: string;
  /** i18n key of the page (or tab) name: the sheet name and the start of the file name. */
  readonly titleKey: string;
  /** The grid belongs to one job: needs --job REF. */
  readonly perJob?: boolean;
  /**
   * The grid's declared columns (of an uploadable grid: its upload template's, by the template
   * folder of the signed-in role); without them every field of the rows, as named on the wire.
   */
  readonly columns?: readonly ExportColumnKey[] | ((folder: TemplateFolder) => readonly ExportColumnKey[]);
  /** Fields of the rows past the declared columns are added after them, written as this type. */
  readonly moreFromRows?: CellType;
  /** The upload kind that takes the file back (`rota upload KIND FILE`). */
  readonly uploadKind?: string;
  /** Fields the list can be filtered by (text: starts with, case-insensitive; others: equal). */
  readonly filters?: readonly string[];
  /** Filters the grid cannot be read without (the page asks for them first); dates as YYYY-MM-DD. */
  readonly required?: readonly string[];
  /** Required filters that are days (YYYY-MM-DD), the first not after the second. */
  readonly dayRange?: readonly [string, string];
  read(reader: ExportReader): Promise<AllRows>;
  /** The colours of the .xlsx's cells (a CSV has none); read only for an .xlsx. */
  cellFill?(reader: ExportReader): Promise<ExportCellFill | undefined>;
}

type Row = Record<string, unknown>;

function rowsOf<T>(result: HttpResult<T>, pick: (data: T) => readonly unknown[] | null): AllRows {
  if (!result.ok) return { ok: false, failure: result.error };
  const rows = (pick(result.data) ?? []).filter((r): r is Row => r !== null && typeof r === 'object');
  return { ok: true, rows };
}

/** The jobs grid, page after page (the server pages it by pageIndex and pageSize). */
async function readJobs({ api }: ExportReader): Promise<AllRows> {
  const rows: Row[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = rowsOf(
      await api.dailyPlan.listJobs({ query: { pageIndex, pageSize: MAX_PAGE_SIZE } }),
      (d) => d.jobList,
    );
    if (!page.ok) return page;
    rows.push(...page.rows);
    if (page.rows.length < MAX_PAGE_SIZE) return { ok: true, rows };
  }
}

/**
 * Job Summary and Job Detail: each Plate cell in its vehicle's colour on the job's result page
 * (core's rule over the job's route result); a job without a route result exports plain.
 */
async function plateFill({ api, job }: ExportReader): Promise<ExportCellFill | undefined> {
  const result = await api.dailyPlan.routeResult({ params: { jobRefNo: job ?? '' } });
  if (!result.ok) return undefined;
  const colours = vehicleColoursByPlate(result.data);
  return (row, column) => (column.field === 'plate' ? colours.get(String(row['plate'])) : undefined);
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The upload kind that fills a registry entry, if any. */
function uploadKindOf(key: MasterDataResource): string | undefined {
  return Object.entries(UPLOAD_RESOURCES).find(([, resource]) => resource === key)?.[0];
}

/**
 * A master-data grid: its registry entry's gateway, every page; the columns of its upload
 * template when an upload fills it (so the file uploads back unchanged), else the grid's columns.
 */
function registrySource(key: MasterDataResource): ExportSource {
  const entry: ResourceConfig = MASTER_DATA_RESOURCES[key];
  const storage = entry.storage;
  const uploadKind = uploadKindOf(key);
  const columns = storage
    ? uploadKind
      ? (folder: TemplateFolder) => templateColumns(storage.fields, folder)
      : registryColumns(storage)
    : SPECIAL_REGISTRY_COLUMNS[key];
  return {
    name: kebab(key),
    titleKey: entry.pageNameKey,
    ...(columns ? { columns } : {}),
    ...(uploadKind ? { uploadKind } : {}),
    ...(storage ? { filters: ['distributionCenterId', ...filterFields(storage)] } : {}),
    read: ({ api, filters }) => readAllRows(api.resources[key], entry, { ...filters }),
  };
}

/** Every grid the CLI exports: the daily plan's, the users grid, and each master-data registry entry. */
export const EXPORT_SOURCES: readonly ExportSource[] = [
  { name: 'jobs', titleKey: 'dailyPlan.title', columns: JOB_COLUMNS, read: readJobs },
  {
    name: 'job-summary',
    titleKey: 'dailyPlan.summary.tab.summary',
    perJob: true,
    columns: JOB_SUMMARY_COLUMNS,
    read: async ({ api, job }) =>
      rowsOf(await api.dailyPlan.jobSummary({ query: { jobRefNo: job ?? '' } }), (d) => d),
    cellFill: plateFill,
  },
  {
    name: 'job-detail',
    titleKey: 'dailyPlan.summary.tab.detail',
    perJob: true,
    columns: JOB_DETAIL_COLUMNS,
    read: async ({ api, job }) =>
      rowsOf(await api.dailyPlan.jobDetail({ query: { jobRefNo: job ?? '' } }), (d) => d),
    cellFill: plateFill,
  },
  {
    name: 'users',
    titleKey: 'nav.users',
    columns: USER_COLUMNS,
    read: async ({ http }) =>
      rowsOf(
        await http.request({
          url: 'user-management/users',
          schema: z.array(userSchema),
          notifyErrors: false,
        }),
        (d) => d,
      ),
  },
  ...MONITORING_EXPORT_SOURCES,
  ...(Object.keys(MASTER_DATA_RESOURCES) as MasterDataResource[]).map(registrySource),
];

export function findExportSource(name: string): ExportSource | undefined {
  const wanted = name.toLowerCase();
  return EXPORT_SOURCES.find((r) => r.name === wanted);
}
