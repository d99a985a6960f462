import { lazy, type ComponentType } from 'react';

/** Master-data screens of their own (beyond the generic grid pages): a path and its page. */
export interface SpecialScreen {
  path: string;
  Page: ComponentType;
}

// Each screen's code loads only when it is opened.
const GeofencingPage = lazy(() =>
  import('./geofencing/GeofencingPage.js').then((m) => ({ default: m.GeofencingPage })),
);
const WorkflowsPage = lazy(() =>
  import('./workflows/WorkflowsPage.js').then((m) => ({ default: m.WorkflowsPage })),
);

export const specialScreens: SpecialScreen[] = [
  { path: '/data-management/geofencing', Page: GeofencingPage },
  { path: '/data-management/workflows', Page: WorkflowsPage },
];
