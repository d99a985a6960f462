import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { flushed } from './process-exit.js';

/** A stream whose reader takes each chunk only after `delayMs`, as a slow pipe does. */
function slowStream(delayMs: number) {
  const taken: string[] = [];
  const stream = new Writable({
    highWaterMark: 4,
    write(chunk: Buffer, _encoding, done) {
      setTimeout(() => {
        taken.push(chunk.toString());
        done();
      }, delayMs);
    },
  });
  return { stream, taken };
}

describe('flushed', () => {
  it('waits until every write before it has been taken', async () => {
    const { stream, taken } = slowStream(5);
    for (const part of ['one,', 'two,', 'three']) stream.write(part);
    await flushed(stream);
    expect(taken.join('')).toBe('one,two,three');
  });

  it('does not wait on a stream that is gone', async () => {
    const { stream } = slowStream(60_000);
    stream.write('never taken');
    stream.destroy();
    await expect(flushed(stream)).resolves.toBeUndefined();
  });

  it('ends when the stream fails while it waits (a reader that went away)', async () => {
    const stream = new Writable({
      write(_chunk, _encoding, done) {
        setTimeout(() => done(Object.assign(new Error('write EPIPE'), { code: 'EPIPE' })), 5);
      },
    });
    stream.on('error', () => undefined);
    stream.write('lost');
    await expect(flushed(stream)).resolves.toBeUndefined();
  });
});
