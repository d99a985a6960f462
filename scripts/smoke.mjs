// The product as the README tells people to run it, on a clean checkout of this commit:
// - embedded database: the README's start line (`npm ci && npm start`) verbatim on a free port,
//   the README's operator sequence through the CLI to SUCCESS and Go Live, and a piped export
//   compared byte for byte with the same export written to a file;
// - with --postgres (DATABASE_URL, or the local server): the README's scale-out commands,
//   `npx rota serve --role web` and `npx rota worker --concurrency 2`, as separate processes on a
//   new database, and a job queued on the web server solved by the worker to SUCCESS.
// Every command is read from README.md, so a README command that changes changes this test.
// With SMOKE_CHECKOUT=FILE (CI runs both), the embedded run leaves its built checkout and writes
// its folder into FILE; the PostgreSQL run then starts from that checkout of the same commit
// instead of installing and building another, and removes it.
// Writes reports/smoke-<database>.json ({ passed, failed, steps }) for scripts/ci-summary.mjs.
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const postgres = process.argv.includes('--postgres');
const keep = process.argv.includes('--keep');
const database = postgres ? 'postgres' : 'pglite';
const PASSWORD = 'Demo!2345';
const README_SERVER = 'http://localhost:8080';
const steps = [];
const children = [];

function step(name, ok, detail = '') {
  steps.push({ name, ok, ...(detail ? { detail } : {}) });
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${name}${detail && !ok ? `\n     ${detail.replace(/\n/g, '\n     ')}` : ''}`,
  );
  return ok;
}

function report() {
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  const failed = steps.filter((s) => !s.ok).length;
  const file = path.join(root, 'reports', `smoke-${database}.json`);
  fs.writeFileSync(file, JSON.stringify({ database, passed: steps.length - failed, failed, steps }, null, 2));
  console.log(`smoke (${database}): ${steps.length - failed} passed, ${failed} failed`);
  return failed;
}

// ---- the README's commands ---------------------------------------------------------------
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const startLine = /## Two commands\s*```sh\n([^\n]+)\n```/.exec(readme)?.[1]?.trim();
const sequence = (
  /<!-- cli-operator-sequence -->\s*```sh\n([\s\S]*?)```\s*<!-- \/cli-operator-sequence -->/.exec(
    readme,
  )?.[1] ?? ''
)
  .split('\n')
  .filter((line) => line.trim());
const scaleOut = /\*\*Scale-out\.\*\*([\s\S]*?)\n\n/.exec(readme)?.[1] ?? '';
const webLine = /`(npx rota serve --role web)`/.exec(scaleOut)?.[1];
const workerLine = /`(npx rota worker[^`]*)`/.exec(scaleOut)?.[1];

// ---- processes -----------------------------------------------------------------------------
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** A long-running command of the README in its own process group, its output kept. */
function startProcess(label, line, cwd, env) {
  const child = spawn('sh', ['-c', line], { cwd, env, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
  const state = { label, child, output: '', exited: null };
  const take = (chunk) => {
    state.output += chunk.toString();
  };
  child.stdout.on('data', take);
  child.stderr.on('data', take);
  child.once('exit', (code, signal) => (state.exited = { code, signal }));
  children.push(state);
  return state;
}

async function stopProcess(state) {
  if (state.exited) return state.exited;
  try {
    process.kill(-state.child.pid, 'SIGTERM');
  } catch {
    return state.exited;
  }
  for (let i = 0; i < 150 && !state.exited; i++) await sleep(100);
  if (!state.exited) process.kill(-state.child.pid, 'SIGKILL');
  return state.exited ?? { code: null, signal: 'SIGKILL' };
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitFor(state, url, text, seconds) {
  const until = Date.now() + seconds * 1000;
  while (Date.now() < until) {
    if (state.exited)
      return `${state.label} exited (${JSON.stringify(state.exited)}):\n${state.output.slice(-3000)}`;
    if (state.output.includes(text)) {
      if (!url) return null;
      try {
        const res = await fetch(url);
        if (res.ok) return null;
      } catch {
        // not listening yet
      }
    }
    await sleep(500);
  }
  return `${state.label}: no "${text}" within ${seconds} s:\n${state.output.slice(-3000)}`;
}

/** One line of the README through sh, with the server's address put in place of :8080. */
function runLine(line, cwd, env, url, seconds = 300) {
  const command = line.replaceAll(README_SERVER, url);
  const run = spawnSync('sh', ['-c', command], { cwd, env, encoding: 'utf8', timeout: seconds * 1000 });
  const code = run.status ?? (run.error ? `${run.error.message}` : `killed by ${run.signal}`);
  return { command, code, stdout: run.stdout ?? '', stderr: run.stderr ?? '' };
}

// ---- the checkout --------------------------------------------------------------------------
const handOver = process.env.SMOKE_CHECKOUT ? path.resolve(process.env.SMOKE_CHECKOUT) : null;

/** The embedded run's built checkout of this very commit, when it left one. */
function handedOverCheckout() {
  if (!postgres || !handOver || !fs.existsSync(handOver)) return null;
  const dir = fs.readFileSync(handOver, 'utf8').trim();
  fs.rmSync(handOver);
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  const theirs = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: dir, encoding: 'utf8' }).stdout?.trim();
  const built =
    fs.existsSync(path.join(dir, 'server/dist/main.js')) && fs.existsSync(path.join(dir, 'cli/dist'));
  if (theirs !== commit || !built) return null;
  console.log(`== the embedded run's built checkout of ${commit.slice(0, 10)} in ${dir}`);
  return dir;
}

function cleanCheckout() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `rota-smoke-${database}-`));
  const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, dir], { stdio: 'inherit' });
  execFileSync('git', ['checkout', '--quiet', commit], { cwd: dir });
  const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' }).trim();
  console.log(`== a clean checkout of ${commit.slice(0, 10)} in ${dir}`);
  if (dirty) console.log('   (uncommitted changes of this working tree are not part of it)');
  return dir;
}

