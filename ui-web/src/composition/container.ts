import { Container } from 'inversify';
import {
  AUTH_CLOCK,
  AUTH_GATEWAY,
  LOGIN_STORE,
  SMS_STEP_STORE,
  createSessionKeeper,
  type AuthClock,
  type AuthGateway,
  type SmsStepStore,
} from '@rota/core/auth';
import {
  createAccessGateway,
  createApiGateway,
  createAppGateway,
  createAuthGateway,
  createDailyPlanGateway,
  createHttpClient,
  createGateways,
  createResourceGateway,
  createOrderFilesGateway,
  createTerritoryPlanningGateway,
  createUploadGateway,
  createWorkflowsGateway,
  type AccessGateway,
  type ApiGateway,
  type AppGateway,
  type FileUploadGateway,
  type OrderFilesGateway,
  type DailyPlanGateway,
  type EntryGateway,
  type Gateways,
  type HttpClient,
  type Notify,
  type ResourceEndpoint,
  type ResourceGatewayOptions,
  type TerritoryPlanningGateway,
  type WorkflowsGateway,
} from '@rota/adapters-http';
import { adminApi } from '@rota/core/admin';
import { MASTER_DATA_RESOURCES } from '@rota/core';
import {
  adhocFeedToken,
  jobStatusFeedToken,
  type AdhocFeed,
  type JobStatusFeed,
} from '@rota/core/daily-plan';
import {
  driverRouteFeedToken,
  trackAndTraceFeedToken,
  type DriverRouteFeed,
  type TrackAndTraceFeed,
} from '@rota/core/tracking';
import { territoryPlanFeedToken, type TerritoryPlanFeed } from '@rota/core/territory';
import { createRealtimeAdapters } from '@rota/adapters-realtime';
import { createLoginStore, createSmsStepStore, type BrowserLoginStore } from '../auth/login-store.js';
import { storedLanguage } from '../i18n/index.js';
import { showToast } from '../notify/toast-store.js';
import { tokens } from './tokens.js';

/** Rows of the generic screens are plain records; each screen knows its own fields. */
export type GridResource = EntryGateway<Record<string, unknown>, unknown>;
/** A resource's gateway from its registry entry (or its path, looked up in the registry). */
export type ResourceGateways = (
  endpoint: string | ResourceEndpoint,
  options?: ResourceGatewayOptions,
) => GridResource;

/** Every typed REST call of core's API registries and the registry resources' gateways. */
export const GATEWAYS = Symbol.for('rota.gateways');
/** The shell's and generic blocks' calls (version, dashboard, options, map and settings). */
export const APP_GATEWAY = Symbol.for('rota.appGateway');
/** The Users and Roles calls; each screen says what a failure means (no toasts). */
export const ADMIN_GATEWAY = Symbol.for('rota.adminGateway');
/** The signed-in user's rights, read again when they may have changed. */
export const ACCESS_GATEWAY = Symbol.for('rota.accessGateway');
export const UPLOAD_GATEWAY = Symbol.for('rota.uploadGateway');
export const WORKFLOWS_GATEWAY = Symbol.for('rota.workflowsGateway');
export const ORDER_FILES_GATEWAY = Symbol.for('rota.orderFilesGateway');
/** The daily plan screens' calls, with core's job and vehicle-driver ports on them. */
export const DAILY_PLAN_GATEWAY = Symbol.for('rota.dailyPlanGateway');
/** The territory screens' calls (territories, visit orders, territory plans). */
export const TERRITORY_GATEWAY = Symbol.for('rota.territoryGateway');

function registryEntry(path: string): ResourceEndpoint {
  return Object.values(MASTER_DATA_RESOURCES).find((entry) => entry.path === path) ?? { path };
}

/** Google Maps is used only when Mapping Settings hold a key; otherwise the offline map. */
export interface MapSettings {
  googleMapsKey: string | null;
  tileUrl: string | null;
}

export interface Services {
  http: HttpClient;
  auth: AuthGateway;
  resources: ResourceGateways;
  gateways: Gateways;
  app: AppGateway;
  admin: ApiGateway<typeof adminApi>;
  access: AccessGateway;
  uploads: FileUploadGateway;
  workflows: WorkflowsGateway;
  orderFiles: OrderFilesGateway;
  dailyPlan: DailyPlanGateway;
  territory: TerritoryPlanningGateway;
  login: BrowserLoginStore;
  smsSteps: SmsStepStore;
  clock: AuthClock;
  notify: Notify;
  map: MapSettings;
  realtime: {
    jobStatus: JobStatusFeed;
    adhoc: AdhocFeed;
    trackAndTrace: TrackAndTraceFeed;
    driverRoutes: DriverRouteFeed;
    territoryPlans: TerritoryPlanFeed;
  };
}

/** One tab at a time renews the shared login (each refresh token works once). */
function acrossTabs<T>(renew: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  return locks ? locks.request('rota-session-refresh', renew) : renew();
}

