import { rows, sql, type Orm } from '../db/database.js';

/**
 * What the drivers' app shows of each stop beyond the plan: the place (address, client, phone,
 * note), its orders' amounts, the time windows of the plan day and the default workflow's steps
 * for the stop's operation types. Read only here; the plan itself comes from
 * `tracking.repository.ts`.
 */

export interface StopOrderDetail {
  orderRefNo: string;
  amount: number;
  weight: number;
  volume: number;
  monetaryValue: number;
  currency: string;
  description: string | null;
}

export interface StopDetail {
  address: string | null;
  client: string | null;
  phoneNumber: string | null;
  notes: string | null;
  timeWindows: { start: string; end: string }[];
  orders: StopOrderDetail[];
  steps: { stepName: string; displayName: string; isRequired: boolean }[];
}

interface StopRow {
  stop_id: number;
  address: string | null;
  client: string | null;
  phone_number: string | null;
  notes: string | null;
  windows: { start: string; end: string }[] | null;
  orders:
    | (Omit<StopOrderDetail, 'amount' | 'weight' | 'volume' | 'monetaryValue'> & {
        amount: string | number;
        weight: string | number;
        volume: string | number;
        monetaryValue: string | number;
      })[]
    | null;
  steps: StopDetail['steps'] | null;
}

/** Details of every stop of a route vehicle, by route stop id, for the plan day `day` (YYYY-MM-DD). */
export async function listStopDetails(
  orm: Orm,
  routeVehicleId: number,
  day: string,
): Promise<Map<number, StopDetail>> {
  const found = await rows<StopRow>(
    orm,
    sql`SELECT s.id AS stop_id, l.address, COALESCE(l.client_name, l.client) AS client, l.phone_number,
               l.note AS notes,
               (SELECT json_agg(w ORDER BY w.start) FROM (
                  SELECT to_char(t.start_time, 'HH24:MI') AS start, to_char(t.end_time, 'HH24:MI') AS "end"
                    FROM time_window_constraints t
                   WHERE t.location_id = l.id
                     AND (t.date IS NULL OR t.date = ${day}::date)
                     AND (cardinality(t.days) = 0 OR (extract(isodow FROM ${day}::date)::int - 1) = ANY (t.days))
                  UNION
                  SELECT to_char(COALESCE(o.serve_after, '00:00'::time), 'HH24:MI'),
                         to_char(COALESCE(o.serve_before, '23:59'::time), 'HH24:MI')
                    FROM route_stop_orders so JOIN orders o ON o.id = so.order_id
                   WHERE so.route_stop_id = s.id AND (o.serve_after IS NOT NULL OR o.serve_before IS NOT NULL)
                ) w) AS windows,
               (SELECT json_agg(json_build_object('orderRefNo', o.ref_no, 'amount', o.amount, 'weight', o.weight,
                                                  'volume', o.volume, 'monetaryValue', o.monetary_value,
                                                  'currency', o.currency, 'description', o.description)
                                ORDER BY so.sequence)
                  FROM route_stop_orders so JOIN orders o ON o.id = so.order_id
                 WHERE so.route_stop_id = s.id) AS orders,
               (SELECT json_agg(json_build_object('stepName', x.name, 'displayName', x.display_name,
                                                  'isRequired', x.is_required) ORDER BY x.action_order, x.step_order)
                  FROM (SELECT DISTINCT ON (d.name) d.name, d.display_name, ws.is_required,
                               wa.action_order, ws.action_order AS step_order
                          FROM route_stop_orders so
                          JOIN orders o ON o.id = so.order_id
                          JOIN workflows wf ON wf.is_default
                          JOIN workflow_actions wa ON wa.workflow_id = wf.id AND wa.operation_type_id = o.operation_type_id
                          JOIN workflow_steps ws ON ws.workflow_action_id = wa.id
                          JOIN step_definitions d ON d.id = ws.step_definition_id
                         WHERE so.route_stop_id = s.id
                         ORDER BY d.name, ws.is_required DESC, wa.action_order, ws.action_order) x) AS steps
          FROM route_stops s
          LEFT JOIN locations l ON l.ref_no = s.location_ref_no
         WHERE s.route_vehicle_id = ${routeVehicleId} AND s.type = 'visit'`,
  );
  const result = new Map<number, StopDetail>();
  for (const row of found) {
    result.set(Number(row.stop_id), {
      address: row.address,
      client: row.client,
      phoneNumber: row.phone_number,
      notes: row.notes,
      timeWindows: row.windows ?? [],
      orders: (row.orders ?? []).map((o) => ({
        ...o,
        amount: Number(o.amount),
        weight: Number(o.weight),
        volume: Number(o.volume),
        monetaryValue: Number(o.monetaryValue),
      })),
      steps: row.steps ?? [],
    });
  }
  return result;
}

/** The Driver users of drivers (a user is a driver by username, else by e-mail, as `findDriverOfUser`). */
export async function userIdsOfDrivers(orm: Orm, driverIds: readonly number[]): Promise<number[]> {
  if (driverIds.length === 0) return [];
  const ids = sql.join(
    [...new Set(driverIds)].map((id) => sql`${id}`),
    sql`, `,
  );
  const found = await rows<{ id: number }>(
    orm,
    sql`SELECT DISTINCT u.id FROM drivers d
          JOIN users u ON lower(d.username) = lower(u.username) OR lower(d.email) = lower(u.email)
         WHERE d.id IN (${ids})`,
  );
  return found.map((row) => Number(row.id));
}
