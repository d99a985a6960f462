import { z } from 'zod';
import { passwordResetRequestSchema, passwordResetValidation } from '@rota/core/admin';
import { ROLES } from '@rota/core/auth';
import { refuseNewPassword } from '../auth/password-policy.js';
import { hashPassword, newSecurityStamp } from '../auth/passwords.js';
import { fail, ok } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';
import { findUserByName, setUserPassword } from './user.repository.js';

/**
 * Password reset by an Admin (Users screen): the Admin sets a new password that meets the user
 * form's rules; a new security stamp ends the user's earlier sign-ins.
 */
export const userPasswordRoutes = [
  defineRoute({
    method: 'PUT',
    url: '/api/user-management/users/:email/password',
    access: { roles: [ROLES.admin], claim: 'user-management;manage' },
    summary: "An Admin sets a user's password; the user's earlier sign-ins stop working",
    tags: ['Users'],
    params: z.object({ email: z.string().min(1) }),
    body: passwordResetValidation.pipe(passwordResetRequestSchema),
    response: z.null(),
    async handler({ params, body, platform }) {
      const target = await findUserByName(platform.db, params.email);
      if (!target) return fail(404, 'admin.user.notFound');
      // Breached passwords are refused here too (never compared with the current one: no oracle).
      const refusal = await refuseNewPassword(body.password, { email: target.email });
      if (refusal) return fail(400, refusal, { validation: [{ field: 'password', message: refusal }] });
      await setUserPassword(
        platform.db.orm,
        target.id,
        await hashPassword(body.password),
        newSecurityStamp(),
      );
      return ok(null, { messageKey: 'admin.user.passwordChanged' });
    },
  }),
];
