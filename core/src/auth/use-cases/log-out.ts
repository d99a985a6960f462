import type { LoginStore, SmsStepStore } from '../ports.js';

/** Forgets the stored login (tokens are stateless: the server has nothing to revoke). */
export function logOut(ports: { loginStore: LoginStore; smsStepStore?: SmsStepStore }): {
  messageKey: 'auth.loggedOut';
  redirectTo: '/login';
} {
  ports.loginStore.clear();
  ports.smsStepStore?.clear();
  return { messageKey: 'auth.loggedOut', redirectTo: '/login' };
}
