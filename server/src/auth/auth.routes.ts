import { z } from 'zod';
import {
  changePasswordRequestSchema,
  loginRequestSchema,
  loginTokenSchema,
  resetPasswordConfirmRequestSchema,
  resetPasswordRequestSchema,
  smsVerificationStepSchema,
  verifyTfaRequestSchema,
  type SmsVerificationStep,
} from '@rota/core/auth';
import {
  findUserByEmail,
  findUserById,
  findUserForSignIn,
  setUserPassword,
} from '../admin/user.repository.js';
import { first, sql } from '../db/database.js';
import { fail, ok } from '../platform/answer.js';
import { defineRoute, type RouteContext } from '../platform/define-route.js';
import type { ServerLanguage } from '../platform/i18n.js';
import { translate } from '../platform/i18n.js';
import {
  burnPasswordCheck,
  hashPassword,
  newRecoveryKey,
  newSecurityStamp,
  sha256,
  verifyPassword,
} from './passwords.js';
import { loginTokenFor } from './sign-in.js';
import { CODE_LENGTH, checkCode, issueCode } from './verification-codes.js';

export const RESET_TOKEN_VALIDITY_MINUTES = 60;

const tags = ['Auth'];

function throttled(seconds: number) {
  return fail(429, 'auth.tooManyAttempts', {
    params: { seconds },
    headers: { 'retry-after': String(seconds) },
  });
}

/** Where the recovery link points: the caller's page on this site, never another site. */
function recoveryLink(
  context: RouteContext<unknown, unknown, unknown>,
  callbackUrl: string | undefined,
  key: string,
  email: string,
) {
  const origin = context.platform.config.publicUrl ?? `${context.request.protocol}://${context.request.host}`;
  let target: URL;
  try {
    target = new URL(callbackUrl || '/change-password', origin);
    const allowed = new Set([new URL(origin).host, context.request.host]);
    if (!allowed.has(target.host) || !/^https?:$/.test(target.protocol))
      target = new URL('/change-password', origin);
  } catch {
    target = new URL('/change-password', origin);
  }
  target.searchParams.set('token', key);
  target.searchParams.set('email', email);
  return target.toString();
}

