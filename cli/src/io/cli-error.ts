import type { FieldIssueText } from './output.js';

/** Exit codes: 0 success, 1 failure, 2 usage, 130 interrupted (Ctrl-C, as shells count 128 + SIGINT). */
export const EXIT = { ok: 0, failure: 1, usage: 2, interrupted: 130 } as const;
export type ExitCode = (typeof EXIT)[keyof typeof EXIT];

/**
 * An expected failure that ends the command: the message names the cause, `issues` the fields the
 * server or a check named. Thrown by commands, caught once in `runCli`.
 */
export class CliError extends Error {
  constructor(
    message: string,
    readonly exitCode: ExitCode = EXIT.failure,
    readonly issues: readonly FieldIssueText[] = [],
    readonly code: string = 'FAILED',
  ) {
    super(message);
    this.name = 'CliError';
  }
}

export function usageError(message: string): CliError {
  return new CliError(message, EXIT.usage, [], 'USAGE');
}

/** Ctrl-C at a prompt: the command ends with one line and exit 130. */
export function interruptedError(message: string): CliError {
  return new CliError(message, EXIT.interrupted, [], 'INTERRUPTED');
}
