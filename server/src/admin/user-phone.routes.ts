import { z } from 'zod';
import { phoneConfirmationRequestSchema, phoneConfirmationStepSchema } from '@rota/core/admin';
import { hasSignedIn } from '../auth/session.repository.js';
import { throttled } from '../auth/throttled.js';
import { checkCode, issueCode, latestOpenCode } from '../auth/verification-codes.js';
import { ok } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';
import { invalid, isAnswer, ownOrManagedUser } from './user-lookup.js';
import { confirmUserPhone } from './user.repository.js';

const tags = ['Users'];
const base = '/api/user-management';
const emailParams = z.object({ email: z.string().min(1) });

/**
 * Phone confirmation (spec 02, Users): a 6-digit code to the phone, then the code back. A number
 * receives sign-in codes only once confirmed, and only its owner confirms it on an account in use.
 */
export const userPhoneRoutes = [
  defineRoute({
    method: 'POST',
    url: `${base}/users/:email/send-phone-confirmation`,
    // Signed in: the owner sends the code to their own phone; others need user-management;write.
    access: 'signed-in',
    summary: "Send a 6-digit code to the user's phone (the user's own, or with user-management;write)",
    tags,
    params: emailParams,
    response: phoneConfirmationStepSchema,
    async handler({ params, platform, user, language }) {
      const target = await ownOrManagedUser(platform, user, params.email);
      if (isAnswer(target)) return target;
      if (!target.phoneNumber) return invalid(400, 'phoneNumber', 'admin.user.noPhoneNumber');
      const wait = platform.throttle.smsRetryAfter(target.id, target.phoneNumber);
      if (wait > 0) return throttled(wait);
      platform.throttle.smsSent(target.id, target.phoneNumber);
      const issued = await issueCode(platform, target, 'phone-confirmation', language);
      return ok({ id: issued.id, validitySeconds: issued.validitySeconds, startTime: issued.startTime });
    },
  }),
  defineRoute({
    method: 'POST',
    url: `${base}/users/:email/phone-confirmation`,
    access: 'signed-in',
    summary:
      'Confirm the phone number with the 6-digit code: by its owner, or by a manager while the account has never signed in',
    tags,
    params: emailParams,
    body: phoneConfirmationRequestSchema,
    response: z.null(),
    async handler({ params, body, platform, user }) {
      const actor = user;
      const target = await ownOrManagedUser(platform, actor, params.email);
      if (isAnswer(target)) return target;
      // Whoever holds the phone knows the code: a manager who typed in their own number must not
      // confirm it for an account in use. A new account (never signed in) may be set up for its owner.
      if (target.id !== actor.id && (await hasSignedIn(platform.db.orm, target.id)))
        return invalid(403, 'confirmationToken', 'auth.phoneConfirmOwnOnly');
      let id = body.id === undefined ? undefined : String(body.id);
      id ??= await latestOpenCode(platform, target.id, 'phone-confirmation');
      const result = id
        ? await checkCode(platform, id, target.id, 'phone-confirmation', body.confirmationToken)
        : 'incorrect';
      if (result !== 'ok') return invalid(400, 'confirmationToken', 'admin.user.codeIncorrect');
      await confirmUserPhone(platform.db.orm, target.id);
      return ok(null, { messageKey: 'admin.user.phoneVerified' });
    },
  }),
];
