import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MASTER_DATA_RESOURCES, masterDataApi } from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import { first, rows, type Orm } from '../../db/database.js';
import { ok } from '../../platform/answer.js';
import type { AuthUser } from '../../platform/context.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { answerOf } from '../resource-answers.js';
import { findRow, type Row, type StoredResource } from '../resource-repository.js';
import { visibleCenters } from '../resource-scope.js';

const config = MASTER_DATA_RESOURCES.orders;

/** Server-computed columns of an order: the invoice amount as text and the nested location. */
const computed = {
  invoiceAmountString: sql`to_char(t.invoice_amount, 'FM999999999990.00')`,
  location: sql`CASE WHEN r_location_ref_no.id IS NULL THEN NULL ELSE jsonb_build_object(
      'refNo', r_location_ref_no.ref_no, 'name', r_location_ref_no.name,
      'latitude', r_location_ref_no.latitude, 'longitude', r_location_ref_no.longitude,
      'address', r_location_ref_no.address, 'locationType', r_location_ref_no.location_type) END`,
};
const stored: StoredResource = { config, computed };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

type OrderCheck = { item: Row; existing: Row | null };

/** A text[] bound as one parameter. */
const textList = (list: readonly string[]) =>
  sql`ARRAY(SELECT jsonb_array_elements_text(${JSON.stringify(list)}::jsonb))`;

/**
 * An order's location lies in the order's center; an order type given beside an operation type
 * is that operation type's action (left empty, the operation type decides). Checked for a list of
 * orders at once (one query per rule); the fields are prefixed with the order's index.
 */
export async function checkOrders(
  orm: Orm,
  orders: readonly OrderCheck[],
  defaultCenter: number | null,
): Promise<FieldMessage[]> {
  const wanted = orders.map(({ item, existing }) => {
    const given = item['operationTypeRefNo'];
    return {
      center: item['distributionCenterId'] ?? existing?.['distributionCenterId'] ?? defaultCenter,
      locationRefNo: text(item['locationRefNo']),
      orderType: text(item['orderType']),
      operationTypeRefNo: given === undefined ? text(existing?.['operationTypeRefNo']) : text(given),
    };
  });
  const names = (pick: (w: (typeof wanted)[number]) => string | null) => [
    ...new Set(wanted.map(pick).filter((v): v is string => v !== null)),
  ];
  const locations = names((w) => (w.center !== null && w.center !== undefined ? w.locationRefNo : null));
  const operations = names((w) => (w.orderType ? w.operationTypeRefNo : null));
  const centerOf = new Map(
    locations.length === 0
      ? []
      : (
          await rows<{ refNo: string; center: number | null }>(
            orm,
            sql`SELECT ref_no AS "refNo", distribution_center_id AS center FROM locations
                WHERE ref_no = ANY(${textList(locations)})`,
          )
        ).map((l) => [l.refNo, l.center]),
  );
  const actionOf = new Map(
    operations.length === 0
      ? []
      : (
          await rows<{ refNo: string; action: string }>(
            orm,
            sql`SELECT ref_no AS "refNo", action FROM operation_types WHERE ref_no = ANY(${textList(operations)})`,
          )
        ).map((o) => [o.refNo, o.action]),
  );
  const out: FieldMessage[] = [];
  wanted.forEach((w, index) => {
    const center = w.locationRefNo === null ? undefined : centerOf.get(w.locationRefNo);
    if (w.center !== null && w.center !== undefined && center !== undefined && center !== null)
      if (center !== Number(w.center))
        out.push({ field: `${index}.locationRefNo`, message: 'masterData.places.locationOfOtherCenter' });
    const action = w.orderType && w.operationTypeRefNo ? actionOf.get(w.operationTypeRefNo) : undefined;
    if (action !== undefined && action !== w.orderType)
      out.push({ field: `${index}.orderType`, message: 'masterData.places.orderTypeOfOperation' });
  });
  return out;
}

