export { buildProgram, runCli, DEFAULT_SERVER } from './program.js';
export type { CliIo } from './context.js';
