import { useMemo } from 'react';
import { createApiGateway, type ApiGateway, type HttpClient } from '@rota/adapters-http';
import { adminApi } from '@rota/core/admin';
import { useServices } from '../composition/services-context.js';

export type AdminGateway = ApiGateway<typeof adminApi>;

const gateways = new WeakMap<HttpClient, AdminGateway>();

/** The Users and Roles calls over the app's one HTTP client; each screen says what a failure means. */
export function adminGateway(http: HttpClient): AdminGateway {
  let gateway = gateways.get(http);
  if (!gateway) {
    gateway = createApiGateway(http, adminApi, { notifyErrors: false });
    gateways.set(http, gateway);
  }
  return gateway;
}

export function useAdminGateway(): AdminGateway {
  const { http } = useServices();
  return useMemo(() => adminGateway(http), [http]);
}
