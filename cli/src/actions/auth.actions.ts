import { createAuthGateway } from '@rota/adapters-http';
import {
  logOut,
  signIn,
  verifySmsCode,
  type AuthFailure,
  type LoginToken,
  type SignInInput,
  type SmsStepStore,
  type SmsVerificationStep,
} from '@rota/core/auth';
import { CliError, EXIT, usageError } from '../io/cli-error.js';
import { ask } from '../io/prompt.js';
import { currentLanguage, t } from '../messages.js';
import { formatDateTime } from '../io/human-format.js';
import type { CommandContext } from '../context.js';
import { notRotaError } from '../api/rota-probe.js';
import { unreachableError } from '../api/server-client.js';
import { checkSignIn } from '../api/sign-in-check.js';

export interface LoginOptions {
  email?: string;
  phone?: string;
  passwordStdin?: boolean;
}

function memorySmsStepStore(): SmsStepStore {
  let step: SmsVerificationStep | null = null;
  return {
    load: () => step,
    save: (next) => {
      step = next;
    },
    clear: () => {
      step = null;
    },
  };
}

function failureText(error: AuthFailure): string {
  return error.serverMessage ?? t(error.messageKey, { seconds: 60 });
}

function fieldIssues(errors: Record<string, string>) {
  return Object.entries(errors).map(([field, key]) => ({ field, message: t(key, { count: 6 }) }));
}

/** The public part of a sign-in: never the token. */
export function whoAmI(server: string, login: LoginToken) {
  return {
    server,
    email: login.email,
    userName: login.userName,
    givenName: login.givenName,
    surname: login.surname,
    roles: login.roles,
    distributionCenterId: login.distributionCenterId,
    expiresAt: login.expiresAt,
  };
}

async function readSecret(ctx: CommandContext, fromStdin: boolean, question: string, missing: string) {
  if (fromStdin || !ctx.interactive) {
    const line = await ctx.lines.next();
    if (line === null || line.length === 0) throw usageError(missing);
    return line;
  }
  return ask({ input: ctx.io.stdin, output: ctx.io.stderr }, question, true);
}

async function signInInput(ctx: CommandContext, options: LoginOptions): Promise<SignInInput> {
  const language = currentLanguage();
  let email = options.email;
  let phone = options.phone;
  if (options.passwordStdin && !email) throw usageError(t('cli.passwordStdinNeedsEmail'));
  if (email === undefined && phone === undefined) {
    if (!ctx.interactive) throw usageError(t('cli.emailOrPhone'));
    const answer = (
      await ask({ input: ctx.io.stdin, output: ctx.io.stderr }, t('cli.askEmailOrPhone'))
    ).trim();
    if (answer.includes('@')) email = answer;
    else phone = answer;
  }
  if (email !== undefined) {
    const password = await readSecret(
      ctx,
      options.passwordStdin === true,
      t('cli.askPassword'),
      t('cli.passwordMissing'),
    );
    return { mode: 'email', email, password, language };
  }
  return { mode: 'phone', phoneNumber: phone ?? '', language };
}

export async function login(ctx: CommandContext, options: LoginOptions): Promise<void> {
  const ports = {
    auth: createAuthGateway(ctx.http(), { baseURL: `${ctx.server}/auth` }),
    loginStore: ctx.loginStore,
    smsStepStore: memorySmsStepStore(),
  };
  const input = await signInInput(ctx, options);
  let outcome = await signIn(ports, input);
  if (outcome.kind === 'sms-step') {
    const step = outcome.step;
    ctx.out.note(t('cli.codeSent', { length: step.codeLength, phone: step.maskedPhoneNumber ?? '-' }));
    const code = await readSecret(ctx, false, t('cli.askCode'), t('cli.codeMissing'));
    const verified = await verifySmsCode({ ...ports, clock: { now: Date.now } }, code.trim());
    if (verified.kind === 'expired')
      throw new CliError(t(verified.messageKey), EXIT.failure, [], 'CODE_EXPIRED');
    if (verified.kind === 'no-step') throw new CliError(t('cli.codeMissing'));
    outcome = verified.kind === 'signed-in' ? { ...verified, redirectTo: '/dashboard' } : verified;
  }
  switch (outcome.kind) {
    case 'signed-in': {
      const who = whoAmI(ctx.server, outcome.login);
      ctx.out.result({ signedIn: true, ...who }, () => [
        t('cli.signedIn', { server: ctx.server, userName: who.userName, roles: who.roles.join(', ') }),
      ]);
      return;
    }
    case 'invalid':
      throw new CliError(
        t('cli.signInFailed', {
          message: Object.values(outcome.errors)
            .map((k) => t(k, { count: 6 }))
            .join('; '),
        }),
        EXIT.usage,
        fieldIssues(outcome.errors),
        'INVALID',
      );
    case 'failed':
      if (outcome.error.code === 'network') throw unreachableError(ctx.server);
      // Another server (or a wrong base path) refuses too: name it, not the password.
      throw (
        (await notRotaError(ctx.server)) ??
        new CliError(
          t('cli.signInFailed', { message: failureText(outcome.error) }),
          EXIT.failure,
          [],
          outcome.error.code.toUpperCase(),
        )
      );
    default:
      throw new CliError(t('cli.signInFailed', { message: '-' }));
  }
}

export async function logout(ctx: CommandContext): Promise<void> {
  const was = ctx.loginStore.load() !== null;
  // The server ends the sign-in too; offline, the stored one is forgotten all the same.
  await logOut({
    auth: createAuthGateway(ctx.http(), { baseURL: `${ctx.server}/auth` }),
    loginStore: ctx.loginStore,
  });
  ctx.out.result({ signedOut: was, server: ctx.server }, () => [
    t(was ? 'cli.signedOut' : 'cli.wasNotSignedIn', { server: ctx.server }),
  ]);
}

/** Who is signed in, after asking the server whether it still accepts the sign-in. */
export async function whoami(ctx: CommandContext): Promise<void> {
  const login = ctx.login();
  await checkSignIn(ctx);
  const who = { ...whoAmI(ctx.server, login), accepted: true };
  ctx.out.result(who, () => [
    `${who.givenName} ${who.surname} <${who.email}>`,
    `${t('cli.who.roles')}: ${who.roles.join(', ')}`,
    `${t('cli.who.center')}: ${who.distributionCenterId ?? '-'}`,
    `${t('cli.who.server')}: ${who.server} (${t('cli.who.accepted')})`,
    `${t('cli.who.expires')}: ${formatDateTime(who.expiresAt)}`,
  ]);
}
