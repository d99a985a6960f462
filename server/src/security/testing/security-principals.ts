import { loginTokenSchema } from '@rota/core/auth';
import { first, sql } from '../../db/database.js';
import type { TestApp } from '../../testing/test-app.js';

/** Someone calling the API in the battery: a role's demo user, or nobody. */
export interface Principal {
  label: string;
  token: string | null;
  roles: readonly string[];
  claims: readonly string[];
}

export const DEMO_PASSWORD_FOR_TESTS = 'Demo!2345';
/** The password of users a test makes (new passwords need 12 characters). */
export const NEW_USER_PASSWORD_FOR_TESTS = 'Depot-Manager-2026';

/**
 * Anonymous, and one signed-in user per role: Admin, Region Manager (of the first center's
 * region), DC Manager (of the first center), Driver and a Depot Manager made for the test.
 */
export async function signInEveryRole(t: TestApp): Promise<Principal[]> {
  const admin = await t.token('admin@demo.rota');
  const depot = await t.call('POST', '/api/user-management/users', {
    token: admin,
    body: {
      email: 'depot@demo.rota',
      password: NEW_USER_PASSWORD_FOR_TESTS,
      givenName: 'Depo',
      surname: 'Müdürü',
      role: 'Depot Manager',
    },
  });
  if (depot.status !== 201) throw new Error(`The Depot Manager was not made: ${depot.status}`);
  const principals: Principal[] = [{ label: 'anonymous', token: null, roles: [], claims: [] }];
  for (const email of [
    'admin@demo.rota',
    'region@demo.rota',
    'dc1@demo.rota',
    'driver1@demo.rota',
    'depot@demo.rota',
  ]) {
    const res = await t.call('POST', '/auth/authenticate/login', {
      body: {
        email,
        password: email === 'depot@demo.rota' ? NEW_USER_PASSWORD_FOR_TESTS : DEMO_PASSWORD_FOR_TESTS,
      },
    });
    const login = loginTokenSchema.parse(res.envelope.data);
    principals.push({
      label: login.roles.join(','),
      token: login.token,
      roles: login.roles,
      claims: login.claims,
    });
  }
  return principals;
}

/** Puts each test center in a region of its own and the Region Manager in the first one's. */
export async function splitRegions(t: TestApp): Promise<[number, number]> {
  const ids: number[] = [];
  for (const [index, center] of t.centers.entries()) {
    const region = (await first<{ id: number }>(
      t.db.orm,
      sql`INSERT INTO regions (name) VALUES (${`Security region ${index + 1}`}) RETURNING id`,
    )) as { id: number };
    await t.db.orm.execute(
      sql`UPDATE distribution_centers SET region_id = ${region.id} WHERE id = ${center}`,
    );
    ids.push(region.id);
  }
  await t.db.orm.execute(sql`UPDATE users SET region_id = ${ids[0]} WHERE lower(email) = 'region@demo.rota'`);
  return [ids[0] as number, ids[1] as number];
}
