import type { LoginLanguage } from '../auth.validation.js';
import type { SmsVerificationStep } from '../login.schema.js';
import type { AuthFailure, AuthGateway, AuthClock, SmsStepStore } from '../ports.js';
import { smsCountdown } from '../sms-countdown.rules.js';

export type ResendSmsOutcome =
  | { kind: 'sent'; step: SmsVerificationStep }
  | { kind: 'not-yet'; remainingSeconds: number }
  | { kind: 'no-step'; redirectTo: '/login' }
  | { kind: 'failed'; error: AuthFailure };

/** "Send Code Again": allowed only once the current code has expired; asks login with skipPassword. */
export async function resendSmsCode(
  ports: { auth: AuthGateway; smsStepStore: SmsStepStore; clock: AuthClock },
  language: LoginLanguage,
): Promise<ResendSmsOutcome> {
  const step = ports.smsStepStore.load();
  if (!step) return { kind: 'no-step', redirectTo: '/login' };
  const countdown = smsCountdown(step, ports.clock.now());
  if (!countdown.expired) return { kind: 'not-yet', remainingSeconds: countdown.remainingSeconds };
  const answer = await ports.auth.login({ email: step.email, skipPassword: true, language });
  if (!answer.ok) return { kind: 'failed', error: answer.error };
  if (answer.value.status !== 201)
    return { kind: 'failed', error: { code: 'unknown', messageKey: 'auth.codeExpired' } };
  ports.smsStepStore.save(answer.value.step);
  return { kind: 'sent', step: answer.value.step };
}
