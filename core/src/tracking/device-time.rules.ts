/**
 * Times a driver's phone reports (positions, visit events, step results, door readings) belong
 * to the day of the route they are sent for. The window runs from the day before the plan's day
 * to the end of the day after it, so routes past midnight, phones in another time zone and a
 * simulated day played back still fit; a phone whose clock says 1970 or 9999-12-31 does not.
 */
export const DEVICE_TIME_DAYS_BEFORE = 1;
export const DEVICE_TIME_DAYS_AFTER = 2;

const DAY_MS = 86_400_000;

/** The first and the last instant (ms) a report of a route of `taskDate` (YYYY-MM-DD) may carry. */
export function deviceTimeWindow(taskDate: string): { from: number; to: number } {
  const day = Date.parse(`${taskDate}T00:00:00Z`);
  return { from: day - DEVICE_TIME_DAYS_BEFORE * DAY_MS, to: day + DEVICE_TIME_DAYS_AFTER * DAY_MS - 1 };
}

/** Whether an ISO instant lies in the window of the route's day. */
export function isWithinRouteDay(at: string, taskDate: string): boolean {
  const time = Date.parse(at);
  if (!Number.isFinite(time)) return false;
  const { from, to } = deviceTimeWindow(taskDate);
  return time >= from && time <= to;
}
