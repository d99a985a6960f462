import { describe, expect, it } from 'vitest';
import { breadcrumbFor, visibleNavigation } from './navigation.js';

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
});
