import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { builtWorkerOptions, withoutSourceCondition } from './worker-options.js';

/** Starts a thread with the options and answers what it saw, or the error `new Worker` threw. */
function startWith(options: ReturnType<typeof builtWorkerOptions>): Promise<string> {
  return new Promise((resolve) => {
    try {
      const worker = new Worker(
        `const { parentPort, resourceLimits } = require('node:worker_threads');
         parentPort.postMessage(JSON.stringify({ argv: process.execArgv, limits: resourceLimits }));`,
        { eval: true, ...options },
      );
      worker.once('message', (message: string) => {
        void worker.terminate();
        resolve(message);
      });
      worker.once('error', (error) => resolve(`error: ${error.message}`));
    } catch (error) {
      resolve(`refused: ${(error as Error).message}`);
    }
  });
}

describe('builtWorkerOptions', () => {
  const serverFlags = ['--max-old-space-size=1024', '--max-semi-space-size=4'];

  it("starts a thread under the server's own heap flags, which `new Worker` refuses as they are", async () => {
    expect(await startWith({ execArgv: serverFlags })).toMatch(/^refused: .*invalid execArgv flags/);
    const seen = JSON.parse(await startWith(builtWorkerOptions(serverFlags))) as {
      argv: string[];
      limits: { maxOldGenerationSizeMb: number };
    };
    expect(seen.argv).toEqual([]);
    expect(seen.limits.maxOldGenerationSizeMb).toBe(1024);
  });

  it('keeps the Node options a thread takes and drops the source condition and process-wide ones', async () => {
    const argv = [
      '--conditions=@rota/source',
      '--enable-source-maps',
      '--expose-gc',
      '--stack-size=2000',
      '--max_old_space_size=512',
      '--title=rota',
      '--no-warnings',
      '-C',
      'custom',
    ];
    const options = builtWorkerOptions(argv);
    expect(options.execArgv).toEqual(['--enable-source-maps', '--no-warnings', '-C', 'custom']);
    expect(options.resourceLimits).toEqual({ maxOldGenerationSizeMb: 512 });
    expect(JSON.parse(await startWith(options))).toMatchObject({ argv: options.execArgv });
    expect(withoutSourceCondition(['--conditions', '@rota/source', '--inspect'])).toEqual(['--inspect']);
  });
});
