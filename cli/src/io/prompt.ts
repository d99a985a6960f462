import readline from 'node:readline';
import { Writable, type Readable } from 'node:stream';
import { t } from '../messages.js';
import { interruptedError } from './cli-error.js';

/** Lines of standard input, read one at a time by prompts and --password-stdin. */
export interface LineReader {
  next(): Promise<string | null>;
  close(): void;
}

export function createLineReader(input: Readable): LineReader {
  let iterator: AsyncIterator<string> | null = null;
  let rl: readline.Interface | null = null;
  return {
    async next() {
      if (!iterator) {
        rl = readline.createInterface({ input, crlfDelay: Infinity, terminal: false });
        iterator = rl[Symbol.asyncIterator]();
      }
      const step = await iterator.next();
      return step.done ? null : (step.value as string);
    },
    close() {
      rl?.close();
    },
  };
}

export interface PromptIo {
  readonly input: Readable & { isTTY?: boolean };
  readonly output: Writable & { isTTY?: boolean };
}

/** Asks a question on the terminal; `hidden` echoes nothing (passwords). Ctrl-C ends with exit 130. */
export function ask(io: PromptIo, question: string, hidden = false): Promise<string> {
  let muted = false;
  const echo = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      if (!muted) io.output.write(chunk);
      done();
    },
  });
  const rl = readline.createInterface({ input: io.input, output: echo, terminal: true });
  return new Promise((resolve, reject) => {
    rl.on('SIGINT', () => {
      rl.close();
      io.output.write('\n');
      reject(interruptedError(t('cli.interrupted')));
    });
    rl.question(question, (answer) => {
      rl.close();
      if (hidden) io.output.write('\n');
      resolve(answer);
    });
    muted = hidden;
  });
}
