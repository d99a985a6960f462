import { z } from 'zod';
import { fieldSpecsToSchema } from './field-spec.js';
import { userFieldSpecs } from './user.schema.js';

/**
 * GET user-management/current-user/access: the signed-in user's role and claims as the database
 * holds them now. The web UI reads it again on focus, on an interval and after Save Changes on the
 * Roles screen, so a change of rights shows without signing in again.
 */
export const currentAccessSchema = z.object({
  email: z.string(),
  userName: z.string(),
  givenName: z.string(),
  surname: z.string(),
  roles: z.array(z.string()),
  claims: z.array(z.string()),
  distributionCenterId: z.number().int().nullable(),
});
export type CurrentAccess = z.infer<typeof currentAccessSchema>;

/** PUT user-management/users/{email}/password: an Admin sets a new password for a user. */
export const passwordResetValidation = fieldSpecsToSchema(
  userFieldSpecs.filter((spec) => spec.name === 'password'),
);
export const passwordResetRequestSchema = z.object({ password: z.string() });
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** Same role and claims: nothing on screen needs to change. */
export function sameAccess(
  a: Pick<CurrentAccess, 'roles' | 'claims' | 'distributionCenterId'>,
  b: Pick<CurrentAccess, 'roles' | 'claims' | 'distributionCenterId'>,
): boolean {
  const key = (x: typeof a) =>
    JSON.stringify([[...x.roles].sort(), [...x.claims].sort(), x.distributionCenterId]);
  return key(a) === key(b);
}
