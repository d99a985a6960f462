/** Addresses of the daily plan screens (spec 01 section 2). */
export const dailyPlanListPath = '/daily-plan';

export function trackAndTracePath(jobRefNo: string): string {
  return `/daily-plan/track-and-trace/${encodeURIComponent(jobRefNo)}`;
}

export function jobSummaryPath(jobRefNo: string): string {
  return `/daily-plan/${encodeURIComponent(jobRefNo)}/summary`;
}

export type JobResultAddress = {
  readonly jobRefNo: string;
  readonly processedRouteId?: string;
  readonly routeId?: string;
  /** true opens a feasible version. */
  readonly isGetReoptimizationResults?: boolean;
};

/** /daily-plan/{jobRefNo}/{processedRouteId?}/{routeId?}/{isGetReoptimizationResults?}/result */
export function jobResultPath(address: JobResultAddress): string {
  const parts = [address.jobRefNo];
  if (address.processedRouteId !== undefined) parts.push(address.processedRouteId);
  if (address.routeId !== undefined) parts.push(address.routeId);
  if (address.isGetReoptimizationResults !== undefined)
    parts.push(String(address.isGetReoptimizationResults));
  return `/daily-plan/${parts.map(encodeURIComponent).join('/')}/result`;
}

/** Manage goes to the plain result page of the job. */
export function managePath(jobRefNo: string): string {
  return jobResultPath({ jobRefNo });
}

export type RetryNavigation = {
  readonly path: string;
  readonly state: { readonly isRetrying: true; readonly retryRouteId: string };
};

/** Retry link: /daily-plan/{jobRefNo}/{sourceRouteId}/{routeId}/result with state isRetrying, retryRouteId. */
export function retryNavigation(jobRefNo: string, sourceRouteId: string, routeId: string): RetryNavigation {
  return {
    path: jobResultPath({ jobRefNo, processedRouteId: sourceRouteId, routeId }),
    state: { isRetrying: true, retryRouteId: routeId },
  };
}
