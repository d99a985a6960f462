export type * from './types.js';
export { WEEKDAYS } from './types.js';
export { planPeriodic, DEFAULT_WORKING_DAYS } from './plan.js';
export { checkPeriodicPlan, type PeriodicViolation } from './check.js';
export { haversineKm, convexHull } from './geometry.js';
