import { serverKey } from '../config/login-file.js';
import { CliError, EXIT } from '../io/cli-error.js';
import { t } from '../messages.js';

/**
 * Whether the address answers as a Rota server: its `GET /api/health` is Rota's JSON envelope
 * with a status and a version. Another server (or Rota's web UI under a wrong base path, which
 * answers every address with its page) is named as such rather than as a refused sign-in.
 * Null when it is Rota, or could not be asked (the caller reports an unreachable server).
 */
export async function notRotaError(server: string, timeoutMs = 3000): Promise<CliError | null> {
  const base = serverKey(server);
  let status: number;
  let type: string;
  let body: unknown = null;
  try {
    const response = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(timeoutMs) });
    status = response.status;
    type = response.headers.get('content-type') ?? '';
    if (type.includes('json')) body = await response.json().catch(() => null);
    else await response.body?.cancel();
  } catch {
    return null;
  }
  const data = (body as { data?: { status?: unknown; version?: unknown } } | null)?.data;
  if (typeof data?.status === 'string' && typeof data.version === 'string') return null;
  return new CliError(
    t('cli.notRota', { server: base, detail: `HTTP ${status}${type ? `, ${type.split(';')[0]}` : ''}` }),
    EXIT.failure,
    [],
    'NOT_ROTA',
  );
}
