import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

function routeFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : routeFiles(full);
    return entry.name.endsWith('.routes.ts') ? [full] : [];
  });
}

/** What marks SQL in a file: the sql template tag or drizzle's query builder. */
function holdsSql(source: string): boolean {
  return /\bsql`|from 'drizzle-orm'|\.execute\(|\brows<|\bfirst</.test(source);
}

describe('server layers', () => {
  it('recognise SQL in a route file', () => {
    expect(holdsSql('const x = sql`SELECT 1`;')).toBe(true);
    expect(holdsSql("import { sql } from 'drizzle-orm';")).toBe(true);
    expect(holdsSql('await orm.execute(query);')).toBe(true);
    expect(holdsSql("import { listRoles } from './role.repository.js';")).toBe(false);
  });

  it('keep SQL out of route files: routes call use cases and repositories', () => {
    const offenders = routeFiles(src)
      .filter((file) => holdsSql(fs.readFileSync(file, 'utf8')))
      .map((file) => path.relative(src, file));
    expect(offenders).toEqual([]);
  });
});
