export const FIXTURES_VERSION = '0.1.0';
export * from './demo/index.js';
export * from './vrp/index.js';
