export { checkRoutes, routesOfPlan } from './check-plan.js';
export { checkInstanceSolution } from './check-instance.js';
