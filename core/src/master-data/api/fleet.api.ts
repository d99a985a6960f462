import type { ApiCall } from '../../daily-plan/api-call.js';

/** The fleet resources' calls beyond the generic helpers (spec 02 section 7). */
export const fleetApi = {} as const satisfies Record<string, ApiCall>;
