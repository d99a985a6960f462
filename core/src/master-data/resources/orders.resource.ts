import { orderSchema } from '../order.schema.js';
import { ALL_GRID_ACTIONS, type ResourceConfig } from '../resource-config.js';

export const ordersResource = {
  path: 'orders',
  keyField: 'refNo',
  itemSchema: orderSchema,
  listField: 'orderResultDetails',
  emptyMessageKey: 'masterData.empty.orders',
  pageNameKey: 'masterData.page.orders',
  pageSize: 20,
  gridHeight: '70vh',
  actions: ALL_GRID_ACTIONS,
} as const satisfies ResourceConfig;
