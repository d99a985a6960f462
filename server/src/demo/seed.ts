import { inArray, sql } from 'drizzle-orm';
import {
  ANDORRA_CENTER_SITES,
  DISTRIBUTION_CENTER_SITES,
  generateAndorraDemoData,
  generateDemoData,
} from './generator/index.js';
import type { DemoRegion } from './demo-region.js';
import type { Database } from '../db/database.js';
import { distributionCenters } from '../db/schema/master-data.js';
import { insertDemoData } from './insert-master-data.js';
import { insertWeeklyPlans } from './insert-weekly-plans.js';
import type { Tx } from './seed-tx.js';

export interface SeedDemoDataOptions {
  /** 'YYYY-MM-DD' of the orders; absent: today in Istanbul */
  today?: string;
  seed?: number;
  /** Which operation (`ROTA_DEMO_REGION`); absent: Istanbul. */
  region?: DemoRegion;
}

export interface SeedDemoDataResult {
  /** false when master data already existed and nothing was written */
  seeded: boolean;
  /** ids of the demo distribution centers, the first one first (empty if they do not exist) */
  distributionCenterIds: number[];
}

/** Serialises concurrent first starts of several server instances on one database. */
const SEED_LOCK_KEY = 7_346_021;

/** Today's date in Istanbul, where the demo operation runs. */
export function istanbulToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(now);
}

async function hasMasterData(tx: Tx): Promise<boolean> {
  const result = (await tx.execute(
    sql`SELECT EXISTS (SELECT 1 FROM distribution_centers) OR EXISTS (SELECT 1 FROM locations) OR EXISTS (SELECT 1 FROM vehicles) AS present`,
  )) as unknown as { rows: { present: boolean }[] };
  return result.rows[0]?.present === true;
}

/** Ids of the demo distribution centers in the generator's order (first: the DC Manager's). */
export async function demoDistributionCenterIds(db: Database): Promise<number[]> {
  const names = [...DISTRIBUTION_CENTER_SITES, ...ANDORRA_CENTER_SITES].map((s) => s.name);
  const found = await db.orm
    .select({ id: distributionCenters.id, name: distributionCenters.name })
    .from(distributionCenters)
    .where(inArray(distributionCenters.name, names));
  return names.flatMap((name) => found.filter((r) => r.name === name).map((r) => r.id));
}

/**
 * Writes the demo operation into an empty database, all in one transaction. Does nothing when
 * distribution centers, locations or vehicles already exist. Users are not part of it.
 */
export async function seedDemoData(
  db: Database,
  options: SeedDemoDataOptions = {},
): Promise<SeedDemoDataResult> {
  const generate = options.region === 'andorra' ? generateAndorraDemoData : generateDemoData;
  const data = generate({
    today: options.today ?? istanbulToday(),
    ...(options.seed === undefined ? {} : { seed: options.seed }),
  });
  const seeded = await db.orm.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasMasterData(tx)) return false;
    await insertDemoData(tx, data);
    await insertWeeklyPlans(tx);
    return true;
  });
  return { seeded, distributionCenterIds: await demoDistributionCenterIds(db) };
}