/** Binds core's ports to the HTTP adapters; the only place that knows the concrete pieces. */
export function createContainer(): Container {
  const container = new Container();
  const login = createLoginStore();
  const notify: Notify = showToast;
  const clock: AuthClock = { now: () => Date.now() };
  // The short access token is renewed with the refresh token shortly before it runs out.
  const session = createSessionKeeper(
    { auth: { refresh: (request) => auth.refresh(request) }, loginStore: login, clock },
    { lock: acrossTabs },
  );
  const http = createHttpClient({
    baseURL: '/api',
    getToken: () => session.token(),
    getLanguage: () => storedLanguage(),
    notify,
    onSessionExpired: () => {
      login.clear();
      // Drivers sign in again inside their app.
      window.location.assign(window.location.pathname.startsWith('/driver') ? '/driver/login' : '/login');
    },
  });
  const gateways = new Map<string, GridResource>();
  const resources: ResourceGateways = (endpoint, options) => {
    const path = typeof endpoint === 'string' ? endpoint : endpoint.path;
    const existing = gateways.get(path);
    if (existing) return existing;
    const entry = typeof endpoint === 'string' ? registryEntry(endpoint) : endpoint;
    const created = createResourceGateway<ResourceEndpoint, Record<string, unknown>, unknown>(http, {
      ...entry,
      ...options,
    });
    gateways.set(path, created);
    return created;
  };
  container.bind<BrowserLoginStore>(LOGIN_STORE).toConstantValue(login);
  container.bind<SmsStepStore>(SMS_STEP_STORE).toConstantValue(createSmsStepStore());
  container.bind<AuthClock>(AUTH_CLOCK).toConstantValue(clock);
  container.bind<Notify>(tokens.notify).toConstantValue(notify);
  container.bind<HttpClient>(tokens.http).toConstantValue(http);
  const auth = createAuthGateway(http, { baseURL: '/auth' });
  container.bind<AuthGateway>(AUTH_GATEWAY).toConstantValue(auth);
  container.bind<ResourceGateways>(tokens.resourceGateways).toConstantValue(resources);
  container.bind<Gateways>(GATEWAYS).toConstantValue(createGateways(http));
  container.bind<AppGateway>(APP_GATEWAY).toConstantValue(createAppGateway(http));
  container
    .bind<ApiGateway<typeof adminApi>>(ADMIN_GATEWAY)
    .toConstantValue(createApiGateway(http, adminApi, { notifyErrors: false }));
  container.bind<AccessGateway>(ACCESS_GATEWAY).toConstantValue(createAccessGateway(http));
  container.bind<FileUploadGateway>(UPLOAD_GATEWAY).toConstantValue(createUploadGateway(http));
  container.bind<WorkflowsGateway>(WORKFLOWS_GATEWAY).toConstantValue(createWorkflowsGateway(http));
  container.bind<OrderFilesGateway>(ORDER_FILES_GATEWAY).toConstantValue(createOrderFilesGateway(http));
  container.bind<DailyPlanGateway>(DAILY_PLAN_GATEWAY).toConstantValue(createDailyPlanGateway(http));
  container
    .bind<TerritoryPlanningGateway>(TERRITORY_GATEWAY)
    .toConstantValue(createTerritoryPlanningGateway(http));
  // Realtime: one set of hub connections with the stored token; failures are only logged.
  const realtime = createRealtimeAdapters({
    baseUrl: '',
    getToken: () => session.token(),
    logger: {
      warn: (message, detail) => console.warn(message, detail ?? ''),
      error: (message, detail) => console.error(message, detail ?? ''),
    },
  });
  container.bind<JobStatusFeed>(jobStatusFeedToken).toConstantValue(realtime.jobStatusFeed);
  container.bind<AdhocFeed>(adhocFeedToken).toConstantValue(realtime.adhocFeed);
  container.bind<TrackAndTraceFeed>(trackAndTraceFeedToken).toConstantValue(realtime.trackAndTraceFeed);
  container.bind<DriverRouteFeed>(driverRouteFeedToken).toConstantValue(realtime.driverRouteFeed);
  container.bind<TerritoryPlanFeed>(territoryPlanFeedToken).toConstantValue(realtime.territoryPlanFeed);
  container.bind<MapSettings>(tokens.mapSettings).toConstantValue({
    googleMapsKey: import.meta.env['VITE_GOOGLE_MAPS_KEY'] ?? null,
    tileUrl: import.meta.env['VITE_MAP_TILE_URL'] ?? null,
  });
  return container;
}

export function resolveServices(container: Container): Services {
  return {
    http: container.get<HttpClient>(tokens.http),
    auth: container.get<AuthGateway>(AUTH_GATEWAY),
    resources: container.get<ResourceGateways>(tokens.resourceGateways),
    gateways: container.get<Gateways>(GATEWAYS),
    app: container.get<AppGateway>(APP_GATEWAY),
    admin: container.get<ApiGateway<typeof adminApi>>(ADMIN_GATEWAY),
    access: container.get<AccessGateway>(ACCESS_GATEWAY),
    uploads: container.get<FileUploadGateway>(UPLOAD_GATEWAY),
    workflows: container.get<WorkflowsGateway>(WORKFLOWS_GATEWAY),
    orderFiles: container.get<OrderFilesGateway>(ORDER_FILES_GATEWAY),
    dailyPlan: container.get<DailyPlanGateway>(DAILY_PLAN_GATEWAY),
    territory: container.get<TerritoryPlanningGateway>(TERRITORY_GATEWAY),
    login: container.get<BrowserLoginStore>(LOGIN_STORE),
    smsSteps: container.get<SmsStepStore>(SMS_STEP_STORE),
    clock: container.get<AuthClock>(AUTH_CLOCK),
    notify: container.get<Notify>(tokens.notify),
    map: container.get<MapSettings>(tokens.mapSettings),
    realtime: {
      jobStatus: container.get<JobStatusFeed>(jobStatusFeedToken),
      adhoc: container.get<AdhocFeed>(adhocFeedToken),
      trackAndTrace: container.get<TrackAndTraceFeed>(trackAndTraceFeedToken),
      driverRoutes: container.get<DriverRouteFeed>(driverRouteFeedToken),
      territoryPlans: container.get<TerritoryPlanFeed>(territoryPlanFeedToken),
    },
  };
}
