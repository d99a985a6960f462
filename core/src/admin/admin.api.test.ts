import { describe, expect, it } from 'vitest';
import { checkApiRegistry } from '../daily-plan/api-call.js';
import { adminApi } from './admin.api.js';

describe('Users and Roles API registry', () => {
  it('is consistent: parameters named in path and schema, each method and path once', () => {
    expect(checkApiRegistry(adminApi)).toEqual([]);
  });

  it('checks the phone confirmation code and the Admin password body', () => {
    const code = adminApi.confirmPhone.body;
    expect(code.safeParse({ email: 'a@b.co', confirmationToken: '123456' }).success).toBe(true);
    expect(code.safeParse({ email: 'a@b.co', confirmationToken: '12345' }).success).toBe(false);
    expect(adminApi.resetPassword.body.safeParse({ password: 'x' }).success).toBe(true);
  });
});
