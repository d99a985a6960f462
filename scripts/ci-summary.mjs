// Prints each runner's totals and the closing line "N passed, N failed" over all of them.
// Exits non-zero when a report is missing that should be there, or when anything failed.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let missing = false;
/** Names of what failed, printed before the totals so that the last lines CI shows name them. */
const failures = [];
// Colour codes of the runners' messages (ESC [ ... m) are left out.
const ESC = String.fromCharCode(27);
const firstLine = (text) =>
  String(text ?? '')
    .split(ESC)
    .map((part, i) => (i === 0 ? part : part.replace(/^\[[0-9;]*m/, '')))
    .join('')
    .trim()
    .split('\n')[0]
    .slice(0, 300);

// The vitest projects that `npm test` runs (scripts/run-vitest-projects.mjs), then the server's
// database tests once more on the PostgreSQL server (.ci/run) and the road tests on pgRouting
// there (.ci/roads), which may be absent.
for (const [name, file, required] of [
  ['vitest unit', 'reports/vitest-unit.json', true],
  ['vitest integration', 'reports/vitest-integration.json', true],
  ['vitest server', 'reports/vitest-server.json', true],
  ['vitest server on PostgreSQL', 'reports/vitest-postgres.json', false],
  ['vitest road tests on pgRouting', 'reports/vitest-roads.json', false],
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
  for (const r of results) {
    const file = String(r.name ?? '').replace(`${process.cwd()}/`, '');
    const tests = (r.assertionResults ?? []).filter((a) => a.status === 'failed');
    if (r.status === 'failed' && tests.length === 0)
      failures.push(`${name}: ${file}: ${firstLine(r.message)}`);
    for (const a of tests)
      failures.push(`${name}: ${file} > ${a.fullName ?? a.title}: ${firstLine(a.failureMessages?.[0])}`);
  }
}

const pw = read('reports/playwright.json');
if (pw) {
  const { expected = 0, unexpected = 0, flaky = 0 } = pw.stats ?? {};
  console.log(`playwright: ${expected + flaky} passed, ${unexpected} failed`);
  passed += expected + flaky;
  failed += unexpected;
  const walk = (suite, path) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const result = (test.results ?? []).find((x) => x.status !== 'passed' && x.status !== 'skipped');
        const label = test.status === 'flaky' ? 'playwright (passed on retry)' : 'playwright';
        failures.push(
          `${label}: ${spec.file} > ${[...path, spec.title].join(' > ')} [${test.projectName}]: ${firstLine(result?.error?.message)}`,
        );
      }
    }
    for (const child of suite.suites ?? [])
      walk(child, child.title && child.title !== child.file ? [...path, child.title] : path);
  };
  for (const suite of pw.suites ?? []) walk(suite, []);
} else {
  missing = true;
}

// The product smoke test (scripts/smoke.mjs): `npm test` runs it on the embedded database,
// .ci/run once more on the PostgreSQL server.
for (const [database, required] of [
  ['pglite', true],
  ['postgres', false],
]) {
  const smoke = read(`reports/smoke-${database}.json`);
  if (!smoke) {
    if (required) {
      missing = true;
      console.log(`smoke ${database}: no report (reports/smoke-${database}.json)`);
    }
    continue;
  }
  console.log(`smoke ${database}: ${smoke.passed} passed, ${smoke.failed} failed`);
  passed += smoke.passed;
  failed += smoke.failed;
  for (const s of smoke.steps.filter((x) => !x.ok))
    failures.push(`smoke ${database}: ${s.name}: ${firstLine(s.detail)}`);
}

for (const line of failures) console.log(`FAILED ${line}`);
if (missing) console.log('a runner did not write its report: the suite did not finish');
console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || missing ? 1 : 0);
