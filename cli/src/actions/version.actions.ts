import { healthSchema, type Health } from '@rota/core/shared';
import { createServerClient } from '../api/server-client.js';
import { transportCause } from '../api/transport-cause.js';
import type { CliIo } from '../context.js';
import { configDir } from '../config/config-dir.js';
import { createLoginFileStore } from '../config/login-file.js';
import { isServerAddress, resolveServer } from '../config/server-address.js';
import { EXIT, usageError, type ExitCode } from '../io/cli-error.js';
import { t } from '../messages.js';
import { cliCommit, cliVersion } from '../version.js';

/** How long `--version` waits for the server's answer before it names the server unknown. */
const HEALTH_WAIT_MS = 3000;

/**
 * `rota --version` (alone, or with the global --server and --json): the tool's `--server` value,
 * or undefined when the command line asks something else.
 */
export function versionRequest(args: readonly string[]): { server: string | undefined } | null {
  let asked = false;
  let server: string | undefined;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i] as string;
    if (arg === '--version' || arg === '-V') asked = true;
    else if (arg === '--json') continue;
    else if (arg === '--server' && i + 1 < args.length) server = args[++i];
    else if (arg.startsWith('--server=')) server = arg.slice('--server='.length);
    else return null;
  }
  return asked ? { server } : null;
}

async function serverHealth(server: string): Promise<Health | string> {
  const client = createServerClient(server, () => null);
  const timer = new Promise<string>((resolve) =>
    setTimeout(
      () => resolve(t('cli.serverNoAnswer', { seconds: HEALTH_WAIT_MS / 1000 })),
      HEALTH_WAIT_MS,
    ).unref(),
  );
  const asked = client
    .request({ url: 'health', schema: healthSchema, notifyErrors: false, skipSessionGuard: true })
    .then((result) =>
      result.ok
        ? result.data
        : result.error.code === 'network'
          ? transportCause()
          : `HTTP ${result.error.status}`,
    );
  return Promise.race([asked, timer]);
}

/**
 * Prints the tool's version and commit and, when a server is named (--server, ROTA_SERVER) or
 * signed in to, the version and commit that server's `/api/health` names. A server that does not
 * answer is said so on standard error; the exit stays 0, the tool's own version being known.
 */
export async function printVersion(io: CliIo, option: string | undefined, json: boolean): Promise<ExitCode> {
  const own = { version: cliVersion(), commit: cliCommit(io.env) };
  const dir = configDir(io.env);
  const { server, source } = resolveServer(option, io.env, dir);
  const ask = source === 'option' || source === 'env' || createLoginFileStore(dir, server).load() !== null;
  if (ask && !isServerAddress(server))
    throw usageError(t('cli.optionInvalid', { option: '--server', detail: t('cli.serverAddressHint') }));
  const health = ask ? await serverHealth(server) : null;
  const known = health !== null && typeof health !== 'string' ? health : null;
  if (json) {
    const answer = known
      ? { url: server, version: known.version, commit: known.commit, database: known.database }
      : null;
    io.stdout.write(`${JSON.stringify({ ...own, server: answer })}\n`);
  } else {
    const lines = [t('cli.versionLine', own)];
    if (known)
      lines.push(
        t('cli.serverVersionLine', {
          server,
          version: known.version,
          commit: known.commit,
          database: t(known.database === 'postgres' ? 'cli.databasePostgres' : 'cli.databaseEmbedded'),
        }),
      );
    io.stdout.write(`${lines.join('\n')}\n`);
  }
  if (typeof health === 'string')
    io.stderr.write(`${t('cli.serverVersionUnknown', { server, cause: health })}\n`);
  return EXIT.ok;
}