function userEnv(extra) {
  const env = { ...process.env, ...extra };
  // What a user's shell has: none of the test runners' or npm's own settings.
  for (const name of Object.keys(env))
    if (/^(npm_|VITEST|NODE_OPTIONS$|DATABASE_URL$|ROTA_)/.test(name) && !(name in extra)) delete env[name];
  return env;
}

// ---- the embedded database: npm start, the operator's day, a piped export -----------------
async function embedded(dir) {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const server = startProcess('npm start', startLine, dir, userEnv({ PORT: String(port) }));
  const up = await waitFor(server, `${url}/api/health`, 'Demo sign-ins', 600);
  if (!step(`"${startLine}" starts Rota on ${url} with the demo sign-ins`, !up, up ?? '')) return;
  await operatorDay(dir, url, 'MORNING-1');
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-smoke-cli-'));
  const env = userEnv({ ROTA_CONFIG_DIR: config, ROTA_PASSWORD: PASSWORD });
  runLine(sequence[0] ?? '', dir, env, url);
  const file = path.join(config, 'locations.csv');
  const piped = path.join(config, 'locations-piped.csv');
  const toFile = runLine(`npx rota export locations --format csv --out ${file}`, dir, env, url);
  // A slow reader on the pipe: the writer outruns it, as with `| less` or a network copy.
  const throughPipe = runLine(
    `npx rota export locations --format csv --out - | (sleep 1; cat) > ${piped}`,
    dir,
    env,
    url,
  );
  const a = fs.existsSync(file) ? fs.readFileSync(file) : Buffer.alloc(0);
  const b = fs.existsSync(piped) ? fs.readFileSync(piped) : Buffer.alloc(0);
  step(
    `a piped export is the same ${a.length} bytes as the export to a file`,
    toFile.code === 0 && throughPipe.code === 0 && a.length > 65_536 && a.equals(b),
    `file: exit ${toFile.code}, ${a.length} bytes; pipe: exit ${throughPipe.code}, ${b.length} bytes\n${toFile.stderr}${throughPipe.stderr}`,
  );
  fs.rmSync(config, { recursive: true, force: true });
  const stopped = await stopProcess(server);
  step(
    'the server stops on SIGTERM',
    stopped?.signal === 'SIGTERM' || stopped?.code === 0,
    JSON.stringify(stopped),
  );
}

/** The README's operator sequence, line by line, each ending 0; then what it must have done. */
async function operatorDay(dir, url, jobRef, afterQueue = async () => true) {
  const config = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-smoke-cli-'));
  const env = userEnv({ ROTA_CONFIG_DIR: config, ROTA_PASSWORD: PASSWORD });
  const results = [];
  for (const line of sequence) {
    const result = runLine(line.replaceAll('MORNING-1', jobRef), dir, env, url);
    results.push(result);
    if (!step(`${result.command}`, result.code === 0, `exit ${result.code}\n${result.stderr.slice(-2000)}`))
      break;
    if (
      /rota jobs queue\b/.test(result.command) &&
      !(await afterQueue((args) => runLine(args, dir, env, url)))
    )
      break;
  }
  const out = (verb) => results.find((r) => new RegExp(`rota jobs ${verb}\\b`).test(r.command))?.stdout ?? '';
  step(
    `the job ${jobRef} is solved: SUCCESS`,
    out('watch').includes(`Job ${jobRef} ended SUCCESS`),
    out('watch'),
  );
  step(
    `the job ${jobRef} goes live`,
    out('approve').includes('The plan is live: route details were sent to the drivers.'),
    out('approve'),
  );
  const exported = results.find((r) => r.command.includes('rota export job-summary'));
  // A header row labelled as the grid shows it (English: "Plate"), then a row per vehicle.
  const lines = (exported?.stdout ?? '').split('\n').filter((line) => line.trim() !== '');
  step(
    'the job summary exports to standard output',
    (lines[0] ?? '').split(',').includes('Plate') && lines.length >= 2,
    `${exported?.stdout ?? ''}\n${exported?.stderr ?? ''}`,
  );
  fs.rmSync(config, { recursive: true, force: true });
}

