import { z } from 'zod';
import { loginTokenSchema, refreshRequestSchema, signOutRequestSchema } from '@rota/core/auth';
import { findUserById } from '../admin/user.repository.js';
import { fail, ok } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';
import { revokeSession, revokeSessionOfRefreshToken, rotateSession } from './sessions.js';
import { loginOfSession } from './sign-in.js';

const tags = ['Auth'];

export const sessionRoutes = [
  defineRoute({
    method: 'POST',
    url: '/auth/authenticate/refresh',
    access: 'public',
    summary:
      'Trade the refresh token for a new access token and refresh token (single use; 401 once the sign-in has ended)',
    tags,
    body: refreshRequestSchema,
    response: loginTokenSchema,
    async handler({ body, platform }) {
      const rotated = await rotateSession(platform, body.refreshToken);
      if (!rotated) return fail(401, 'server.loginExpired');
      const user = await findUserById(platform.db, rotated.userId);
      if (!user?.isEnabled) {
        await revokeSession(platform.db.orm, rotated.sessionId);
        return fail(401, 'server.loginExpired');
      }
      return ok(await loginOfSession(platform, user, rotated));
    },
  }),
  defineRoute({
    method: 'POST',
    url: '/auth/sign-out',
    access: 'public',
    summary:
      'Sign out: ends the sign-in of the refresh token (its access tokens stop working at once); 200 also when it had ended',
    tags,
    body: signOutRequestSchema,
    response: z.null(),
    async handler({ body, platform }) {
      await revokeSessionOfRefreshToken(platform, body.refreshToken);
      return ok(null, { messageKey: 'auth.loggedOut' });
    },
  }),
];
