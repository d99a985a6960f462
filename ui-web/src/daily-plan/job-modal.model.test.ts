import { describe, expect, it } from 'vitest';
import { algorithmParameterNames, operationalParameterNames } from '@rota/core/daily-plan';
import {
  addPriority,
  movePriority,
  removePriority,
  configurationIssues,
  configurationRows,
  customLocation,
  parameterColumns,
  parameterIssues,
  startParameters,
  syncVehicleCounts,
  toJobInput,
  type ParameterField,
} from './job-modal.model.js';

const fields: ParameterField[] = [
  ...operationalParameterNames.map((name, i) => ({
    name,
    type: 'number' as const,
    defaultValue: 0,
    uiPosition: { order: i + 1, sectionName: 'operational' },
  })),
  ...algorithmParameterNames.map((name, i) => ({
    name,
    type: 'number' as const,
    defaultValue: 0,
    uiPosition: { order: i + 1, sectionName: 'algorithm' },
  })),
];

describe('parameter columns', () => {
  it('puts Algorithm left and Operational right, in order, with the spec separators', () => {
    const [algorithm, operational] = parameterColumns(fields);
    expect(algorithm?.items.map((i) => i.field.name)).toEqual([...algorithmParameterNames]);
    expect(operational?.items.map((i) => i.field.name)).toEqual([...operationalParameterNames]);
    const after = (col: typeof algorithm) =>
      col?.items.flatMap((item, index) => (item.separatorAfter ? [index + 1] : []));
    expect(after(algorithm)).toEqual([1, 2, 3, 7, 10]);
    expect(after(operational)).toEqual([3, 5, 8, 11]);
  });

  it('starts from the definitions and lets the job values win', () => {
    expect(startParameters(fields, { balanceRoutes: true })['balanceRoutes']).toBe(true);
    expect(startParameters(fields, null)['maxNumberOfVehicles']).toBe(0);
  });
});

describe('vehicle-count parameters', () => {
  it('an unset maximum follows the selection, and keeps following while untouched', () => {
    const first = syncVehicleCounts({ minNumberOfVehicles: 0, maxNumberOfVehicles: 0 }, 0, 0);
    expect(first['maxNumberOfVehicles']).toBe(1);
    const ten = syncVehicleCounts(first, 10, 0);
    expect(ten['maxNumberOfVehicles']).toBe(10);
    expect(syncVehicleCounts(ten, 4, 10)['maxNumberOfVehicles']).toBe(4);
  });

  it('a maximum the planner chose is only clamped', () => {
    const chosen = { minNumberOfVehicles: 2, maxNumberOfVehicles: 6 };
    expect(syncVehicleCounts(chosen, 10, 8)['maxNumberOfVehicles']).toBe(6);
    expect(syncVehicleCounts(chosen, 3, 8)).toMatchObject({ maxNumberOfVehicles: 3, minNumberOfVehicles: 2 });
  });

  it('reports the range and the multi-trip messages', () => {
    const issues = parameterIssues(
      {
        minNumberOfVehicles: 0,
        maxNumberOfVehicles: 12,
        isMultiTrip: true,
        maximumNumberOfTrips: 0,
        timeSpentInDc: 0,
      },
      10,
    );
    expect(issues.map((i) => [i.field, i.messageKey])).toEqual([
      ['maxNumberOfVehicles', 'dailyPlan.valueBetween'],
      ['maximumNumberOfTrips', 'dailyPlan.integerAtLeast'],
    ]);
    expect(parameterIssues({ minNumberOfVehicles: null, maxNumberOfVehicles: 3 }, 3)[0]?.messageKey).toBe(
      'dailyPlan.requiredField',
    );
  });

  it('checks every parameter the server checks: runtime, rates, route durations', () => {
    const issues = parameterIssues(
      {
        maximumRuntimeInMinutes: -5,
        trafficSeverityRate: 500,
        minRouteDurationInHours: 9,
        maxRouteDurationInHours: 4,
        minNumberOfVehicles: 0,
        maxNumberOfVehicles: 1,
      },
      1,
    );
    expect(issues.map((i) => [i.field, i.messageKey])).toEqual([
      ['maximumRuntimeInMinutes', 'dailyPlan.valueBetween'],
      ['trafficSeverityRate', 'dailyPlan.valueBetween'],
      ['minRouteDurationInHours', 'dailyPlan.minRouteDurationAboveMax'],
    ]);
    // A runtime the planner emptied is refused; the form's defaults pass.
    expect(
      parameterIssues({ maximumRuntimeInMinutes: null, maxNumberOfVehicles: 1, minNumberOfVehicles: 0 }, 1),
    ).toEqual([{ field: 'maximumRuntimeInMinutes', messageKey: 'dailyPlan.requiredField' }]);
  });
});

