import { z } from 'zod';
import { ROLES } from '@rota/core/auth';
import { ok } from '../platform/answer.js';
import { defineRoute } from '../platform/define-route.js';

const outboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms']),
  recipient: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  status: z.enum(['pending', 'sent', 'logged', 'failed']),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});

export const outboxRoutes = [
  defineRoute({
    method: 'GET',
    url: '/api/dev/outbox',
    access: { roles: [ROLES.admin], claim: 'user-management;read' },
    demoOnly: true,
    summary: 'Demo mode: the latest SMS and e-mail messages, newest first',
    tags: ['Demo'],
    query: z.object({ limit: z.coerce.number().int().min(1).max(500).optional() }),
    response: z.array(outboxMessageSchema),
    async handler({ platform, query }) {
      return ok(await platform.outbox.list(query.limit ?? 100));
    },
  }),
];
