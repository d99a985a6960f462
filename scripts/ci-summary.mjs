// Prints each runner's totals and the closing line "N passed, N failed" over all of them.
// Exits non-zero when a report is missing that should be there, or when anything failed.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let missing = false;

// The vitest projects that `npm test` runs (scripts/run-vitest-projects.mjs), then the server's
// database tests once more on the PostgreSQL server (.ci/run), which may be absent.
for (const [name, file, required] of [
  ['vitest unit', 'reports/vitest-unit.json', true],
  ['vitest integration', 'reports/vitest-integration.json', true],
  ['vitest server', 'reports/vitest-server.json', true],
  ['vitest server on PostgreSQL', 'reports/vitest-postgres.json', false],
]) {
  const report = read(file);
  if (!report) {
    if (required) {
      missing = true;
      console.log(`${name}: no report (${file})`);
    }
    continue;
  }
  const results = report.testResults ?? [];
  const suiteErrors = results.filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  const ends = results.map((r) => r.endTime ?? 0);
  const seconds = ends.length ? (Math.max(...ends) - report.startTime) / 1000 : 0;
  console.log(
    `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${suiteErrors} files failed to run (${seconds.toFixed(1)} s)`,
  );
  passed += report.numPassedTests;
  failed += report.numFailedTests + suiteErrors;
}

const pw = read('reports/playwright.json');
if (pw) {
  const { expected = 0, unexpected = 0, flaky = 0 } = pw.stats ?? {};
  console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed`);
  passed += expected + flaky;
  failed += unexpected;
} else {
  missing = true;
}

if (missing) console.log('a runner did not write its report: the suite did not finish');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing ? 1 : 0);
