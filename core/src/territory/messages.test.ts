import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { territoryMessages } from './messages.js';

const here = dirname(fileURLToPath(import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('territory messages', () => {
  it('has the same keys in English and Turkish, none empty', () => {
    expect(Object.keys(territoryMessages.tr).sort()).toEqual(Object.keys(territoryMessages.en).sort());
    for (const text of [...Object.values(territoryMessages.en), ...Object.values(territoryMessages.tr)]) {
      expect(text.trim()).not.toBe('');
    }
  });

  it('holds every key the area refers to', () => {
    const used = new Set<string>();
    for (const file of sourceFiles(here)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/'(territory\.[A-Za-z.]+)'/g))
        used.add(match[1]!);
    }
    expect(used.size).toBeGreaterThan(5);
    for (const key of used) expect(territoryMessages.en, key).toHaveProperty([key]);
  });

  it('keeps the spec texts word for word', () => {
    const en = Object.values(territoryMessages.en);
    for (const text of [
      'No territories available',
      'Create New One',
      'Add to Current',
      'Please select a depot.',
      'Locations data not found',
      'There is no location assigned to the depot',
      'Depot is required.',
      'Please select at least 1 location!',
      'One territory must be selected',
      'Name is required',
      'There is no location in the territory',
      'Please select row',
      'Territory is added',
      'Territory Plans Summary',
      'Delete Territory Plan',
      'Territory Polygon',
    ]) {
      expect(en).toContain(text);
    }
  });

  it('keeps placeholders the same in both languages', () => {
    for (const [key, text] of Object.entries(territoryMessages.en)) {
      const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
      expect(placeholders(territoryMessages.tr[key]!), key).toEqual(placeholders(text));
    }
  });
});
