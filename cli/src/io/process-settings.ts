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
