import { createRealtimeAdapters } from '@rota/adapters-realtime';
import type { CommandContext } from '../context.js';

/** The hubs of the signed-in server, with the client's own warnings shown only under ROTA_DEBUG. */
export function commandRealtime(ctx: CommandContext) {
  const debug = ctx.io.env['ROTA_DEBUG'] !== undefined;
  return createRealtimeAdapters({
    baseUrl: ctx.server,
    getToken: () => ctx.accessToken(),
    logger: {
      warn: (message) => debug && ctx.out.note(message),
      error: (message) => debug && ctx.out.note(message),
    },
  });
}
