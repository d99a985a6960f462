import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/index.js';

const source = join(dirname(fileURLToPath(import.meta.url)), '..');

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path);
    return /\.tsx?$/.test(name) && !/\.(test|checks)\.tsx?$/.test(name) && !name.endsWith('.d.ts')
      ? [path]
      : [];
  });
}

/**
 * Literal message keys in the web UI's code: passed to t() or i18n.t(), named as a toast's or a
 * result's `key`/`messageKey`/`titleKey`, or as `<Trans i18nKey>`.
 */
const KEY_PATTERNS = [
  /\bt\(\s*'([a-zA-Z]+\.[\w.-]+)'/g,
  /\b(?:key|messageKey|titleKey|labelKey|warningKey|errorKey): '([a-zA-Z]+\.[\w.-]+)'/g,
  /i18nKey="([a-zA-Z]+\.[\w.-]+)"/g,
];

function usedKeys(): Map<string, string> {
  const found = new Map<string, string>();
  for (const file of files(source)) {
    const text = readFileSync(file, 'utf8');
    for (const pattern of KEY_PATTERNS)
      for (const match of text.matchAll(pattern))
        if (match[1] && !found.has(match[1])) found.set(match[1], relative(source, file));
  }
  return found;
}

type Texts = { en: Record<string, string>; tr: Record<string, string> };
const isTexts = (value: unknown): value is Texts =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Partial<Texts>).en === 'object' &&
  typeof (value as Partial<Texts>).tr === 'object';

/** The catalogs the app loads: the shell's (with core's) and every screen folder's own texts. */
async function catalogs(): Promise<Texts> {
  const { en, tr } = resources();
  const all: Texts = { en: { ...en.translation }, tr: { ...tr.translation } } as Texts;
  for (const file of files(source).filter((path) => path.endsWith('.messages.ts'))) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const texts of Object.values(module).filter(isTexts)) {
      Object.assign(all.en, texts.en);
      Object.assign(all.tr, texts.tr);
    }
  }
  return all;
}

describe('message keys of the web UI', () => {
  it('every key used in the code exists in English and in Turkish', async () => {
    const used = usedKeys();
    const { en, tr } = await catalogs();
    expect(used.size).toBeGreaterThan(300);
    // A key called with a count may exist in its plural forms only (i18next's `_one`, `_other`).
    const has = (catalog: Record<string, string>, key: string) => key in catalog || `${key}_other` in catalog;
    const missing = (catalog: Record<string, string>) =>
      [...used].filter(([key]) => !has(catalog, key)).map(([key, file]) => `${key} (${file})`);
    expect(missing(en)).toEqual([]);
    expect(missing(tr)).toEqual([]);
  });
});