describe('configuration and job input', () => {
  const depot = { refNo: 'LOC-1', name: 'Depot', latitude: 41, longitude: 29 };
  const vehicles = [
    {
      refNo: 'V1',
      plate: '34 A 1',
      shiftStart: '08:00',
      shiftEnd: '18:00',
      departureLocation: depot,
      arrivalLocation: depot,
    },
    {
      refNo: 'V2',
      plate: '34 A 2',
      shiftStart: null,
      shiftEnd: null,
      departureLocation: null,
      arrivalLocation: null,
    },
  ];
  const draft = {
    refNo: ' JOB-1 ',
    distributionCenterId: 1,
    orderRefNoList: ['O1'],
    vehicleRefNoList: ['V1', 'V2'],
    vehicleConfigurations: [],
    vehicleDrivers: [],
  };

  it('rows start from each vehicle and show the spec messages for what is missing', () => {
    const rows = configurationRows(draft, vehicles, {});
    expect(rows[0]).toMatchObject({ shiftStart: '08:00', departureLocation: depot });
    const issues = configurationIssues(rows);
    expect(issues['V1']).toBeUndefined();
    expect(issues['V2']?.map((i) => i.messageKey)).toEqual([
      'dailyPlan.departureLocationRequired',
      'dailyPlan.arrivalLocationRequired',
      'dailyPlan.shiftStartRequired',
      'dailyPlan.shiftEndRequired',
    ]);
    const late = configurationRows(draft, vehicles, { V1: { ...rows[0]!, shiftEnd: '07:00' } });
    expect(configurationIssues(late)['V1']?.[0]?.messageKey).toBe('dailyPlan.shiftEndAfterStart');
  });

  it('a custom place is named by its coordinates', () => {
    expect(customLocation(' Site ', 41.1, 29.2)).toEqual({
      refNo: '41.1,29.2',
      name: 'Site',
      latitude: 41.1,
      longitude: 29.2,
    });
  });

  it('builds the partial-job body with complete configurations only', () => {
    const input = toJobInput(draft, configurationRows(draft, vehicles, {}), { maxNumberOfVehicles: 2 }, true);
    expect(input).toMatchObject({ refNo: 'JOB-1', queue: true, vehicleRefNoList: ['V1', 'V2'] });
    expect(input.vehicleConfigurations.map((c) => c.vehicleRefNo)).toEqual(['V1']);
    expect(input.jobParameterDto).toMatchObject({ minNumberOfVehicles: 0, maxNumberOfVehicles: 2 });
  });
});

describe('objective priorities (a ranked list)', () => {
  const ranked = ['Lateness', 'Vehicle Usage', 'Distance Duration'];

  it('moves an entry up or down by swapping it with its neighbour, never past either end', () => {
    expect(movePriority(ranked, 2, -1)).toEqual(['Lateness', 'Distance Duration', 'Vehicle Usage']);
    expect(movePriority(ranked, 0, 1)).toEqual(['Vehicle Usage', 'Lateness', 'Distance Duration']);
    expect(movePriority(ranked, 0, -1)).toEqual(ranked);
    expect(movePriority(ranked, 2, 1)).toEqual(ranked);
    expect(movePriority(ranked, 5, -1)).toEqual(ranked);
  });

  it('adds a choice at the lowest rank once, and removes by position', () => {
    expect(addPriority(ranked, 'Clustering')).toEqual([...ranked, 'Clustering']);
    expect(addPriority(ranked, 'Lateness')).toEqual(ranked);
    expect(addPriority(ranked, '')).toEqual(ranked);
    expect(removePriority(ranked, 1)).toEqual(['Lateness', 'Distance Duration']);
  });
});
