import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitHeldOrders, groupLeftOut, orderHold, type OrderStanding } from './order-hold.rules.js';
import { jobInputSchema } from './job-input.schema.js';

const time = fc.integer({ min: 0, max: 1_000_000 });
const standing: fc.Arbitrary<OrderStanding> = fc.record({
  refNo: fc.string({ minLength: 1, maxLength: 6 }),
  driverOutcome: fc.constantFrom(null, 'COMPLETED' as const, 'FAILED' as const, 'CANCELLED' as const),
  driverOutcomeAt: fc.option(time, { nil: null }),
  liveSince: fc.option(time, { nil: null }),
});
const orders = fc.uniqueArray(standing, { selector: (o) => o.refNo, maxLength: 20 });

const open = (refNo: string): OrderStanding => ({
  refNo,
  driverOutcome: null,
  driverOutcomeAt: null,
  liveSince: null,
});

describe('order holds', () => {
  it('holds an order a driver finished or a live plan serves; the driver’s outcome comes first', () => {
    expect(orderHold(open('A'))).toBeNull();
    expect(orderHold({ ...open('A'), liveSince: 5 })).toEqual({ reason: 'IN_LIVE_PLAN', since: 5 });
    expect(orderHold({ ...open('A'), liveSince: 5, driverOutcome: 'COMPLETED', driverOutcomeAt: 9 })).toEqual(
      { reason: 'COMPLETED', since: 9 },
    );
  });

  it('takes every candidate once: chosen and left out split the list, in its order', () => {
    fc.assert(
      fc.property(orders, fc.option(time, { nil: undefined }), (list, chosenAt) => {
        const choice = splitHeldOrders(list, chosenAt === undefined ? {} : { chosenAt });
        const all = [...choice.chosen, ...choice.leftOut.map((o) => o.refNo)];
        expect(all.sort()).toEqual(list.map((o) => o.refNo).sort());
        expect(choice.chosen).toEqual(
          list.filter((o) => choice.chosen.includes(o.refNo)).map((o) => o.refNo),
        );
      }),
    );
  });

  it('never takes a held order unless it is named; named orders are always taken', () => {
    fc.assert(
      fc.property(orders, fc.func(fc.boolean()), (list, pick) => {
        const named = new Set(list.filter((o) => pick(o.refNo)).map((o) => o.refNo));
        const choice = splitHeldOrders(list, { named });
        for (const order of list) {
          const taken = choice.chosen.includes(order.refNo);
          expect(taken).toBe(named.has(order.refNo) || orderHold(order) === null);
        }
        for (const left of choice.leftOut)
          expect(left.reason).toBe(orderHold(list.find((o) => o.refNo === left.refNo)!)?.reason);
      }),
    );
  });

  it('with the time the orders were chosen, leaves out only holds that arose after it', () => {
    fc.assert(
      fc.property(orders, time, (list, chosenAt) => {
        const choice = splitHeldOrders(list, { chosenAt });
        for (const order of list) {
          const hold = orderHold(order);
          expect(choice.chosen.includes(order.refNo)).toBe(hold === null || hold.since <= chosenAt);
        }
      }),
    );
    const completedLater = { ...open('X'), driverOutcome: 'COMPLETED' as const, driverOutcomeAt: 20 };
    expect(splitHeldOrders([completedLater], { chosenAt: 10 }).leftOut).toEqual([
      { refNo: 'X', reason: 'COMPLETED' },
    ]);
    expect(splitHeldOrders([completedLater], { chosenAt: 30 }).chosen).toEqual(['X']);
  });

  it('groups left-out orders by reason, live plans first', () => {
    expect(
      groupLeftOut([
        { refNo: 'ORD-9', reason: 'COMPLETED' },
        { refNo: 'ORD-1', reason: 'IN_LIVE_PLAN' },
        { refNo: 'ORD-2', reason: 'IN_LIVE_PLAN' },
      ]),
    ).toEqual([
      { reason: 'IN_LIVE_PLAN', refNos: ['ORD-1', 'ORD-2'] },
      { reason: 'COMPLETED', refNos: ['ORD-9'] },
    ]);
    expect(groupLeftOut([])).toEqual([]);
  });

  it('the job input takes a plan day as YYYY-MM-DD only', () => {
    const input = {
      refNo: 'JOB-1',
      orderRefNoList: [],
      vehicleRefNoList: [],
      vehicleDrivers: [],
      vehicleConfigurations: [],
      jobParameterDto: { minNumberOfVehicles: 0, maxNumberOfVehicles: 1 },
      queue: false,
      allOrders: true,
    };
    expect(jobInputSchema.safeParse({ ...input, planDate: '2026-11-02' }).success).toBe(true);
    expect(jobInputSchema.safeParse({ ...input, planDate: '2026-02-30' }).success).toBe(false);
    expect(jobInputSchema.safeParse({ ...input, planDate: 'tomorrow' }).success).toBe(false);
  });
});
