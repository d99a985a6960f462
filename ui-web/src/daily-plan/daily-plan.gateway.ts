/**
 * The daily plan gateway lives in `@rota/adapters-http`; screens take the one the composition
 * root built (`useServices().dailyPlan`). These names stay for the result and tracking screens.
 */
export { createDailyPlanGateway, type DailyPlanGateway, type RouteScreen } from '@rota/adapters-http';
