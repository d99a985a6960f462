export type * from './types.js';
export { planPeriodic } from './plan.js';
export { checkPeriodicPlan } from './check.js';
