export * from './instance.types.js';
export { parseSolomon } from './solomon.parser.js';
export { parseInstance, solveInstanceText, withObjective } from './solve-instance.js';
export type { SolveInstanceOptions } from './solve-instance.js';
