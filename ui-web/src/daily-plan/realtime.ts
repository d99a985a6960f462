import { createRealtimeAdapters } from '@rota/adapters-realtime';
import type { JobStatusFeed } from '@rota/core/daily-plan';

type RealtimeAdapters = ReturnType<typeof createRealtimeAdapters>;
let adapters: RealtimeAdapters | null = null;

/**
 * The page's one set of hub connections (joboperationhub and friends), opened on first use.
 * Connection failures are only logged, as the spec asks.
 */
export function realtimeAdapters(getToken: () => string | null): RealtimeAdapters {
  adapters ??= createRealtimeAdapters({
    baseUrl: '',
    getToken,
    logger: {
      warn: (message, detail) => console.warn(message, detail ?? ''),
      error: (message, detail) => console.error(message, detail ?? ''),
    },
  });
  return adapters;
}

export function jobStatusFeed(getToken: () => string | null): JobStatusFeed {
  return realtimeAdapters(getToken).jobStatusFeed;
}
