/**
 * Solves one instance file and prints vehicles, distance and iterations (for tuning):
 * tsx --conditions=@rota/source optimizer/bench/solve-one.ts FILE solomon|cvrplib distance|vehicles SECONDS [SEED] [TUNING_JSON]
 */
import { readFileSync } from 'node:fs';
import type { InstanceFormat, InstanceObjective } from '@rota/optimizer';
import { solveInstanceText } from '@rota/optimizer';

const [file = '', format = 'solomon', objective = 'distance', seconds = '10', seed = '1', tuning = '{}'] =
  process.argv.slice(2);
let iterations = 0;
const result = solveInstanceText(readFileSync(file, 'utf8'), {
  format: format as InstanceFormat,
  objective: objective as InstanceObjective,
  timeLimitSeconds: Number(seconds),
  seed: Number(seed),
  tuning: JSON.parse(tuning) as Record<string, number>,
  onProgress: (p) => {
    iterations = p.iteration;
  },
});
console.log(file.split('/').pop(), result.vehicles, result.distance.toFixed(2), 'iterations', iterations);
