import type { Observable } from 'rxjs';
import type { JobInput } from './job-input.schema.js';
import type {
  ApproveJobRequest,
  DeleteJobsRequest,
  JobListResponse,
  JobOverview,
  JobStatusUpdate,
  RerunJobRequest,
} from './job.schema.js';
import type {
  LocationChangesRequest,
  NewOrdersEvent,
  OrderChange,
  ReoptimizationResult,
  ReoptimizationUpdate,
  RouteLocationChangesResponse,
} from './location-change.schema.js';
import type { LocationChangeStore } from './location-change.rules.js';
import type { DomainResult, ServerNotice } from './result.js';
import type { RouteResult, RouteVersion, RouteOrder } from './route-result.schema.js';
import type {
  JobVehiclesRequest,
  VehicleDriverData,
  VehicleDriversRequest,
} from './vehicle-driver.schema.js';

/** Every gateway call answers with a value or an expected failure; it never throws for HTTP errors. */
export type Answer<T> = Promise<DomainResult<T>>;

/** Jobs, their inputs, versions and routes (REST). */
export type JobGateway = {
  listJobs(): Answer<JobListResponse>;
  deleteJobs(jobRefNos: DeleteJobsRequest): Answer<ServerNotice>;
  /** POST jobs/partial-job: create, configure or replan; `queue` decides whether it runs. */
  submitJobInput(input: JobInput): Answer<ServerNotice>;
  rerunJob(request: RerunJobRequest): Answer<ServerNotice>;
  getJobInput(jobRefNo: string): Answer<JobInput>;
  getVersions(jobRefNo: string): Answer<RouteVersion[]>;
  getRouteResult(jobRefNo: string, processedRouteId?: string): Answer<RouteResult>;
  getJobOverview(jobRefNo: string, routeId: string): Answer<JobOverview>;
  approveJob(jobRefNo: string, routeId: string, request: ApproveJobRequest): Answer<ServerNotice>;
};

/** Ad hoc changes and reoptimisation (REST). */
export type AdhocGateway = {
  getReoptimizationResults(routeId: string): Answer<ReoptimizationResult>;
  getLocationChanges(routeId: string): Answer<RouteLocationChangesResponse>;
  getAttachableOrders(jobRefNo: string, routeId: string): Answer<RouteOrder[]>;
  postOrderChanges(request: OrderChange): Answer<ServerNotice>;
  postLocationChanges(request: LocationChangesRequest): Answer<ServerNotice>;
};

/** Drivers and vehicles of a job (REST). */
export type VehicleDriverGateway = {
  getVehicleDrivers(jobRefNo: string): Answer<VehicleDriverData | null>;
  saveVehicleDrivers(request: VehicleDriversRequest): Answer<ServerNotice>;
  saveJobVehicles(request: JobVehiclesRequest): Answer<ServerNotice>;
};

/** joboperationhub: ReceiveJobStatusUpdate. Connection failures are only logged by the adapter. */
export type JobStatusFeed = {
  jobStatusUpdates(): Observable<JobStatusUpdate>;
};

/** adhochub?routeId (ReceiveReoptimizationUpdate) and adhochub?jobRefNo (ReceiveNewOrders). */
export type AdhocFeed = {
  reoptimizationUpdates(routeId: string): Observable<ReoptimizationUpdate>;
  newOrders(jobRefNo: string): Observable<NewOrdersEvent>;
};

/** Where pending location changes live between page loads (local storage in the browser). */
export type LocationChangeStorage = {
  load(): LocationChangeStore;
  save(store: LocationChangeStore): void;
};

export const jobGatewayToken = Symbol.for('rota.daily-plan.JobGateway');
export const adhocGatewayToken = Symbol.for('rota.daily-plan.AdhocGateway');
export const vehicleDriverGatewayToken = Symbol.for('rota.daily-plan.VehicleDriverGateway');
export const jobStatusFeedToken = Symbol.for('rota.daily-plan.JobStatusFeed');
export const adhocFeedToken = Symbol.for('rota.daily-plan.AdhocFeed');
export const locationChangeStorageToken = Symbol.for('rota.daily-plan.LocationChangeStorage');