// ---- PostgreSQL: a web server and a solver worker as separate processes -------------------
async function scaleOutDay(dir) {
  if (!step("the README's scale-out commands are found", Boolean(webLine && workerLine), scaleOut)) return;
  const base = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  const name = `rota_smoke_${process.pid}_${Date.now()}`;
  const admin = new URL(base);
  const psql = (sql) =>
    spawnSync('psql', [admin.href, '-v', 'ON_ERROR_STOP=1', '-qc', sql], { encoding: 'utf8' });
  const created = psql(`CREATE DATABASE ${name}`);
  if (!step(`a new database ${name}`, created.status === 0, created.stderr)) return;
  const url = new URL(base);
  url.pathname = `/${name}`;
  try {
    const port = await freePort();
    const shared = {
      DATABASE_URL: url.href,
      JWT_SECRET: 'smoke-test-secret-of-at-least-32-characters',
      PUBLIC_URL: `http://localhost:${port}`,
    };
    const web = startProcess(
      webLine,
      `${webLine} --port ${port}`,
      dir,
      userEnv({ ...shared, DATA_DIR: path.join(dir, 'data-web') }),
    );
    const webUp = await waitFor(web, `http://localhost:${port}/api/health`, 'Rota is running', 180);
    if (!step(`"${webLine}" serves on port ${port}`, !webUp, webUp ?? '')) return;
    let worker;
    // The web server never solves: the job waits QUEUED until the worker starts and takes it.
    await operatorDay(dir, `http://localhost:${port}`, 'SCALE-1', async (rota) => {
      await sleep(5000);
      const shown = rota('npx rota --json jobs show SCALE-1');
      const status = /"status":\s*"(\w+)"/.exec(shown.stdout)?.[1];
      if (
        !step(
          'the web server leaves the queued job to the workers (QUEUED after 5 s)',
          status === 'QUEUED',
          shown.stdout + shown.stderr,
        )
      )
        return false;
      worker = startProcess(
        workerLine,
        workerLine,
        dir,
        userEnv({ ...shared, DATA_DIR: path.join(dir, 'data-worker') }),
      );
      const workerUp = await waitFor(worker, null, 'solver worker is running', 180);
      return step(`"${workerLine}" runs and takes the queued job`, !workerUp, workerUp ?? '');
    });
    if (!worker) return;
    for (const state of [worker, web]) {
      const stopped = await stopProcess(state);
      step(
        `${state.label} stops on SIGTERM`,
        stopped?.signal === 'SIGTERM' || stopped?.code === 0,
        JSON.stringify(stopped),
      );
    }
  } finally {
    for (const state of children) await stopProcess(state);
    psql(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

// ---- main ----------------------------------------------------------------------------------
let dir;
try {
  step("the README's start line and operator sequence are found", Boolean(startLine) && sequence.length > 3);
  const reused = handedOverCheckout();
  dir = reused ?? cleanCheckout();
  if (postgres && reused) {
    await scaleOutDay(dir);
  } else if (postgres) {
    // The scale-out roles run the built server and CLI: the README's start line builds them.
    const install = runLine('npm ci --no-audit --no-fund && npm run build', dir, userEnv({}), '', 900);
    const detail = `exit ${install.code}\n${install.stdout.slice(-2000)}\n${install.stderr.slice(-2000)}`;
    if (step('npm ci && npm run build', install.code === 0, detail)) await scaleOutDay(dir);
  } else {
    await embedded(dir);
  }
} catch (error) {
  step('the smoke test ran to its end', false, String(error?.stack ?? error));
} finally {
  for (const state of children) await stopProcess(state);
  // rm is many times faster than fs.rmSync over node_modules' files.
  if (dir && !postgres && handOver && steps.every((s) => s.ok)) {
    fs.writeFileSync(handOver, dir);
    console.log(`left ${dir} for the PostgreSQL run`);
  } else if (dir && !keep) spawnSync('rm', ['-rf', dir]);
  else if (dir) console.log(`kept ${dir}`);
}
process.exit(report() ? 1 : 0);
