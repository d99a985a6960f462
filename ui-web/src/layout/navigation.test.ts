import { describe, expect, it } from 'vitest';
import { hasScreen } from '../pages/screens.js';
import { breadcrumbFor, entryFor, visibleNavigation } from './navigation.js';

describe('sidebar navigation', () => {
  it('shows only entries whose key has read, and drops empty areas', () => {
    const areas = visibleNavigation(['dashboard;read', 'daily-plan;read', 'locations;write'], ['DC Manager']);
    const paths = areas.flatMap((a) => a.entries.map((e) => e.path));
    expect(paths).toEqual(['/dashboard', '/daily-plan', '/task-management', '/territory']);
  });

  it('shows Settings to Admin with the dashboard read claim only', () => {
    const paths = (claims: string[], roles: string[]) =>
      visibleNavigation(claims, roles).flatMap((a) => a.entries.map((e) => e.path));
    expect(paths(['dashboard;read'], ['Admin'])).toContain('/settings');
    expect(paths(['dashboard;read'], ['Region Manager'])).not.toContain('/settings');
    expect(paths([], ['Admin'])).not.toContain('/settings');
  });

  it('builds the breadcrumb from area and entry', () => {
    expect(breadcrumbFor('/data-management/cargo-types')).toEqual(['nav.dataManagement', 'nav.cargoTypes']);
    expect(breadcrumbFor('/daily-plan/J-1/result')).toEqual(['nav.dailyPlanArea', 'nav.dailyPlans']);
    expect(breadcrumbFor('/dashboard')).toEqual(['nav.dashboard']);
    expect(breadcrumbFor('/nowhere')).toEqual([]);
  });

  it('offers no entry whose screen is still a placeholder, and every entry of a real screen', () => {
    const all = [
      'dashboard',
      'daily-plan',
      'drivers',
      'user-management',
      'order-tracking',
      'vehicle-trip-report',
    ].flatMap((key) => [`${key};read`]);
    const paths = visibleNavigation(all, ['Admin'], hasScreen).flatMap((a) => a.entries.map((e) => e.path));
    expect(paths).toEqual(expect.arrayContaining(['/dashboard', '/daily-plan', '/data-management/vehicles']));
    expect(paths).toEqual(expect.arrayContaining(['/user-management/users', '/user-management/roles']));
    for (const path of paths) expect(hasScreen(path), path).toBe(true);
    expect(paths).toContain('/task-management');
    // An entry whose screen is missing is not offered.
    const withoutTasks = visibleNavigation(
      all,
      ['Admin'],
      (path) => path !== '/task-management' && hasScreen(path),
    );
    expect(withoutTasks.flatMap((a) => a.entries.map((e) => e.path))).not.toContain('/task-management');
  });

  it('hides Vehicles and Drivers without drivers;read, as the server refuses their routes', () => {
    const paths = (claims: string[]) =>
      visibleNavigation(claims, ['DC Manager'], hasScreen).flatMap((a) => a.entries.map((e) => e.path));
    expect(paths(['drivers;read'])).toEqual(['/data-management/vehicles', '/data-management/drivers']);
    expect(paths(['drivers;write', 'drivers;delete'])).toEqual([]);
    expect(entryFor('/data-management/vehicles')?.entry.claimKey).toBe('drivers');
    expect(entryFor('/daily-plan/J-1/summary')?.entry.claimKey).toBe('daily-plan');
    expect(entryFor('/login')).toBeNull();
  });
});
