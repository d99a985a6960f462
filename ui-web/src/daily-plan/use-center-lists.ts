import { useEffect, useState } from 'react';
import type { ConfigurationLocation } from '@rota/core/daily-plan';
import type { DailyPlanGateway, Depot, SelectableOrder, SelectableVehicle } from './daily-plan.gateway.js';

export interface CenterLists {
  /** null while loading. */
  orders: SelectableOrder[] | null;
  vehicles: SelectableVehicle[] | null;
  places: ConfigurationLocation[];
  /** Number of avoid areas of the center, once known. */
  avoidAreas: number | null;
}

/**
 * What the job modal lists for a distribution center: orders (of one day when given), vehicles,
 * departure and arrival places and avoid areas. An Admin without a chosen center sees none.
 */
export function useCenterLists(
  gateway: DailyPlanGateway,
  isAdmin: boolean,
  center: string | number | null | undefined,
  orderDate: string,
): CenterLists {
  const [lists, setLists] = useState<CenterLists>({
    orders: null,
    vehicles: null,
    places: [],
    avoidAreas: null,
  });
  useEffect(() => {
    if (isAdmin && (center === null || center === undefined || center === '')) {
      setLists({ orders: [], vehicles: [], places: [], avoidAreas: null });
      return;
    }
    let live = true;
    setLists((current) => ({ ...current, orders: null, vehicles: null }));
    const id = center ?? undefined;
    void Promise.all([
      gateway.orders(id, orderDate || undefined),
      gateway.vehicles(id),
      gateway.originsDestinations(id),
      id === undefined ? null : gateway.geofences(id),
    ]).then(([o, v, p, g]) => {
      if (!live) return;
      setLists({
        orders: o.ok ? (o.data ?? []) : [],
        vehicles: v.ok ? (v.data ?? []) : [],
        places: p.ok
          ? (p.data ?? []).map((x) => ({
              refNo: x.refNo,
              name: x.name,
              latitude: x.latitude,
              longitude: x.longitude,
            }))
          : [],
        avoidAreas: g?.ok ? (g.data ?? []).length : null,
      });
    });
    return () => {
      live = false;
    };
  }, [center, gateway, isAdmin, orderDate]);
  return lists;
}

/** The distribution centers an Admin chooses from: the depots' centers, once each, by id. */
export function centersOf(depots: readonly Depot[]): { id: string; name: string }[] {
  const seen = new Map<string, string>();
  for (const depot of depots) {
    const id = depot.distributionCenterId;
    if (id === null || id === undefined) continue;
    if (!seen.has(String(id))) seen.set(String(id), depot.distributionCenterName ?? depot.name);
  }
  return [...seen.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => Number(a.id) - Number(b.id));
}
