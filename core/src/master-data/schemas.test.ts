import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  cargoTypeCreateBodySchema,
  driverSchema,
  geofenceCreateBodySchema,
  geofenceTypeName,
  hasConflictingCapabilities,
  isAvoidArea,
  locationCoordinateBodySchema,
  locationListResponseSchema,
  locationPlannedVisitCreateBodySchema,
  locationTimeWindowUpdateBodySchema,
  locationWeeklyDataSchema,
  operationTypeSchema,
  orderListResponseSchema,
  orderSchema,
  refNoListBodySchema,
  regionSchema,
  distributionCenterSchema,
  setDefaultWorkflowBodySchema,
  territoryPlanningInputDeleteBodySchema,
  toOrderUpdateBody,
  toTimeWindowUpdateBody,
  uploadHistorySchema,
  vehicleListResponseSchema,
  vehicleTypeOperationTypeConstraintUpdateBodySchema,
  vehicleTypeSchema,
  workflowCreateBodySchema,
  workflowDeleteBodySchema,
  lastRecordedLocationsResponseSchema,
} from './index.js';

describe('master-data schemas', () => {
  it('accept the spec field names and reject what is malformed', () => {
    expect(cargoTypeCreateBodySchema.parse([{ refNo: 'C1', name: 'Box', description: null }])).toHaveLength(
      1,
    );
    expect(() => cargoTypeCreateBodySchema.parse([])).toThrow();
    expect(
      operationTypeSchema.parse({ refNo: 'O1', name: 'Delivery', serviceDuration: 10 }).serviceDuration,
    ).toBe(10);
    const list = locationListResponseSchema.parse({
      locationResultList: [
        { refNo: 'L1', name: 'Depot', latitude: 41, longitude: 29, locationType: 'Depot' },
      ],
      locationStats: { Depot: 1 },
      count: 1,
    });
    expect(list.locationResultList[0]?.name).toBe('Depot');
    expect(() => locationCoordinateBodySchema.parse({ latitude: 91, longitude: 0 })).toThrow();
    expect(
      locationPlannedVisitCreateBodySchema.parse({
        locationPlannedVisits: [
          { locationName: 'A', daysOfWeek: '0,2', mondayVisit: true, wednesdayVisit: true },
        ],
      }).locationPlannedVisits[0]?.mondayVisit,
    ).toBe(true);
    const weekly = locationWeeklyDataSchema.parse({
      locationRefNo: 'L1',
      weeklyVisitFrequency: 2,
      weeklyVisits: '0,3',
      mondayVisit: true,
      mondayTwStart: '08:00',
      mondayTwEnd: '12:00',
      visitFrequencyParameters: [
        { visitFrequency: 2, daysBetweenTwoConsecutiveVisits: 3, dayOfWeeks: [[0, 3]] },
      ],
    });
    expect(weekly.mondayTwEnd).toBe('12:00');
    expect(territoryPlanningInputDeleteBodySchema.parse({ locationRefNos: ['L1'] }).locationRefNos).toEqual([
      'L1',
    ]);
    expect(
      orderListResponseSchema.parse({ orderResultDetails: [{ refNo: 'O1', date: '2024-01-01' }] })
        .orderResultDetails,
    ).toHaveLength(1);
    expect(
      vehicleListResponseSchema.parse({
        vehicleResultList: [{ refNo: 'V1', plate: '34A' }],
        vehicleStats: {},
      }).vehicleResultList,
    ).toHaveLength(1);
    expect(
      vehicleTypeSchema.parse({ refNo: 'T', name: 'Van', fixedCostDisplay: '10 TL' }).fixedCostDisplay,
    ).toBe('10 TL');
    expect(
      driverSchema.parse({ refNo: 'D', givenName: 'Ali', surname: 'Kaya', userName: 'ali' }).userName,
    ).toBe('ali');
    expect(
      uploadHistorySchema.parse({ status: 'Done', name: 'a.xlsx', createdAt: '2024-01-01', type: 'Location' })
        .type,
    ).toBe('Location');
    expect(regionSchema.parse({ name: 'Marmara', distributionCenterCount: 3 }).distributionCenterCount).toBe(
      3,
    );
    expect(distributionCenterSchema.parse({ name: 'DC', regionName: 'Marmara' }).regionName).toBe('Marmara');
    expect(
      lastRecordedLocationsResponseSchema.parse([
        { vehicleRefNo: 'V', latitude: 1, longitude: 2, timestamp: 't' },
      ]),
    ).toHaveLength(1);
    expect(refNoListBodySchema.safeParse(['']).success).toBe(false);
  });
  it('shape the request bodies of section 7', () => {
    const order = orderSchema.parse({ refNo: 'O1', date: '2024-01-01', customServiceDuration: 5 });
    expect('customServiceDuration' in toOrderUpdateBody(order)).toBe(false);
    const tw = {
      startTime: '08:00',
      endTime: '10:00',
      locationRefNo: 'L1',
      locationName: 'A',
      operationTypeRefNo: 'OT',
    };
    expect(locationTimeWindowUpdateBodySchema.parse(toTimeWindowUpdateBody(tw, 'location'))).toEqual({
      startTime: '08:00',
      endTime: '10:00',
      locationRefNo: 'L1',
    });
    expect(toTimeWindowUpdateBody(tw, 'operation-type')).toEqual({
      startTime: '08:00',
      endTime: '10:00',
      operationTypeRefNo: 'OT',
    });
    expect(toTimeWindowUpdateBody({ startTime: '08:00', endTime: '09:00' }, 'location').locationRefNo).toBe(
      '',
    );
    expect(
      vehicleTypeOperationTypeConstraintUpdateBodySchema.parse({
        vehicleTypeRefNo: 'T',
        capableOperationTypeRefNoList: ['a'],
        nonCapableOperationTypeRefNoList: [],
        vehicleTypeName: 'x',
      }),
    ).toEqual({
      vehicleTypeRefNo: 'T',
      capableOperationTypeRefNoList: ['a'],
      nonCapableOperationTypeRefNoList: [],
    });
    expect(
      hasConflictingCapabilities({
        capableOperationTypeRefNoList: ['a'],
        nonCapableOperationTypeRefNoList: ['a'],
      }),
    ).toBe(true);
    expect(
      geofenceCreateBodySchema.parse([
        { polygon: '1,2;3,4;5,6', type: 0, name: 'No go', daysOfWeek: '0,1' },
      ])[0]?.type,
    ).toBe(0);
    expect(workflowCreateBodySchema.parse({ name: 'W', workflowActions: [] }).name).toBe('W');
    expect(workflowDeleteBodySchema.parse({ workflowIds: [1] }).workflowIds).toEqual([1]);
    expect(setDefaultWorkflowBodySchema.parse({ workflowId: 2 }).workflowId).toBe(2);
  });
  it('name geofence types: 0 is Avoid, anything else Area Control', () => {
    fc.assert(
      fc.property(fc.integer(), (t) => {
        expect(geofenceTypeName(t)).toBe(t === 0 ? 'Avoid' : 'Area Control');
        expect(isAvoidArea({ type: t })).toBe(t === 0);
      }),
    );
  });
});
