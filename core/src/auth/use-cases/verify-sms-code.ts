import { smsCodeFormSchema, type LoginToken, type SmsVerificationStep } from '../login.schema.js';
import type { AuthFailure, AuthGateway, AuthClock, LoginStore, SmsStepStore } from '../ports.js';
import { smsCountdown } from '../sms-countdown.rules.js';
import { authFieldErrors, type AuthFieldErrors } from './form-errors.js';

export type VerifySmsOutcome =
  | { kind: 'signed-in'; login: LoginToken; redirectTo: '/dashboard' }
  | { kind: 'no-step'; redirectTo: '/login' }
  | { kind: 'expired'; messageKey: 'auth.codeExpired' }
  | { kind: 'invalid'; errors: AuthFieldErrors }
  | { kind: 'failed'; error: AuthFailure };

/** Sends the SMS code with the step's email and id (VerifyTFA); success stores the login. */
export async function verifySmsCode(
  ports: { auth: AuthGateway; loginStore: LoginStore; smsStepStore: SmsStepStore; clock: AuthClock },
  code: string,
): Promise<VerifySmsOutcome> {
  const step: SmsVerificationStep | null = ports.smsStepStore.load();
  if (!step) return { kind: 'no-step', redirectTo: '/login' };
  const parsed = smsCodeFormSchema(step.codeLength).safeParse({ code });
  if (!parsed.success) return { kind: 'invalid', errors: authFieldErrors(parsed.error) };
  if (smsCountdown(step, ports.clock.now()).expired)
    return { kind: 'expired', messageKey: 'auth.codeExpired' };
  const answer = await ports.auth.verifyTfa({ tfaToken: parsed.data.code, email: step.email, id: step.id });
  if (!answer.ok) {
    return { kind: 'failed', error: { ...answer.error, messageKey: 'auth.codeIncorrect' } };
  }
  ports.smsStepStore.clear();
  ports.loginStore.save(answer.value);
  return { kind: 'signed-in', login: answer.value, redirectTo: '/dashboard' };
}
