import type { ApiCall } from '../../daily-plan/api-call.js';

/** The places resources' calls beyond the generic helpers (spec 02 section 7). */
export const placesApi = {} as const satisfies Record<string, ApiCall>;
