// Prints each runner's totals and the closing line "N passed, N failed" over all of them.
// Exits non-zero when a report is missing that should be there, or when anything failed.
import fs from 'node:fs';

const read = (file) => (fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : undefined);
let passed = 0;
let failed = 0;
let missing = false;

for (const [name, file] of [
  ['vitest', 'reports/vitest.json'],
  ['vitest on PostgreSQL', 'reports/vitest-postgres.json'],
]) {
  const report = read(file);
  if (!report) {
    if (file === 'reports/vitest.json') missing = true;
    continue;
  }
  const suiteErrors = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
  ).length;
  console.log(
    `${name}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${suiteErrors} files failed to run`,
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
