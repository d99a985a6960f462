import { sql, type SQL } from 'drizzle-orm';
import { MASTER_DATA_RESOURCES, masterDataApi } from '@rota/core';
import { first, rows } from '../../db/database.js';
import { fail, ok } from '../../platform/answer.js';
import type { AuthUser } from '../../platform/context.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { canSeeCenter, visibleCenters } from '../resource-scope.js';

const vehicles = MASTER_DATA_RESOURCES.vehicles;

/** A plate as the table's unique index compares it: without spaces, upper case. */
const normalPlate = (plate: SQL) => sql`upper(replace(${plate}, ' ', ''))`;

const place = (alias: string) =>
  sql`jsonb_build_object('refNo', ${sql.raw(alias)}.ref_no, 'name', ${sql.raw(alias)}.name,
        'latitude', ${sql.raw(alias)}.latitude, 'longitude', ${sql.raw(alias)}.longitude)`;

export const vehicleExtras: ResourceExtras = {
  computed: {
    departureLocation: place('r_departure_location_ref_no'),
    arrivalLocation: place('r_arrival_location_ref_no'),
    defaultDriverName: sql`nullif(concat_ws(' ', r_default_driver_ref_no.given_name, r_default_driver_ref_no.surname), '')`,
  },
  /** "34 ABC 123" and "34abc123" are one plate: refused with the field, before the index would. */
  async check({ orm, item, existing }) {
    const plate = item['plate'];
    if (typeof plate !== 'string' || plate.trim() === '') return [];
    const other = existing ? sql`AND ref_no <> ${String(existing['refNo'])}` : sql``;
    const clash = await first<{ refNo: string }>(
      orm,
      sql`SELECT ref_no AS "refNo" FROM vehicles
          WHERE ${normalPlate(sql`plate`)} = ${normalPlate(sql`${plate}`)} ${other} LIMIT 1`,
    );
    return clash ? [{ field: 'plate', message: 'masterData.resource.duplicate' }] : [];
  },
};

const call = masterDataApi.lastRecordedLocations;

/**
 * POST vehicles/last-recorded-locations: the latest reported position of each listed vehicle.
 * Vehicles that never reported one are left out, and the message says which; a vehicle of a
 * center the user may not see answers 403.
 */
const lastRecordedLocations = defineRoute<string[]>({
  method: call.method,
  url: `/api/${call.path}`,
  access: { claim: `${vehicles.storage.claimKey};read` },
  summary: call.summary,
  tags: ['Master data'],
  body: call.body,
  response: call.response,
  async handler({ body, user, platform }) {
    const refs = [...new Set(body)];
    const visibility = await visibleCenters(platform.db.orm, user as AuthUser);
    const list = sql.join(
      refs.map((r) => sql`${r}`),
      sql`, `,
    );
    const known = await rows<{ refNo: string; plate: string; center: number }>(
      platform.db.orm,
      sql`SELECT ref_no AS "refNo", plate, distribution_center_id AS center FROM vehicles WHERE ref_no IN (${list})`,
    );
    if (known.some((v) => !canSeeCenter(visibility, v.center)))
      return fail(403, 'server.outsideDistributionCenter');
    const found = await rows<{
      vehicleRefNo: string;
      latitude: number;
      longitude: number;
      timestamp: string;
    }>(
      platform.db.orm,
      sql`SELECT DISTINCT ON (v.id) v.ref_no AS "vehicleRefNo", p.latitude, p.longitude,
            to_char(p.recorded_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS "timestamp"
          FROM vehicles v JOIN vehicle_positions p ON p.vehicle_id = v.id
          WHERE v.ref_no IN (${list}) ORDER BY v.id, p.recorded_at DESC, p.id DESC`,
    );
    const located = new Set(found.map((f) => f.vehicleRefNo));
    const missing = refs.filter((r) => !located.has(r));
    const plateOf = (ref: string) => known.find((v) => v.refNo === ref)?.plate ?? ref;
    if (missing.length === 0) return ok(found);
    return found.length === 0
      ? ok(found, { messageKey: 'masterData.vehicle.noRecordedLocations' })
      : ok(found, {
          messageKey: 'masterData.vehicle.noRecordedLocation',
          params: { plate: missing.map(plateOf).join('", "') },
        });
  },
});

/** Vehicles (list with vehicleStats per vehicle type), vehicle types, and the last positions. */
export const vehicleRoutes: readonly RouteDefinition[] = [
  lastRecordedLocations,
  ...defineResource(vehicles, vehicleExtras),
  ...defineResource(MASTER_DATA_RESOURCES.vehicleTypes, {
    computed: Object.fromEntries(
      [
        'distanceUnitCost',
        'durationUnitCost',
        'fixedCost',
        'insuranceLimit',
        'volumeCapacity',
        'weightCapacity',
      ].map((field) => [
        `${field}Display`,
        sql`trim_scale(t.${sql.raw(field.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`))})::text`,
      ]),
    ),
  }),
];
