export type * from './model/index.js';
export { solve } from './solve.js';
export * from './instances/index.js';
export * from './periodic/index.js';
export { planGivenRoutes, type GivenRoute } from './plan-given-routes.js';
export { solveDecomposed } from './decompose.js';
