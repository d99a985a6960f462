import type { Command } from 'commander';
import type { CliIo } from '../context.js';
import type { LoginOptions } from '../actions/auth.actions.js';
import { withContext } from './lazy-action.js';

const actions = () => import('../actions/auth.actions.js');

export function registerAuthCommands(program: Command, io: CliIo): void {
  program
    .command('login')
    .description('Sign in and keep the token in the config folder (owner-only file)')
    .option('--email <email>', 'sign in with e-mail and password')
    .option('--phone <phone>', 'sign in with a code sent by SMS (asked for after sending)')
    .option('--password-stdin', 'read the password from the first line of standard input (scripts)')
    .addHelpText(
      'after',
      '\nWithout --email or --phone, and without --password-stdin, a terminal asks (the password is not shown).',
    )
    .action(withContext(io, async (ctx, options: LoginOptions) => (await actions()).login(ctx, options)));

  program
    .command('logout')
    .description('Forget the sign-in to this server')
    .action(withContext(io, async (ctx) => (await actions()).logout(ctx)));

  program
    .command('whoami')
    .description('Show who is signed in to this server')
    .action(withContext(io, async (ctx) => (await actions()).whoami(ctx)));
}
