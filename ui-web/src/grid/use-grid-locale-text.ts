import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** ag-grid's texts that the grids show (pager, filters, selection), with ag-grid's own English. */
export const AG_GRID_ENGLISH = {
  page: 'Page',
  of: 'of',
  to: 'to',
  more: 'more',
  number: 'number',
  pageSizeSelectorLabel: 'Page Size:',
  ariaPageSizeSelectorLabel: 'Page Size',
  firstPage: 'First Page',
  previousPage: 'Previous Page',
  nextPage: 'Next Page',
  lastPage: 'Last Page',
  loadingOoo: 'Loading...',
  noRowsToShow: 'No Rows To Show',
  noMatchingRows: 'No Matching Rows',
  filterOoo: 'Filter...',
  equals: 'Equals',
  startsWith: 'Starts with',
  resetFilter: 'Reset',
  applyFilter: 'Apply',
  dateFormatOoo: 'yyyy-mm-dd',
  ariaHeaderSelection: 'Column with Header Selection',
  ariaRowSelectAll: 'Press Space to toggle all rows selection',
  ariaRowToggleSelection: 'Press Space to toggle row selection',
  ariaChecked: 'checked',
  ariaUnchecked: 'unchecked',
} as const;
const LOCALE_KEYS = Object.keys(AG_GRID_ENGLISH);

/** The `localeText` every ag-grid of the product is given, so none shows ag-grid's English. */
export function useGridLocaleText(): Record<string, string> {
  const { t } = useTranslation();
  return useMemo(() => Object.fromEntries(LOCALE_KEYS.map((key) => [key, t(`grid.locale.${key}`)])), [t]);
}
