import type { Writable } from 'node:stream';
import { EXIT, type ExitCode } from './cli-error.js';

/**
 * The one way the tool ends its process. Node writes to a pipe asynchronously: what the reader
 * has not taken yet (beyond the pipe's 64 KiB) waits in the process, and `process.exit` would
 * drop it. So the exit waits until standard output and standard error have handed everything
 * to the system, then exits: an open hub connection or stdin reader must not keep a finished
 * command alive.
 */

/** Resolves once everything written to `stream` so far is written, or the stream is gone. */
export function flushed(stream: Writable): Promise<void> {
  if (stream.destroyed || stream.writableEnded) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => {
      stream.off('close', done);
      stream.off('error', done);
      resolve();
    };
    stream.once('close', done);
    stream.once('error', done);
    // Writes complete in order: the callback of an empty one comes after all before it.
    stream.write('', () => done());
  });
}

let ending = false;

/** Whether the process is already on its way out. */
export function exiting(): boolean {
  return ending;
}

/** Ends the process with `code` once standard output and standard error are flushed. */
export async function exitWhenFlushed(
  code: ExitCode,
  streams: readonly Writable[] = [process.stdout, process.stderr],
): Promise<never> {
  ending = true;
  await Promise.all(streams.map(flushed));
  process.exit(code);
}

/**
 * Ctrl-C outside a prompt (a watch, a solve, a request): one line on standard error and exit 130,
 * never a stack trace. On a terminal the line starts after the echoed ^C. A second Ctrl-C
 * leaves at once, even when a reader has stopped taking the output.
 */
export function exitOnInterrupt(stderr: NodeJS.WriteStream): void {
  let interrupted = false;
  process.on('SIGINT', () => {
    if (interrupted) process.exit(EXIT.interrupted);
    interrupted = true;
    void import('../messages.js').then(({ t }) => {
      if (!stderr.destroyed) stderr.write(`${stderr.isTTY ? '\n' : ''}rota: ${t('cli.interrupted')}\n`);
      return exitWhenFlushed(EXIT.interrupted);
    });
  });
}

/**
 * A reader that stopped reading (`rota jobs list | head`) ends the command quietly with exit 0, as
 * the reader asked for no more; what is pending on the other stream is still written.
 */
export function exitOnClosedOutput(...streams: NodeJS.WriteStream[]): void {
  for (const stream of streams)
    stream.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'EPIPE' && error.code !== 'ERR_STREAM_DESTROYED') throw error;
      if (!exiting()) void exitWhenFlushed(EXIT.ok);
    });
}
