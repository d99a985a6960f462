import type { JobStats, JobStatusUpdate } from '@rota/core/daily-plan';
import { exportQueryOf, listQueryOf } from '../grid/grid-query.js';
import type { GridSource } from '../grid/GridPage.js';
import type { DailyPlanGateway } from '@rota/adapters-http';
import { withJobUpdate, type JobRow } from './job-notice.model.js';

/** The server's largest page: exports read every page of this size. */
const EXPORT_PAGE_SIZE = 1000;

/** Live updates seen since the page was loaded, by job: they win over the rows the server sent. */
export type LiveUpdates = Map<string, JobStatusUpdate>;

export function withLiveUpdates(rows: readonly JobRow[], live: LiveUpdates): JobRow[] {
  return rows.map((row) => {
    const update = live.get(row.jobRefNo);
    return update ? withJobUpdate(row, update) : row;
  });
}

/**
 * The jobs grid's rows for `GridPage`, one server page at a time, with the grids' query
 * (pageIndex, pageSize, sortBy, sortDirection, a filter per column named as its field); exports
 * read every page the grid's sort and filters select. `onPage` gets the total and the job stats of
 * the filtered list.
 */
export function jobsGridSource(
  gateway: DailyPlanGateway,
  live: LiveUpdates,
  version: number,
  onPage: (page: { total: number; stats: JobStats | null }) => void,
): GridSource<JobRow> {
  return {
    version,
    async load(request) {
      const answer = await gateway.listJobs({ ...listQueryOf(request) });
      if (!answer.ok) return null;
      const rows = withLiveUpdates(answer.data?.jobList ?? [], live);
      const total = answer.data?.totalCount ?? request.startRow + rows.length;
      onPage({ total, stats: answer.data?.jobStats ?? null });
      return { rows, total };
    },
    async loadAll(sortModel, filterModel) {
      const base = exportQueryOf(sortModel, filterModel);
      const all: JobRow[] = [];
      for (let pageIndex = 0; ; pageIndex++) {
        const answer = await gateway.listJobs({ ...base, pageIndex, pageSize: EXPORT_PAGE_SIZE });
        if (!answer.ok) return null;
        const rows = answer.data?.jobList ?? [];
        all.push(...rows);
        const total = answer.data?.totalCount ?? all.length;
        if (rows.length < EXPORT_PAGE_SIZE || all.length >= total) return all;
      }
    },
  };
}
