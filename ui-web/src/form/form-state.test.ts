import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isFieldVisible, toSubmitValues, type FieldDefinition } from '@rota/core';
import { readFieldDefinitions, settle, startValues, toFormRecord } from './form-state.js';

/** The user form's rule: distribution center only for DC Manager or Driver, cleared when hidden. */
const role: FieldDefinition = {
  name: 'role',
  type: 'singleSelect',
  options: [{ key: 'Admin', value: 'Admin' }],
};
const dc: FieldDefinition = {
  name: 'distributionCenterId',
  type: 'singleSelect',
  defaultValue: null,
  conditions: [{ dependsOn: 'role', showIf: ['DC Manager', 'Driver'], clearValueIfHidden: true }],
};
const country: FieldDefinition = { name: 'country', type: 'singleSelect', defaultValue: null };
const region: FieldDefinition = {
  name: 'region',
  type: 'dropdownList',
  defaultValue: null,
  dataSource: 'regions',
  dataSourceParameter: { dependentProperty: 'country', parameterName: 'countryName' },
};
const defs = [role, dc, country, region];

describe('metadata form state', () => {
  it('reads definitions and leaves out the ones core cannot read', () => {
    const read = readFieldDefinitions({
      fields: [
        { name: 'a', type: 'text' },
        { name: 'b', type: 'hologram' },
      ],
    });
    expect(read.map((d) => d.name)).toEqual(['a']);
  });

  it('starts from the record, with hidden conditional fields reset', () => {
    expect(
      startValues(defs, { role: 'Admin', distributionCenterId: 7, country: 'TR', region: 'Marmara' }),
    ).toEqual({
      role: 'Admin',
      distributionCenterId: null,
      country: 'TR',
      region: 'Marmara',
    });
  });

  it('resets a hidden conditional field when its condition fails', () => {
    const before = { role: 'DC Manager', distributionCenterId: 7, country: null, region: null };
    expect(settle(defs, before, { ...before, role: 'Admin' })).toEqual({
      changes: { distributionCenterId: null },
      fetches: [],
    });
    expect(settle(defs, before, { ...before, role: 'Driver' })).toEqual({ changes: {}, fetches: [] });
  });

  it('resets a dependent dropdown and refetches it with the parent value', () => {
    const before = { role: 'Admin', distributionCenterId: null, country: 'TR', region: 'Marmara' };
    expect(settle(defs, before, { ...before, country: 'US' })).toEqual({
      changes: { region: null },
      fetches: [{ field: 'region', dataSource: 'regions', params: { countryName: 'US' } }],
    });
  });

  it('never leaves a hidden conditional field holding a value (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Admin', 'DC Manager', 'Driver', 'Region Manager'),
        fc.constantFrom('Admin', 'DC Manager', 'Driver'),
        fc.integer(),
        (from, to, id) => {
          const before = { role: from, distributionCenterId: id, country: null, region: null };
          const after = { ...before, role: to };
          const settled = { ...after, ...settle(defs, before, after).changes };
          if (isFieldVisible(dc, settled)) expect(settled.distributionCenterId).toBe(id);
          else expect(settled.distributionCenterId).toBeNull();
        },
      ),
    );
  });
});

describe('toFormRecord', () => {
  const fields: FieldDefinition[] = [
    { name: 'latitude', type: 'coordinate' },
    { name: 'weight', type: 'decimalNumber' },
    { name: 'serveAfter', type: 'time' },
    { name: 'count', type: 'number' },
  ];

  it('writes decimals in the form language and times as HH:mm, and reads back to the same numbers', () => {
    const record = { latitude: 41.008212, weight: 1234.5, serveAfter: '08:30:00', count: 7 };
    const tr = toFormRecord(fields, record, 'tr');
    expect(tr).toEqual({ latitude: '41,008212', weight: '1234,5', serveAfter: '08:30', count: 7 });
    expect(toSubmitValues(fields, tr, 'tr')).toEqual({ ...record, serveAfter: '08:30' });
    expect(toSubmitValues(fields, toFormRecord(fields, record, 'en'), 'en')).toEqual({
      ...record,
      serveAfter: '08:30',
    });
  });
});
