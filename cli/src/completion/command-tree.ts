import type { Command, Option } from 'commander';
import { ARGUMENT_KINDS, OPTION_KINDS, type DynamicKind } from './dynamic-values.js';

/** One option as completion needs it: its flags, whether it takes a value, and its choices. */
export interface OptionSpec {
  readonly flags: readonly string[];
  readonly description: string;
  readonly takesValue: boolean;
  readonly choices: readonly string[];
  /** Values that change (asked of `rota __complete KIND` when completing). */
  readonly dynamic: DynamicKind | null;
}

/** A command of the tree, by its path from the program (e.g. ['jobs', 'list']). */
export interface CommandSpec {
  readonly path: readonly string[];
  readonly description: string;
  readonly options: readonly OptionSpec[];
  readonly subcommands: readonly string[];
  /** What completes the command's first argument, when it is a value that changes. */
  readonly argument: DynamicKind | null;
}

function optionSpec(option: Option): OptionSpec {
  return {
    flags: [option.short, option.long].filter((f): f is string => typeof f === 'string'),
    description: option.description,
    takesValue: option.required || option.optional,
    choices: option.argChoices ?? [],
    dynamic: (option.long && OPTION_KINDS[option.long]) || null,
  };
}

const helpOption: OptionSpec = {
  flags: ['-h', '--help'],
  description: 'display help',
  takesValue: false,
  choices: [],
  dynamic: null,
};

/** Every command of a commander program with its options: what the completion scripts are made of. */
export function commandTree(program: Command): CommandSpec[] {
  const specs: CommandSpec[] = [];
  const visit = (command: Command, path: readonly string[]) => {
    const visible = command.commands.filter((c) => !(c as Command & { _hidden?: boolean })._hidden);
    specs.push({
      path,
      description: command.description(),
      options: [...command.options.filter((o) => !o.hidden).map(optionSpec), helpOption],
      subcommands: visible.map((c) => c.name()),
      argument: ARGUMENT_KINDS[command.registeredArguments[0]?.name() ?? ''] ?? null,
    });
    for (const sub of visible) visit(sub, [...path, sub.name()]);
  };
  visit(program, []);
  return specs;
}
