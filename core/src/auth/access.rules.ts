/** Roles (spec 01 section 1, spec 02 section 6). */
export const ROLES = {
  admin: 'Admin',
  regionManager: 'Region Manager',
  depotManager: 'Depot Manager',
  dcManager: 'DC Manager',
  driver: 'Driver',
} as const;
export type RoleName = (typeof ROLES)[keyof typeof ROLES];

/** Every protected screen admits these roles; /settings admits Admin only. */
export const ADMITTED_ROLES: readonly string[] = [ROLES.admin, ROLES.dcManager, ROLES.regionManager];
export const SETTINGS_ROLES: readonly string[] = [ROLES.admin];

export const PERMISSION_ACTIONS = ['read', 'write', 'delete', 'manage'] as const;
export type PermissionAction = (typeof PERMISSION_ACTIONS)[number];

/** Permission keys matching screens (spec 02 section 2), in the spec's order. */
export const PERMISSION_KEYS = [
  'dashboard',
  'user-management',
  'data-upload',
  'cargo-types',
  'distribution-center',
  'constraints',
  'daily-plan',
  'drivers',
  'geofencing',
  'locations',
  'operation-types',
  'track-and-trace',
  'workflows',
  'order-tracking',
  'sensor-tracking',
  'vehicle-trip-report',
] as const;
export type PermissionKey = (typeof PERMISSION_KEYS)[number];

/** A claim is the string `key;action`. */
export function claimOf(key: string, action: PermissionAction): string {
  return `${key};${action}`;
}

export function parseClaim(claim: string): { key: string; action: PermissionAction } | null {
  const [key, action, ...rest] = claim.split(';');
  if (!key || rest.length > 0 || !(PERMISSION_ACTIONS as readonly string[]).includes(action ?? '')) {
    return null;
  }
  return { key, action: action as PermissionAction };
}

export function hasClaim(claims: readonly string[], key: string, action: PermissionAction): boolean {
  return claims.includes(claimOf(key, action));
}

export function hasAnyRole(roles: readonly string[], admitted: readonly string[]): boolean {
  return roles.some((role) => admitted.includes(role));
}

/** May a signed-in user open a protected screen? `/settings` is Admin only. */
export function canOpenRoute(roles: readonly string[], path: string): boolean {
  const admitted = path === '/settings' || path.startsWith('/settings/') ? SETTINGS_ROLES : ADMITTED_ROLES;
  return hasAnyRole(roles, admitted);
}

/** The sidebar shows an entry when the claims hold read for its key; Settings hangs on dashboard. */
export function canSeeMenuEntry(claims: readonly string[], key: string): boolean {
  return hasClaim(claims, key === 'settings' ? 'dashboard' : key, 'read');
}
