import type { Command } from 'commander';
import type { CliIo, CommandContext } from '../context.js';

/**
 * A commander action that builds the command's context first. The context (core, the HTTP
 * adapters) and each command's code load only when that command runs, so `--help` and the
 * optimizer commands start quickly.
 */
export function withContext<A extends unknown[]>(
  io: CliIo,
  run: (ctx: CommandContext, ...args: A) => Promise<void>,
): (...args: unknown[]) => Promise<void> {
  return async (...args: unknown[]) => {
    const command = args[args.length - 1] as Command;
    const { createContext } = await import('../context.js');
    await run(createContext(io, command), ...(args.slice(0, -1) as A));
  };
}
