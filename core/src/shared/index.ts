export * from './envelope.schema.js';
export * from './health.schema.js';
