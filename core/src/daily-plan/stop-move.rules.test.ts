import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  capacityOverruns,
  clockOfMinute,
  isVehicleCapable,
  latestServiceMinute,
  loadOfFractions,
  minuteOfDay,
  noLoad,
  serveWindow,
  stopMoveWarnings,
  windowsOfDay,
  type MoveOrder,
  type PlannedStopMove,
} from './stop-move.rules.js';

const order = (over: Partial<MoveOrder> = {}): MoveOrder => ({
  refNo: 'O-1',
  operationTypeName: 'Cold delivery',
  loads: { weight: 100, volume: 1, insurance: 500 },
  capabilities: [],
  windows: [],
  ...over,
});

const move = (over: Partial<PlannedStopMove> = {}): PlannedStopMove => ({
  orders: [order()],
  fromVehicleRefNo: 'V-1',
  to: {
    refNo: 'V-2',
    vehicleTypeRefNo: 'VT-DRY',
    name: '34 ABC 02',
    capacity: { weight: 1000, volume: 10, insurance: 0 },
    load: { weight: 850, volume: 2, insurance: 4000 },
  },
  earliestMinute: null,
  serveBeforeMinute: null,
  pinnedStop: false,
  pinnedRoute: null,
  ...over,
});

describe('capabilities of a vehicle for an operation type', () => {
  it('reads the vehicle row before its type row and takes no row as capable', () => {
    const vehicle = { refNo: 'V-2', vehicleTypeRefNo: 'VT-DRY' };
    expect(isVehicleCapable(vehicle, [])).toBe(true);
    expect(isVehicleCapable(vehicle, [{ vehicleTypeRefNo: 'VT-DRY', isCapable: false }])).toBe(false);
    expect(
      isVehicleCapable(vehicle, [
        { vehicleTypeRefNo: 'VT-DRY', isCapable: false },
        { vehicleRefNo: 'V-2', isCapable: true },
      ]),
    ).toBe(true);
    expect(isVehicleCapable(vehicle, [{ vehicleRefNo: 'V-9', isCapable: false }])).toBe(true);
    expect(isVehicleCapable(vehicle, [{ vehicleTypeRefNo: 'VT-COLD', isCapable: false }])).toBe(true);
  });
});

describe('capacity overruns', () => {
  it('names each limited dimension the added load goes past, and never an unlimited one', () => {
    expect(
      capacityOverruns(
        { weight: 1000, volume: 10, insurance: 0 },
        { weight: 950, volume: 9.5, insurance: 1e9 },
        { weight: 100, volume: 0.5, insurance: 1 },
      ),
    ).toEqual([{ dimension: 'weight', needed: 1050, capacity: 1000 }]);
  });

  it('finds an overrun exactly when a limited dimension is exceeded', () => {
    const load = fc.record({
      weight: fc.integer({ min: 0, max: 5000 }),
      volume: fc.integer({ min: 0, max: 5000 }),
      insurance: fc.integer({ min: 0, max: 5000 }),
    });
    fc.assert(
      fc.property(load, load, load, (capacity, current, added) => {
        const over = capacityOverruns(capacity, current, added).map((o) => o.dimension);
        for (const d of ['weight', 'volume', 'insurance'] as const)
          expect(over.includes(d)).toBe(capacity[d] > 0 && current[d] + added[d] > capacity[d]);
      }),
    );
  });

  it('derives what a vehicle carries from its used fractions', () => {
    expect(
      loadOfFractions(
        { weight: 1000, volume: 10, insurance: 0 },
        { weight: 0.5, volume: null, insurance: 0.3 },
      ),
    ).toEqual({ weight: 500, volume: 0, insurance: 0 });
  });
});

