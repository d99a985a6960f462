// Runs each vitest project on its own (unit, integration, server), each writing its report to
// reports/vitest-<project>.json for scripts/ci-summary.mjs. Every project runs even when an
// earlier one fails; the exit code is non-zero when any failed.
import { spawnSync } from 'node:child_process';

const PROJECTS = ['unit', 'integration', 'server'];

let failed = false;
for (const project of PROJECTS) {
  console.log(`== vitest, project ${project}`);
  const run = spawnSync('npx', ['vitest', 'run', '--project', project], {
    stdio: 'inherit',
    env: { ...process.env, VITEST_JSON: `reports/vitest-${project}.json` },
  });
  if (run.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
