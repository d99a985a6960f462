import { readdirSync, readFileSync } from 'node:fs';
import { expect } from 'vitest';
import { resources } from './index.js';

/** Literal keys the files of a screen folder pass to t() or to toasts. */
export function usedKeys(folder: string): string[] {
  const found = new Set<string>();
  for (const name of readdirSync(folder).filter((n) => /\.tsx?$/.test(n) && !n.includes('.test.'))) {
    const text = readFileSync(`${folder}/${name}`, 'utf8');
    for (const match of text.matchAll(/(?:\bt\(|key: |Key: )'([a-zA-Z]+\.[\w.]+)'/g))
      if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}

/**
 * The checks every screen's own texts pass: Turkish has every English label, and each literal key
 * the screen uses is in the web catalogs in both languages.
 */
export function checkScreenTexts(
  folder: string,
  texts: { en: Record<string, string>; tr: Record<string, string> },
  minimumKeys: number,
): void {
  expect(Object.keys(texts.tr).sort()).toEqual(Object.keys(texts.en).sort());
  const { en, tr } = resources();
  const keys = usedKeys(folder);
  expect(keys.length).toBeGreaterThan(minimumKeys);
  expect(keys.filter((key) => !(key in en.translation))).toEqual([]);
  expect(keys.filter((key) => !(key in tr.translation))).toEqual([]);
}
