import { z } from 'zod';
import { MASTER_DATA_RESOURCES, masterDataApi } from '@rota/core';
import type { FieldMessage } from '@rota/core/admin';
import { announceNewOrders } from '../../adhoc/new-orders.js';
import type { Orm } from '../../db/database.js';
import { ok } from '../../platform/answer.js';
import { defineRoute, type RouteDefinition } from '../../platform/define-route.js';
import { defineResource, type ResourceExtras } from '../define-resource.js';
import { answerOf } from '../resource-answers.js';
import { findRow, type Row, type StoredResource } from '../resource.repository.js';
import { visibleCenters } from '../resource-scope.repository.js';
import {
  actionsOfOperationTypes,
  centersOfLocations,
  orderCapabilities,
  orderComputed,
  orderPlace,
  orderTimeWindows,
} from './places.repository.js';

const config = MASTER_DATA_RESOURCES.orders;

const computed = orderComputed;
const stored: StoredResource = { config, computed };

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

type OrderCheck = { item: Row; existing: Row | null };

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
  const centerOf = await centersOfLocations(orm, locations);
  const actionOf = await actionsOfOperationTypes(orm, operations);
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

export const orderExtras: ResourceExtras = { computed, check: checkOrder, afterCreate: announceNewOrders };
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
      const visibility = await visibleCenters(orm, user);
      const found = await findRow(orm, stored, params.refNo, visibility);
      if (!found.ok) return answerOf(found, t, t(config.storage.itemNameKey));
      const order = await orderPlace(orm, found.found.id);
      if (!order)
        return answerOf({ ok: false, status: 404, messageKey: 'masterData.resource.notFound' }, t, '');
      const timeWindows = await orderTimeWindows(orm, order);
      const capabilities = await orderCapabilities(orm, order);
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
