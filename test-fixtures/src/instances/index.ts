export { generateSolomonStyle, generatedInstanceName, generatedSuite } from './solomon-style.generator.js';
export type { GeneratedInstanceSpec, Horizon, InstanceClass } from './solomon-style.generator.js';
