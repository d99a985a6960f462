import type { AuthGateway, LoginStore, SmsStepStore } from '../ports.js';

/**
 * Signs out: the stored login is forgotten and the server ends the sign-in (its refresh and
 * access tokens stop working at once). Without the server (offline) the login is forgotten all
 * the same, and the sign-in ends on its own when it expires.
 */
export async function logOut(ports: {
  auth?: Pick<AuthGateway, 'signOut'>;
  loginStore: LoginStore;
  smsStepStore?: SmsStepStore;
}): Promise<{ messageKey: 'auth.loggedOut'; redirectTo: '/login'; signedOutOnServer: boolean }> {
  const refreshToken = ports.loginStore.load()?.refreshToken;
  // Forgotten first: nothing uses the tokens while the server ends the sign-in, and a sign-in
  // made meanwhile is not cleared by this one.
  ports.loginStore.clear();
  ports.smsStepStore?.clear();
  let signedOutOnServer = false;
  if (ports.auth && refreshToken) signedOutOnServer = (await ports.auth.signOut({ refreshToken })).ok;
  return { messageKey: 'auth.loggedOut', redirectTo: '/login', signedOutOnServer };
}
