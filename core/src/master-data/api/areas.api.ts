import type { ApiCall } from '../../daily-plan/api-call.js';

/** The areas resources' calls beyond the generic helpers (spec 02 section 7). */
export const areasApi = {} as const satisfies Record<string, ApiCall>;
