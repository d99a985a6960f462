import type { Observable } from 'rxjs';
import type { Answer } from '../daily-plan/ports.js';
import type { Dashboard } from './dashboard.schema.js';
import type { DriverRouteUpdate } from './driver.schema.js';
import type { RouteDispatchEvent } from './live-dispatch.js';
import type { KpiVehicleRequest, KpiVehicleResponse } from './kpi.schema.js';
import type {
  OrderProof,
  OrderRefQuery,
  OrderTrackingFilter,
  OrderTrackingGridQuery,
  OrderTrackingRow,
  OrderWorkflowSteps,
} from './order-tracking.schema.js';
import type {
  SensorJobVehicle,
  SensorNotification,
  SensorNotificationQuery,
  SensorVehicleItem,
  VehicleTrackingData,
  VehicleTrackingDataQuery,
} from './sensor.schema.js';
import type {
  LocationUpdate,
  ResetRouteEvent,
  TimelineUpdate,
  TrackData,
  TrackingGeofence,
  TrackingLog,
  TrackPolyline,
} from './track-and-trace.schema.js';

export type DashboardGateway = {
  getDashboard(): Answer<Dashboard>;
};

/** GET tracking_tracing/{jobRefNo}/routes, /polylines, /tracking-logs, /geofences. */
export type TrackAndTraceGateway = {
  getRoutes(jobRefNo: string): Answer<TrackData[]>;
  getPolylines(jobRefNo: string): Answer<TrackPolyline[]>;
  getTrackingLogs(jobRefNo: string): Answer<TrackingLog[]>;
  getGeofences(jobRefNo: string): Answer<TrackingGeofence[]>;
};

export type OrderTrackingGateway = {
  getFilter(jobRefNo?: string): Answer<OrderTrackingFilter>;
  getJobs(): Answer<{ jobRefNo: string }[]>;
  getGrid(query: OrderTrackingGridQuery): Answer<OrderTrackingRow[]>;
  getWorkflowSteps(query: OrderRefQuery): Answer<OrderWorkflowSteps>;
  getProof(query: OrderRefQuery): Answer<OrderProof>;
};

export type SensorGateway = {
  getJobs(): Answer<{ jobRefNo: string }[]>;
  getJobVehicles(jobRefNo: string): Answer<SensorJobVehicle[]>;
  getVehicles(): Answer<SensorVehicleItem[]>;
  getVehicleTrackingData(query: VehicleTrackingDataQuery): Answer<VehicleTrackingData>;
  getNotifications(query: SensorNotificationQuery): Answer<SensorNotification[]>;
};

/** GET {fileUrl} with the signed-in user's token; the file type is the platform's (a Blob in browsers). */
export type ProofFileGateway<TFile> = {
  fetchFile(fileUrl: string): Answer<TFile>;
};

export type KpiGateway = {
  getVehicleKpis(request: KpiVehicleRequest): Answer<KpiVehicleResponse>;
};

/** trackandtracehub and workflowstephub. Connection failures are only logged by the adapter. */
export type TrackAndTraceFeed = {
  timelineUpdates(jobRefNo: string): Observable<TimelineUpdate>;
  locationUpdates(vehicleRefNo: string, jobRefNo: string): Observable<LocationUpdate>;
  resetRoute(jobRefNo: string): Observable<ResetRouteEvent>;
  /** trackandtracehub?jobRefNo=: a planner moved a stop of the live plan (ReceiveRouteDispatch). */
  routeDispatches(jobRefNo: string): Observable<RouteDispatchEvent>;
};

/** driverhub: the signed-in driver's routes changed (went live, changed hands, were reset). */
export type DriverRouteFeed = {
  routeUpdates(): Observable<DriverRouteUpdate>;
};

export const dashboardGatewayToken = Symbol.for('rota.tracking.DashboardGateway');
export const trackAndTraceGatewayToken = Symbol.for('rota.tracking.TrackAndTraceGateway');
export const orderTrackingGatewayToken = Symbol.for('rota.tracking.OrderTrackingGateway');
export const sensorGatewayToken = Symbol.for('rota.tracking.SensorGateway');
export const proofFileGatewayToken = Symbol.for('rota.tracking.ProofFileGateway');
export const kpiGatewayToken = Symbol.for('rota.tracking.KpiGateway');
export const trackAndTraceFeedToken = Symbol.for('rota.tracking.TrackAndTraceFeed');
export const driverRouteFeedToken = Symbol.for('rota.tracking.DriverRouteFeed');
