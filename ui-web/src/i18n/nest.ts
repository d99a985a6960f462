/** Core's catalogs use flat keys (`auth.loginFailed`); i18next reads them nested. */
export function nest(flat: Record<string, string>): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(flat)) {
    const dot = key.indexOf('.');
    const area = dot < 0 ? 'common' : key.slice(0, dot);
    (out[area] ??= {})[dot < 0 ? key : key.slice(dot + 1)] = text;
  }
  return out;
}
