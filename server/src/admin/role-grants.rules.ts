import { ROLES } from '@rota/core/auth';

/** A grant as `key;action` (the claim it gives). */
export type Claim = string;

export type RoleGrantRefusal =
  | { messageKey: 'admin.role.adminKeepsUserManagement'; status: 400 }
  | { messageKey: 'admin.role.adminKeepsGrants'; status: 403; params: { claims: string } }
  | { messageKey: 'admin.role.beyondOwnGrants'; status: 403; params: { claims: string } };

/**
 * May an editor holding `editorClaims` replace the grants of `roleName` (now `current`) with
 * `next`? The Admin role never loses a grant (nobody can lower it below what it has), and no role,
 * the editor's own included, gains a grant the editor does not hold. Null when it may.
 */
export function refuseRoleGrants(
  roleName: string,
  current: readonly Claim[],
  next: readonly Claim[],
  editorClaims: readonly Claim[],
): RoleGrantRefusal | null {
  const kept = new Set(next);
  if (roleName === ROLES.admin) {
    // Whoever saves the Admin role must not lock every Admin out of this screen.
    if (!kept.has('user-management;read') || !kept.has('user-management;manage'))
      return { messageKey: 'admin.role.adminKeepsUserManagement', status: 400 };
    const lost = current.filter((c) => !kept.has(c));
    if (lost.length > 0)
      return { messageKey: 'admin.role.adminKeepsGrants', status: 403, params: { claims: lost.join(', ') } };
  }
  const had = new Set(current);
  const own = new Set(editorClaims);
  const raised = next.filter((c) => !had.has(c) && !own.has(c));
  if (raised.length > 0)
    return { messageKey: 'admin.role.beyondOwnGrants', status: 403, params: { claims: raised.join(', ') } };
  return null;
}
