export * from './message-catalog.checks.js';
