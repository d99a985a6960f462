export const FIXTURES_VERSION = '0.1.0';
export * from './vrp/index.js';
export * from './territory/index.js';
