import { z } from 'zod';
import {
  changePasswordRequestSchema,
  loginTokenSchema,
  resetPasswordConfirmRequestSchema,
  resetPasswordRequestSchema,
} from '@rota/core/auth';
import { findUserByEmail, findUserById, setUserPassword } from '../admin/user.repository.js';
import { fail, ok } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';
import { translate } from '../platform/i18n.js';
import { refuseNewPassword } from './password-policy.js';
import { hashPassword, newRecoveryKey, newSecurityStamp, verifyPassword } from './passwords.js';
import { recoveryLink } from './recovery-link.js';
import { resetTokenIsLive, spendResetToken, storeResetToken } from './reset-token.repository.js';
import { loginTokenFor } from './sign-in.js';
import { throttled } from './throttled.js';

export const RESET_TOKEN_VALIDITY_MINUTES = 60;

const tags = ['Auth'];

const refused = (messageKey: string) =>
  fail(400, messageKey, { validation: [{ field: 'newPassword', message: messageKey }] });

export const passwordRoutes = [
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/reset-password',
    access: 'public',
    summary:
      'Mail a single-use recovery link that expires, on PUBLIC_URL only (callbackUrl on another site: 400); the same answer for unknown addresses',
    tags,
    body: resetPasswordRequestSchema,
    response: z.null(),
    async handler({ body, platform, request, language }) {
      // Checked before anything is looked up, so the answer says nothing about the account.
      if (recoveryLink(platform.config, body.callbackUrl, 'key', body.email) === null) {
        return fail(400, 'auth.callbackUrlInvalid', {
          validation: [{ field: 'callbackUrl', message: 'auth.callbackUrlInvalid' }],
        });
      }
      const wait = platform.throttle.retryAfter(body.email, request.ip, 'reset');
      if (wait > 0) return throttled(wait);
      // Each request counts, so nobody can flood a mailbox with links.
      platform.throttle.fail(body.email, request.ip, 'reset');
      const user = await findUserByEmail(platform.db, body.email);
      if (user?.isEnabled) {
        const key = newRecoveryKey();
        const expires = new Date(platform.now().getTime() + RESET_TOKEN_VALIDITY_MINUTES * 60_000);
        await storeResetToken(platform.db.orm, key, user.id, expires);
        const lang = body.language ?? language;
        const link = recoveryLink(platform.config, body.callbackUrl, key, user.email) as string;
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
    summary:
      'Set a new password with the recovery key of the link (single use; every sign-in of the account ends)',
    tags,
    body: resetPasswordConfirmRequestSchema,
    response: z.null(),
    async handler({ body, platform, request }) {
      const wait = platform.throttle.retryAfter(body.email, request.ip, 'reset-confirm');
      if (wait > 0) return throttled(wait);
      const user = await findUserByEmail(platform.db, body.email);
      const now = platform.now();
      const valid = user && (await resetTokenIsLive(platform.db.orm, body.recoveryKey, user.id, now));
      if (!user || !valid) {
        platform.throttle.fail(body.email, request.ip, 'reset-confirm');
        return fail(400, 'auth.resetLinkInvalid');
      }
      // Only a holder of a live key learns whether the new password is refused.
      const refusal = await refuseNewPassword(body.newPassword, user);
      if (refusal) return refused(refusal);
      const spent = await spendResetToken(platform.db.orm, body.recoveryKey, user.id, now);
      if (!spent) return fail(400, 'auth.resetLinkInvalid');
      await setUserPassword(
        platform.db.orm,
        user.id,
        await hashPassword(body.newPassword),
        newSecurityStamp(),
      );
      return ok(null, { messageKey: 'auth.passwordChanged' });
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/change-password',
    access: 'signed-in',
    summary: "Change the signed-in user's password; every earlier sign-in ends, a new one is returned",
    tags,
    body: changePasswordRequestSchema,
    response: loginTokenSchema,
    async handler({ body, platform, user, request }) {
      const record = await findUserById(platform.db, user.id);
      if (!record) return fail(401, 'server.signInRequired');
      const wait = platform.throttle.retryAfter(record.email, request.ip, 'change');
      if (wait > 0) return throttled(wait);
      if (!(await verifyPassword(body.currentPassword, record.passwordHash))) {
        platform.throttle.fail(record.email, request.ip, 'change');
        return fail(400, 'auth.currentPasswordIncorrect', {
          validation: [{ field: 'currentPassword', message: 'auth.currentPasswordIncorrect' }],
        });
      }
      const refusal = await refuseNewPassword(body.newPassword, record);
      if (refusal) return refused(refusal);
      const stamp = newSecurityStamp();
      await setUserPassword(platform.db.orm, record.id, await hashPassword(body.newPassword), stamp);
      return ok(await loginTokenFor(platform, { ...record, securityStamp: stamp }), {
        messageKey: 'auth.passwordChanged',
      });
    },
  }),
];
