import type { RouteVersion } from './route-result.schema.js';
import type { ReoptimizationResult } from './location-change.schema.js';

export type VersionAction = { readonly kind: 'go'; readonly disabled: boolean } | { readonly kind: 'retry' };

/** Feasible versions get Go (disabled for the route on screen); infeasible ones get Retry. */
export function versionAction(
  version: Pick<RouteVersion, 'isFeasible' | 'routeId'>,
  currentRouteId: string,
): VersionAction {
  return version.isFeasible
    ? { kind: 'go', disabled: version.routeId === currentRouteId }
    : { kind: 'retry' };
}

/** The routeId of the version an infeasible version was derived from, if listed. */
export function sourceRouteIdOf(versions: readonly RouteVersion[], version: RouteVersion): string | null {
  if (version.sourceVersion === null) return null;
  return versions.find((candidate) => candidate.version === version.sourceVersion)?.routeId ?? null;
}

export type ReoptimizationOutcomeView = {
  readonly messageKey: string;
  /** Feasible text is green, infeasible red. */
  readonly colour: 'green' | 'red';
  readonly next: 'open-new-route' | 'retry';
};

/** While no result has arrived the modal reads REOPTIMIZING... */
export function reoptimizationOutcomeView(result: ReoptimizationResult | null): ReoptimizationOutcomeView {
  if (result === null) return { messageKey: 'dailyPlan.reoptimizing', colour: 'green', next: 'retry' };
  return result.isFeasible
    ? { messageKey: 'dailyPlan.reoptimizationFeasible', colour: 'green', next: 'open-new-route' }
    : { messageKey: 'dailyPlan.reoptimizationInfeasible', colour: 'red', next: 'retry' };
}
