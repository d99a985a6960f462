import { from, map, switchMap, type Observable } from 'rxjs';
import type { AdhocFeed, AdhocGateway, JobGateway } from '../ports.js';
import type { ReoptimizationResult } from '../location-change.schema.js';
import type { DomainResult } from '../result.js';
import type { RouteVersion } from '../route-result.schema.js';

export type ReoptimizationRefresh = {
  readonly results: DomainResult<ReoptimizationResult>;
  readonly versions: DomainResult<RouteVersion[]>;
};

/**
 * After changes were sent, follow the route's realtime channel: every update refetches the
 * reoptimisation results and the versions (a newer update supersedes a refetch in flight).
 */
export function watchReoptimization(
  ports: { readonly feed: AdhocFeed; readonly adhoc: AdhocGateway; readonly jobs: JobGateway },
  target: { readonly jobRefNo: string; readonly routeId: string },
): Observable<ReoptimizationRefresh> {
  return ports.feed.reoptimizationUpdates(target.routeId).pipe(
    switchMap(() =>
      from(
        Promise.all([
          ports.adhoc.getReoptimizationResults(target.routeId),
          ports.jobs.getVersions(target.jobRefNo),
        ]),
      ),
    ),
    map(([results, versions]) => ({ results, versions })),
  );
}
