import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@rota/core/tracking';
import { liveFiguresAllZero, progressPage, ROUTES_PER_PAGE } from './dashboard.model.js';

const zero: Dashboard = {
  numberOfCashCentres: 3,
  numberOfDrivers: 25,
  numberOfVehicles: 25,
  numberOfLocations: 200,
  numberOfOrders: 340,
  numberOfJobsCreated: 1,
  numberOfJobsSuccess: 1,
  numberOfJobsFailed: 0,
  numberOfJobsRunning: 0,
  numberOfJobsInQueue: 0,
  totalRoutes: 8,
  totalOrders: 90,
  totalDistance: 1000,
  totalDuration: 3600,
  routesCompleted: 0,
  ordersCompleted: 0,
  distanceCompleted: 0,
  durationCompleted: 0,
  vehiclesAtDepot: 0,
  vehiclesAtLocation: 0,
  vehiclesHeadedToLocation: 0,
  vehiclesHaveIssue: 0,
  routeTaskProgress: {},
  overallProgress: 0,
};

describe('dashboard', () => {
  it('pages Route Task Progress by five and clamps bars to 0..100', () => {
    const routeTaskProgress = Object.fromEntries(
      Array.from({ length: 7 }, (_, i) => [`R${i + 1}`, i === 0 ? 140 : i * 10]),
    );
    const first = progressPage({ routeTaskProgress }, 0);
    expect(first.bars).toHaveLength(ROUTES_PER_PAGE);
    expect(first.bars[0]).toEqual({ route: 'R1', value: 100 });
    expect(first).toMatchObject({ pages: 2, paged: true });
    expect(progressPage({ routeTaskProgress }, 9).bars.map((b) => b.route)).toEqual(['R6', 'R7']);
    expect(progressPage({ routeTaskProgress: { A: 5 } }, 0).paged).toBe(false);
  });

  it('says so when every live figure is zero', () => {
    expect(liveFiguresAllZero(zero)).toBe(true);
    expect(liveFiguresAllZero({ ...zero, ordersCompleted: 2 })).toBe(false);
    expect(liveFiguresAllZero({ ...zero, routeTaskProgress: { A: 10 } })).toBe(false);
  });
});
