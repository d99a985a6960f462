import type { User } from '../user.schema.js';
import type { AdminFailure, UserGateway } from '../ports.js';

export type ToggleUserOutcome =
  | { kind: 'done'; enabled: boolean; messageKey: 'admin.user.enabled' | 'admin.user.disabled' }
  | { kind: 'failed'; error: AdminFailure };

/** The Enable/Disable button (shown with exactly one row selected) flips that user's status. */
export async function toggleUserStatus(
  ports: { users: Pick<UserGateway, 'setEnabled'> },
  user: Pick<User, 'email' | 'isEnabled'>,
): Promise<ToggleUserOutcome> {
  const enable = !user.isEnabled;
  const result = await ports.users.setEnabled(user.email, enable);
  if (!result.ok) return { kind: 'failed', error: result.error };
  return { kind: 'done', enabled: enable, messageKey: enable ? 'admin.user.enabled' : 'admin.user.disabled' };
}
