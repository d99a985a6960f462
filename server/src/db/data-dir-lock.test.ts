import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DATA_DIR_LOCK_FILE, DataDirInUseError, lockDataDir } from './data-dir-lock.js';

const folders: string[] = [];
const tempFolder = () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-lock-'));
  folders.push(folder);
  return folder;
};
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

const lockOf = (folder: string) => path.join(folder, DATA_DIR_LOCK_FILE);
const writeHolder = (folder: string, holder: Record<string, unknown>) =>
  fs.writeFileSync(
    lockOf(folder),
    JSON.stringify({ host: os.hostname(), folder: fs.statSync(folder).ino, since: 'earlier', ...holder }),
  );
/** The pid of a process that has exited. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('the data folder lock', () => {
  it('is held by one opener at a time and released', () => {
    const folder = tempFolder();
    const lock = lockDataDir(folder);
    expect(JSON.parse(fs.readFileSync(lockOf(folder), 'utf8'))).toMatchObject({
      pid: process.pid,
      host: os.hostname(),
    });
    expect(() => lockDataDir(folder)).toThrow(DataDirInUseError);
    lock.release();
    expect(fs.existsSync(lockOf(folder))).toBe(false);
    lockDataDir(folder).release();
  });

  it('refuses a folder held by a running process, naming the folder and the process', () => {
    const folder = tempFolder();
    writeHolder(folder, { pid: process.ppid });
    expect(() => lockDataDir(folder)).toThrow(
      `DATA_DIR ${folder} is in use by process ${process.ppid} on ${os.hostname()}`,
    );
  });

  it('takes over the lock of a process that died, of an earlier boot, or a damaged one', () => {
    for (const holder of [
      { pid: deadPid() },
      { pid: process.ppid, boot: 'an-earlier-boot' },
      { pid: process.ppid, started: '1' },
    ]) {
      const folder = tempFolder();
      writeHolder(folder, holder);
      lockDataDir(folder).release();
    }
    const damaged = tempFolder();
    fs.writeFileSync(lockOf(damaged), '{"pid":');
    lockDataDir(damaged).release();
  });

  it('does not count a copy of a held folder as held', () => {
    const folder = tempFolder();
    const lock = lockDataDir(folder);
    const copy = path.join(tempFolder(), 'copy');
    fs.cpSync(folder, copy, { recursive: true });
    lockDataDir(copy).release();
    lock.release();
  });

  it('refuses a folder held on another machine and says how to free it', () => {
    const folder = tempFolder();
    writeHolder(folder, { pid: deadPid(), host: 'another-host' });
    expect(() => lockDataDir(folder)).toThrow(
      `If no Rota runs on another-host any more, delete ${lockOf(folder)}`,
    );
  });
});
