/**
 * Writes directed (ATSP-style) variants of Solomon instances, so that `rota bench --dir DIR --set
 * solomon` and `npm run bench -- --set solomon-directed` solve them:
 *   npx tsx --conditions=@rota/source optimizer/bench/write-directed.ts --out DIR
 *     [--instances C101,R101] [--seed N]
 * Files go to DIR/solomon/<name>.txt: the Solomon text with a TRAVEL MATRIX section
 * (test-fixtures/src/instances/asymmetric-solomon.generator.ts).
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DIRECTED_VARIANT_DEFAULTS,
  directedSolomonVariant,
} from '../../test-fixtures/src/instances/asymmetric-solomon.generator.js';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

export const DIRECTED_INSTANCES = [
  'C101',
  'C105',
  'C201',
  'C205',
  'R101',
  'R105',
  'R201',
  'R205',
  'RC101',
  'RC105',
  'RC201',
  'RC205',
];

const solomon = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../test-fixtures/benchmarks/solomon',
);
const out = arg('out');
const seed = Number(arg('seed') ?? '1');
const names = (arg('instances') ?? DIRECTED_INSTANCES.join(',')).split(',');
if (!out || !Number.isInteger(seed)) {
  console.error('usage: write-directed.ts --out DIR [--instances C101,R101] [--seed N]');
  process.exit(2);
}
const dir = path.join(out, 'solomon');
mkdirSync(dir, { recursive: true });
for (const name of names) {
  const text = readFileSync(path.join(solomon, `${name}.txt`), 'utf8');
  const file = path.join(dir, `${name}.txt`);
  writeFileSync(file, directedSolomonVariant(text, { ...DIRECTED_VARIANT_DEFAULTS, seed }));
  console.log(file);
}
