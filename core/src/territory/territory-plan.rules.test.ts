import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canConfigureTerritoryPlan,
  chooseTerritoryPlanDepot,
  isTerritoryActive,
  isTerritoryConfirmAndQueueDisabled,
  queueFlagOf,
  showsDistributionCenterFilter,
} from './territory-plan.rules.js';
import { territoryPlanStatusColours, territoryPlanStatusValues } from './territory-plan.schema.js';
import { moveVisit, renumberVisitOrders } from './visit-order.rules.js';
import {
  validateRowSelected,
  validateTerritoryChoice,
  validateTerritoryForm,
  validateTerritoryPlan,
  validateVisitOrderAvailable,
} from './territory.validation.js';

const keys = (issues: readonly { messageKey: string }[]) => issues.map((i) => i.messageKey);

describe('territory plan rules', () => {
  it('configures only while awaiting configuration, and colours every status', () => {
    for (const status of territoryPlanStatusValues) {
      expect(canConfigureTerritoryPlan(status)).toBe(status === 'AWAITING_CONFIGURATION');
      expect(territoryPlanStatusColours[status].background).toMatch(/^#/);
    }
    expect(showsDistributionCenterFilter(['Admin'])).toBe(true);
    expect(showsDistributionCenterFilter(['DC Manager'])).toBe(false);
    expect(queueFlagOf('confirm')).toBe(false);
    expect(queueFlagOf('confirmAndQueue')).toBe(true);
  });

  it('disables Confirm & Queue for a short reference, no location or no depot', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 6 }),
        fc.option(fc.constant('D1'), { nil: null }),
        fc.array(fc.constant('L'), { maxLength: 2 }),
        (jobRefNo, depotRefNo, locationRefNos) => {
          expect(isTerritoryConfirmAndQueueDisabled({ jobRefNo, depotRefNo, locationRefNos })).toBe(
            [...jobRefNo].length <= 2 || depotRefNo === null || locationRefNos.length === 0,
          );
        },
      ),
    );
  });

  it('resets chosen locations when the depot is cleared or changed', () => {
    const draft = { jobRefNo: 'TP-1', depotRefNo: 'D1', locationRefNos: ['L1'] };
    expect(chooseTerritoryPlanDepot(draft, null)).toEqual({ ...draft, depotRefNo: null, locationRefNos: [] });
    expect(chooseTerritoryPlanDepot(draft, 'D2').locationRefNos).toEqual([]);
    expect(chooseTerritoryPlanDepot(draft, 'D1')).toBe(draft);
  });

  it('validates the plan dialog with the spec messages', () => {
    expect(keys(validateTerritoryPlan({ jobRefNo: '', depotRefNo: null, locationRefNos: [] }))).toEqual([
      'dailyPlan.referenceNumberRequired',
      'territory.depotRequired',
      'territory.selectAtLeastOneLocation',
    ]);
    expect(keys(validateTerritoryPlan({ jobRefNo: 'ab', depotRefNo: 'D', locationRefNos: ['L'] }))).toEqual([
      'dailyPlan.referenceNumberMin',
    ]);
    expect(
      validateTerritoryPlan({ jobRefNo: 'TP 2026.1~a', depotRefNo: 'D', locationRefNos: ['L'] }),
    ).toEqual([]);
  });

  it('checks territory selections and forms', () => {
    expect(keys(validateTerritoryChoice([]))).toEqual(['territory.oneTerritoryMustBeSelected']);
    expect(keys(validateTerritoryChoice([1, 2]))).toEqual(['territory.oneTerritoryMustBeSelected']);
    expect(validateTerritoryChoice([3])).toEqual([]);
    expect(keys(validateRowSelected(0))).toEqual(['territory.selectRow']);
    expect(keys(validateVisitOrderAvailable(0))).toEqual(['territory.noLocationInTerritory']);
    expect(
      keys(
        validateTerritoryForm({
          name: ' ',
          polygon: '41,29;41,30',
          startDate: '2026-02-01',
          endDate: '2026-01-01',
        }),
      ),
    ).toEqual(['territory.nameRequired', 'territory.polygonRequired', 'territory.endDateAfterStart']);
    expect(
      validateTerritoryForm({ name: 'North', polygon: '41,29;41,30;42,30', startDate: null, endDate: null }),
    ).toEqual([]);
  });

  it('marks territories active within their dates', () => {
    expect(isTerritoryActive({ startDate: null, endDate: null }, '2026-05-01')).toBe(true);
    expect(isTerritoryActive({ startDate: '2026-05-02', endDate: null }, '2026-05-01')).toBe(false);
    expect(
      isTerritoryActive({ startDate: '2026-01-01T00:00:00Z', endDate: '2026-05-01T00:00:00Z' }, '2026-05-01'),
    ).toBe(true);
  });
});

describe('visit orders', () => {
  const list = fc.uniqueArray(fc.constantFrom('A', 'B', 'C', 'D', 'E')).chain((refs) =>
    fc.tuple(
      ...refs.map((locationRefNo) =>
        fc.record({
          locationRefNo: fc.constant(locationRefNo),
          visitOrder: fc.integer({ min: 1, max: 50 }),
        }),
      ),
    ),
  );

  it('renumber from 1 keeping the order', () => {
    expect(
      renumberVisitOrders([
        { locationRefNo: 'B', visitOrder: 7 },
        { locationRefNo: 'A', visitOrder: 3 },
      ]),
    ).toEqual([
      { locationRefNo: 'A', visitOrder: 1 },
      { locationRefNo: 'B', visitOrder: 2 },
    ]);
    fc.assert(
      fc.property(list, (items) => {
        const renumbered = renumberVisitOrders(items);
        expect(renumbered.map((i) => i.visitOrder)).toEqual(items.map((_, i) => i + 1));
        expect(renumbered.map((i) => i.locationRefNo).sort()).toEqual(
          items.map((i) => i.locationRefNo).sort(),
        );
      }),
    );
  });

  it('move a location and keep 1..n', () => {
    fc.assert(
      fc.property(list, fc.nat(6), fc.nat(6), (items, from, to) => {
        const moved = moveVisit(items, from, to);
        expect(moved.map((i) => i.visitOrder)).toEqual(items.map((_, i) => i + 1));
        const ordered = renumberVisitOrders(items);
        if (from < items.length && to < items.length)
          expect(moved[to]?.locationRefNo).toBe(ordered[from]?.locationRefNo);
      }),
    );
  });
});
