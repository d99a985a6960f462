import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = path.dirname(fileURLToPath(import.meta.url));

/**
 * Where SQL may be written: repositories, the database folder (migrations, schema, change
 * counters, test databases), the queue adapters (their ledger is the queue) and the demo seeder.
 */
function mayHoldSql(file: string): boolean {
  return (
    file.endsWith('.repository.ts') ||
    /^(db|demo|seed)\//.test(file) ||
    ['solver/job-queue.ts', 'solver/pg-boss-job-queue.ts', 'solver/queue-lease.ts'].includes(file)
  );
}

/**
 * Tests and their helpers (what server/tsconfig.json leaves out of the build) seed the database
 * and read it to check what the product wrote.
 */
function isTestCode(file: string): boolean {
  return /\.test\.tsx?$|\.fixtures\.ts$|-test-kit\.ts$/.test(file) || file.split('/').includes('testing');
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') ? [path.relative(src, full).split(path.sep).join('/')] : [];
  });
}

/** The SQL statements and fragments in a source: `sql` tagged templates and raw query strings. */
function sqlTemplates(source: string): number {
  const tagged = source.match(/\bsql`/g)?.length ?? 0;
  const raw =
    source.match(
      /\.query\(\s*['"`]\s*(SELECT|INSERT|UPDATE|DELETE|WITH|CREATE|DROP|ALTER|BEGIN|COMMIT|ROLLBACK)\b/gi,
    )?.length ?? 0;
  return tagged + raw;
}

/**
 * Files outside the allowed places that still hold SQL, each with why it stays. A file leaves
 * this list when its SQL does: the test fails on an entry that no longer holds any, as on a new
 * file that does.
 */
const EXCEPTIONS: Readonly<Record<string, string>> = {};

describe('SQL placement', () => {
  it('recognises SQL templates and raw query strings', () => {
    expect(sqlTemplates('const x = sql`SELECT 1`; const y = sql`a = ${1}`;')).toBe(2);
    expect(sqlTemplates("await client.query('BEGIN');")).toBe(1);
    expect(sqlTemplates('await client.query(`DROP SCHEMA x`);')).toBe(1);
    expect(sqlTemplates("import { findJob } from './job.repository.js';")).toBe(0);
  });

  it('keeps SQL in repositories: use cases validate and orchestrate, repositories query', () => {
    const offenders = Object.fromEntries(
      sourceFiles(src)
        .filter((file) => !mayHoldSql(file) && !isTestCode(file))
        .map((file) => [file, sqlTemplates(fs.readFileSync(path.join(src, file), 'utf8'))] as const)
        .filter(([, count]) => count > 0),
    );
    expect(
      Object.keys(offenders).sort(),
      'SQL belongs in a *.repository.ts beside the use case that calls it',
    ).toEqual(Object.keys(EXCEPTIONS).sort());
  });
});
