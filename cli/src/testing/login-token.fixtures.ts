import type { LoginToken } from '@rota/core/auth';

/** A stored sign-in of an Admin for tests of the sign-in file; any field may be overridden. */
export function sampleLogin(overrides: Partial<LoginToken> = {}): LoginToken {
  return {
    token: 't',
    expiresAt: '2030-01-01T00:00:00.000Z',
    email: 'a@b.c',
    userName: 'a@b.c',
    roles: ['Admin'],
    givenName: 'A',
    surname: 'B',
    claims: [],
    distributionCenterId: null,
    ...overrides,
  };
}
