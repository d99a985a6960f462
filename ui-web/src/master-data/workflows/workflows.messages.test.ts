import { readdirSync, readFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '../../i18n/index.js';
import { workflowsTexts } from './workflows.messages.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Literal keys the screen passes to t() or to toasts. */
function usedKeys(): string[] {
  const found = new Set<string>();
  for (const name of readdirSync(here).filter((n) => /\.tsx?$/.test(n) && !n.includes('.test.'))) {
    const text = readFileSync(`${here}/${name}`, 'utf8');
    for (const match of text.matchAll(/(?:\bt\(|key: |Key: )'([a-zA-Z]+\.[\w.]+)'/g))
      if (match[1]) found.add(match[1]);
  }
  return [...found].sort();
}

describe('workflows screen texts', () => {
  it('Turkish has every English label', () => {
    expect(Object.keys(workflowsTexts.tr).sort()).toEqual(Object.keys(workflowsTexts.en).sort());
  });

  it('every literal key the screen uses is in the web catalogs in English and Turkish', () => {
    const { en, tr } = resources();
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(8);
    expect(keys.filter((key) => !(key in en.translation))).toEqual([]);
    expect(keys.filter((key) => !(key in tr.translation))).toEqual([]);
  });
});
