import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueueLifecycle, type QueueLifecycle } from './queue-lifecycle.js';

/** A gate a test opens by hand. */
function gate() {
  let open: () => void = () => undefined;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

describe('the queue lifecycle shared by the solver queues', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('looks for work at start and every poll, never two looks at once, and not before start', async () => {
    let looks = 0;
    let inLook = 0;
    let most = 0;
    let slow = gate();
    const cycle = createQueueLifecycle({
      pollMs: 100,
      onError: (error) => {
        throw error;
      },
      hasPending: async () => false,
      async lookForWork() {
        looks += 1;
        inLook += 1;
        most = Math.max(most, inLook);
        await slow.opened;
        inLook -= 1;
      },
    });
    await cycle.drain();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(looks).toBe(0);

    await cycle.start(async () => undefined);
    // The first look hangs while ten polls fall due: they wait their turn behind it.
    await vi.advanceTimersByTimeAsync(1_000);
    expect(looks).toBe(1);
    slow.open();
    slow = gate();
    slow.open();
    await cycle.drain();
    expect(looks).toBe(12);
    expect(most).toBe(1);
    await vi.advanceTimersByTimeAsync(300);
    await cycle.drain();
    expect(looks).toBe(16);
    await cycle.close();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(looks).toBe(16);
  });

  it('looks again as soon as a run ends, resolves idle when nothing is left, and closes after the runs', async () => {
    const queued = [1, 2, 3];
    const ran: number[] = [];
    const gates = new Map<number, ReturnType<typeof gate>>();
    const cycle: QueueLifecycle = createQueueLifecycle({
      pollMs: 60_000,
      onError: (error) => {
        throw error;
      },
      hasPending: async () => queued.length > 0,
      async lookForWork(self) {
        while (self.running < 2 && queued.length > 0) {
          const id = queued.shift() as number;
          const held = gate();
          gates.set(id, held);
          self.launch(async () => {
            await held.opened;
            ran.push(id);
          });
        }
      },
    });
    await cycle.start(async () => undefined);
    await cycle.drain();
    expect([...gates.keys()]).toEqual([1, 2]);
    let idle = false;
    void cycle.idle().then(() => (idle = true));
    gates.get(1)?.open();
    // No poll is due for a minute: the ended run's look takes the third at once.
    await vi.waitFor(() => expect([...gates.keys()]).toEqual([1, 2, 3]));
    await cycle.drain();
    expect(idle).toBe(false);
    gates.get(2)?.open();
    gates.get(3)?.open();
    await vi.waitFor(() => expect(idle).toBe(true));
    expect(ran).toEqual([1, 2, 3]);

    queued.push(4);
    await cycle.drain();
    let closed = false;
    const closing = cycle.close().then(() => (closed = true));
    await cycle.drain();
    expect(closed).toBe(false);
    gates.get(4)?.open();
    await closing;
    expect(ran).toEqual([1, 2, 3, 4]);
    expect(cycle.running).toBe(0);
  });
});
