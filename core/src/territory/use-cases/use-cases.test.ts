import { describe, expect, it } from 'vitest';
import { domainOk } from '../../daily-plan/result.js';
import type { TerritoryGateway, TerritoryPlanGateway } from '../ports.js';
import type { CreateTerritoryRequest } from '../territory.schema.js';
import { saveTerritory } from './save-territory.js';
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

const request: CreateTerritoryRequest = {
  name: 'North',
  polygon: '41,29;41,30;42,30',
  latitude: 41.5,
  longitude: 29.5,
  defaultVehicleRefNo: null,
  startDate: null,
  endDate: null,
  daysOfWeek: '0,1',
  daysOfMonth: null,
  tag: null,
  distributionCenterId: 1,
  locationRefNoList: ['L1'],
  locationList: [{ locationRefNo: 'L1', visitOrder: 1 }],
};

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

  it('asks before taking locations from another territory', async () => {
    const busy = territories([
      { territoryId: 9, territoryName: 'South', locations: [{ locationRefNo: 'L1', locationName: 'A' }] },
    ]);
    const first = await saveTerritory({ territories: busy.gateway }, request, false);
    expect(first.ok && first.value.kind).toBe('overlap');
    expect(busy.calls.map((c) => c[0])).toEqual(['overlap']);
    const confirmed = await saveTerritory({ territories: busy.gateway }, request, true);
    expect(confirmed.ok && confirmed.value).toEqual({
      kind: 'saved',
      notice,
      messageKey: 'territory.territoryAdded',
    });
    const free = territories();
    expect((await saveTerritory({ territories: free.gateway }, request, false)).ok).toBe(true);
    expect(free.calls.map((c) => c[0])).toEqual(['overlap', 'create']);
    const invalid = await saveTerritory({ territories: free.gateway }, { ...request, name: '' }, false);
    expect(!invalid.ok && invalid.error.messageKey).toBe('territory.nameRequired');
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
