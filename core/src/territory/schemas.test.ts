import { describe, expect, it } from 'vitest';
import { territoryPlanRequestSchema, territoryPlanningJobSchema } from './territory-plan.schema.js';
import {
  createTerritoryRequestSchema,
  territorySchema,
  transferTerritoryRequestSchema,
} from './territory.schema.js';

describe('territory schemas', () => {
  const territory = {
    id: 1,
    name: 'North',
    no: 3,
    polygon: '41,29;41,30;42,30',
    latitude: 41.5,
    longitude: 29.5,
    defaultVehicleRefNo: 'V1',
    defaultVehiclePlate: '34 AB 1',
    startDate: '2026-01-01',
    endDate: null,
    daysOfWeek: '0,2,4',
    daysOfMonth: '1,15',
    tag: 'north',
    distributionCenterId: 2,
    distributionCenterName: 'Main',
    locationRefNoList: ['L1'],
    locationList: [{ locationRefNo: 'L1', visitOrder: 1 }],
    locationCount: 1,
    seperationType: 'Hard',
    territoryType: null,
  };

  it('read a territory with the spec field names, including seperationType', () => {
    expect(territorySchema.parse(territory).seperationType).toBe('Hard');
    expect(territorySchema.safeParse({ ...territory, seperationType: 'Medium' }).success).toBe(false);
    const {
      id: _id,
      distributionCenterName: _n,
      defaultVehiclePlate: _p,
      locationCount: _c,
      ...create
    } = territory;
    expect(createTerritoryRequestSchema.safeParse(create).success).toBe(true);
    expect(
      transferTerritoryRequestSchema.safeParse({
        currentTerritoryId: 1,
        locationRefNo: 'L',
        newTerritoryId: 2,
      }).success,
    ).toBe(true);
  });

  it('read territory plans and their form payload', () => {
    expect(
      territoryPlanningJobSchema.safeParse({
        refNo: 'TP-1',
        jobRefNo: 'TP-1',
        depotName: 'Main',
        depotRefNo: 'D1',
        createDate: '2026-01-01',
        updateDate: null,
        endDate: null,
        locationCount: 3,
        runTime: null,
        startedAt: null,
        status: 'AWAITING_CONFIGURATION',
        statusDisplay: 'Awaiting Configuration',
        taskDate: null,
        version: null,
        locationRefNos: ['L1'],
        jobParameterDto: {},
        queue: false,
      }).success,
    ).toBe(true);
    expect(
      territoryPlanRequestSchema.safeParse({
        jobRefNo: 'TP-1',
        locationRefNos: [],
        depotRefNo: 'D1',
        jobParameterDto: {},
        queue: true,
      }).success,
    ).toBe(false);
  });
});
