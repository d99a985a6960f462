export { checkRoutes, routesOfPlan } from './check-plan.js';
export type { CheckError, CheckKind, CheckReport, RouteToCheck } from './check-plan.js';
export { checkInstanceSolution } from './check-instance.js';
