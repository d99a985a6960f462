import { z } from 'zod';
import { rows, sql } from '../db/database.js';
import type { SQL } from 'drizzle-orm';
import { ok } from '../platform/answer.js';
import {
  avoidAreaListSchema,
  defaultDriverListSchema,
  depotListSchema,
  originDestinationListSchema,
} from './lookup.schema.js';
import { defineRoute, type RouteDefinition } from '../platform/define-route.js';
import { centerScope } from './job-access.js';
import { intList, textList } from './sql-lists.js';

/**
 * What the job modal loads for a distribution center: depots, origins and destinations, vehicles,
 * avoid areas and the drivers of vehicles (its orders come from the orders resource, GET
 * /api/orders). Read-only views of the master data.
 */
const tags = ['Daily plan'];
const read = { claim: 'daily-plan;read' } as const;
const centerQuery = z.object({ distributionCenterId: z.coerce.number().int().positive().optional() });
type CenterQuery = z.infer<typeof centerQuery>;
const geofenceQuery = z.object({ distributionCenterIds: z.string().optional() });
const vehicleDriversQuery = z.object({
  vehicleRefNoList: z.union([z.string(), z.array(z.string())]).optional(),
  vehicleRefNos: z.union([z.string(), z.array(z.string())]).optional(),
});

const placeColumns = sql`l.id, l.ref_no AS "refNo", l.name, l.address, l.latitude, l.longitude, l.is_depot AS "isDepot",
  l.distribution_center_id AS "distributionCenterId", l.location_type AS "locationType"`;

/** `alias.distribution_center_id = id`, or no condition for a user who sees every center. */
const inCenter = (alias: string, centerId: number | null): SQL =>
  centerId === null ? sql`true` : sql`${sql.raw(alias)}.distribution_center_id = ${centerId}`;

export const lookupRoutes: RouteDefinition[] = [
  defineRoute<unknown, CenterQuery>({
    method: 'GET',
    url: '/api/locations/depots',
    access: read,
    summary: 'Depots (the places vehicles leave from and return to), per distribution center',
    tags,
    response: depotListSchema,
    query: centerQuery,
    async handler({ query, user, platform }) {
      const scope = centerScope(user, query.distributionCenterId);
      if (!scope.ok) return scope.answer;
      return ok(
        await rows(
          platform.db.orm,
          sql`SELECT d.ref_no AS "depotRefNo", d.name AS "depotName", ${placeColumns}, dc.name AS "distributionCenterName"
              FROM depots d JOIN locations l ON l.id = d.location_id JOIN distribution_centers dc ON dc.id = d.distribution_center_id
              WHERE ${inCenter('d', scope.distributionCenterId)}
              ORDER BY d.name`,
        ),
      );
    },
  }),
  defineRoute<unknown, CenterQuery>({
    method: 'GET',
    url: '/api/locations/origins_destinations',
    access: read,
    summary: 'Places a vehicle may depart from or arrive at: depot locations of the center',
    tags,
    response: originDestinationListSchema,
    query: centerQuery,
    async handler({ query, user, platform }) {
      const scope = centerScope(user, query.distributionCenterId);
      if (!scope.ok) return scope.answer;
      return ok(
        await rows(
          platform.db.orm,
          sql`SELECT ${placeColumns} FROM locations l
              WHERE (l.is_depot OR EXISTS (SELECT 1 FROM depots d WHERE d.location_id = l.id))
                AND ${inCenter('l', scope.distributionCenterId)}
              ORDER BY l.name`,
        ),
      );
    },
  }),
  defineRoute<unknown, z.infer<typeof geofenceQuery>>({
    method: 'GET',
    url: '/api/distribution-centers/geofences',
    access: read,
    summary: 'Avoid areas of distribution centers (distributionCenterIds=1,2)',
    tags,
    query: geofenceQuery,
    response: avoidAreaListSchema,
    async handler({ query, user, platform }) {
      const requested = (query.distributionCenterIds ?? '')
        .split(',')
        .map((s) => Number(s.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);
      const scope = centerScope(user, requested.length === 1 ? requested[0] : null);
      if (!scope.ok) return scope.answer;
      const ids = scope.distributionCenterId !== null ? [scope.distributionCenterId] : requested;
      return ok(
        await rows(
          platform.db.orm,
          sql`SELECT g.id, g.name, g.type, g.distribution_center_id AS "distributionCenterId", g.polygon,
                g.days_of_week AS "daysOfWeek", g.days_of_month AS "daysOfMonth", g.special_dates::text[] AS "specialDates"
              FROM geofences g
              WHERE ${ids.length === 0 ? sql`true` : sql`(g.distribution_center_id IN ${intList(ids)} OR g.distribution_center_id IS NULL)`}
              ORDER BY g.id`,
        ),
      );
    },
  }),
  defineRoute<unknown, z.infer<typeof vehicleDriversQuery>>({
    method: 'GET',
    url: '/api/driver/vehicle-drivers',
    access: read,
    summary: 'The default driver of each vehicle of a list (vehicleRefNoList=a,b or repeated)',
    tags,
    query: vehicleDriversQuery,
    response: defaultDriverListSchema,
    async handler({ query, user, platform }) {
      const raw = [query.vehicleRefNoList ?? [], query.vehicleRefNos ?? []].flat();
      const refs = raw
        .flatMap((r) => r.split(','))
        .map((r) => r.trim())
        .filter(Boolean);
      const scope = centerScope(user, null);
      if (!scope.ok) return scope.answer;
      return ok(
        await rows(
          platform.db.orm,
          sql`SELECT v.ref_no AS "vehicleRefNo", v.plate AS "vehiclePlate", d.ref_no AS "driverRefNo",
                d.given_name || ' ' || d.surname AS "driverName"
              FROM vehicles v LEFT JOIN drivers d ON d.id = v.default_driver_id
              WHERE v.ref_no IN ${textList(refs)}
                AND ${inCenter('v', scope.distributionCenterId)}
              ORDER BY v.ref_no`,
        ),
      );
    },
  }),
];
