import type { AdhocGateway, LocationChangeStorage } from '../ports.js';
import { saveLocationChange, type LocationChangeStore } from '../location-change.rules.js';
import { domainOk, type DomainResult } from '../result.js';
import { locationChangesFromRequest } from '../retry-changes.rules.js';
import type { RouteResult } from '../route-result.schema.js';

/** Opening a retry link: the changes of the infeasible version become the job's pending changes. */
export async function loadRetryChanges(
  ports: { readonly adhoc: AdhocGateway; readonly storage: LocationChangeStorage },
  command: { readonly jobRefNo: string; readonly retryRouteId: string; readonly route: RouteResult },
): Promise<DomainResult<LocationChangeStore>> {
  const answer = await ports.adhoc.getLocationChanges(command.retryRouteId);
  if (!answer.ok) return answer;
  const store = locationChangesFromRequest(command.route, answer.value).reduce(
    (current, change) => saveLocationChange(current, command.jobRefNo, change),
    ports.storage.load(),
  );
  ports.storage.save(store);
  return domainOk(store);
}
