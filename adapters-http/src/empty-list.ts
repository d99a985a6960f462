/**
 * An empty grid answer: 204, no data, an empty list, or an object whose lists are all empty
 * (e.g. `{ jobList: [] }`). Such answers fall back to `{path}/no-content-data-results`.
 */
export function isEmptyListData(data: unknown): boolean {
  if (data === null || data === undefined || data === '') return true;
  if (Array.isArray(data)) return data.length === 0;
  if (typeof data === 'object') {
    const lists = Object.values(data as Record<string, unknown>).filter(Array.isArray);
    return lists.length > 0 && lists.every((list) => list.length === 0);
  }
  return false;
}

/** `{path}/no-content-data-results` for a list path, keeping no query string. */
export function noContentPath(path: string): string {
  const bare = path.split('?')[0] ?? path;
  return `${bare.replace(/\/+$/, '')}/no-content-data-results`;
}
