/**
 * The generic resource repository under its former name, for the modules that still import it
 * from here; new code imports `./resource.repository.js`.
 */
export * from './resource.repository.js';
