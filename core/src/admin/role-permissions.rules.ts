import { PERMISSION_ACTIONS } from '../auth/access.rules.js';
import type { Action, Page, PageAction } from './role.schema.js';

/** One line of the Roles screen's Permissions: a page and the actions granted on it. */
export interface PermissionRow {
  page: Page;
  actions: Action[];
}

const rank = (action: Action) => {
  const index = (PERMISSION_ACTIONS as readonly string[]).indexOf(action.actionName);
  return index === -1 ? PERMISSION_ACTIONS.length + action.id : index;
};

/** Actions in the spec's list order: read, write, delete, manage (others after, by id). */
export function orderActions(actions: readonly Action[]): Action[] {
  return [...actions].sort((a, b) => rank(a) - rank(b));
}

/**
 * Every page with the actions the list grants on it, in page order; a grant naming an unknown
 * page or action is left out.
 */
export function permissionRows(
  pages: readonly Page[],
  actions: readonly Action[],
  list: readonly PageAction[],
): PermissionRow[] {
  const byId = new Map(actions.map((a) => [a.id, a]));
  return [...pages]
    .sort((a, b) => a.id - b.id)
    .map((page) => ({
      page,
      actions: orderActions(
        list
          .filter((g) => g.pageId === page.id)
          .map((g) => byId.get(g.actionId))
          .filter((a): a is Action => a !== undefined),
      ).filter((a, i, all) => all.findIndex((b) => b.id === a.id) === i),
    }));
}

/** Do two grant lists hold the same grants, whatever their order? */
export function sameGrants(a: readonly PageAction[], b: readonly PageAction[]): boolean {
  const key = (list: readonly PageAction[]) =>
    [...new Set(list.map((g) => `${g.pageId}:${g.actionId}`))].sort().join(',');
  return key(a) === key(b);
}
