import { z } from 'zod';

export const roleSchema = z.object({ name: z.string() });
export type Role = z.infer<typeof roleSchema>;

/** GET user-management/roles answers `data.roles`. */
export const rolesResponseSchema = z.object({ roles: z.array(roleSchema) });

/** A permission key's page. */
export const pageSchema = z.object({ id: z.number().int(), name: z.string() });
export type Page = z.infer<typeof pageSchema>;
export const pagesResponseSchema = z.object({ pages: z.array(pageSchema) });

export const actionSchema = z.object({ id: z.number().int(), actionName: z.string() });
export type Action = z.infer<typeof actionSchema>;
export const actionsResponseSchema = z.object({ actions: z.array(actionSchema) });

export const pageActionSchema = z.object({ pageId: z.number().int(), actionId: z.number().int() });
export type PageAction = z.infer<typeof pageActionSchema>;

/** GET user-management/role/{role}/claims. */
export const roleClaimsSchema = z.object({ roleName: z.string(), pageActionList: z.array(pageActionSchema) });
export type RoleClaims = z.infer<typeof roleClaimsSchema>;

/** PUT user-management/role/claims: replaces the role's whole page/action list. */
export const roleClaimsRequestSchema = z.object({
  roleName: z.string().min(1, { error: 'admin.form.requiredField' }),
  pageActionList: z.array(pageActionSchema),
});
export type RoleClaimsRequest = z.infer<typeof roleClaimsRequestSchema>;

/** Claims of a role as `key;action` strings, from its page/action list. */
export function claimsFromPageActions(
  list: readonly PageAction[],
  pages: readonly Page[],
  actions: readonly Action[],
): string[] {
  const pageName = new Map(pages.map((p) => [p.id, p.name]));
  const actionName = new Map(actions.map((a) => [a.id, a.actionName]));
  const out = new Set<string>();
  for (const { pageId, actionId } of list) {
    const page = pageName.get(pageId);
    const action = actionName.get(actionId);
    if (page && action) out.add(`${page};${action}`);
  }
  return [...out].sort();
}

/** The Roles screen drops an action on a page: a grant is added once. */
export function addGrant(list: readonly PageAction[], grant: PageAction): PageAction[] {
  return list.some((g) => g.pageId === grant.pageId && g.actionId === grant.actionId)
    ? [...list]
    : [...list, grant];
}

export function removeGrant(list: readonly PageAction[], grant: PageAction): PageAction[] {
  return list.filter((g) => !(g.pageId === grant.pageId && g.actionId === grant.actionId));
}
