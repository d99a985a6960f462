import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import {
  repoRoot,
  rotaCommandLine,
  runRota,
  startRota,
  startRotaInTerminal,
  tempConfigDir,
} from '../testing/cli-harness.js';
import { sampleLogin } from '../testing/login-token.fixtures.js';

/** What rota does on its own, before or without a server: no surprises at a terminal or in a pipe. */
const config = tempConfigDir();
afterAll(() => fs.rmSync(config, { recursive: true, force: true }));

const rota = (args: readonly string[], env: Record<string, string> = {}) =>
  runRota(args, { env: { ROTA_CONFIG_DIR: config, ...env } });
const stackLine = /^\s+at .+:\d+:\d+\)?$/m;

describe('rota without a server', () => {
  it('prints its version (the package version and commit) and exits 0', async () => {
    const version = (
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'cli/package.json'), 'utf8')) as { version: string }
    ).version;
    for (const flag of ['--version', '-V']) {
      const result = await rota([flag]);
      expect(result.code).toBe(0);
      expect(result.stdout).toMatch(
        new RegExp(`^rota ${version.replace(/\./g, '\\.')} \\(commit ([0-9a-f]{12}|unknown)\\)\n$`),
      );
    }
  });

  it('names the address and the cause when the server cannot be reached', async () => {
    const refused = startRota(
      ['--server', 'http://127.0.0.1:9', 'login', '--email', 'a@b.c', '--password-stdin'],
      {
        env: { ROTA_CONFIG_DIR: config },
        input: 'secret\n',
      },
    );
    const result = await refused.done;
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      'rota: Cannot reach the server at http://127.0.0.1:9: connection refused (ECONNREFUSED). ' +
        'Is it running? Name another with --server URL or ROTA_SERVER.\n',
    );
    const unknown = await runRota(
      ['--server', 'http://rota.invalid', 'login', '--email', 'a@b.c', '--password-stdin'],
      {
        env: { ROTA_CONFIG_DIR: config },
        input: 'secret\n',
      },
    );
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('http://rota.invalid: no such host (ENOTFOUND)');
    const turkish = await runRota(
      ['--server', 'http://127.0.0.1:9', 'login', '--email', 'a@b.c', '--password-stdin'],
      {
        env: { ROTA_CONFIG_DIR: config, ROTA_LANG: 'tr' },
        input: 'secret\n',
      },
    );
    expect(turkish.stderr).toContain(
      'http://127.0.0.1:9 adresindeki sunucuya ulaşılamıyor: bağlantı reddedildi',
    );
  });

  it('whoami says when the stored sign-in has ended, before asking the server', async () => {
    const dir = tempConfigDir();
    const server = 'http://127.0.0.1:9';
    const login = sampleLogin({ token: 'a.b.c', expiresAt: '2026-01-02T03:04:05.000Z' });
    fs.writeFileSync(
      path.join(dir, 'logins.json'),
      JSON.stringify({ current: server, logins: { [server]: login } }),
    );
    const result = await runRota(['whoami'], { env: { ROTA_CONFIG_DIR: dir } });
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.code).toBe(1);
    expect(result.stderr).toBe(
      `rota: Your sign-in to ${server} expired at 2026-01-02T03:04:05.000Z. Run \`rota login\` again.\n`,
    );
  });

  it('checks options before any call: a usage error (exit 2) naming what is valid', async () => {
    const cases: [string[], string][] = [
      [['jobs', 'list', '--status', 'FOO'], 'Unknown status "FOO". Statuses: AWAITING_CONFIGURATION, QUEUED'],
      [['jobs', 'list', '--date', '2026-02-30'], '--date: "2026-02-30" is not a date; use YYYY-MM-DD'],
      [
        ['jobs', 'list', '--from', '2026-11-23', '--to', '2026-11-01'],
        '--from 2026-11-23 is after --to 2026-11-01.',
      ],
      [
        ['jobs', 'list', '--date', '2026-11-22', '--from', '2026-11-01'],
        "option '--date <YYYY-MM-DD>' cannot be used with option '--from",
      ],
      [
        ['jobs', 'create', 'J-1', '--all-orders', '--orders', 'A'],
        "option '--all-orders' cannot be used with option '--orders",
      ],
      [
        ['jobs', 'create', 'J-1', '--all-vehicles', '--vehicles', 'V'],
        "option '--all-vehicles' cannot be used with option '--vehicles",
      ],
      [['jobs', 'drivers', 'J-1', '--assign', 'VEH-1'], '--assign VEH-1: give VEHICLE=DRIVER'],
      [['jobs', 'create', 'J1', '--all-orders'], 'Reference number must be at least 3 characters.'],
      [['jobs', 'create', 'J/1', '--all-orders'], 'Reference number may contain only letters, digits'],
      [
        ['jobs', 'create', 'J-1', '--date', '2026-11-22'],
        '--date picks the orders of a day: use it with --all-orders.',
      ],
      [
        ['bench', '--instances', 'C999,C101', '--time-limit', '1'],
        'No instance C999 in the solomon set. Instances: C101',
      ],
      [['--server', 'localhost:8080', 'whoami'], 'Option --server: an http:// or https:// address'],
      [
        ['completion', 'tcsh'],
        "'tcsh' is invalid for argument 'shell'. Allowed choices are bash, zsh, fish.",
      ],
    ];
    // Nobody is signed in: each is refused before the server is asked.
    for (const [args, message] of cases) {
      const result = await rota(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr, args.join(' ')).toContain(message);
      expect(result.stdout, args.join(' ')).not.toContain('│');
    }
    const zone = await rota(['whoami'], { ROTA_TIME_ZONE: 'Mars/Olympus' });
    expect(zone.code).toBe(2);
    expect(zone.stderr).toContain('ROTA_TIME_ZONE "Mars/Olympus" is not a time zone');
  }, 120_000);

  it('ends with exit 130 and one line on Ctrl-C while a request waits (no stack trace)', async () => {
    // A server that takes the connection and never answers.
    const sockets: net.Socket[] = [];
    const silent = net.createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const server = `http://127.0.0.1:${(silent.address() as net.AddressInfo).port}`;
    const dir = tempConfigDir();
    const login = sampleLogin({ token: 'a.b.c', expiresAt: new Date(Date.now() + 3_600_000).toISOString() });
    fs.writeFileSync(
      path.join(dir, 'logins.json'),
      JSON.stringify({ current: server, logins: { [server]: login } }),
    );
    const waiting = startRota(['jobs', 'list'], { env: { ROTA_CONFIG_DIR: dir } });
    await vi.waitFor(() => expect(sockets.length).toBeGreaterThan(0), { timeout: 30_000, interval: 50 });
    waiting.child.kill('SIGINT');
    const result = await waiting.done;
    silent.close();
    for (const socket of sockets) socket.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
    expect(result.code).toBe(130);
    expect(result.stderr).toBe('rota: Interrupted.\n');
    expect(result.stdout).toBe('');
  });

  it('ends with exit 130 and one line on Ctrl-C at a prompt of a terminal', async () => {
    for (const [args, prompt] of [
      [['login'], 'E-mail or phone: '],
      [['login', '--email', 'a@b.c'], 'Password: '],
    ] as const) {
      const session = startRotaInTerminal(['--server', 'http://127.0.0.1:9', ...args], {
        ROTA_CONFIG_DIR: config,
      });
      await vi.waitFor(() => expect(session.stdout()).toContain(prompt), { timeout: 20_000, interval: 100 });
      session.child.stdin?.write('\x03');
      const result = await session.done;
      expect(result.code).toBe(130);
      expect(result.stdout).toContain('rota: Interrupted.');
      expect(result.stdout).not.toMatch(stackLine);
      expect(result.stdout).not.toContain('Error');
    }
  }, 60_000);

  it('solves on a terminal with its live view, in colour unless NO_COLOR', async () => {
    const args = ['solve', '--instance', path.join(repoRoot, 'test-fixtures/benchmarks/solomon/C101.txt')];
    const colour = new RegExp(`${String.fromCharCode(27)}\\[(3[0-7]|9[0-7])m`);
    const coloured = await startRotaInTerminal([...args, '--time-limit', '1'], { ROTA_CONFIG_DIR: config })
      .done;
    expect(coloured.code).toBe(0);
    expect(coloured.stdout).toMatch(/route 1: /);
    expect(coloured.stdout).toMatch(colour);
    const plain = await startRotaInTerminal([...args, '--time-limit', '1'], {
      ROTA_CONFIG_DIR: config,
      NO_COLOR: '1',
    }).done;
    expect(plain.code).toBe(0);
    expect(plain.stdout).toMatch(/route 1: /);
    expect(plain.stdout).not.toMatch(colour);
  }, 60_000);

  it('ends quietly when the reader of its output stops reading', () => {
    const result = spawnSync(
      'bash',
      ['-c', `set -o pipefail; ${rotaCommandLine(['completion', 'fish']).join(' ')} | head -1`],
      { cwd: repoRoot, encoding: 'utf8' },
    );
    expect(result.status).toBe(0);
    expect(result.stderr).not.toContain('EPIPE');
  });
});

