/** Settings of the probes and metrics, read from the environment by `config.ts`. */
export interface OpsSettings {
  /** Port of a solver worker's probes and metrics (`ROTA_WORKER_PORT`, default 9464; 0: any free port). */
  workerPort: number;
  /** A token that opens `/metrics` of a web server from any address (`ROTA_METRICS_TOKEN`); loopback needs none. */
  metricsToken: string | undefined;
}

export function loadOpsSettings(env: NodeJS.ProcessEnv = process.env): OpsSettings {
  const raw = env['ROTA_WORKER_PORT'];
  const workerPort = raw === undefined || raw === '' ? 9464 : Number(raw);
  if (!Number.isInteger(workerPort) || workerPort < 0 || workerPort > 65535)
    throw new Error(`ROTA_WORKER_PORT must be a whole number from 0 to 65535, got "${raw}"`);
  const metricsToken = env['ROTA_METRICS_TOKEN'] || undefined;
  if (metricsToken !== undefined && metricsToken.length < 16)
    throw new Error('ROTA_METRICS_TOKEN must be at least 16 characters long');
  return { workerPort, metricsToken };
}
