import { ADMITTED_ROLES, ROLES, type PermissionAction, type PermissionKey } from '@rota/core/auth';

/**
 * The written access policy of the REST API, one row per area, first match wins. It is kept
 * apart from the routes' own declarations on purpose: the battery checks every registered route
 * against it (a route no row names fails), then calls each one as every role.
 *
 * - `who`: `public`, `signed-in` (any enabled user), `admitted` (Admin, DC Manager, Region
 *   Manager), `admin`, or `driver` (role Driver only: the drivers' API, scoped to their own route).
 * - `key`: the permission key whose claim guards the area; the action is `read` for GET,
 *   `write` for POST, PUT and PATCH, `delete` for DELETE, unless `actions` says otherwise.
 * - `centers`: whose records a user reaches: `region` (one rule for every record that names or
 *   implies a center, jobs and their routes, tracking, territory plans and users included: a DC
 *   Manager their center, a Region Manager their region's centers, an Admin all; another center's
 *   record is refused or answers as a missing one, and lists leave it out), `none` (not tied to a
 *   center).
 */
export interface PolicyRow {
  area: string;
  pattern: RegExp;
  who: 'public' | 'signed-in' | 'admitted' | 'admin' | 'driver';
  key?: PermissionKey;
  actions?: Partial<Record<string, PermissionAction>>;
  /** The path names a user: anyone signed in may act on their own record (others: 403 or 404). */
  self?: true;
  /**
   * Master data tied to no center that every center plans with: its writes are Admins' only,
   * unless the general setting `managersWriteSharedData` lets managers write it too (off by default).
   */
  sharedWrites?: RegExp;
  centers: 'region' | 'none';
}

const crud = (area: string, pattern: RegExp, key: PermissionKey, centers: PolicyRow['centers']) =>
  ({ area, pattern, who: 'admitted', key, centers }) as const satisfies PolicyRow;

