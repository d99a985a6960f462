import type { GroupAuthorizer } from '../realtime/index.js';
import { findJobByRef } from '../daily-plan/job.repository.js';
import type { Platform } from './context.js';

/**
 * Who may follow a hub group: a DC Manager only the jobs of their distribution center (a job
 * that does not exist yet is refused to them too); everyone else every group.
 */
export function hubGroupAuthorizer(platform: Platform): GroupAuthorizer {
  return async (user, _hub, key) => {
    if (!user.roles.includes('DC Manager') || key.jobRefNo === undefined) return true;
    const job = await findJobByRef(platform.db.orm, String(key.jobRefNo));
    return job !== undefined && job !== null && job.distributionCenterId === user['distributionCenterId'];
  };
}
