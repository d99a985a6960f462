import { MASTER_DATA_RESOURCES } from '@rota/core';

/** One exportable grid: where its rows come from and the page name its files carry. */
export interface ExportResource {
  readonly name: string;
  readonly path: string;
  /** Where the rows sit in the answer's data; null when data is the list. */
  readonly listField: string | null;
  /** i18n key of the page (or tab) name: the sheet name and the start of the file name. */
  readonly titleKey: string;
  /** The grid belongs to one job: needs --job REF (sent as jobRefNo). */
  readonly perJob?: boolean;
  /** The list is paged on the server (pageIndex/pageSize); read every page. */
  readonly paged?: boolean;
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Every grid the CLI exports: the daily plan's, the users grid, and the master-data registry's. */
export const EXPORT_RESOURCES: readonly ExportResource[] = [
  { name: 'jobs', path: 'jobs', listField: 'jobList', titleKey: 'dailyPlan.title', paged: true },
  {
    name: 'job-summary',
    path: 'job-summary/job-summary',
    listField: null,
    titleKey: 'dailyPlan.summary.tab.summary',
    perJob: true,
  },
  {
    name: 'job-detail',
    path: 'job-summary/job-detail',
    listField: null,
    titleKey: 'dailyPlan.summary.tab.detail',
    perJob: true,
  },
  { name: 'users', path: 'user-management/users', listField: null, titleKey: 'nav.users' },
  ...Object.entries(MASTER_DATA_RESOURCES).map(([name, config]) => ({
    name: kebab(name),
    path: config.path,
    listField: config.listField,
    titleKey: config.pageNameKey,
  })),
];

export function findExportResource(name: string): ExportResource | undefined {
  const wanted = name.toLowerCase();
  return EXPORT_RESOURCES.find((r) => r.name === wanted);
}
