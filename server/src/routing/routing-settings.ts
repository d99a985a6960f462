/** How travel is priced (`ROTA_ROUTING`), read from the environment by `config.ts`. */
export const HTTP_ROUTING_ENGINES = ['osrm', 'valhalla', 'graphhopper', 'openrouteservice'] as const;
export const ROUTING_ENGINES = ['geometric', 'pgrouting', ...HTTP_ROUTING_ENGINES] as const;
export type RoutingEngineName = (typeof ROUTING_ENGINES)[number];
export type HttpRoutingEngineName = (typeof HTTP_ROUTING_ENGINES)[number];

/** Where an HTTP engine answers and how it is asked (`ROTA_ROUTING_URL` and the settings beside it). */
export interface HttpEngineSettings {
  /** Base URL without a trailing slash, e.g. `http://localhost:5000` (`ROTA_ROUTING_URL`). */
  url: string;
  /** Sent as GraphHopper's `key` parameter or openrouteservice's `Authorization` (`ROTA_ROUTING_API_KEY`). */
  apiKey: string | undefined;
  /** Most places on either side of one matrix request (`ROTA_ROUTING_TABLE_SIZE`); absent: the engine's default. */
  tableSize: number | undefined;
  /** How long one request may take (`ROTA_ROUTING_TIMEOUT_MS`). */
  timeoutMs: number;
}

export interface RoutingSettings {
  /**
   * `geometric`: the straight-line estimate; `pgrouting`: roads imported into the PostgreSQL
   * server; `osrm`, `valhalla`, `graphhopper`, `openrouteservice`: that engine's HTTP API at `http.url`.
   */
  engine: RoutingEngineName;
  /**
   * When the road engine cannot answer (unreachable, a place off the network), plan on the
   * estimate and say so on the plan instead of failing the job (`ROTA_ROUTING_FALLBACK`).
   */
  fallback: boolean;
  /** The HTTP engines' settings; absent for `geometric` and `pgrouting`. */
  http?: HttpEngineSettings;
}

const FLAG = /^(true|1|yes|on|false|0|no|off)$/i;
export const DEFAULT_ROUTING_TIMEOUT_MS = 30_000;

/** Hosted APIs that refuse a request without a key, and the URL to give for each engine. */
const HOSTED: Partial<Record<HttpRoutingEngineName, { host: string; url: string }>> = {
  graphhopper: { host: 'graphhopper.com', url: 'https://graphhopper.com/api/1' },
  openrouteservice: { host: 'api.openrouteservice.org', url: 'https://api.openrouteservice.org' },
};
const URL_EXAMPLE: Record<HttpRoutingEngineName, string> = {
  osrm: 'http://localhost:5000 (osrm-routed)',
  valhalla: 'http://localhost:8002',
  graphhopper: 'https://graphhopper.com/api/1 (with ROTA_ROUTING_API_KEY)',
  openrouteservice:
    'http://localhost:8080/ors (its container) or https://api.openrouteservice.org (with ROTA_ROUTING_API_KEY)',
};

/**
 * `ROTA_ROUTING`: `geometric` (default), `pgrouting` (needs `DATABASE_URL`: pgRouting runs in
 * the PostgreSQL server) or an HTTP engine (needs `ROTA_ROUTING_URL`); `ROTA_ROUTING_FALLBACK`:
 * true/false (default false).
 */
export function loadRoutingSettings(env: NodeJS.ProcessEnv = process.env): RoutingSettings {
  const raw = env['ROTA_ROUTING'];
  const engine = (raw || 'geometric').toLowerCase();
  if (!(ROUTING_ENGINES as readonly string[]).includes(engine))
    throw new Error(`ROTA_ROUTING must be ${ROUTING_ENGINES.join(', ')}, got "${raw}"`);
  if (engine === 'pgrouting' && !env['DATABASE_URL'])
    throw new Error(
      'ROTA_ROUTING=pgrouting needs DATABASE_URL: pgRouting runs in a PostgreSQL server (the embedded database has none); import roads with `rota roads import FILE`',
    );
  const fallbackRaw = env['ROTA_ROUTING_FALLBACK'];
  if (fallbackRaw && !FLAG.test(fallbackRaw))
    throw new Error(`ROTA_ROUTING_FALLBACK must be true or false, got "${fallbackRaw}"`);
  const settings: RoutingSettings = {
    engine: engine as RoutingEngineName,
    fallback: /^(true|1|yes|on)$/i.test(fallbackRaw ?? ''),
  };
  if ((HTTP_ROUTING_ENGINES as readonly string[]).includes(engine))
    settings.http = loadHttpEngineSettings(engine as HttpRoutingEngineName, env);
  return settings;
}

function loadHttpEngineSettings(engine: HttpRoutingEngineName, env: NodeJS.ProcessEnv): HttpEngineSettings {
  const rawUrl = env['ROTA_ROUTING_URL'];
  if (!rawUrl)
    throw new Error(
      `ROTA_ROUTING=${engine} needs ROTA_ROUTING_URL, the engine's address, e.g. ${URL_EXAMPLE[engine]}`,
    );
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error(`ROTA_ROUTING_URL must be an http:// or https:// address, got "${rawUrl}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash)
    throw new Error(
      `ROTA_ROUTING_URL must be an http:// or https:// address without ? or #, got "${rawUrl}"`,
    );
  const apiKey = env['ROTA_ROUTING_API_KEY'] || undefined;
  const hosted = HOSTED[engine];
  if (hosted && url.hostname === hosted.host && !apiKey)
    throw new Error(
      `ROTA_ROUTING_URL ${hosted.url} needs ROTA_ROUTING_API_KEY, the key of your ${engine} account`,
    );
  return {
    url: url.toString().replace(/\/+$/, ''),
    apiKey,
    tableSize: optionalWhole('ROTA_ROUTING_TABLE_SIZE', env['ROTA_ROUTING_TABLE_SIZE'], 1, 10_000),
    timeoutMs:
      optionalWhole('ROTA_ROUTING_TIMEOUT_MS', env['ROTA_ROUTING_TIMEOUT_MS'], 100, 3_600_000) ??
      DEFAULT_ROUTING_TIMEOUT_MS,
  };
}

function optionalWhole(name: string, raw: string | undefined, min: number, max: number): number | undefined {
  if (!raw) return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}, got "${raw}"`);
  return value;
}
