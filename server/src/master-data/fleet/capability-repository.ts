/**
 * The capability repository under its former name, for the modules that still import it from
 * here; new code imports `./capability.repository.js`.
 */
export * from './capability.repository.js';
