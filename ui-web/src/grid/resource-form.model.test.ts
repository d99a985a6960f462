import { describe, expect, it } from 'vitest';
import { MASTER_DATA_RESOURCES, type FieldDefinition } from '@rota/core';
import { crossFieldErrors } from './resource-form.model.js';

const time = (name: string): FieldDefinition => ({ name, type: 'time' }) as FieldDefinition;
const date = (name: string): FieldDefinition => ({ name, type: 'date' }) as FieldDefinition;

describe('rules across fields in the form (the declaration the server enforces)', () => {
  it('puts shift end before start on the shift end', () => {
    const fields = [time('shiftStart'), time('shiftEnd')];
    const errors = crossFieldErrors(
      MASTER_DATA_RESOURCES.vehicles,
      fields,
      { shiftStart: '17:00', shiftEnd: '08:00' },
      'add',
      'en',
    );
    expect(errors).toEqual({ shiftEnd: { key: 'masterData.vehicle.shiftEndAfterStart' } });
    expect(
      crossFieldErrors(
        MASTER_DATA_RESOURCES.vehicles,
        fields,
        { shiftStart: '08:00', shiftEnd: '17:00' },
        'add',
        'en',
      ),
    ).toEqual({});
  });

  it('puts serve before ahead of serve after on serve before', () => {
    const errors = crossFieldErrors(
      MASTER_DATA_RESOURCES.orders,
      [time('serveAfter'), time('serveBefore')],
      { serveAfter: '12:00', serveBefore: '09:00' },
      'update',
      'tr',
    );
    expect(errors).toEqual({ serveBefore: { key: 'masterData.places.serveBeforeAfterServeAfter' } });
  });

  it('puts an employment end before its start on the end date', () => {
    const fields = [date('employeeStartDate'), date('employeeEndDate')];
    const values = { employeeStartDate: '2026-07-12', employeeEndDate: '2026-07-01' };
    expect(crossFieldErrors(MASTER_DATA_RESOURCES.drivers, fields, values, 'add', 'en')).toEqual({
      employeeEndDate: { key: 'masterData.fleet.employmentOrder' },
    });
  });
});
