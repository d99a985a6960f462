import type { TerritoryPlanResult } from '@rota/core';
import type { PeriodicPlan } from '@rota/optimizer';
import type { Orm } from '../db/database.js';
import type { PlanInput } from './territory-plan.repository.js';
import {
  clearTerritoryLocations,
  deleteTerritories,
  holders,
  insertPlanTerritory,
  insertTerritoryLocations,
  redrawTerritory,
  replacedTerritories,
  takenTerritoryNames,
  type HolderRow,
} from './territory-plan-store.repository.js';

export type StoredTerritories = Pick<
  TerritoryPlanResult,
  'territoryIds' | 'created' | 'changed' | 'removed' | 'kept'
>;

const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

/**
 * The plan's input without the locations that territories it does not replace hold: those stay
 * where they are, and the planner divides the rest.
 */
export async function withoutHeldLocations(orm: Orm, input: PlanInput): Promise<PlanInput> {
  const replaced = (await replacedTerritories(orm, input)).map((r) => r.id);
  const held = new Set(
    (
      await holders(
        orm,
        input.locations.map((l) => l.id),
        replaced,
      )
    ).map((h) => h.locationId),
  );
  return { ...input, locations: input.locations.filter((l) => !held.has(l.id)) };
}

/** The kept territories, each once, with how many of the plan's locations it keeps. */
function keptOf(held: readonly HolderRow[]): TerritoryPlanResult['kept'] {
  const byId = new Map<number, TerritoryPlanResult['kept'][number]>();
  for (const h of held) {
    const kept = byId.get(h.id) ?? {
      id: h.id,
      name: h.name,
      locationCount: h.locationCount,
      keptLocationCount: 0,
    };
    kept.keptLocationCount += 1;
    byId.set(h.id, kept);
  }
  return [...byId.values()];
}

/** A territory's location ids in visit order: the order of the first route each appears in, Monday first. */
function visitOrderOf(
  plan: PeriodicPlan,
  index: number,
  locationIds: readonly string[],
): { order: string[]; days: number[] } {
  const routes = plan.routes.filter((r) => r.territory === index).sort((a, b) => a.day - b.day);
  const order: string[] = [];
  const seen = new Set<string>();
  for (const route of routes)
    for (const stop of route.stops)
      if (!seen.has(stop.locationId)) {
        seen.add(stop.locationId);
        order.push(stop.locationId);
      }
  for (const ref of locationIds) if (!seen.has(ref)) order.push(ref);
  return { order, days: [...new Set(routes.map((r) => r.day))] };
}

/** `REF n`, or `REF n (2)` and on when a territory the run keeps has that name (names are unique per center). */
function freeName(base: string, taken: ReadonlySet<string>): string {
  let name = base;
  for (let k = 2; taken.has(name); k++) name = `${base} (${k})`;
  return name;
}

/**
 * Stores a plan's territories in one transaction. Only the territories an earlier run of the same
 * plan made are replaced: the one of the same number is redrawn (changed), one beyond the new
 * plan is deleted (removed), and the rest are created. A location another territory holds (also
 * one taken while the planner ran) is never moved: that territory is kept as it is.
 */
export async function storePlanTerritories(
  tx: Orm,
  input: PlanInput,
  plan: PeriodicPlan,
  vehicleOf: readonly (string | null)[],
): Promise<StoredTerritories> {
  const replaced = await replacedTerritories(tx, input);
  const replacedIds = replaced.map((r) => r.id);
  const held = await holders(
    tx,
    input.locations.map((l) => l.id),
    replacedIds,
  );
  const heldIds = new Set(held.map((h) => h.locationId));
  const idOf = new Map(input.locations.map((l) => [l.refNo, l.id]));
  const taken = new Set(await takenTerritoryNames(tx, input.center, replacedIds));
  await clearTerritoryLocations(tx, replacedIds);

  const out: StoredTerritories = {
    territoryIds: [],
    created: [],
    changed: [],
    removed: [],
    kept: keptOf(held),
  };
  const reused = new Set<number>();
  for (const territory of plan.territories) {
    const { order: refs, days } = visitOrderOf(plan, territory.index, territory.locationIds);
    const order = refs
      .map((ref) => idOf.get(ref))
      .filter((id): id is number => id !== undefined && !heldIds.has(id));
    if (order.length === 0) continue;
    const no = territory.index + 1;
    const name = freeName(`${input.jobRefNo} ${no}`, taken);
    taken.add(name);
    const fields = {
      name,
      polygon: JSON.stringify(territory.polygon.map((p) => ({ lat: round6(p.lat), lng: round6(p.lng) }))),
      lat: round6(territory.centroid.lat),
      lng: round6(territory.centroid.lng),
      vehicleRef: vehicleOf[territory.index] ?? null,
      days: `{${days.join(',')}}`,
    };
    const earlier = replaced.find((r) => r.no === no && !reused.has(r.id));
    let id: number;
    if (earlier) {
      reused.add(earlier.id);
      id = earlier.id;
      await redrawTerritory(tx, id, fields);
      out.changed.push({
        id,
        name,
        locationCount: order.length,
        previousLocationCount: earlier.locationCount,
      });
    } else {
      id = await insertPlanTerritory(tx, input, no, fields);
      out.created.push({ id, name, locationCount: order.length });
    }
    out.territoryIds.push(id);
    await insertTerritoryLocations(tx, id, order);
  }
  const unused = replaced.filter((r) => !reused.has(r.id));
  if (unused.length > 0)
    await deleteTerritories(
      tx,
      unused.map((r) => r.id),
    );
  out.removed = unused.map((r) => ({ id: r.id, name: r.name }));
  return out;
}

/** The plan of a run with nothing left to divide: every location stays in a territory it keeps. */
export const EMPTY_PLAN: PeriodicPlan = {
  territories: [],
  routes: [],
  unplaced: [],
  stats: {
    requiredVisits: 0,
    feasibleVisits: 0,
    placedVisits: 0,
    placedOnAllowedDays: 0,
    maxOverMean: 0,
    minOverMean: 0,
    meanWorkload: 0,
    runtimeMs: 0,
  },
};
