import { domainFail, type DomainResult } from '../../daily-plan/result.js';
import type { OrderFilterSelection } from '../order-filter.rules.js';
import type { OrderTrackingRow } from '../order-tracking.schema.js';
import type { OrderTrackingGateway } from '../ports.js';

/** Search of the order-tracking filter bar: a job is needed ("Please choose a job from the table."). */
export async function loadOrderTrackingGrid(
  ports: { readonly orderTracking: OrderTrackingGateway },
  selection: OrderFilterSelection,
): Promise<DomainResult<OrderTrackingRow[]>> {
  if (selection.job === null) return domainFail('NO_JOB', 'tracking.chooseJob');
  return ports.orderTracking.getGrid({
    jobRefNo: selection.job,
    clients: [...selection.clients],
    locations: [...selection.locations],
    orders: [...selection.orders],
    vehicles: [...selection.vehicles],
  });
}