export const authRoutes = [
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/login',
    access: 'public',
    summary: 'Sign in by e-mail or phone digits: 200 with the token, 201 with the SMS verification step',
    successStatuses: [200, 201],
    tags,
    body: loginRequestSchema,
    response: z.union([loginTokenSchema, smsVerificationStepSchema]),
    async handler({ body, platform, request, language }) {
      const lang: ServerLanguage = body.language ?? language;
      const account = body.email.trim().toLowerCase();
      const wait = platform.throttle.retryAfter(account, request.ip);
      if (wait > 0) return throttled(wait);
      const user = await findUserForSignIn(platform.db, body.email);
      const refuse = () => {
        platform.throttle.fail(account, request.ip);
        return fail(401, 'auth.loginFailed');
      };
      if (body.skipPassword) {
        // Phone sign-in and "send code again": the code is the proof, never a token directly.
        if (!user || !user.isEnabled || (!user.phoneNumber && !user.twoFactorEnabled)) return refuse();
        // Every code sent counts against the account, so nobody can flood a phone with SMS.
        platform.throttle.fail(account, request.ip);
      } else {
        if (!user) {
          await burnPasswordCheck(body.password ?? '');
          return refuse();
        }
        if (!(await verifyPassword(body.password ?? '', user.passwordHash))) return refuse();
        if (!user.isEnabled) return fail(401, 'auth.userDisabled');
        if (!user.twoFactorEnabled) {
          platform.throttle.succeed(account);
          return ok(await loginTokenFor(platform, user));
        }
      }
      if (!body.skipPassword) platform.throttle.succeed(account);
      const issued = await issueCode(platform, user, 'sign-in', lang);
      const step: SmsVerificationStep = { email: user.email, codeLength: CODE_LENGTH, ...issued };
      return ok(step, { status: 201 });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/VerifyTFA',
    access: 'public',
    summary: 'Check the SMS code of the sign-in step; 200 with the token',
    tags,
    body: verifyTfaRequestSchema,
    response: loginTokenSchema,
    async handler({ body, platform, request }) {
      const account = body.email.trim().toLowerCase();
      const wait = platform.throttle.retryAfter(account, request.ip);
      if (wait > 0) return throttled(wait);
      const user = await findUserByEmail(platform.db, body.email);
      if (!user || !user.isEnabled) return fail(400, 'auth.codeIncorrect');
      const result = await checkCode(platform, body.id, user.id, 'sign-in', body.tfaToken);
      if (result === 'expired') return fail(400, 'auth.codeExpired');
      if (result === 'incorrect') {
        platform.throttle.fail(account, request.ip);
        return fail(400, 'auth.codeIncorrect');
      }
      platform.throttle.succeed(account);
      return ok(await loginTokenFor(platform, user), { messageKey: 'auth.codeCorrect' });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/reset-password',
    access: 'public',
    summary: 'Mail a single-use recovery link that expires (the answer is the same for unknown addresses)',
    tags,
    body: resetPasswordRequestSchema,
    response: z.null(),
    async handler(context) {
      const { body, platform, request, language } = context;
      const account = `reset:${body.email.toLowerCase()}`;
      const wait = platform.throttle.retryAfter(account, request.ip);
      if (wait > 0) return throttled(wait);
      // Each request counts, so nobody can flood a mailbox with links.
      platform.throttle.fail(account, request.ip);
      const user = await findUserByEmail(platform.db, body.email);
      if (user?.isEnabled) {
        const key = newRecoveryKey();
        const expires = new Date(platform.now().getTime() + RESET_TOKEN_VALIDITY_MINUTES * 60_000);
        await platform.db.orm.execute(
          sql`INSERT INTO password_reset_tokens (token_hash, user_id, expires_at) VALUES (${sha256(key)}, ${user.id}, ${expires.toISOString()})`,
        );
        const lang = body.language ?? language;
        const link = recoveryLink(
          context as RouteContext<unknown, unknown, unknown>,
          body.callbackUrl,
          key,
          user.email,
        );
        await platform.outbox.send({
          channel: 'email',
          recipient: user.email,
          subject: translate(lang, 'auth.resetMailSubject'),
          body: translate(lang, 'auth.resetMailBody', {
            email: user.email,
            minutes: RESET_TOKEN_VALIDITY_MINUTES,
            link,
          }),
        });
      }
      return ok(null, { messageKey: 'auth.resetLinkSent' });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/reset-password-confirm',
    access: 'public',
    summary: 'Set a new password with the recovery key of the link (single use)',
    tags,
    body: resetPasswordConfirmRequestSchema,
    response: z.null(),
    async handler({ body, platform, request }) {
      const wait = platform.throttle.retryAfter(`reset-confirm:${body.email.toLowerCase()}`, request.ip);
      if (wait > 0) return throttled(wait);
      const user = await findUserByEmail(platform.db, body.email);
      const spent =
        user &&
        (await first<{ user_id: number }>(
          platform.db.orm,
          sql`UPDATE password_reset_tokens SET used_at = now()
              WHERE token_hash = ${sha256(body.recoveryKey)} AND user_id = ${user.id}
                AND used_at IS NULL AND expires_at > ${platform.now().toISOString()}
              RETURNING user_id`,
        ));
      if (!user || !spent) {
        platform.throttle.fail(`reset-confirm:${body.email.toLowerCase()}`, request.ip);
        return fail(400, 'auth.resetLinkInvalid');
      }
      await setUserPassword(
        platform.db.orm,
        user.id,
        await hashPassword(body.newPassword),
        newSecurityStamp(),
      );
      await platform.db.orm.execute(
        sql`UPDATE password_reset_tokens SET used_at = now() WHERE user_id = ${user.id} AND used_at IS NULL`,
      );
      return ok(null, { messageKey: 'auth.passwordChanged' });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/change-password',
    access: 'signed-in',
    summary: "Change the signed-in user's password; earlier tokens stop working, a new one is returned",
    tags,
    body: changePasswordRequestSchema,
    response: loginTokenSchema,
    async handler({ body, platform, user, request }) {
      const record = await findUserById(platform.db, (user as { id: number }).id);
      if (!record) return fail(401, 'server.signInRequired');
      const wait = platform.throttle.retryAfter(`change:${record.email}`, request.ip);
      if (wait > 0) return throttled(wait);
      if (!(await verifyPassword(body.currentPassword, record.passwordHash))) {
        platform.throttle.fail(`change:${record.email}`, request.ip);
        return fail(400, 'auth.currentPasswordIncorrect', {
          validation: [{ field: 'currentPassword', message: 'auth.currentPasswordIncorrect' }],
        });
      }
      const stamp = newSecurityStamp();
      await setUserPassword(platform.db.orm, record.id, await hashPassword(body.newPassword), stamp);
      return ok(await loginTokenFor(platform, { ...record, securityStamp: stamp }), {
        messageKey: 'auth.passwordChanged',
      });
    },
  }),
];
