/**
 * The SQL pieces of a declared resource under their former name, for the modules that still
 * import them from here; new code imports `./resource-sql.repository.js`.
 */
export * from './resource-sql.repository.js';
