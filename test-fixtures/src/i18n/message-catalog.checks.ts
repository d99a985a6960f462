import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** An area's message module: the same keys in English and Turkish. */
export interface MessageCatalog {
  en: Record<string, string>;
  tr: Record<string, string>;
}

export interface CatalogCheck {
  /** What the describe block is called, e.g. "daily plan messages". */
  name: string;
  catalog: MessageCatalog;
  /** The area's source folder, searched for the keys it uses. */
  sourceDir: string;
  /** The area's key prefix, e.g. "dailyPlan". */
  keyPrefix: string;
  /** How many distinct keys the sources must at least use (guards against a search that finds nothing). */
  minimumKeysUsed: number;
  /** Texts of the spec that must stand in the English catalog word for word. */
  specTexts: readonly string[];
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** Registers the checks every area's message catalog must pass. */
export function describeMessageCatalog(check: CatalogCheck): void {
  const { catalog } = check;
  describe(check.name, () => {
    it('has the same keys in English and Turkish, none empty', () => {
      expect(Object.keys(catalog.tr).sort()).toEqual(Object.keys(catalog.en).sort());
      for (const text of [...Object.values(catalog.en), ...Object.values(catalog.tr)]) {
        expect(text.trim()).not.toBe('');
      }
    });

    it('holds every key the area refers to', () => {
      const keyPattern = new RegExp(`'(${check.keyPrefix}\\.[A-Za-z.]+)'`, 'g');
      const used = new Set<string>();
      for (const file of sourceFiles(check.sourceDir)) {
        for (const match of readFileSync(file, 'utf8').matchAll(keyPattern)) used.add(match[1]!);
      }
      expect(used.size).toBeGreaterThan(check.minimumKeysUsed);
      for (const key of used) expect(catalog.en, key).toHaveProperty([key]);
    });

    it('keeps the spec texts word for word', () => {
      const en = Object.values(catalog.en);
      for (const text of check.specTexts) expect(en).toContain(text);
    });

    it('keeps placeholders the same in both languages', () => {
      for (const [key, text] of Object.entries(catalog.en)) {
        expect(placeholders(catalog.tr[key]!), key).toEqual(placeholders(text));
      }
    });
  });
}
