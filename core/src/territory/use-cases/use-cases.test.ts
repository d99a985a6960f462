import { describe, expect, it } from 'vitest';
import { domainOk } from '../../daily-plan/result.js';
import type { TerritoryGateway, TerritoryPlanGateway } from '../ports.js';
import { saveVisitOrders } from './save-visit-orders.js';
import { submitTerritoryPlan } from './submit-territory-plan.js';
import { transferTerritory } from './transfer-territory.js';

const notice = { code: 0, message: null };

function territories(
  overlapping: {
    territoryId: number;
    territoryName: string;
    locations: { locationRefNo: string; locationName: string }[];
  }[] = [],
) {
  const calls: unknown[][] = [];
  const record =
    (name: string, value: unknown) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return domainOk(value);
    };
  const gateway = {
    findOverlappingLocations: record('overlap', overlapping),
    createTerritory: record('create', notice),
    saveVisitOrders: record('visitOrders', notice),
    transferTerritory: record('transfer', notice),
  } as unknown as TerritoryGateway;
  return { gateway, calls };
}

describe('territory use cases', () => {
  it('submits a plan with the queue flag of the button', async () => {
    const submitted: unknown[] = [];
    const plans = {
      submitPlan: async (r: unknown) => {
        submitted.push(r);
        return domainOk(notice);
      },
    } as unknown as TerritoryPlanGateway;
    const draft = { jobRefNo: 'TP-1', depotRefNo: 'D1', locationRefNos: ['L1'] };
    expect(await submitTerritoryPlan({ plans }, draft, { x: 1 }, 'confirmAndQueue')).toEqual(
      domainOk(notice),
    );
    await submitTerritoryPlan({ plans }, draft, {}, 'confirm');
    expect(submitted).toEqual([
      { jobRefNo: 'TP-1', depotRefNo: 'D1', locationRefNos: ['L1'], jobParameterDto: { x: 1 }, queue: true },
      { jobRefNo: 'TP-1', depotRefNo: 'D1', locationRefNos: ['L1'], jobParameterDto: {}, queue: false },
    ]);
    const bad = await submitTerritoryPlan({ plans }, { ...draft, depotRefNo: null }, {}, 'confirm');
    expect(!bad.ok && bad.error.messageKey).toBe('territory.depotRequired');
    expect(submitted).toHaveLength(2);
  });

  it('saves visit orders from 1 and transfers to one territory', async () => {
    const { gateway, calls } = territories();
    await saveVisitOrders({ territories: gateway }, 4, [
      { locationRefNo: 'B', visitOrder: 5 },
      { locationRefNo: 'A', visitOrder: 2 },
    ]);
    expect(calls[0]).toEqual([
      'visitOrders',
      {
        territoryId: 4,
        locations: [
          { locationRefNo: 'A', visitOrder: 1 },
          { locationRefNo: 'B', visitOrder: 2 },
        ],
      },
    ]);
    expect((await saveVisitOrders({ territories: gateway }, 4, [])).ok).toBe(false);
    const none = await transferTerritory(
      { territories: gateway },
      { locationRefNo: 'L', territoryId: 1 },
      [],
    );
    expect(!none.ok && none.error.messageKey).toBe('territory.oneTerritoryMustBeSelected');
    await transferTerritory({ territories: gateway }, { locationRefNo: 'L', territoryId: 1 }, [2]);
    expect(calls.at(-1)).toEqual([
      'transfer',
      { currentTerritoryId: 1, locationRefNo: 'L', newTerritoryId: 2 },
    ]);
  });
});
