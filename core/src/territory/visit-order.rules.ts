import type { TerritoryLocationVisit } from './territory.schema.js';

/** Visit orders start at 1 when saved from the edit form: keep the order, renumber 1..n. */
export function renumberVisitOrders(list: readonly TerritoryLocationVisit[]): TerritoryLocationVisit[] {
  return list
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.visitOrder - b.item.visitOrder || a.index - b.index)
    .map(({ item }, i) => ({ locationRefNo: item.locationRefNo, visitOrder: i + 1 }));
}

/** Drag a location in the Location Visit Orders list from one position to another. */
export function moveVisit(
  list: readonly TerritoryLocationVisit[],
  fromIndex: number,
  toIndex: number,
): TerritoryLocationVisit[] {
  const ordered = renumberVisitOrders(list);
  const moved = ordered[fromIndex];
  if (moved === undefined || toIndex < 0 || toIndex >= ordered.length) return ordered;
  const rest = ordered.filter((_, i) => i !== fromIndex);
  rest.splice(toIndex, 0, moved);
  return rest.map((item, i) => ({ locationRefNo: item.locationRefNo, visitOrder: i + 1 }));
}
