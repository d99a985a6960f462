import type { LoginLanguage } from '../auth.validation.js';
import { forgotPasswordFormSchema } from '../password.schema.js';
import type { AuthFailure, AuthGateway } from '../ports.js';
import { authFieldErrors, type AuthFieldErrors } from './form-errors.js';

export type RequestResetOutcome =
  | { kind: 'sent'; messageKey: 'auth.resetLinkSent'; redirectTo: '/login' }
  | { kind: 'invalid'; errors: AuthFieldErrors }
  | { kind: 'failed'; error: AuthFailure };

/** Forgot password: asks for a recovery link that opens `callbackUrl` (the change-password page). */
export async function requestPasswordReset(
  ports: { auth: AuthGateway },
  input: { email: string; callbackUrl: string; language: LoginLanguage },
): Promise<RequestResetOutcome> {
  const parsed = forgotPasswordFormSchema.safeParse(input);
  if (!parsed.success) return { kind: 'invalid', errors: authFieldErrors(parsed.error) };
  const answer = await ports.auth.resetPassword({
    email: parsed.data.email,
    callbackUrl: input.callbackUrl,
    language: input.language,
  });
  if (!answer.ok) return { kind: 'failed', error: answer.error };
  return { kind: 'sent', messageKey: 'auth.resetLinkSent', redirectTo: '/login' };
}
