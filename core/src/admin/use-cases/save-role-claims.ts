import type { PageAction } from '../role.schema.js';
import type { AdminFailure, RoleGateway } from '../ports.js';

export type SaveRoleClaimsOutcome =
  | { kind: 'saved'; messageKey: 'admin.role.claimsUpdated' }
  | { kind: 'no-role'; messageKey: 'admin.role.selectRole' }
  | { kind: 'failed'; error: AdminFailure };

/** Save Changes on the Roles screen: the role's whole page/action list replaces the old one. */
export async function saveRoleClaims(
  ports: { roles: Pick<RoleGateway, 'saveClaims'> },
  roleName: string | null,
  pageActionList: readonly PageAction[],
): Promise<SaveRoleClaimsOutcome> {
  if (!roleName) return { kind: 'no-role', messageKey: 'admin.role.selectRole' };
  const unique = [...new Map(pageActionList.map((g) => [`${g.pageId}:${g.actionId}`, g])).values()];
  const result = await ports.roles.saveClaims(roleName, unique);
  if (!result.ok) return { kind: 'failed', error: result.error };
  return { kind: 'saved', messageKey: 'admin.role.claimsUpdated' };
}
