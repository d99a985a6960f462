import { canSeeMenuEntry } from '../auth/access.rules.js';

/** One sidebar entry: a route, its i18n label, and the claim key whose `read` shows it. */
export interface NavEntry {
  path: string;
  labelKey: string;
  claimKey: string;
  icon: string;
  adminOnly?: boolean;
}

export interface NavArea {
  labelKey: string | null;
  icon: string;
  entries: NavEntry[];
}

/**
 * The spec's areas in sidebar order (spec 01 §2, spec 02 §2, spec 03 §2). Screens without a
 * permission key of their own hang on the nearest one: Orders on locations, Vehicles on drivers,
 * Territory and Task Management on daily-plan.
 */
export const navigation: NavArea[] = [
  {
    labelKey: null,
    icon: '◧',
    entries: [{ path: '/dashboard', labelKey: 'nav.dashboard', claimKey: 'dashboard', icon: '◧' }],
  },
  {
    labelKey: 'nav.dailyPlanArea',
    icon: '⟴',
    entries: [
      { path: '/daily-plan', labelKey: 'nav.dailyPlans', claimKey: 'daily-plan', icon: '⟴' },
      { path: '/task-management', labelKey: 'nav.taskManagement', claimKey: 'daily-plan', icon: '☰' },
    ],
  },
  {
    labelKey: 'nav.dataManagement',
    icon: '▦',
    entries: [
      {
        path: '/data-management/cargo-types',
        labelKey: 'nav.cargoTypes',
        claimKey: 'cargo-types',
        icon: '▣',
      },
      { path: '/data-management/locations', labelKey: 'nav.locations', claimKey: 'locations', icon: '◈' },
      { path: '/data-management/orders', labelKey: 'nav.orders', claimKey: 'locations', icon: '▤' },
      {
        path: '/data-management/operation-types',
        labelKey: 'nav.operationTypes',
        claimKey: 'operation-types',
        icon: '⚙',
      },
      { path: '/data-management/vehicles', labelKey: 'nav.vehicles', claimKey: 'drivers', icon: '▶' },
      { path: '/data-management/drivers', labelKey: 'nav.drivers', claimKey: 'drivers', icon: '☺' },
      {
        path: '/data-management/distribution-center',
        labelKey: 'nav.distributionCenter',
        claimKey: 'distribution-center',
        icon: '⌂',
      },
      { path: '/data-management/geofencing', labelKey: 'nav.geofencing', claimKey: 'geofencing', icon: '⬠' },
      { path: '/data-management/workflows', labelKey: 'nav.workflows', claimKey: 'workflows', icon: '⇄' },
      {
        path: '/data-management/data-upload',
        labelKey: 'nav.dataUpload',
        claimKey: 'data-upload',
        icon: '⇪',
      },
      {
        path: '/data-management/constraints/time-window-constraints',
        labelKey: 'nav.timeWindowConstraints',
        claimKey: 'constraints',
        icon: '◔',
      },
      {
        path: '/data-management/constraints/vehicle-availability-constraints',
        labelKey: 'nav.vehicleAvailabilityConstraints',
        claimKey: 'constraints',
        icon: '✓',
      },
    ],
  },
  {
    labelKey: 'nav.territoryPlanning',
    icon: '⬡',
    entries: [
      { path: '/territory', labelKey: 'nav.territory', claimKey: 'daily-plan', icon: '⬡' },
      {
        path: '/territory-planning/territory-data-upload',
        labelKey: 'nav.territoryDataUpload',
        claimKey: 'data-upload',
        icon: '⇪',
      },
    ],
  },
  {
    labelKey: 'nav.tracking',
    icon: '◎',
    entries: [
      {
        path: '/tracking/order-tracking',
        labelKey: 'nav.orderTracking',
        claimKey: 'order-tracking',
        icon: '◎',
      },
      {
        path: '/tracking/sensor-tracking',
        labelKey: 'nav.sensorTracking',
        claimKey: 'sensor-tracking',
        icon: '◉',
      },
    ],
  },
  {
    labelKey: 'nav.reporting',
    icon: '▥',
    entries: [
      {
        path: '/reporting/vehicle-trip-report',
        labelKey: 'nav.vehicleTripReport',
        claimKey: 'vehicle-trip-report',
        icon: '▥',
      },
    ],
  },
  {
    labelKey: 'nav.userManagement',
    icon: '☰',
    entries: [
      { path: '/user-management/users', labelKey: 'nav.users', claimKey: 'user-management', icon: '☺' },
      { path: '/user-management/roles', labelKey: 'nav.roles', claimKey: 'user-management', icon: '◆' },
    ],
  },
  // Settings depends on the dashboard read claim (spec 02 §2) and is for Admin only.
  {
    labelKey: null,
    icon: '⚙',
    entries: [
      { path: '/settings', labelKey: 'nav.settings', claimKey: 'settings', icon: '⚙', adminOnly: true },
    ],
  },
];

/** May the user open the screen of this entry: `read` on its key, Admin for admin-only entries. */
export function isEntryAllowed(
  entry: NavEntry,
  claims: readonly string[],
  roles: readonly string[],
): boolean {
  return canSeeMenuEntry(claims, entry.claimKey) && (!entry.adminOnly || roles.includes('Admin'));
}

/**
 * The areas and entries a user may see: the screen exists (a placeholder page is not offered) and
 * the user may open it.
 */
export function visibleNavigation(
  claims: readonly string[],
  roles: readonly string[],
  exists: (path: string) => boolean = () => true,
): NavArea[] {
  return navigation
    .map((area) => ({
      ...area,
      entries: area.entries.filter((entry) => exists(entry.path) && isEntryAllowed(entry, claims, roles)),
    }))
    .filter((area) => area.entries.length > 0);
}

/** The sidebar entry a path belongs to (the longest matching prefix), with its area. */
export function entryFor(pathname: string): { area: NavArea; entry: NavEntry } | null {
  let best: { area: NavArea; entry: NavEntry } | null = null;
  for (const area of navigation) {
    for (const entry of area.entries) {
      const matches = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
      if (matches && (!best || entry.path.length > best.entry.path.length)) best = { area, entry };
    }
  }
  return best;
}

/** Breadcrumb for a path: its area (if any) and its entry. */
export function breadcrumbFor(pathname: string): string[] {
  const best = entryFor(pathname);
  if (!best) return [];
  return best.area.labelKey ? [best.area.labelKey, best.entry.labelKey] : [best.entry.labelKey];
}
