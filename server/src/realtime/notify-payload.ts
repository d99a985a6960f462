import { randomBytes } from 'node:crypto';
import type { BackplaneMessage } from './backplane.js';

/**
 * PostgreSQL NOTIFY payloads must stay under 8000 bytes. A message that fits travels whole;
 * a larger one (a long list of positions, a batch of new orders) is cut into numbered base64
 * parts that the listeners put back together.
 */
export const maxNotifyBytes = 7_900;
const partChars = 6_000;

type Payload = { m: BackplaneMessage } | { i: string; n: number; k: number; d: string };

export function encodeNotifyPayloads(message: BackplaneMessage): string[] {
  const whole = JSON.stringify({ m: message } satisfies Payload);
  if (Buffer.byteLength(whole) <= maxNotifyBytes) return [whole];
  const data = Buffer.from(JSON.stringify(message)).toString('base64');
  const id = randomBytes(8).toString('hex');
  const count = Math.ceil(data.length / partChars);
  return Array.from({ length: count }, (_, index) =>
    JSON.stringify({
      i: id,
      n: count,
      k: index,
      d: data.slice(index * partChars, (index + 1) * partChars),
    } satisfies Payload),
  );
}

/** Puts parts back together; answers a message once it is complete, otherwise `undefined`. */
export function createNotifyDecoder(maxPending = 100) {
  const pending = new Map<string, string[]>();
  return (payload: string): BackplaneMessage | undefined => {
    const parsed = JSON.parse(payload) as Payload;
    if ('m' in parsed) return parsed.m;
    const parts = pending.get(parsed.i) ?? new Array<string>(parsed.n);
    parts[parsed.k] = parsed.d;
    pending.set(parsed.i, parts);
    // Parts of a message whose sender vanished must not pile up.
    if (pending.size > maxPending) pending.delete(pending.keys().next().value as string);
    if (parts.filter((part) => part !== undefined).length < parsed.n) return undefined;
    pending.delete(parsed.i);
    return JSON.parse(Buffer.from(parts.join(''), 'base64').toString()) as BackplaneMessage;
  };
}
