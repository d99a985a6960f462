import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

const TrackAndTracePage = lazy(() =>
  import('./TrackAndTracePage.js').then((m) => ({ default: m.TrackAndTracePage })),
);

/** Track and Trace (spec 03): the Track action and the redirect after Go Live open it. */
export const trackingRoutes: { path: string; Page: LazyExoticComponent<ComponentType> }[] = [
  { path: '/daily-plan/track-and-trace/:jobRefNo', Page: TrackAndTracePage },
];
