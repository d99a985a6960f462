import { phoneDigits, type LoginLanguage } from '../auth.validation.js';
import {
  loginByEmailFormSchema,
  loginByPhoneFormSchema,
  type LoginToken,
  type SmsVerificationStep,
} from '../login.schema.js';
import type { AuthFailure, AuthGateway, LoginStore, SmsStepStore } from '../ports.js';
import { authFieldErrors, type AuthFieldErrors } from './form-errors.js';

export type SignInInput =
  | { mode: 'email'; email: string; password: string; language: LoginLanguage }
  | { mode: 'phone'; phoneNumber: string; language: LoginLanguage };

export type SignInOutcome =
  | { kind: 'signed-in'; login: LoginToken; redirectTo: '/dashboard' }
  | { kind: 'sms-step'; step: SmsVerificationStep; redirectTo: '/sms-verification' }
  | { kind: 'invalid'; errors: AuthFieldErrors }
  | { kind: 'failed'; error: AuthFailure };

/**
 * Signs in by e-mail and password or by phone (SMS code). 200 stores the login and goes to the
 * dashboard; 201 keeps the SMS step and goes to the verification page.
 */
export async function signIn(
  ports: { auth: AuthGateway; loginStore: LoginStore; smsStepStore: SmsStepStore },
  input: SignInInput,
): Promise<SignInOutcome> {
  let request;
  if (input.mode === 'email') {
    const parsed = loginByEmailFormSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: authFieldErrors(parsed.error) };
    request = {
      email: parsed.data.email,
      password: parsed.data.password,
      skipPassword: false,
      language: input.language,
    };
  } else {
    const parsed = loginByPhoneFormSchema.safeParse(input);
    if (!parsed.success) return { kind: 'invalid', errors: authFieldErrors(parsed.error) };
    request = { email: phoneDigits(parsed.data.phoneNumber), skipPassword: true, language: input.language };
  }
  const answer = await ports.auth.login(request);
  if (!answer.ok) {
    const error =
      answer.error.code === 'unauthorized'
        ? { ...answer.error, code: 'invalid-credentials' as const }
        : answer.error;
    return { kind: 'failed', error };
  }
  if (answer.value.status === 200) {
    ports.smsStepStore.clear();
    ports.loginStore.save(answer.value.login);
    return { kind: 'signed-in', login: answer.value.login, redirectTo: '/dashboard' };
  }
  ports.smsStepStore.save(answer.value.step);
  return { kind: 'sms-step', step: answer.value.step, redirectTo: '/sms-verification' };
}
