import { Argument, type Command } from 'commander';
import type { CliIo } from '../context.js';
import { withContext } from './lazy-action.js';

// Listed here so `--help` answers without loading the generators (they are the registry's keys).
const SHELLS = ['bash', 'zsh', 'fish'];

export function registerCompletionCommand(program: Command, io: CliIo): void {
  program
    .command('completion')
    .description('Print the shell completion script, made from these very commands')
    .addArgument(new Argument('<shell>', 'the shell').choices(SHELLS))
    .addHelpText(
      'after',
      '\nbash: source <(rota completion bash)   (or save it in /etc/bash_completion.d/rota)' +
        '\nzsh:  source <(rota completion zsh)' +
        '\nfish: rota completion fish > ~/.config/fish/completions/rota.fish',
    )
    .action(async (shell: string) => {
      const [{ commandTree }, { COMPLETION_SCRIPTS }] = await Promise.all([
        import('../completion/command-tree.js'),
        import('../completion/completion-script.js'),
      ]);
      const script = COMPLETION_SCRIPTS[shell as keyof typeof COMPLETION_SCRIPTS];
      io.stdout.write(script(commandTree(program)));
    });
  // What the completion scripts ask for values that change: export resources, upload kinds, jobs.
  program
    .command('__complete', { hidden: true })
    .argument('<kind>', 'export-resources, upload-kinds or jobs')
    .action(
      withContext(io, async (ctx, kind: string) => {
        const [{ printDynamicValues }, { configDir }] = await Promise.all([
          import('../completion/dynamic-values.js'),
          import('../config/config-dir.js'),
        ]);
        await printDynamicValues(ctx, kind, configDir(io.env));
      }),
    );
}