describe('time windows', () => {
  it('takes the earliest last end of the window lists', () => {
    expect(latestServiceMinute([])).toBeNull();
    expect(latestServiceMinute([[], []])).toBeNull();
    expect(
      latestServiceMinute([
        [
          { start: 480, end: 600 },
          { start: 780, end: 900 },
        ],
        [{ start: 0, end: 720 }],
      ]),
    ).toBe(720);
  });

  it('reads clocks, serve windows and the rows that hold on the plan day', () => {
    expect(minuteOfDay('09:30')).toBe(570);
    expect(minuteOfDay('24:00')).toBe(1440);
    expect(minuteOfDay('9:30')).toBeNull();
    expect(minuteOfDay(null)).toBeNull();
    expect(serveWindow(null, '11:00')).toEqual([{ start: 0, end: 660 }]);
    expect(serveWindow(null, null)).toEqual([]);
    expect(
      windowsOfDay(
        [
          { startTime: '08:00', endTime: '12:00', locationRefNo: 'L-1' },
          { startTime: '13:00', endTime: '18:00', locationRefNo: 'L-1', date: '2026-12-08' },
          { startTime: '13:00', endTime: '23:00', locationRefNo: 'L-1', date: '2026-12-09' },
          { startTime: '06:00', endTime: '23:00', operationTypeRefNo: 'OT-1', days: '0,1' },
          { startTime: '07:00', endTime: '10:00', operationTypeRefNo: 'OT-1' },
        ],
        '2026-12-08',
      ),
    ).toEqual([
      [
        { start: 480, end: 720 },
        { start: 780, end: 1080 },
      ],
      [{ start: 420, end: 600 }],
    ]);
  });

  it('round-trips minutes through clocks', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), (m) => {
        expect(minuteOfDay(clockOfMinute(m))).toBe(m);
      }),
    );
  });
});

describe('warnings of a stop move', () => {
  it('warns of an operation type the new vehicle cannot do', () => {
    const warnings = stopMoveWarnings(
      move({ orders: [order({ capabilities: [{ vehicleTypeRefNo: 'VT-DRY', isCapable: false }] })] }),
    );
    expect(warnings).toEqual([{ kind: 'capability', orderRefNo: 'O-1', operationTypeName: 'Cold delivery' }]);
  });

  it('warns of the weight when the order does not fit', () => {
    const warnings = stopMoveWarnings(
      move({ orders: [order({ loads: { weight: 200, volume: 1, insurance: 0 } })] }),
    );
    expect(warnings).toEqual([{ kind: 'capacity', dimension: 'weight', needed: 1050, capacity: 1000 }]);
  });

  it('says nothing of capacity when the stop stays on its vehicle', () => {
    const heavy = order({ loads: { weight: 5000, volume: 50, insurance: 0 } });
    expect(stopMoveWarnings(move({ orders: [heavy], fromVehicleRefNo: 'V-2' }))).toEqual([]);
  });

  it('warns when the stop cannot be reached before its window closes or the serve-before set', () => {
    const windowed = order({ windows: [[{ start: 480, end: 660 }]] });
    expect(stopMoveWarnings(move({ orders: [windowed], earliestMinute: 650 }))).toEqual([]);
    expect(stopMoveWarnings(move({ orders: [windowed], earliestMinute: 700 }))).toEqual([
      { kind: 'timeWindow', orderRefNo: 'O-1', latest: 660, earliest: 700 },
    ]);
    expect(
      stopMoveWarnings(move({ orders: [order()], earliestMinute: 700, serveBeforeMinute: 690 })),
    ).toEqual([{ kind: 'timeWindow', orderRefNo: 'O-1', latest: 690, earliest: 700 }]);
  });

  it('warns when a pinned stop leaves its vehicle or a pinned route is changed', () => {
    expect(stopMoveWarnings(move({ pinnedStop: true, orders: [order({ loads: noLoad })] }))).toEqual([
      { kind: 'pinnedStop' },
    ]);
    expect(
      stopMoveWarnings(move({ pinnedStop: true, fromVehicleRefNo: 'V-2', pinnedRoute: '34 ABC 02' })),
    ).toEqual([{ kind: 'pinnedRoute', vehicle: '34 ABC 02' }]);
  });

  it('never warns of a move that changes nothing known', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1440 }), fc.integer({ min: 0, max: 1440 }), (earliest, end) => {
        const free = order({ windows: [[{ start: 0, end: Math.max(end, earliest) }]] });
        expect(
          stopMoveWarnings(move({ orders: [free], fromVehicleRefNo: 'V-2', earliestMinute: earliest })),
        ).toEqual([]);
      }),
    );
  });
});
