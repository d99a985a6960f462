import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows, sql, type Database } from '../db/database.js';
import { openTestDatabase } from '../testing/test-database.js';
import type { QueueHandlers } from './job-queue.js';
import {
  createPgBossJobQueue,
  isInfrastructureFailure,
  SOLVER_DEAD_LETTER_QUEUE,
  SOLVER_QUEUE,
} from './pg-boss-job-queue.js';

const url = process.env['DATABASE_URL'];

/** An error as node-postgres reports a server that is shutting down. */
const shutdown = () =>
  Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('which failures are worth a retry', () => {
  it('retries connection and server failures, never a failure of the run itself', () => {
    expect(isInfrastructureFailure(shutdown())).toBe(true);
    expect(isInfrastructureFailure(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isInfrastructureFailure(new Error('wrapped', { cause: { code: '08006' } }))).toBe(true);
    expect(isInfrastructureFailure(Object.assign(new Error('deadlock'), { code: '40P01' }))).toBe(true);
    expect(isInfrastructureFailure(new Error('The solver queue has no handler for jobs of kind x.'))).toBe(
      false,
    );
    expect(isInfrastructureFailure(Object.assign(new Error('unique'), { code: '23505' }))).toBe(false);
  });
});

describe.skipIf(!url)('the pg-boss solver queue on the PostgreSQL server', () => {
  let db: Database;
  beforeAll(async () => {
    db = await openTestDatabase();
  });
  afterAll(async () => {
    await db?.close();
  });

  const entryOf = async (jobId: number) =>
    (
      await rows<{ state: string; error: string | null; owner: string | null }>(
        db.orm,
        sql`SELECT state, error, owner FROM job_queue_entries WHERE job_id = ${jobId} ORDER BY id DESC LIMIT 1`,
      )
    )[0];
  const bossJobsOf = async (name: string, jobId: number) =>
    rows<{ state: string; retry_count: number; data: { reason?: string }; output: unknown }>(
      db.orm,
      sql`SELECT state, retry_count, data, output FROM pgboss.job WHERE name = ${name} AND (data->>'jobId')::int = ${jobId}`,
    );

  const handlers = (run: QueueHandlers['run'], interrupted: number[] = []): QueueHandlers => ({
    run,
    interrupted: async (jobId) => {
      interrupted.push(jobId);
    },
    onError: () => undefined,
  });

  it('sends a run in the transaction that queues it: a rollback leaves neither the entry nor the pg-boss job', async () => {
    const queue = createPgBossJobQueue(
      db.orm,
      handlers(async () => undefined),
      { pollMs: 100 },
    );
    await expect(
      db.orm.transaction(async (tx) => {
        await queue.enqueue(tx, 9001);
        throw new Error('the job could not be saved');
      }),
    ).rejects.toThrow('the job could not be saved');
    expect(await entryOf(9001)).toBeUndefined();
    expect(await bossJobsOf(SOLVER_QUEUE, 9001)).toEqual([]);
    await db.orm.transaction((tx) => queue.enqueue(tx, 9002));
    expect(await entryOf(9002)).toMatchObject({ state: 'QUEUED' });
    expect((await bossJobsOf(SOLVER_QUEUE, 9002)).map((j) => j.state)).toEqual(['created']);
    await queue.start();
    await queue.idle();
    expect(await entryOf(9002)).toMatchObject({ state: 'DONE' });
    expect((await bossJobsOf(SOLVER_QUEUE, 9002)).map((j) => j.state)).toEqual(['completed']);
    await queue.close();
  });

  it('retries a run after an infrastructure failure, ending what the failed attempt left first', async () => {
    let attempts = 0;
    const interrupted: number[] = [];
    const queue = createPgBossJobQueue(
      db.orm,
      handlers(async () => {
        attempts += 1;
        if (attempts === 1) throw shutdown();
      }, interrupted),
      { pollMs: 100, retryDelaySeconds: 1 },
    );
    await db.orm.transaction((tx) => queue.enqueue(tx, 9101));
    await queue.start();
    await queue.idle();
    expect(attempts).toBe(2);
    expect(interrupted).toEqual([9101]);
    expect(await entryOf(9101)).toMatchObject({ state: 'DONE' });
    expect(await bossJobsOf(SOLVER_QUEUE, 9101)).toMatchObject([{ state: 'completed', retry_count: 1 }]);
    await queue.close();
  });

  it('fails a run that fails for its own reason at once, with a dead-letter record of the reason', async () => {
    let attempts = 0;
    const queue = createPgBossJobQueue(
      db.orm,
      handlers(async () => {
        attempts += 1;
        throw new Error('The solver queue has no handler for jobs of kind survey.');
      }),
      { pollMs: 100 },
    );
    await db.orm.transaction((tx) => queue.enqueue(tx, 9201, 'survey'));
    await queue.start();
    await queue.idle();
    expect(attempts).toBe(1);
    expect(await entryOf(9201)).toMatchObject({
      state: 'FAILED',
      error: 'The solver queue has no handler for jobs of kind survey.',
    });
    const dead = await bossJobsOf(SOLVER_DEAD_LETTER_QUEUE, 9201);
    expect(dead.map((j) => j.data.reason)).toEqual([
      'The solver queue has no handler for jobs of kind survey.',
    ]);
    await queue.close();
  });

  it('stops retrying after the limit: the run ends FAILED and pg-boss moves it to the dead-letter queue', async () => {
    let attempts = 0;
    const queue = createPgBossJobQueue(
      db.orm,
      handlers(async () => {
        attempts += 1;
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
      }),
      { pollMs: 100, retryLimit: 1, retryDelaySeconds: 1 },
    );
    await db.orm.transaction((tx) => queue.enqueue(tx, 9301));
    await queue.start();
    await queue.idle();
    expect(attempts).toBe(2);
    expect(await entryOf(9301)).toMatchObject({
      state: 'FAILED',
      error: 'connect ECONNREFUSED 127.0.0.1:5432',
    });
    expect((await bossJobsOf(SOLVER_QUEUE, 9301)).map((j) => j.state)).toEqual(['failed']);
    await expect.poll(async () => (await bossJobsOf(SOLVER_DEAD_LETTER_QUEUE, 9301)).length).toBe(1);
    await queue.close();
  });

  it('withdraws a run that has not started, and runs each entry once however many processes share the queue', async () => {
    const ran: number[] = [];
    const runners = new Set<string>();
    let bothRunning: () => void = () => undefined;
    const shared = new Promise<void>((resolve) => (bothRunning = resolve));
    // pg-boss hands runs out on its own polls, in real time: a run holds its slot until the other
    // process has taken one too (a condition, not a sleep), so each process must take its share.
    const runAs = (owner: string) => async (jobId: number) => {
      ran.push(jobId);
      runners.add(owner);
      if (runners.size === 2) bothRunning();
      await shared;
    };
    const one = createPgBossJobQueue(db.orm, handlers(runAs('one')), {
      pollMs: 100,
      owner: 'one',
      concurrency: 2,
    });
    const two = createPgBossJobQueue(db.orm, handlers(runAs('two')), {
      pollMs: 100,
      owner: 'two',
      concurrency: 2,
    });
    await db.orm.transaction(async (tx) => {
      for (let id = 9401; id <= 9410; id++) await one.enqueue(tx, id);
    });
    expect(await one.cancel(9405)).toBe(true);
    expect(await one.cancel(9405)).toBe(false);
    await Promise.all([one.start(), two.start()]);
    await Promise.all([one.idle(), two.idle()]);
    expect([...ran].sort()).toEqual([9401, 9402, 9403, 9404, 9406, 9407, 9408, 9409, 9410]);
    expect(await entryOf(9405)).toMatchObject({ state: 'CANCELLED' });
    expect((await bossJobsOf(SOLVER_QUEUE, 9405)).map((j) => j.state)).toEqual(['cancelled']);
    const owners = await rows<{ owner: string }>(
      db.orm,
      sql`SELECT DISTINCT owner FROM job_queue_entries WHERE job_id BETWEEN 9401 AND 9410 AND state = 'DONE'`,
    );
    expect(owners.map((o) => o.owner).sort()).toEqual(['one', 'two']);
    await Promise.all([one.close(), two.close()]);
  });

  it('hands a run back when its process stops: the entry, pg-boss and the job are queued again, and another process runs it', async () => {
    const requeued: number[] = [];
    let stopping: () => void = () => undefined;
    const stopped = new Promise<void>((resolve) => (stopping = resolve));
    const one = createPgBossJobQueue(
      db.orm,
      {
        ...handlers(async () => {
          await stopped;
          return { ending: 'handedBack' };
        }),
        requeue: async (_tx, jobId) => {
          requeued.push(jobId);
          return async () => undefined;
        },
      },
      { pollMs: 100, owner: 'one' },
    );
    await db.orm.transaction((tx) => one.enqueue(tx, 9501));
    await one.start();
    await expect.poll(async () => (await entryOf(9501))?.state).toBe('RUNNING');
    const closing = one.close();
    stopping();
    await closing;
    expect(requeued).toEqual([9501]);
    expect(await entryOf(9501)).toMatchObject({ state: 'QUEUED', owner: null });
    expect((await bossJobsOf(SOLVER_QUEUE, 9501)).map((j) => j.state)).toEqual(['created']);

    const two = createPgBossJobQueue(
      db.orm,
      handlers(async () => undefined),
      { pollMs: 100, owner: 'two' },
    );
    await two.start();
    await two.idle();
    expect(await entryOf(9501)).toMatchObject({ state: 'DONE', owner: 'two' });
    expect(await bossJobsOf(SOLVER_QUEUE, 9501)).toMatchObject([{ state: 'completed', retry_count: 0 }]);
    await two.close();
  });

  it('ends the entry FAILED with a dead letter when the run reports a failed solve, and completes the pg-boss job of a run whose process died', async () => {
    const queue = createPgBossJobQueue(
      db.orm,
      handlers(async () => ({ ending: 'failed', reason: 'No vehicle can reach the orders.' })),
      { pollMs: 100, leaseMs: 1000 },
    );
    await db.orm.transaction((tx) => queue.enqueue(tx, 9601));
    await queue.start();
    await queue.idle();
    expect(await entryOf(9601)).toMatchObject({ state: 'FAILED', error: 'No vehicle can reach the orders.' });
    expect((await bossJobsOf(SOLVER_QUEUE, 9601)).map((j) => j.state)).toEqual(['completed']);
    expect((await bossJobsOf(SOLVER_DEAD_LETTER_QUEUE, 9601)).map((j) => j.data.reason)).toEqual([
      'No vehicle can reach the orders.',
    ]);

    // A process that died mid-run: its entry RUNNING with an old heartbeat, its pg-boss job active.
    await db.orm.transaction((tx) => queue.enqueue(tx, 9602));
    const [sent] = await rows<{ id: string }>(
      db.orm,
      sql`SELECT id::text FROM pgboss.job WHERE name = ${SOLVER_QUEUE} AND (data->>'jobId')::int = 9602`,
    );
    await db.orm.execute(
      sql`UPDATE pgboss.job SET state = 'active', started_on = now() WHERE id = ${sent?.id}::uuid`,
    );
    await db.orm.execute(
      sql`UPDATE job_queue_entries SET state = 'RUNNING', owner = 'gone', heartbeat_at = now() - interval '1 hour'
          WHERE job_id = 9602`,
    );
    await queue.poke();
    expect(await entryOf(9602)).toMatchObject({ state: 'FAILED', error: 'interrupted' });
    expect((await bossJobsOf(SOLVER_QUEUE, 9602)).map((j) => j.state)).toEqual(['completed']);
    await queue.close();
  });
});
