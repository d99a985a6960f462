/** The server as a library: build the app in-process (tests, tools) or run `main.ts`. */
export { buildApp, type AppOptions } from './app.js';
export { loadConfig, resolveJwtSecret, type ServerConfig } from './config.js';
export { openDatabase, type Database } from './db/database.js';
export { migrate } from './db/migrate.js';
export { DEMO_PASSWORD, DEMO_SIGN_INS, seedOnStart } from './seed/platform-seed.js';
