import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const DailyPlansPage = lazy(() => import('./DailyPlansPage.js').then((m) => ({ default: m.DailyPlansPage })));
const JobResultPage = lazy(() => import('./JobResultPage.js').then((m) => ({ default: m.JobResultPage })));
const JobSummaryPage = lazy(() => import('./JobSummaryPage.js').then((m) => ({ default: m.JobSummaryPage })));

/** The daily plan screens (spec 01 section 2), for the shell's router. */
export const dailyPlanRoutes: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/daily-plan', Page: DailyPlansPage },
  { path: '/daily-plan/:jobRefNo/summary', Page: JobSummaryPage },
  { path: '/daily-plan/:jobRefNo/result', Page: JobResultPage },
  { path: '/daily-plan/:jobRefNo/:processedRouteId/result', Page: JobResultPage },
  { path: '/daily-plan/:jobRefNo/:processedRouteId/:routeId/result', Page: JobResultPage },
  {
    path: '/daily-plan/:jobRefNo/:processedRouteId/:routeId/:isGetReoptimizationResults/result',
    Page: JobResultPage,
  },
];
