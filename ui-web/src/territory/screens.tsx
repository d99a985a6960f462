import { lazy } from 'react';

const TaskManagementPage = lazy(() =>
  import('./TaskManagementPage.js').then((m) => ({ default: m.TaskManagementPage })),
);
const TerritoryPage = lazy(() => import('./TerritoryPage.js').then((m) => ({ default: m.TerritoryPage })));

/** The territory planning screens (spec 03): the territories with their map, and the territory plans. */
export const territoryScreens = [
  { path: '/territory', Page: TerritoryPage },
  { path: '/task-management', Page: TaskManagementPage },
];