export const ACCESS_POLICY: readonly PolicyRow[] = [
  {
    area: 'Health, API reference, templates',
    pattern: /^\/(api\/health|api\/docs|doc\/)/,
    who: 'public',
    centers: 'none',
  },
  {
    area: 'Sign-in, recovery, refresh, sign-out',
    pattern:
      /^\/auth\/(authenticate\/(login|VerifyTFA|reset-password|reset-password-confirm|refresh)|sign-out)$/,
    who: 'public',
    centers: 'none',
  },
  {
    area: 'Own password and access',
    pattern: /^\/(auth\/authenticate\/change-password|api\/user-management\/current-user\/access)$/,
    who: 'signed-in',
    centers: 'none',
  },
  {
    area: 'Phone confirmation (own, or of a managed user)',
    pattern: /^\/api\/user-management\/users\/:email\/(send-phone-confirmation|phone-confirmation)$/,
    who: 'signed-in',
    self: true,
    centers: 'none',
  },
  { area: 'Settings', pattern: /^\/api\/settings\//, who: 'admin', key: 'dashboard', centers: 'none' },
  {
    area: 'Backup of the embedded database',
    pattern: /^\/api\/admin\/backup$/,
    who: 'admin',
    centers: 'none',
  },
  {
    area: 'Demo outbox',
    pattern: /^\/api\/dev\/outbox$/,
    who: 'admin',
    key: 'user-management',
    centers: 'none',
  },
  {
    area: 'Password set by an Admin',
    pattern: /^\/api\/user-management\/users\/:email\/password$/,
    who: 'admin',
    key: 'user-management',
    actions: { PUT: 'manage' },
    centers: 'none',
  },
  {
    area: 'Users, roles and claims',
    pattern: /^\/api\/(user-management|user-distribution-centers)/,
    who: 'admitted',
    key: 'user-management',
    actions: {
      'POST /users/roles': 'manage',
      'PUT /role/claims': 'manage',
      'POST /user-distribution-centers': 'manage',
    },
    centers: 'region',
  },
  { area: 'Map configuration', pattern: /^\/api\/map-config$/, who: 'admitted', centers: 'none' },
  { area: 'Dashboard', pattern: /^\/api\/dashboard/, who: 'admitted', key: 'dashboard', centers: 'region' },
  {
    area: 'Daily plan lookups',
    pattern:
      /^\/api\/(locations\/(depots|origins_destinations)|driver\/vehicle-drivers|distribution-centers\/geofences)/,
    who: 'admitted',
    key: 'daily-plan',
    centers: 'region',
  },
  {
    area: 'Jobs, routes, job summary',
    pattern: /^\/api\/(jobs|job-configuration|job-parameter|job-summary|routes|adhoc)(\/|$)/,
    who: 'admitted',
    key: 'daily-plan',
    centers: 'region',
  },
  {
    area: 'Territory planning',
    pattern: /^\/api\/(territory|location-territory)(\/|$)/,
    who: 'admitted',
    key: 'daily-plan',
    actions: { 'POST /overlapping-locations': 'read' },
    centers: 'region',
  },
  {
    area: 'Territory plans',
    pattern: /^\/api\/territory-planning-job(-parameter)?(\/|$)/,
    who: 'admitted',
    key: 'daily-plan',
    centers: 'region',
  },
  {
    area: 'Distribution centers and regions (writes Admin only)',
    pattern: /^\/api\/(distribution-centers|regions)(\/|$)/,
    who: 'admitted',
    key: 'distribution-center',
    centers: 'region',
  },
  {
    area: 'Order tracking, proof, labels and service receipts',
    pattern:
      /^\/api\/(filter\/order-tracking|order-tracking\/|pdf\/(order-tracking-label-with-job|order-service-receipt-with-orders)$)/,
    who: 'admitted',
    key: 'order-tracking',
    actions: { 'POST /order-tracking-label-with-job': 'read' },
    centers: 'region',
  },
  {
    area: 'Sensor tracking',
    pattern: /^\/api\/vehicle-tracking-data/,
    who: 'admitted',
    key: 'sensor-tracking',
    centers: 'region',
  },
  {
    area: 'Vehicle trip cost report',
    pattern: /^\/api\/kpi\/vehicle$/,
    who: 'admitted',
    key: 'vehicle-trip-report',
    centers: 'region',
  },
  { ...crud('Cargo types', /^\/api\/cargo-types/, 'cargo-types', 'none'), sharedWrites: /./ },
  { ...crud('Operation types', /^\/api\/operation-types/, 'operation-types', 'none'), sharedWrites: /./ },
  crud(
    'Locations, orders, planned visits, weekly planning data',
    /^\/api\/(locations|orders|location-planned-visits|territory-planning-input|location-type-time-window-constraints\/:locationRefNo)/,
    'locations',
    'region',
  ),
  {
    ...crud(
      'Time-window and capability constraints',
      /^\/api\/(location-type-time-window-constraints|operation-type-time-window-constraints|time-window-constraints|vehicle-type-operationtype-constraints|vehicle-operationtype-constraints)/,
      'constraints',
      'region',
    ),
    sharedWrites:
      /^\/api\/(operation-type-time-window-constraints|time-window-constraints(\/:key)?\/operation-type|vehicle-type-operationtype-constraints)/,
  },
  {
    area: "Drivers' API (each driver reaches only their own approved route)",
    pattern: /^\/api\/driver\/(routes|positions|visit-events|step-results|door-readings)$/,
    who: 'driver',
    centers: 'none',
  },
  crud('Track and Trace', /^\/api\/tracking_tracing\//, 'track-and-trace', 'region'),
  {
    ...crud(
      'Vehicles, vehicle types, drivers',
      /^\/api\/(vehicles|vehicle-types|driver)(\/|$)/,
      'drivers',
      'region',
    ),
    sharedWrites: /^\/api\/vehicle-types/,
  },
  crud('Geofences', /^\/api\/geofences/, 'geofencing', 'region'),
  { ...crud('Workflows', /^\/api\/workflow/, 'workflows', 'none'), sharedWrites: /./ },
  crud('Uploads and their history', /^\/api\/(file-upload|datauploads)/, 'data-upload', 'region'),
];

/** Writes that stay with Admins whatever the claims (distribution centers and regions). */
const ADMIN_WRITES = /^\/api\/(distribution-centers|regions)(\/:key)?$/;
/** Reads sent as POST (a question with a body). */
const READS_BY_POST = [/^\/api\/vehicles\/last-recorded-locations$/, /^\/api\/kpi\//];

export interface ExpectedAccess {
  row: PolicyRow;
  roles: readonly string[] | null;
  claim: string | null;
  /** A write of shared master data: refused (403) to all but Admins while the setting is off. */
  sharedWrite: boolean;
}

/** What the policy says of one route; null when no row names it. */
export function expectedAccess(method: string, url: string): ExpectedAccess | null {
  const row = ACCESS_POLICY.find((r) => r.pattern.test(url));
  if (!row) return null;
  if (row.who === 'public' || row.who === 'signed-in')
    return { row, roles: null, claim: null, sharedWrite: false };
  if (row.who === 'driver') return { row, roles: [ROLES.driver], claim: null, sharedWrite: false };
  const sharedWrite = method !== 'GET' && row.sharedWrites !== undefined && row.sharedWrites.test(url);
  const adminOnly = row.who === 'admin' || (method !== 'GET' && ADMIN_WRITES.test(url));
  const roles = adminOnly ? [ROLES.admin] : ADMITTED_ROLES;
  if (!row.key) return { row, roles, claim: null, sharedWrite };
  const special = Object.entries(row.actions ?? {}).find(([when]) => {
    const [m, part] = when.includes(' ') ? when.split(' ') : [when, ''];
    return m === method && url.includes(part ?? '');
  });
  const byMethod: PermissionAction =
    method === 'GET' || READS_BY_POST.some((p) => p.test(url))
      ? 'read'
      : method === 'DELETE'
        ? 'delete'
        : 'write';
  return { row, roles, claim: `${row.key};${special?.[1] ?? byMethod}`, sharedWrite };
}
