import { z } from 'zod';
import {
  loginRequestSchema,
  loginTokenSchema,
  smsVerificationStepSchema,
  verifyTfaRequestSchema,
  type SmsVerificationStep,
} from '@rota/core/auth';
import { findUserForSignIn } from '../admin/user.repository.js';
import { fail, ok } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';
import type { ServerLanguage } from '../platform/i18n.js';
import { passwordRoutes } from './password.routes.js';
import { burnPasswordCheck, verifyPassword } from './passwords.js';
import { sessionRoutes } from './session.routes.js';
import { loginTokenFor } from './sign-in.js';
import { smsSignInStep } from './sms-sign-in.js';
import { throttled } from './throttled.js';
import { accountThrottleKey } from '../platform/throttle.js';
import { CODE_LENGTH, checkCode, issueCode, signInCodeDestination } from './verification-codes.js';

export { RESET_TOKEN_VALIDITY_MINUTES } from './password.routes.js';

const tags = ['Auth'];

const signInRoutes = [
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/login',
    access: 'public',
    summary:
      'Sign in by e-mail or phone: 200 with the tokens, 201 with the SMS verification step (the same answer for unknown identifiers)',
    successStatuses: [200, 201],
    tags,
    body: loginRequestSchema,
    response: z.union([loginTokenSchema, smsVerificationStepSchema]),
    async handler({ body, platform, request, language }) {
      const lang: ServerLanguage = body.language ?? language;
      const identifier = body.email.trim();
      const user = await findUserForSignIn(platform.db, identifier);
      // One count per account, whether its e-mail or its phone signs in.
      const account = accountThrottleKey(user, identifier);
      const wait = platform.throttle.retryAfter(account, request.ip);
      if (wait > 0) return throttled(wait);
      if (body.skipPassword) {
        // Phone sign-in and "send code again": every request counts, so nobody floods a phone.
        platform.throttle.fail(account, request.ip);
        return ok(await smsSignInStep(platform, identifier, lang), { status: 201 });
      }
      const refuse = () => {
        platform.throttle.fail(account, request.ip);
        return fail(401, 'auth.loginFailed');
      };
      if (!user) {
        await burnPasswordCheck(body.password ?? '');
        return refuse();
      }
      if (!(await verifyPassword(body.password ?? '', user.passwordHash))) return refuse();
      if (!user.isEnabled) return fail(401, 'auth.userDisabled');
      platform.throttle.succeed(account);
      if (!user.twoFactorEnabled) return ok(await loginTokenFor(platform, user));
      // The password is right: the second factor goes to the confirmed phone (or the e-mail).
      const destination = signInCodeDestination(user).recipient;
      const smsWait = platform.throttle.smsRetryAfter(user.id, destination);
      if (smsWait > 0) return throttled(smsWait);
      platform.throttle.smsSent(user.id, destination);
      const issued = await issueCode(platform, user, 'sign-in', lang);
      const step: SmsVerificationStep = { email: identifier, codeLength: CODE_LENGTH, ...issued };
      return ok(step, { status: 201 });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/VerifyTFA',
    access: 'public',
    summary:
      'Check the SMS code of the sign-in step (email: the identifier the step named); 200 with the tokens',
    tags,
    body: verifyTfaRequestSchema,
    response: loginTokenSchema,
    async handler({ body, platform, request }) {
      const identifier = body.email.trim();
      const user = await findUserForSignIn(platform.db, identifier);
      const account = accountThrottleKey(user, identifier);
      const wait = platform.throttle.retryAfter(account, request.ip);
      if (wait > 0) return throttled(wait);
      const result = user?.isEnabled
        ? await checkCode(platform, body.id, user.id, 'sign-in', body.tfaToken)
        : 'incorrect';
      if (result === 'expired') return fail(400, 'auth.codeExpired');
      if (result === 'incorrect' || !user) {
        platform.throttle.fail(account, request.ip);
        return fail(400, 'auth.codeIncorrect');
      }
      platform.throttle.succeed(account);
      return ok(await loginTokenFor(platform, user), { messageKey: 'auth.codeCorrect' });
    },
  }),
];

export const authRoutes = [...signInRoutes, ...passwordRoutes, ...sessionRoutes];
