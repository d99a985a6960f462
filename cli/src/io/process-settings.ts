import { EXIT } from './cli-error.js';

/** A time zone name the runtime knows (IANA, e.g. Europe/Istanbul). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/**
 * What the environment asks of the whole process, set before anything draws or formats:
 * NO_COLOR (any non-empty value, no-color.org) turns colours off in Ink and its spinner, which
 * read FORCE_COLOR only; ROTA_TIME_ZONE becomes the zone of every time shown.
 */
export function applyProcessSettings(env: NodeJS.ProcessEnv): void {
  if (env['NO_COLOR']) env['FORCE_COLOR'] = '0';
  const zone = env['ROTA_TIME_ZONE'];
  if (zone && isTimeZone(zone)) env['TZ'] = zone;
}

/**
 * Ctrl-C outside a prompt (a watch, a solve, a request): one line on standard error and exit 130,
 * never a stack trace. On a terminal the line starts after the echoed ^C.
 */
export function exitOnInterrupt(stderr: NodeJS.WriteStream): void {
  let ending = false;
  process.on('SIGINT', () => {
    if (ending) return;
    ending = true;
    void import('../messages.js').then(({ t }) => {
      stderr.write(`${stderr.isTTY ? '\n' : ''}rota: ${t('cli.interrupted')}\n`);
      process.exit(EXIT.interrupted);
    });
  });
}

/** A reader that stopped reading (`rota jobs list | head`) ends the command quietly, as Unix tools do. */
export function exitOnClosedOutput(stream: NodeJS.WriteStream): void {
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code === 'EPIPE') process.exit(EXIT.ok);
    throw error;
  });
}
