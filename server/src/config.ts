import path from 'node:path';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  demo: boolean;
  logLevel: string;
  webRoot: string;
}

/** Reads the server's configuration from the environment (see README "Configuration"). */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env['PORT'] ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got "${env['PORT']}"`);
  }
  return {
    port,
    host: env['HOST'] ?? '0.0.0.0',
    dataDir: path.resolve(env['DATA_DIR'] ?? './data'),
    databaseUrl: env['DATABASE_URL'] || undefined,
    demo: (env['ROTA_DEMO'] ?? 'true') !== 'false',
    logLevel: env['LOG_LEVEL'] ?? 'info',
    webRoot: path.resolve(
      env['WEB_ROOT'] ?? path.join(path.dirname(new URL(import.meta.url).pathname), '../../ui-web/dist'),
    ),
  };
}
