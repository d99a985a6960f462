export type * from './problem.types.js';
export type * from './solution.types.js';
