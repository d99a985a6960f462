import type { OrderChange } from '../location-change.schema.js';
import {
  canReoptimize,
  changesOf,
  toLocationChangesRequest,
  undoLocationChanges,
} from '../location-change.rules.js';
import type { AdhocGateway, LocationChangeStorage } from '../ports.js';
import { domainFail, domainOk, type DomainResult, type ServerNotice } from '../result.js';

export type ReoptimizeCommand = {
  readonly jobRefNo: string;
  readonly parentRouteId: string;
  readonly ordersToAdd?: readonly string[];
  readonly ordersToRemove?: readonly string[];
  /** Stops (routeLocationId) that stay on their vehicle. */
  readonly pinnedRouteLocationIds?: readonly string[];
  /** Routes (routeVehicleId) kept exactly as they are. */
  readonly pinnedRouteVehicleIds?: readonly string[];
};

export type ReoptimizeOutcome = {
  /** The last server notice: success when its code is 0, else a warning. */
  readonly notice: ServerNotice;
  /** The reoptimisation modal opens when the answer's code is 0. */
  readonly opensModal: boolean;
};

/**
 * Reoptimize: send the pending location changes and the order changes of the route in one call
 * (one reoptimisation, one new version). On success the job's pending changes are cleared; on
 * failure they stay for another try.
 */
export async function reoptimizeRoute(
  ports: { readonly adhoc: AdhocGateway; readonly storage: LocationChangeStorage },
  command: ReoptimizeCommand,
): Promise<DomainResult<ReoptimizeOutcome>> {
  const changes = changesOf(ports.storage.load(), command.jobRefNo);
  const orderChange: OrderChange = {
    parentRouteId: command.parentRouteId,
    ordersToAdd: [...(command.ordersToAdd ?? [])],
    ordersToRemove: [...(command.ordersToRemove ?? [])],
  };
  if (!canReoptimize(changes, orderChange))
    return domainFail('NOTHING_TO_REOPTIMIZE', 'dailyPlan.nothingToReoptimize');
  const pinned = {
    ...(command.pinnedRouteLocationIds?.length
      ? { pinnedRouteLocationIds: [...command.pinnedRouteLocationIds] }
      : {}),
    ...(command.pinnedRouteVehicleIds?.length
      ? { pinnedRouteVehicleIds: [...command.pinnedRouteVehicleIds] }
      : {}),
  };
  const answer =
    changes.length > 0
      ? await ports.adhoc.postLocationChanges({
          ...toLocationChangesRequest(command.parentRouteId, changes),
          ...(orderChange.ordersToAdd.length > 0 ? { ordersToAdd: orderChange.ordersToAdd } : {}),
          ...(orderChange.ordersToRemove.length > 0 ? { ordersToRemove: orderChange.ordersToRemove } : {}),
          ...pinned,
        })
      : await ports.adhoc.postOrderChanges({ ...orderChange, ...pinned });
  if (!answer.ok) return answer;
  const notice: ServerNotice = answer.value;
  ports.storage.save(undoLocationChanges(ports.storage.load(), command.jobRefNo));
  return domainOk({ notice, opensModal: notice.code === 0 });
}
