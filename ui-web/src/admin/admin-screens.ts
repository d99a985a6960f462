import { lazy, type ComponentType } from 'react';

const UsersPage = lazy(() => import('./UsersPage.js').then((m) => ({ default: m.UsersPage })));
const RolesPage = lazy(() => import('./RolesPage.js').then((m) => ({ default: m.RolesPage })));

/** The administration screens (spec 02 §2): Users and Roles. */
export const adminScreens: { path: string; Page: ComponentType }[] = [
  { path: '/user-management/users', Page: UsersPage },
  { path: '/user-management/roles', Page: RolesPage },
];