describe('rota completion', () => {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-completion-'));
  afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

  /** What bash offers after the words typed so far (the last one being completed). */
  function complete(script: string, words: readonly string[]): string[] {
    const file = path.join(work, 'rota.bash');
    fs.writeFileSync(file, script);
    const line = words.map((w) => `'${w}'`).join(' ');
    const result = spawnSync(
      'bash',
      [
        '-c',
        `source ${file}; COMP_WORDS=(${line}); COMP_CWORD=${words.length - 1}; _rota; printf '%s\\n' "\${COMPREPLY[@]}"`,
      ],
      { cwd: work, encoding: 'utf8' },
    );
    expect(result.stderr).toBe('');
    return result.stdout.split('\n').filter((w) => w.length > 0);
  }

  it('completes commands, options and choices in bash from the commander program', async () => {
    const bash = await rota(['completion', 'bash']);
    expect(bash.code).toBe(0);
    expect(complete(bash.stdout, ['rota', ''])).toEqual(
      expect.arrayContaining(['login', 'whoami', 'jobs', 'export', 'upload', 'solve', 'bench', 'completion']),
    );
    expect(complete(bash.stdout, ['rota', 'jobs', 'a'])).toEqual(['approve']);
    expect(complete(bash.stdout, ['rota', '--server', 'http://h:1', 'jobs', 'list', '--st'])).toEqual([
      '--status',
    ]);
    expect(complete(bash.stdout, ['rota', 'export', 'jobs', '--format', ''])).toEqual(['xlsx', 'csv']);
    expect(complete(bash.stdout, ['rota', 'solve', '--format', ''])).toEqual(['solomon', 'cvrplib']);
    expect(complete(bash.stdout, ['rota', 'jobs', 'watch', 'J-1', '--re'])).toEqual(['--require-all']);
  });

  it('writes zsh (over bash completion) and fish scripts naming every command and option', async () => {
    const zsh = await rota(['completion', 'zsh']);
    expect(zsh.stdout.startsWith('#compdef rota\n')).toBe(true);
    expect(zsh.stdout).toContain('bashcompinit');
    expect(zsh.stdout).toContain(
      "'jobs') echo 'list create queue rerun delete watch summary show versions diff approve discard drivers';;",
    );
    const fish = await rota(['completion', 'fish']);
    expect(fish.code).toBe(0);
    expect(fish.stdout).toContain("complete -c rota -n '__fish_use_subcommand' -a jobs");
    expect(fish.stdout).toContain(
      "complete -c rota -n '__fish_seen_subcommand_from jobs; and not __fish_seen_subcommand_from list create queue rerun delete watch summary show versions diff approve discard drivers' -a approve",
    );
    expect(fish.stdout).toContain(
      "complete -c rota -n '__fish_seen_subcommand_from export' -l format -xa 'xlsx csv'",
    );
    const check = spawnSync('bash', ['-n'], {
      input: zsh.stdout.split('\n').slice(3).join('\n'),
      encoding: 'utf8',
    });
    expect(check.status).toBe(0);
  });
});