const checkOrder: NonNullable<ResourceExtras['check']> = async ({ orm, item, existing, scope }) =>
  (await checkOrders(orm, [{ item, existing }], scope.defaultCenter)).map((m) => ({
    ...m,
    field: m.field.replace(/^0\./, ''),
  }));

export const orderExtras: ResourceExtras = { computed, check: checkOrder };
const refNoParams = z.object({ refNo: z.string().min(1) });

/** Orders: the generic routes and the constraints that apply to one order. */
export const orderRoutes: RouteDefinition[] = [
  ...defineResource(config, orderExtras),
  defineRoute<unknown, unknown, z.infer<typeof refNoParams>>({
    method: 'GET',
    url: `/api/${masterDataApi.orderConstraints.path}`,
    access: { claim: 'locations;read' },
    summary: masterDataApi.orderConstraints.summary,
    tags: ['Master data'],
    params: refNoParams,
    response: masterDataApi.orderConstraints.response,
    async handler({ params, user, platform, t }) {
      const orm = platform.db.orm;
      const visibility = await visibleCenters(orm, user as AuthUser);
      const found = await findRow(orm, stored, params.refNo, visibility);
      if (!found.ok) return answerOf(found, t, t(config.storage.itemNameKey));
      const order = await first<{ locationId: number; operationTypeId: number | null; centerId: number }>(
        orm,
        sql`SELECT location_id AS "locationId", operation_type_id AS "operationTypeId",
              distribution_center_id AS "centerId" FROM orders WHERE id = ${found.found.id}`,
      );
      if (!order)
        return answerOf({ ok: false, status: 404, messageKey: 'masterData.resource.notFound' }, t, '');
      const operation = order.operationTypeId ?? -1;
      const timeWindows = await rows(
        orm,
        sql`SELECT w.id, to_char(w.start_time, 'HH24:MI') AS "startTime", to_char(w.end_time, 'HH24:MI') AS "endTime",
              to_char(w.date, 'YYYY-MM-DD') AS date, nullif(array_to_string(w.days, ','), '') AS days,
              l.ref_no AS "locationRefNo", l.name AS "locationName",
              ot.ref_no AS "operationTypeRefNo", ot.name AS "operationTypeName"
            FROM time_window_constraints w
            LEFT JOIN locations l ON l.id = w.location_id
            LEFT JOIN operation_types ot ON ot.id = w.operation_type_id
            WHERE w.location_id = ${order.locationId} OR w.operation_type_id = ${operation}
            ORDER BY (w.location_id IS NULL), w.date NULLS FIRST, w.start_time, w.id`,
      );
      const capabilities = await rows(
        orm,
        sql`SELECT vt.ref_no AS "vehicleTypeRefNo", vt.name AS "vehicleTypeName", null AS "vehicleRefNo",
              null AS "vehiclePlate", ot.ref_no AS "operationTypeRefNo", ot.name AS "operationTypeName",
              c.is_capable AS "isCapable"
            FROM vehicle_type_operation_type_constraints c
            JOIN vehicle_types vt ON vt.id = c.vehicle_type_id JOIN operation_types ot ON ot.id = c.operation_type_id
            WHERE c.operation_type_id = ${operation}
          UNION ALL
          SELECT null, null, v.ref_no, v.plate, ot.ref_no, ot.name, c.is_capable
            FROM vehicle_operation_type_constraints c
            JOIN vehicles v ON v.id = c.vehicle_id JOIN operation_types ot ON ot.id = c.operation_type_id
            WHERE c.operation_type_id = ${operation} AND v.distribution_center_id = ${order.centerId}
          ORDER BY 1 NULLS LAST, 3`,
      );
      return ok({
        refNo: params.refNo,
        serveAfter: found.found.row['serveAfter'] ?? null,
        serveBefore: found.found.row['serveBefore'] ?? null,
        timeWindows,
        capabilities,
      });
    },
  }),
];
