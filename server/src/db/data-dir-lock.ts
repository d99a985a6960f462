import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The exclusive lock of a data folder: the embedded database is one PostgreSQL cluster that only
 * one process may open, or the writes of one overwrite the other's. The lock is the file
 * `rota.lock` in the folder, made atomically (written aside, then hard-linked into place) and
 * naming its holder. A lock whose holder is gone (killed, crashed, the machine restarted, or the
 * folder is a copy of a held one) is taken over; a live holder makes the next opener refuse.
 */
export const DATA_DIR_LOCK_FILE = 'rota.lock';

interface Holder {
  pid: number;
  host: string;
  /** The kernel's boot id (Linux): a lock from before a restart of the machine is stale. */
  boot?: string;
  /** The holder's start time in clock ticks since boot (Linux): a reused pid is another process. */
  started?: string;
  /** The inode of the locked folder: a copy of the folder (another inode) is not held. */
  folder: number;
  since: string;
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** Raised when another live process holds the folder; the message says what to do. */
export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly holder: Holder,
  ) {
    const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
    const who = holder.pid === process.pid ? 'this process' : `process ${holder.pid} on ${holder.host}`;
    const elsewhere =
      holder.host === os.hostname() ? '' : ` If no Rota runs on ${holder.host} any more, delete ${file}.`;
    super(
      `DATA_DIR ${dataDir} is in use by ${who} (since ${holder.since}): two servers on one data folder ` +
        `lose each other's writes. Stop that process, or give this one another DATA_DIR.${elsewhere}`,
    );
    this.name = 'DataDirInUseError';
  }
}

const heldHere = new Set<string>();

const readText = (file: string): string | undefined => {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
};

const bootId = () => readText('/proc/sys/kernel/random/boot_id')?.trim();

/** Field 22 of /proc/<pid>/stat, after the command name (which may hold spaces and parentheses). */
const startTicks = (pid: number) => {
  const stat = readText(`/proc/${pid}/stat`);
  return stat?.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
};

const parse = (text: string): Holder | undefined => {
  try {
    const holder = JSON.parse(text) as Partial<Holder>;
    const complete =
      typeof holder.pid === 'number' && typeof holder.host === 'string' && typeof holder.folder === 'number';
    return complete ? (holder as Holder) : undefined;
  } catch {
    return undefined;
  }
};

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether the lock's holder may still be using the folder. */
function isLive(holder: Holder, folder: number): boolean {
  if (holder.folder !== folder) return false;
  // On another machine (a shared file system) the process cannot be asked: it counts as live.
  if (holder.host !== os.hostname()) return true;
  const boot = bootId();
  if (holder.boot && boot && holder.boot !== boot) return false;
  // Our own pid, not held by us: an earlier life of this process id (a restarted container).
  if (holder.pid === process.pid || !isRunning(holder.pid)) return false;
  const started = startTicks(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

/** Puts `text` at `file` only if there is none, all at once: no reader sees it half written. */
function createExclusive(file: string, text: string): boolean {
  const aside = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  fs.writeFileSync(aside, text, { flag: 'wx', mode: 0o644 });
  try {
    fs.linkSync(aside, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'EEXIST') return false;
    // A file system without hard links: an exclusive create, written at once.
    try {
      fs.writeFileSync(file, text, { flag: 'wx', mode: 0o644 });
      return true;
    } catch (fallback) {
      if ((fallback as NodeJS.ErrnoException).code === 'EEXIST') return false;
      throw fallback;
    }
  } finally {
    fs.rmSync(aside, { force: true });
  }
}

/**
 * Removes the stale lock `seen`, unless another process replaced it meanwhile: moved aside
 * first, a lock that turns out not to be the stale one is put back.
 */
function removeStale(file: string, seen: string): void {
  const aside = `${file}.stale.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
  try {
    fs.renameSync(file, aside);
  } catch {
    return; // already taken over by another opener
  }
  if (readText(aside) !== seen) {
    try {
      fs.linkSync(aside, file);
    } catch {
      // a third opener took it; it wins
    }
  }
  fs.rmSync(aside, { force: true });
}

/** Takes the folder's lock, or throws DataDirInUseError naming the live holder. */
export function lockDataDir(dataDir: string): DataDirLock {
  const file = path.join(dataDir, DATA_DIR_LOCK_FILE);
  const folder = fs.statSync(dataDir).ino;
  const boot = bootId();
  const started = startTicks(process.pid);
  const holder: Holder = {
    pid: process.pid,
    host: os.hostname(),
    ...(boot ? { boot } : {}),
    ...(started ? { started } : {}),
    folder,
    since: new Date().toISOString(),
  };
  if (heldHere.has(file)) throw new DataDirInUseError(dataDir, holder);
  const text = `${JSON.stringify(holder)}\n`;
  for (let attempt = 0; attempt < 10; attempt++) {
    if (createExclusive(file, text)) return hold(file, text);
    const seen = readText(file);
    if (seen === undefined) continue;
    const current = parse(seen);
    if (current && isLive(current, folder)) throw new DataDirInUseError(dataDir, current);
    removeStale(file, seen);
  }
  throw new Error(`The lock ${file} keeps changing hands; start Rota again once the other starts are done.`);
}

function hold(file: string, text: string): DataDirLock {
  heldHere.add(file);
  const release = () => {
    process.off('exit', release);
    if (!heldHere.delete(file)) return;
    // Only our own lock: never one that another process took over.
    if (readText(file) === text) fs.rmSync(file, { force: true });
  };
  // Also when the process exits without closing the database (process.exit on a fatal error).
  process.on('exit', release);
  return { file, release };
}
