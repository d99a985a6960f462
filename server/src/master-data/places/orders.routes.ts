import { z } from 'zod';
import { sql } from 'drizzle-orm';
import { MASTER_DATA_RESOURCES, masterDataApi } from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import { first, rows } from '../../db/database.js';
import { ok } from '../../platform/answer.js';
import type { AuthUser } from '../../platform/context.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { answerOf } from '../resource-answers.js';
import { findRow, type StoredResource } from '../resource-repository.js';
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

/**
 * An order's location lies in the order's center; an order type given beside an operation type
 * is that operation type's action (left empty, the operation type decides).
 */
const checkOrder: NonNullable<ResourceExtras['check']> = async ({ orm, item, existing, scope }) => {
  const out: FieldMessage[] = [];
  const center = item['distributionCenterId'] ?? existing?.['distributionCenterId'] ?? scope.defaultCenter;
  const locationRefNo = text(item['locationRefNo']);
  if (center !== null && locationRefNo) {
    const location = await first<{ center: number | null }>(
      orm,
      sql`SELECT distribution_center_id AS center FROM locations WHERE ref_no = ${locationRefNo}`,
    );
    if (location && location.center !== null && location.center !== Number(center))
      out.push({ field: 'locationRefNo', message: 'masterData.places.locationOfOtherCenter' });
  }
  const orderType = text(item['orderType']);
  const operationTypeRefNo =
    item['operationTypeRefNo'] === undefined
      ? text(existing?.['operationTypeRefNo'])
      : text(item['operationTypeRefNo']);
  if (orderType && operationTypeRefNo) {
    const operation = await first<{ action: string }>(
      orm,
      sql`SELECT action FROM operation_types WHERE ref_no = ${operationTypeRefNo}`,
    );
    if (operation && operation.action !== orderType)
      out.push({ field: 'orderType', message: 'masterData.places.orderTypeOfOperation' });
  }
  return out;
};

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
