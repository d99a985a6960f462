import { changePasswordFormSchema, recoveryKeyFromUrl } from '../password.schema.js';
import type { AuthFailure, AuthGateway } from '../ports.js';
import { authFieldErrors, type AuthFieldErrors } from './form-errors.js';

export type ConfirmResetOutcome =
  | { kind: 'changed'; messageKey: 'auth.passwordChanged'; redirectTo: '/login' }
  | { kind: 'no-token'; redirectTo: '/login' }
  | { kind: 'invalid'; errors: AuthFieldErrors }
  | { kind: 'failed'; error: AuthFailure };

/** The change-password page: sets the new password with the recovery link's token. */
export async function confirmPasswordReset(
  ports: { auth: AuthGateway },
  input: { token: string | null | undefined; email: string; password: string; confirmPassword: string },
): Promise<ConfirmResetOutcome> {
  if (!input.token) return { kind: 'no-token', redirectTo: '/login' };
  const parsed = changePasswordFormSchema.safeParse(input);
  if (!parsed.success) return { kind: 'invalid', errors: authFieldErrors(parsed.error) };
  const answer = await ports.auth.confirmResetPassword({
    recoveryKey: recoveryKeyFromUrl(input.token),
    email: parsed.data.email,
    newPassword: parsed.data.password,
  });
  if (!answer.ok) return { kind: 'failed', error: answer.error };
  return { kind: 'changed', messageKey: 'auth.passwordChanged', redirectTo: '/login' };
}
