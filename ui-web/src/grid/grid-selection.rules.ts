/** Modal modes of every grid page (spec 02 "Grid behaviour"). */
export type GridMode = 'add' | 'update' | 'info' | 'delete' | 'closed';

export type ModeDecision = { ok: true; mode: GridMode } | { ok: false; warningKey: string };

/**
 * Add needs nothing; Update and Info need exactly one row ("Please select at most one row" with
 * more, "Please select row" with none); Delete needs at least one.
 */
export function decideMode(mode: GridMode, selectedCount: number): ModeDecision {
  switch (mode) {
    case 'add':
    case 'closed':
      return { ok: true, mode };
    case 'update':
    case 'info':
      if (selectedCount === 1) return { ok: true, mode };
      return { ok: false, warningKey: selectedCount > 1 ? 'grid.selectAtMostOne' : 'grid.selectRow' };
    case 'delete':
      return selectedCount >= 1 ? { ok: true, mode } : { ok: false, warningKey: 'grid.selectAtLeastOne' };
  }
}

/** "{names} will be deleted. Are you sure?", or a count above 3 rows. */
export function deleteConfirmation(names: readonly string[]): {
  key: string;
  params: Record<string, string | number>;
} {
  if (names.length > 3) return { key: 'grid.deleteConfirmCount', params: { count: names.length } };
  return { key: 'grid.deleteConfirm', params: { names: names.join(', ') } };
}

/** Add succeeds on HTTP 200/201 or code 0; code 6 is a warning; anything else failed. */
export function addOutcome(
  status: number | null,
  code: number | null | undefined,
): 'success' | 'warning' | 'failure' {
  if (code === 6) return 'warning';
  if (status === 200 || status === 201 || code === 0) return 'success';
  return 'failure';
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Export file name: page name plus `YYYY_MM_DD_HH_mm`. */
export function exportFileName(pageName: string, at: Date, extension: 'xlsx' | 'csv'): string {
  const stamp = `${at.getFullYear()}_${pad(at.getMonth() + 1)}_${pad(at.getDate())}_${pad(at.getHours())}_${pad(at.getMinutes())}`;
  return `${pageName}_${stamp}.${extension}`;
}

/** Page size 20 at index 0 by default (locations grid 10). */
export const defaultPaging = { pageSize: 20, pageIndex: 0, pageSizes: [10, 20, 50, 100] } as const;
