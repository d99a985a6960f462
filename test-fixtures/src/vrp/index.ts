export { checkPlan } from './plan-checker.js';
export { bruteForceOptimum, routeCost } from './brute-force.js';
export { euclideanMatrices, smallProblemArb } from './problem.arbitraries.js';
export type { SmallProblemOptions } from './problem.arbitraries.js';
