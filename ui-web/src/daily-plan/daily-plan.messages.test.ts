import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { resources } from '../i18n/index.js';
import { dailyPlanScreenTexts } from './daily-plan.messages.js';

const here = dirname(fileURLToPath(import.meta.url));

/** Literal keys the daily plan and dashboard screens pass to t() or to toasts. */
function usedKeys(): string[] {
  const files = [here, join(here, '../dashboard')].flatMap((dir) =>
    readdirSync(dir)
      .filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.test.ts'))
      .map((name) => readFileSync(join(dir, name), 'utf8')),
  );
  const found = new Set<string>();
  for (const text of files)
    for (const match of text.matchAll(/(?:\bt\(|key: )'([a-zA-Z]+\.[\w.]+)'/g))
      if (match[1]) found.add(match[1]);
  return [...found].sort();
}

describe('daily plan screen texts', () => {
  it('Turkish has every English label', () => {
    expect(Object.keys(dailyPlanScreenTexts.tr).sort()).toEqual(Object.keys(dailyPlanScreenTexts.en).sort());
  });

  it('every literal key the screens use exists in English and Turkish', () => {
    const en = { ...resources().en.translation, ...dailyPlanScreenTexts.en };
    const tr = { ...resources().tr.translation, ...dailyPlanScreenTexts.tr };
    const keys = usedKeys();
    expect(keys.length).toBeGreaterThan(40);
    expect(keys.filter((key) => !(key in en))).toEqual([]);
    expect(keys.filter((key) => !(key in tr))).toEqual([]);
  });
});
