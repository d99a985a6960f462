/**
 * Writes the seeded Solomon-style instances of `npm run bench -- --set synthetic` as files, so that
 * `rota bench --dir DIR --set solomon --threads N` solves them in parallel searches:
 *   npx tsx --conditions=@rota/source optimizer/bench/write-synthetic.ts --customers 1000 --out DIR
 *     [--instance-seeds K]
 * Files go to DIR/solomon/<name>.txt (no bks.csv: these instances have no best known solutions).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateSolomonStyle, generatedInstanceName, generatedSuite } from '@rota/test-fixtures/instances';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const customers = Number(arg('customers') ?? '1000');
const seeds = Number(arg('instance-seeds') ?? '1');
const out = arg('out');
if (!out || !Number.isInteger(customers) || customers < 1 || !Number.isInteger(seeds) || seeds < 1) {
  console.error('usage: write-synthetic.ts --customers N --out DIR [--instance-seeds K]');
  process.exit(2);
}
const dir = path.join(out, 'solomon');
mkdirSync(dir, { recursive: true });
for (const spec of generatedSuite(customers, seeds)) {
  const file = path.join(dir, `${generatedInstanceName(spec)}.txt`);
  writeFileSync(file, generateSolomonStyle(spec));
  console.log(file);
}
