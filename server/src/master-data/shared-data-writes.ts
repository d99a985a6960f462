import { ROLES } from '@rota/core/auth';
import { fail, type Answer } from '../platform/answer.js';
import type { AuthUser, Platform } from '../platform/context.js';
import { loadSettings } from '../admin/settings.repository.js';

/** The general setting that lets managers write shared master data (off by default). */
export const SHARED_DATA_SETTING = 'managersWriteSharedData';

/**
 * Master data tied to no center (vehicle types and their capacities, cargo and operation types,
 * their time windows and capabilities, workflows) is what every center plans with: only Admins
 * change it, unless the general settings let managers do so too. Null when the user may write.
 */
export async function refuseSharedDataWrite(platform: Platform, user: AuthUser): Promise<Answer | null> {
  if (user.roles.includes(ROLES.admin)) return null;
  const general = await loadSettings(platform.db, 'general');
  if (general[SHARED_DATA_SETTING] === true) return null;
  return fail(403, 'masterData.sharedDataAdminOnly');
}
