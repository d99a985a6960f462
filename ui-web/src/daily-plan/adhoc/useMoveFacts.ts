import { useEffect, useMemo, useState } from 'react';
import { readAllRows } from '@rota/adapters-http';
import { MASTER_DATA_RESOURCES, type Loads, type OrderConstraints } from '@rota/core';
import { useServices } from '../../composition/services-context.js';
import type { MoveFacts } from './stop-move.model.js';

const amount = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);

/**
 * Reads what judging a move needs beside the route on screen, while the plan can change: the
 * fleet's capacities and types (GET vehicles), the loads of the plan day's orders (GET orders) and
 * the constraints of the orders named (GET orders/{refNo}/constraints, once each). What cannot be
 * read (a role without those screens) is left out: its warnings are not given.
 */
export function useMoveFacts(
  enabled: boolean,
  planDay: string | null,
  orderRefNos: readonly string[],
): MoveFacts {
  const { resources, gateways } = useServices();
  const [vehicles, setVehicles] = useState<MoveFacts['vehicles']>(new Map());
  const [loads, setLoads] = useState<MoveFacts['loads']>(new Map());
  const [constraints, setConstraints] = useState<ReadonlyMap<string, OrderConstraints | null>>(new Map());

  useEffect(() => {
    if (!enabled) return;
    let alive = true;
    const fleet = MASTER_DATA_RESOURCES.vehicles;
    void readAllRows(resources(fleet), fleet).then((all) => {
      if (!alive || !all.ok) return;
      setVehicles(
        new Map(
          all.rows.flatMap((row) => {
            const refNo = text(row['refNo']);
            if (!refNo) return [];
            const capacity: Loads = {
              weight: amount(row['weightCapacity']),
              volume: amount(row['volumeCapacity']),
              insurance: amount(row['insuranceLimit']),
            };
            return [[refNo, { vehicleTypeRefNo: text(row['vehicleTypeRefNo']), capacity }] as const];
          }),
        ),
      );
    });
    const entry = MASTER_DATA_RESOURCES.orders;
    void readAllRows(resources(entry), entry, planDay ? { date: planDay } : {}).then((all) => {
      if (!alive || !all.ok) return;
      setLoads(
        new Map(
          all.rows.flatMap((row) => {
            const refNo = text(row['refNo']);
            if (!refNo) return [];
            const load: Loads = {
              weight: amount(row['weight']),
              volume: amount(row['volume']),
              insurance: amount(row['monetaryValue']),
            };
            return [[refNo, load] as const];
          }),
        ),
      );
    });
    return () => {
      alive = false;
    };
  }, [enabled, planDay, resources]);

  const wanted = useMemo(() => [...new Set(orderRefNos)].sort().join('\n'), [orderRefNos]);
  useEffect(() => {
    if (!enabled || !wanted) return;
    let alive = true;
    const missing = wanted.split('\n').filter((refNo) => !constraints.has(refNo));
    if (missing.length === 0) return;
    void Promise.all(
      missing.map(async (refNo) => {
        const answer = await gateways.masterData.orderConstraints({ params: { refNo } });
        return [refNo, answer.ok ? answer.data : null] as const;
      }),
    ).then((found) => {
      if (alive) setConstraints((known) => new Map([...known, ...found]));
    });
    return () => {
      alive = false;
    };
  }, [enabled, wanted, constraints, gateways]);

  return useMemo(() => ({ vehicles, loads, constraints }), [vehicles, loads, constraints]);
}
