import { describe, expect, it } from 'vitest';
import type { Territory } from '@rota/core';
import {
  asksForCenter,
  emptyTerritoryForm,
  serverFieldErrors,
  sharedCenter,
  territoryFormBody,
  territoryFormValues,
} from './territory-form.model.js';

const stored: Territory = {
  id: 7,
  name: 'North',
  no: null,
  polygon: '41,29;41.1,29;41.1,29.1',
  latitude: 41.05,
  longitude: 29.03,
  defaultVehicleRefNo: 'V-1',
  defaultVehiclePlate: '34 AB 1',
  startDate: '2026-01-05T00:00:00.000Z',
  endDate: null,
  daysOfWeek: '4,0,2',
  daysOfMonth: '15,1',
  tag: 'east',
  distributionCenterId: 1,
  distributionCenterName: 'Main',
  locationRefNoList: [],
  locationList: [],
  locationCount: 0,
  seperationType: 'Soft',
  territoryType: null,
};

describe('territory form', () => {
  it('reads a stored territory into the form and writes it back unchanged', () => {
    const values = territoryFormValues(stored);
    expect(values).toEqual({
      name: 'North',
      tag: 'east',
      defaultVehicleRefNo: 'V-1',
      startDate: '2026-01-05',
      endDate: '',
      daysOfWeek: [0, 2, 4],
      daysOfMonth: [1, 15],
      seperationType: 'Soft',
      distributionCenterId: 1,
    });
    expect(territoryFormBody(values)).toEqual({
      name: 'North',
      tag: 'east',
      defaultVehicleRefNo: 'V-1',
      startDate: '2026-01-05',
      endDate: null,
      daysOfWeek: '0,2,4',
      daysOfMonth: '1,15',
      seperationType: 'Soft',
    });
  });

  it('sends empty fields as null and Hard separation by default', () => {
    expect(territoryFormBody({ ...emptyTerritoryForm, name: '  South ' })).toEqual({
      name: 'South',
      tag: null,
      defaultVehicleRefNo: null,
      startDate: null,
      endDate: null,
      daysOfWeek: null,
      daysOfMonth: null,
      seperationType: 'Hard',
    });
  });

  it("puts the server's validation messages under their fields", () => {
    const errors = serverFieldErrors({
      ok: false,
      error: {
        code: 'http',
        status: 400,
        message: null,
        envelope: {
          validationMessages: [
            { field: '0.endDate', messages: ['The end date must not be before the start date.'] },
            { field: 'defaultVehicleRefNo', messages: ['Unknown vehicle', 'Not in the center'] },
          ],
        },
      },
    } as unknown as Parameters<typeof serverFieldErrors>[0]);
    expect(errors).toEqual({
      endDate: ['The end date must not be before the start date.'],
      defaultVehicleRefNo: ['Unknown vehicle', 'Not in the center'],
    });
    expect(serverFieldErrors({ ok: true, data: null, status: 200, envelope: null, headers: {} })).toEqual({});
  });

  it('asks for the center of a new territory unless the user has a single one', () => {
    const two = [
      { id: 1, name: 'Anadolu' },
      { id: 2, name: 'Avrupa' },
    ];
    expect(asksForCenter(['Admin'], two)).toBe(true);
    expect(asksForCenter(['Region Manager'], two)).toBe(true);
    expect(asksForCenter(['Region Manager'], two.slice(0, 1))).toBe(false);
    expect(asksForCenter(['DC Manager'], two)).toBe(false);
    expect(asksForCenter(['DC Manager'], [])).toBe(false);
  });

  it('offers the center the drawn locations share, none when they are of several or none', () => {
    expect(sharedCenter([{ distributionCenterId: 2 }, { distributionCenterId: 2 }])).toBe(2);
    expect(sharedCenter([{ distributionCenterId: 1 }, { distributionCenterId: 2 }])).toBeNull();
    expect(sharedCenter([])).toBeNull();
  });

  it('never sends the center on update: the caller adds it when adding', () => {
    expect(
      territoryFormBody({ ...emptyTerritoryForm, name: 'x', distributionCenterId: 3 }),
    ).not.toHaveProperty('distributionCenterId');
  });
});
