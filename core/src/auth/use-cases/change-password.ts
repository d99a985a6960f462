import { changePasswordRequestSchema } from '../password.schema.js';
import type { AuthFailure, AuthGateway } from '../ports.js';
import { authFieldErrors, type AuthFieldErrors } from './form-errors.js';

export type ChangePasswordOutcome =
  | { kind: 'changed'; messageKey: 'auth.passwordChanged' }
  | { kind: 'invalid'; errors: AuthFieldErrors }
  | { kind: 'failed'; error: AuthFailure };

/** A signed-in user replaces their password, giving the current one. */
export async function changePassword(
  ports: { auth: AuthGateway },
  input: { currentPassword: string; newPassword: string },
): Promise<ChangePasswordOutcome> {
  const parsed = changePasswordRequestSchema.safeParse(input);
  if (!parsed.success) return { kind: 'invalid', errors: authFieldErrors(parsed.error) };
  const answer = await ports.auth.changePassword(parsed.data);
  if (!answer.ok) return { kind: 'failed', error: answer.error };
  return { kind: 'changed', messageKey: 'auth.passwordChanged' };
}
