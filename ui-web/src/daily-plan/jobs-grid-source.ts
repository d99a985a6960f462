import type { IDatasource } from 'ag-grid-community';
import { mergeJobStatusUpdate, type Job, type JobStats, type JobStatusUpdate } from '@rota/core/daily-plan';
import { exportQueryOf, listQueryOf, type GridSort } from '../grid/grid-query.js';
import type { DailyPlanGateway } from './daily-plan.gateway.js';

/** The server's largest page: exports read every page of this size. */
const EXPORT_PAGE_SIZE = 1000;

/** Live updates seen since the page was loaded, by job: they win over the rows the server sent. */
export type LiveUpdates = Map<string, JobStatusUpdate>;

export function withLiveUpdates(rows: readonly Job[], live: LiveUpdates): Job[] {
  return rows.map((row) => {
    const update = live.get(row.jobRefNo);
    return update ? (mergeJobStatusUpdate([row], update)[0] ?? row) : row;
  });
}

/**
 * The jobs grid's rows, one server page at a time, with the grids' query (pageIndex, pageSize,
 * sortBy, sortDirection, a filter per column named as its field). `onPage` gets the total and the
 * job stats of the filtered list.
 */
export function jobsDatasource(
  gateway: DailyPlanGateway,
  live: LiveUpdates,
  onPage: (page: { total: number; stats: JobStats | null }) => void,
): IDatasource {
  return {
    getRows(params) {
      const query = listQueryOf({
        startRow: params.startRow,
        endRow: params.endRow,
        sortModel: params.sortModel as GridSort[],
        filterModel: (params.filterModel ?? {}) as Record<string, unknown>,
      });
      void gateway.listJobs({ ...query }).then((answer) => {
        if (!answer.ok) return params.failCallback();
        const rows = withLiveUpdates(answer.data?.jobList ?? [], live);
        const total = answer.data?.totalCount ?? params.startRow + rows.length;
        onPage({ total, stats: answer.data?.jobStats ?? null });
        params.successCallback(rows, total);
      });
    },
  };
}

/** Every job the grid's sort and filters select (exports), or null when a page failed. */
export async function readAllJobs(
  gateway: DailyPlanGateway,
  sortModel: readonly GridSort[],
  filterModel: Record<string, unknown>,
): Promise<Job[] | null> {
  const base = exportQueryOf(sortModel, filterModel);
  const all: Job[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const answer = await gateway.listJobs({ ...base, pageIndex, pageSize: EXPORT_PAGE_SIZE });
    if (!answer.ok) return null;
    const rows = answer.data?.jobList ?? [];
    all.push(...rows);
    const total = answer.data?.totalCount ?? all.length;
    if (rows.length < EXPORT_PAGE_SIZE || all.length >= total) return all;
  }
}
