import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jobInputSchema, vehicleConfigurationSchema } from './job-input.schema.js';
import { hasSeparatorAfter, jobParameterDtoSchema } from './job-parameters.schema.js';
import { jobStatusColour, jobStatusColours, jobStatusValues } from './job-status.schema.js';
import { jobListResponseSchema, jobOverviewSchema, labelZipFileName } from './job.schema.js';
import { locationChangesRequestSchema } from './location-change.schema.js';
import { capacityUsedPercent, routeVersionSchema } from './route-result.schema.js';

describe('daily plan schemas', () => {
  it('give every job status a colour', () => {
    for (const status of jobStatusValues) {
      expect(jobStatusColours[status].background).toMatch(/^#[0-9a-f]{6}$/);
    }
    expect(jobStatusColour('SUCCESS')).toBe(jobStatusColours.SUCCESS);
    expect(jobStatusColour('SOMETHING_NEW').background).toBe('#6c757d');
  });

  it('parse a job list and an overview with the spec field names', () => {
    const list = jobListResponseSchema.parse({
      jobList: [
        {
          jobRefNo: 'J1',
          status: 'SUCCESS',
          statusDisplay: 'Success',
          orderCount: 3,
          vehicleCount: 1,
          runTime: 12,
          startedAt: '2026-01-01T08:00:00Z',
          endDate: '2026-01-01T08:00:12Z',
          taskDate: '2026-01-02',
          version: 1,
          createDate: '2026-01-01T07:59:00Z',
          updateDate: null,
          result: 'ok',
        },
      ],
    });
    expect(list.jobList[0]?.status).toBe('SUCCESS');
    expect(() =>
      jobOverviewSchema.parse({
        refNo: 'J1',
        jobRefNoDisplay: 'J1',
        totalVehicle: 2,
        totalDistance: 10.5,
        totalHours: 1,
        totalMinutes: 5,
        isApproved: null,
        approval: { shouldBeApproved: false, disapprovalReason: null },
        totalStop: 4,
        totalOrder: 5,
      }),
    ).not.toThrow();
  });

  it('check job input, vehicle configuration times and parameters', () => {
    const place = { refNo: '41.1,29.2', name: 'Custom', latitude: 41.1, longitude: 29.2 };
    expect(
      vehicleConfigurationSchema.safeParse({
        vehicleRefNo: 'V1',
        shiftStart: '08:00',
        shiftEnd: '18:30',
        departureLocation: place,
        arrivalLocation: place,
      }).success,
    ).toBe(true);
    expect(
      vehicleConfigurationSchema.safeParse({
        vehicleRefNo: 'V1',
        shiftStart: '8:00',
        shiftEnd: '18:30',
        departureLocation: place,
        arrivalLocation: place,
      }).success,
    ).toBe(false);
    const dto = jobParameterDtoSchema.parse({
      minNumberOfVehicles: 1,
      maxNumberOfVehicles: 3,
      trafficSeverityRate: 20,
      objectivePriorities: ['Distance Duration'],
      someServerDefinedParameter: 'x',
    });
    expect(dto['someServerDefinedParameter']).toBe('x');
    expect(
      jobParameterDtoSchema.safeParse({
        minNumberOfVehicles: 1,
        maxNumberOfVehicles: 1,
        trafficSeverityRate: 120,
      }).success,
    ).toBe(false);
    expect(
      jobInputSchema.safeParse({
        refNo: 'JOB',
        orderRefNoList: [],
        vehicleRefNoList: [],
        vehicleDrivers: [],
        vehicleConfigurations: [],
        jobParameterDto: dto,
        queue: false,
      }).success,
    ).toBe(true);
  });

  it('separate parameter groups after the spec positions', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10].filter((p) => hasSeparatorAfter('algorithm', p))).toEqual([
      1, 2, 3, 7, 10,
    ]);
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((p) => hasSeparatorAfter('operational', p))).toEqual([
      3, 5, 8, 11,
    ]);
  });

  it('read versions, change bodies and small helpers', () => {
    expect(
      routeVersionSchema.safeParse({
        version: 2,
        sourceVersion: 1,
        routeId: 'r',
        isFeasible: true,
        numberOfChanges: 1,
        distance: 3,
        duration: '01:02:03',
      }).success,
    ).toBe(true);
    expect(
      locationChangesRequestSchema.safeParse({
        parentRouteId: 'r',
        locationVehicleChanges: [],
        locationVisitOrderChanges: [],
        locationTimeWindowChanges: [{ routeLocationId: 'l', serveBefore: '24:00' }],
      }).success,
    ).toBe(true);
    expect(labelZipFileName('JOB-1')).toBe('JOB-1.zip');
    expect(capacityUsedPercent(null)).toBeNull();
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (f) => {
        const p = capacityUsedPercent(f)!;
        expect(p).toBeGreaterThanOrEqual(0);
        expect(p).toBeLessThanOrEqual(100);
      }),
    );
  });
});
