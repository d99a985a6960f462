import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { dailyPlanMessages } from './messages.js';

const here = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('daily plan messages', () => {
  it('has the same keys in English and Turkish, none empty', () => {
    expect(Object.keys(dailyPlanMessages.tr).sort()).toEqual(Object.keys(dailyPlanMessages.en).sort());
    for (const text of [...Object.values(dailyPlanMessages.en), ...Object.values(dailyPlanMessages.tr)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('holds every key the area refers to', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(here)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(dailyPlan\.[A-Za-z.]+)'/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(20);
    for (const key of used) expect(dailyPlanMessages.en, key).toHaveProperty([key]);
  });

  it('keeps the spec texts word for word', () => {
    const en = Object.values(dailyPlanMessages.en);
    for (const text of [
      'No drivers have been assigned to this job yet.',
      'Please select at least 1 order and 1 vehicle!',
      'Vehicles already in use for an approved job!',
      'Please make a selection for the vehicles marked with a star.',
      'Reference number must be at least 3 characters.',
      'Reference number must be a maximum of 36 characters.',
      'Shift end must be after shift start',
      'Please choose a time between {{minTime}} and {{maxTime}}.',
      'Value must be between {{min}} and {{max}}.',
      'Job Vehicles are updated',
      'REOPTIMIZING...',
    ]) {
      expect(en).toContain(text);
    }
  });

  it('keeps placeholders the same in both languages', () => {
    for (const [key, text] of Object.entries(dailyPlanMessages.en)) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(dailyPlanMessages.tr[key]!), key).toEqual(placeholders(text));
    }
  });
});
