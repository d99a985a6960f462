import { afterAll, beforeAll, describe, expect, expectTypeOf, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { ok } from './answer.js';
import type { AuthUser } from './context.js';
import { defineRoute } from './define-route.js';

/** Who each route's handler was handed, as the handler saw it. */
const routes = [
  defineRoute({
    method: 'GET',
    url: '/api/test-only/caller/public',
    access: 'public',
    summary: 'Anyone: no user',
    handler: async ({ user }) => {
      expectTypeOf(user).toEqualTypeOf<null>();
      return ok({ user });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/test-only/caller/signed-in',
    access: 'signed-in',
    summary: 'Any signed-in user',
    handler: async ({ user }) => {
      expectTypeOf(user).toEqualTypeOf<AuthUser>();
      return ok({ user: user.email });
    },
  }),
  defineRoute<unknown, unknown, { name: string }>({
    method: 'GET',
    url: '/api/test-only/caller/claim/:name',
    access: { claim: 'user-management;read' },
    summary: 'A user holding a claim, with typed params',
    handler: async ({ user, params }) => {
      expectTypeOf(user).toEqualTypeOf<AuthUser>();
      return ok({ user: user.email, roles: user.roles, name: params.name });
    },
  }),
  defineRoute({
    method: 'GET',
    url: '/api/test-only/caller/public-reads-user',
    access: 'public',
    summary: 'A public handler cannot read a user',
    handler: async ({ user }) =>
      // @ts-expect-error nobody signs in for a public route
      ok({ id: user.id }),
  }),
];

describe('the user a route handler receives', () => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp({ routes });
    admin = await t.token('admin@demo.rota');
  });
  afterAll(async () => {
    await t.close();
  });

  it('is null on a public route, even with a token', async () => {
    const { status, envelope } = await t.call('GET', '/api/test-only/caller/public', { token: admin });
    expect(status).toBe(200);
    expect(envelope.data).toEqual({ user: null });
  });

  it('is the signed-in user on every other route, whose handler runs only once admitted', async () => {
    const signedIn = await t.call('GET', '/api/test-only/caller/signed-in', { token: admin });
    expect(signedIn.envelope.data).toEqual({ user: 'admin@demo.rota' });
    const claimed = await t.call('GET', '/api/test-only/caller/claim/x', { token: admin });
    expect(claimed.envelope.data).toMatchObject({ roles: ['Admin'], name: 'x' });
    expect((await t.call('GET', '/api/test-only/caller/signed-in')).status).toBe(401);
    expect((await t.call('GET', '/api/test-only/caller/claim/x')).status).toBe(401);
  });
});
