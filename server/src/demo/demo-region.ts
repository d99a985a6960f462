/** Which demo operation an empty database is seeded with (`ROTA_DEMO_REGION`). */
export const DEMO_REGIONS = ['istanbul', 'andorra'] as const;
export type DemoRegion = (typeof DEMO_REGIONS)[number];

/**
 * `istanbul` (default): the Istanbul operation; `andorra`: the operation on Andorra's real roads,
 * whose road network ships with the project (`test-fixtures/osm`) for `ROTA_ROUTING=pgrouting`.
 */
export function loadDemoRegion(env: NodeJS.ProcessEnv = process.env): DemoRegion {
  const raw = env['ROTA_DEMO_REGION'];
  const region = (raw || 'istanbul').toLowerCase();
  if (!(DEMO_REGIONS as readonly string[]).includes(region))
    throw new Error(`ROTA_DEMO_REGION must be ${DEMO_REGIONS.join(' or ')}, got "${raw}"`);
  return region as DemoRegion;
}
