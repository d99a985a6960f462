import { useEffect, useState } from 'react';
import type { ConfigurationLocation, LeftOutOrder } from '@rota/core/daily-plan';
import type { DailyPlanGateway, Depot, SelectableOrder, SelectableVehicle } from '@rota/adapters-http';

export interface CenterLists {
  /** null while loading. */
  orders: SelectableOrder[] | null;
  vehicles: SelectableVehicle[] | null;
  places: ConfigurationLocation[];
  /** Number of avoid areas of the center, once known. */
  avoidAreas: number | null;
  /** Orders of the day held back by core's order-hold rule: not offered in `orders`. */
  leftOutOrders: LeftOutOrder[];
}

/**
 * What the job modal lists for a distribution center: orders (of one day when given) without
 * those the server's rule leaves out (in a live plan, or finished by a driver), which it names
 * apart, vehicles, departure and arrival places and avoid areas. An Admin without a chosen
 * center sees none.
 */
export function useCenterLists(
  gateway: DailyPlanGateway,
  isAdmin: boolean,
  center: string | number | null | undefined,
  orderDate: string,
  /** Info mode lists the job's own orders as they are: nothing is left out. */
  leaveOut = true,
): CenterLists {
  const [lists, setLists] = useState<CenterLists>({
    orders: null,
    vehicles: null,
    places: [],
    avoidAreas: null,
    leftOutOrders: [],
  });
  useEffect(() => {
    if (isAdmin && (center === null || center === undefined || center === '')) {
      setLists({ orders: [], vehicles: [], places: [], avoidAreas: null, leftOutOrders: [] });
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
      leaveOut ? gateway.leftOutOrders(id, orderDate || undefined) : null,
    ]).then(([o, v, p, g, l]) => {
      if (!live) return;
      const leftOutOrders = l?.ok ? (l.data?.leftOutOrders ?? []) : [];
      const held = new Set(leftOutOrders.map((x) => x.refNo));
      setLists({
        orders: o.ok ? (o.data ?? []).filter((row) => !held.has(String(row.refNo))) : [],
        leftOutOrders,
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
  }, [center, gateway, isAdmin, orderDate, leaveOut]);
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
