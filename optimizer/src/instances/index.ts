export * from './instance.types.js';
export { parseSolomon } from './solomon.parser.js';
export { parseCvrplib } from './cvrplib.parser.js';
export { parseInstance, routeDistance, solveInstanceText, withObjective } from './solve-instance.js';
export type { SolveInstanceOptions } from './solve-instance.js';
export { InstanceFormatError } from './instance-error.js';
