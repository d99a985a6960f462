import { apiPath } from '@rota/core';
import { adminApi, currentAccessSchema } from '@rota/core/admin';
import type { HttpClient } from './http-client.js';

/** The signed-in user's rights as the server holds them, and word of every refused call. */
export function createAccessGateway(http: HttpClient) {
  return {
    /** GET user-management/current-user/access, quietly and outside the sign-in renewal. */
    currentAccess: () =>
      http.request({
        url: apiPath(adminApi.currentAccess),
        schema: currentAccessSchema,
        notifyErrors: false,
        skipSessionGuard: true,
      }),
    /**
     * Calls `listener` whenever the server refuses a call with 403 (the rights may have changed);
     * answers the function that stops listening.
     */
    onRefused: (listener: () => void): (() => void) => {
      // The client accepts every status, so a refusal arrives as a response.
      const watcher = http.axios.interceptors.response.use((response) => {
        if (response.status === 403) listener();
        return response;
      });
      return () => http.axios.interceptors.response.eject(watcher);
    },
  };
}
export type AccessGateway = ReturnType<typeof createAccessGateway>;
