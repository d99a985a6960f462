import { createApiGateway, createAuthGateway, type ApiGateway } from '@rota/adapters-http';
import { ROLES } from '@rota/core/auth';
import { driverApi, type DriverRoute } from '@rota/core/tracking';
import { answered, createServerClient } from '../api/server-client.js';
import type { CommandContext } from '../context.js';
import { CliError } from '../io/cli-error.js';
import { t } from '../messages.js';

/** A driver signed in through the auth API, with the drivers' API on their own token. */
export interface DriverSession {
  readonly email: string;
  readonly driverRefNo: string;
  readonly api: ApiGateway<typeof driverApi>;
  readonly route: DriverRoute;
}

/** The seeded demo driver's password (older than the 12-character rule for new passwords). */
const DEMO_DRIVER_PASSWORD = 'Demo!2345';
/** The password of the Driver sign-ins the simulator makes when none is given. */
const SIMULATED_DRIVER_PASSWORD = 'Rota-simulated-driver';

/** Which passwords a driver signs in with, and which one a new sign-in gets. */
export interface DriverPasswords {
  readonly signIn: readonly string[];
  readonly create: string;
}

/** The one given, or the demo driver's and the simulator's own. */
export function driverPasswords(given: string | undefined): DriverPasswords {
  return given
    ? { signIn: [given], create: given }
    : { signIn: [SIMULATED_DRIVER_PASSWORD, DEMO_DRIVER_PASSWORD], create: SIMULATED_DRIVER_PASSWORD };
}

async function signInWithAny(
  server: string,
  email: string,
  passwords: readonly string[],
): Promise<string | null> {
  for (const password of passwords) {
    const token = await signInDriver(server, email, password);
    if (token !== null) return token;
  }
  return null;
}

async function signInDriver(server: string, email: string, password: string): Promise<string | null> {
  const auth = createAuthGateway(
    createServerClient(server, () => null),
    { baseURL: `${server.replace(/\/$/, '')}/auth` },
  );
  const answer = await auth.login({ email, password });
  return answer.ok && answer.value.status === 200 ? answer.value.login.token : null;
}

/**
 * Signs in the driver of each vehicle of the job's approved plan. A driver without a sign-in gets
 * one (role Driver, the job's distribution center, the given password) through the user
 * administration API; a driver whose sign-in exists with another password is reported and left out.
 */
export async function openDriverSessions(
  ctx: CommandContext,
  jobRefNo: string,
  passwords: DriverPasswords,
  warn: (line: string) => void,
): Promise<DriverSession[]> {
  const admin = ctx.api();
  const pairs = answered(ctx.server, await admin.dailyPlan.vehicleDrivers({ params: { jobRefNo } })).data;
  const input = answered(ctx.server, await admin.dailyPlan.jobInput({ params: { jobRefNo } })).data;
  const sessions: DriverSession[] = [];
  for (const row of pairs.vehicles) {
    if (!row.driverRefNo) {
      warn(t('cli.simulate.noDriver', { vehicle: row.vehiclePlate ?? row.vehicleRefNo }));
      continue;
    }
    const listed = await admin.resources.drivers.list({ refNo: row.driverRefNo });
    const driver = (listed.body?.data ?? []).find((d) => d.refNo === row.driverRefNo);
    // The driver's sign-in is the e-mail of the driver record (else its username when it is one).
    const email =
      [driver?.email, driver?.username].find((v) => typeof v === 'string' && v.includes('@')) ?? '';
    if (!driver || email === '') {
      warn(t('cli.simulate.noDriverEmail', { driver: row.driverRefNo }));
      continue;
    }
    // An account that does not exist yet is made first: no failed sign-in counts against it.
    const existing = await ctx.http().request({
      method: 'GET',
      url: `user-management/users/${encodeURIComponent(email)}`,
      notifyErrors: false,
    });
    let token = existing.ok ? await signInWithAny(ctx.server, email, passwords.signIn) : null;
    if (token === null && !existing.ok) {
      const created = await ctx.http().request({
        method: 'POST',
        url: 'user-management/users',
        notifyErrors: false,
        data: {
          email,
          givenName: driver.givenName,
          surname: driver.surname,
          role: ROLES.driver,
          distributionCenterId:
            input.distributionCenterId === null ? null : Number(input.distributionCenterId),
          password: passwords.create,
        },
      });
      if (created.ok) token = await signInDriver(ctx.server, email, passwords.create);
    }
    if (token === null) {
      warn(t('cli.simulate.signInFailed', { email }));
      continue;
    }
    const own = token;
    const api = createApiGateway(
      createServerClient(ctx.server, () => own),
      driverApi,
      { notifyErrors: false },
    );
    const routes = answered(ctx.server, await api.driverRoutes({ query: { jobRefNo } })).data;
    const route = routes.find((r) => r.vehicleRefNo === row.vehicleRefNo);
    if (route) sessions.push({ email, driverRefNo: row.driverRefNo, api, route });
  }
  if (sessions.length === 0)
    throw new CliError(t('cli.simulate.nothingToPlay', { job: jobRefNo }), 1, [], 'NOT_FOUND');
  return sessions;
}
