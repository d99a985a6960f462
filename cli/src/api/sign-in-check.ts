import { apiPath, dailyPlanApi } from '@rota/core/daily-plan';
import type { CommandContext } from '../context.js';
import { CliError, EXIT } from '../io/cli-error.js';
import { t } from '../messages.js';
import { notRotaError } from './rota-probe.js';
import { failureError } from './server-client.js';

/**
 * Asks the server whether it still accepts the stored sign-in: a one-row read of the jobs list.
 * Any answer but 401 proves the token (a 403 only says the role may not read jobs); a 401 ends
 * the command with the server's reason (expired, signed out, password changed, user disabled).
 */
export async function checkSignIn(ctx: CommandContext): Promise<void> {
  const answer = await ctx.http().request({
    url: apiPath(dailyPlanApi.listJobs),
    params: { pageSize: 1 },
    skipSessionGuard: true,
    notifyErrors: false,
  });
  if (answer.ok || answer.error.status === 403) return;
  const notRota = answer.error.code === 'network' ? null : await notRotaError(ctx.server);
  if (notRota) throw notRota;
  if (answer.error.status === 401)
    throw new CliError(
      t('cli.signInRefusedByServer', { server: ctx.server, message: answer.error.message ?? '401' }),
      EXIT.failure,
      [],
      'SIGN_IN_REFUSED',
    );
  throw failureError(ctx.server, answer.error);
}
