import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { trackingMessages } from './messages.js';

const here = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('tracking messages', () => {
  it('has the same keys in English and Turkish, none empty', () => {
    expect(Object.keys(trackingMessages.tr).sort()).toEqual(Object.keys(trackingMessages.en).sort());
    for (const text of [...Object.values(trackingMessages.en), ...Object.values(trackingMessages.tr)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('holds every key the area refers to', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(here)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(tracking\.[A-Za-z.]+)'/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    for (const key of used) expect(trackingMessages.en, key).toHaveProperty([key]);
  });

  it('keeps the spec texts word for word', () => {
    const en = Object.values(trackingMessages.en);
    for (const text of [
      "Vehicles haven't moved yet",
      'Please choose a job from the table.',
      'Please choose a order from the table.',
      'Please select vehicle and date range.',
      'Data not found',
      "Today's Status",
      'Route Task Progress',
      'Headed to a Location',
      '{{minutes}} min ahead',
      'Awaiting Visit',
      'Inprogress',
      'Ongoing',
    ]) {
      expect(en).toContain(text);
    }
  });

  it('keeps placeholders the same in both languages', () => {
    for (const [key, text] of Object.entries(trackingMessages.en)) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(trackingMessages.tr[key]!), key).toEqual(placeholders(text));
    }
  });
});
