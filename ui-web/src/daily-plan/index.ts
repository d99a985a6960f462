export { dailyPlanRoutes } from './routes.js';
