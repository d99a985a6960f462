import type { PositionBatch, StepResult, VisitEvent } from '@rota/core/tracking';

/**
 * The device's outbox: every report of the driver (visit events, step results with their proof,
 * position batches) waits here, in local storage, until the server has it. Items are sent one at
 * a time in the order they were made; the server's de-dup keys make a resend harmless (a replay
 * answers 409 and counts as delivered), so nothing is lost or stored twice.
 */
export type OutboxItem =
  | { id: string; kind: 'visit'; createdAt: string; body: VisitEvent }
  | { id: string; kind: 'step'; createdAt: string; body: StepResult }
  | { id: string; kind: 'positions'; createdAt: string; body: PositionBatch };

export type NewOutboxItem =
  | { kind: 'visit'; body: VisitEvent }
  | { kind: 'step'; body: StepResult }
  | { kind: 'positions'; body: PositionBatch };

export interface RejectedItem {
  item: OutboxItem;
  /** The server's message. */
  message: string;
}

export interface OutboxState {
  items: OutboxItem[];
  rejected: RejectedItem[];
}

/** What one attempt at sending an item came to. */
export type SendOutcome = { kind: 'sent' } | { kind: 'retry' } | { kind: 'rejected'; message: string };

export const outboxStorageKey = 'ROTA_DRIVER_OUTBOX';

/** The outbox as stored (an unreadable value reads as empty). */
export function parseOutboxState(raw: string | null): OutboxState {
  try {
    const parsed = raw ? (JSON.parse(raw) as Partial<OutboxState>) : {};
    return { items: parsed.items ?? [], rejected: parsed.rejected ?? [] };
  } catch {
    return { items: [], rejected: [] };
  }
}

export interface Outbox {
  state(): OutboxState;
  add(item: NewOutboxItem): OutboxItem;
  /** Sends what waits, in order, until the first item that must wait for the network. */
  flush(send: (item: OutboxItem) => Promise<SendOutcome>): Promise<void>;
  dismissRejected(): void;
  subscribe(listener: () => void): () => void;
}

export function createOutbox(storage: Storage = localStorage): Outbox {
  const listeners = new Set<() => void>();
  let flushing = false;
  const read = (): OutboxState => parseOutboxState(storage.getItem(outboxStorageKey));
  const write = (next: OutboxState) => {
    storage.setItem(outboxStorageKey, JSON.stringify(next));
    for (const listener of [...listeners]) listener();
  };
  const update = (change: (state: OutboxState) => OutboxState) => write(change(read()));
  return {
    state: read,
    add(item) {
      const stored = { ...item, id: crypto.randomUUID(), createdAt: new Date().toISOString() } as OutboxItem;
      update((s) => ({ ...s, items: [...s.items, stored] }));
      return stored;
    },
    async flush(send) {
      if (flushing) return;
      flushing = true;
      try {
        for (;;) {
          const next = read().items[0];
          if (!next) return;
          const outcome = await send(next);
          if (outcome.kind === 'retry') return;
          update((s) => ({
            items: s.items.filter((i) => i.id !== next.id),
            rejected:
              outcome.kind === 'rejected'
                ? [...s.rejected, { item: next, message: outcome.message }]
                : s.rejected,
          }));
        }
      } finally {
        flushing = false;
      }
    },
    dismissRejected: () => update((s) => ({ ...s, rejected: [] })),
    subscribe(listener) {
      listeners.add(listener);
      // Another tab of the app changed the outbox.
      const onStorage = (event: StorageEvent) => {
        if (event.key === outboxStorageKey) listener();
      };
      window.addEventListener('storage', onStorage);
      return () => {
        listeners.delete(listener);
        window.removeEventListener('storage', onStorage);
      };
    },
  };
}

/** How a server answer counts: stored or already stored (409) is delivered; no network waits. */
export function outcomeOf(
  result:
    { ok: true } | { ok: false; error: { status: number | null; code: string; message: string | null } },
): SendOutcome {
  if (result.ok) return { kind: 'sent' };
  const { status, code, message } = result.error;
  if (status === 409) return { kind: 'sent' };
  if (
    status === null ||
    code === 'network' ||
    status === 401 ||
    status === 408 ||
    status === 429 ||
    status >= 500
  )
    return { kind: 'retry' };
  return { kind: 'rejected', message: message ?? String(status) };
}
