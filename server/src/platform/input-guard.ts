/**
 * Input the database cannot take, caught for every route at once: text holding a NUL character
 * (PostgreSQL text never holds one), and the data errors PostgreSQL raises for a value it cannot
 * store or read (SQLSTATE class 22: a number out of range, an impossible date, bad text for a
 * type), which are the caller's mistake, never the server's.
 */

/** The path of the first string (or object key) holding U+0000, e.g. `0.name`; null when none. */
export function findNulCharacter(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'value' : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  const entries = Array.isArray(value) ? value.map((v, i) => [String(i), v] as const) : Object.entries(value);
  for (const [key, item] of entries) {
    const here = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return here;
    const found = findNulCharacter(item, here, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The SQLSTATE of a PostgreSQL data error (class 22) behind an error, if it is one. */
export function databaseDataError(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current !== null && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}
