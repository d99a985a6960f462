/** How travel is priced (`ROTA_ROUTING`), read from the environment by `config.ts`. */
export const ROUTING_ENGINES = ['geometric', 'pgrouting'] as const;
export type RoutingEngineName = (typeof ROUTING_ENGINES)[number];

export interface RoutingSettings {
  /** `geometric`: the straight-line estimate; `pgrouting`: roads imported into the PostgreSQL server. */
  engine: RoutingEngineName;
  /**
   * When the road engine cannot answer (unreachable, a place off the network), plan on the
   * estimate and say so on the plan instead of failing the job (`ROTA_ROUTING_FALLBACK`).
   */
  fallback: boolean;
}

const FLAG = /^(true|1|yes|on|false|0|no|off)$/i;

/**
 * `ROTA_ROUTING`: `geometric` (default) or `pgrouting` (needs `DATABASE_URL`: pgRouting runs in
 * the PostgreSQL server); `ROTA_ROUTING_FALLBACK`: true/false (default false).
 */
export function loadRoutingSettings(env: NodeJS.ProcessEnv = process.env): RoutingSettings {
  const raw = env['ROTA_ROUTING'];
  const engine = (raw || 'geometric').toLowerCase();
  if (!(ROUTING_ENGINES as readonly string[]).includes(engine))
    throw new Error(`ROTA_ROUTING must be ${ROUTING_ENGINES.join(' or ')}, got "${raw}"`);
  if (engine === 'pgrouting' && !env['DATABASE_URL'])
    throw new Error(
      'ROTA_ROUTING=pgrouting needs DATABASE_URL: pgRouting runs in a PostgreSQL server (the embedded database has none); import roads with `rota roads import FILE`',
    );
  const fallbackRaw = env['ROTA_ROUTING_FALLBACK'];
  if (fallbackRaw && !FLAG.test(fallbackRaw))
    throw new Error(`ROTA_ROUTING_FALLBACK must be true or false, got "${fallbackRaw}"`);
  return {
    engine: engine as RoutingEngineName,
    fallback: /^(true|1|yes|on)$/i.test(fallbackRaw ?? ''),
  };
}
