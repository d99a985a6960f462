export const OPTIMIZER_VERSION = '0.1.0';
export type * from './model/index.js';
export { solve } from './solve.js';
export * from './instances/index.js';
