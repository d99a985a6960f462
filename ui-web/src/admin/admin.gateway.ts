import type { ApiGateway } from '@rota/adapters-http';
import type { adminApi } from '@rota/core/admin';
import { useServices } from '../composition/services-context.js';

export type AdminGateway = ApiGateway<typeof adminApi>;

/** The Users and Roles calls the composition root built; each screen says what a failure means. */
export function useAdminGateway(): AdminGateway {
  return useServices().admin;
}
