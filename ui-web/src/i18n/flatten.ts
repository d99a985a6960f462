/** The web catalogs are nested for reading; i18next gets flat keys like core's (`login.title`). */
export function flatten(tree: object, prefix = ''): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object' && !Array.isArray(value))
      Object.assign(out, flatten(value as object, path));
    else out[path] = value;
  }
  return out;
}
