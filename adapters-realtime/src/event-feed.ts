import { Observable } from 'rxjs';
import type { HubQuery, RealtimeLogger } from './hub-connection-factory.js';
import type { HubEvents } from './hub-events.js';

/** What a feed needs of a schema: zod schemas fit as they are. */
export interface PayloadSchema<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

/**
 * The first argument of every call of `event`, checked against `schema`; a payload that does
 * not fit is logged and skipped so one bad message never ends the stream.
 */
export function eventFeed<T>(
  events: HubEvents,
  logger: RealtimeLogger,
  address: { hub: string; event: string; query?: HubQuery },
  schema: PayloadSchema<T>,
): Observable<T> {
  return new Observable<T>((subscriber) =>
    events.on(address.hub, address.event, address.query).subscribe((args) => {
      const parsed = schema.safeParse(args[0]);
      if (parsed.success) subscriber.next(parsed.data);
      else logger.error(`Ignored a ${address.event} message that does not fit its schema.`, parsed.error);
    }),
  );
}
