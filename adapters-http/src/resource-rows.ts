import { MAX_PAGE_SIZE, rowsOfList, type ResourceConfig } from '@rota/core';
import type { HttpFailure } from './http-client.js';
import type { EntryGateway, ResourceListQuery } from './resource-gateway.js';

export type Row = Record<string, unknown>;

export type AllRows = { ok: true; rows: Row[] } | { ok: false; failure: HttpFailure };

/**
 * Every row of a list with the given filters and sort, page after page of the largest page the
 * server allows, until the total (`x-total-count`) is read or a page comes back short. Exports
 * read their rows this way.
 */
export async function readAllRows(
  gateway: Pick<EntryGateway<unknown, unknown>, 'list'>,
  entry: Pick<ResourceConfig, 'listField'>,
  query: ResourceListQuery = {},
): Promise<AllRows> {
  const rows: Row[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const answer = await gateway.list({ ...query, pageIndex, pageSize: MAX_PAGE_SIZE });
    if (answer.failure) return { ok: false, failure: answer.failure };
    const page = rowsOfList(entry, answer.body?.data).filter(
      (row): row is Row => row !== null && typeof row === 'object',
    );
    rows.push(...page);
    const done = answer.total === null ? page.length < MAX_PAGE_SIZE : rows.length >= answer.total;
    if (done || page.length === 0) return { ok: true, rows };
  }
}
