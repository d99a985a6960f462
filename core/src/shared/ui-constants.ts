/** Product-wide display constants of the specification (sections 9). */
export const TOAST_POSITION = 'top-right';
/** 'Login Expired' shows top-center instead. */
export const SESSION_TOAST_POSITION = 'top-center';
/** General refresh interval. */
export const INTERVAL_MS = 60_000;
/** Padding when a map fits its bounds. */
export const MAP_FIT_PADDING = 130;
/** Route polylines: colour and the two widths (selected / others). */
export const POLYLINE_COLOUR = '#138995';
export const POLYLINE_WIDTHS = { selected: 6, normal: 3 } as const;
/** Territory markers of inactive territories. */
export const INACTIVE_TERRITORY_COLOUR = '#666370';
/** Single click waits this long to tell it from a double click. */
export const SINGLE_CLICK_DELAY_MS = 250;
/** Date range pickers show two months. */
export const DATE_RANGE_PICKER_MONTHS = 2;
/** Grid column pinning: the select column left, the action column right. */
export const GRID_PINNING = { left: ['select'], right: ['actions'] } as const;
