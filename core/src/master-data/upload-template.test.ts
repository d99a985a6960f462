import { describe, expect, it } from 'vitest';
import type { FieldSpec } from '../admin/field-spec.js';
import { MASTER_DATA_RESOURCES } from './resources.js';
import {
  UPLOAD_RESOURCES,
  isResourceUploadKind,
  matchHeaders,
  missingRequired,
  templateChoices,
  uploadColumns,
} from './upload-template.js';

const fields: FieldSpec[] = [
  { name: 'refNo', type: 'text', label: 'ref', required: true },
  { name: 'distributionCenterId', type: 'singleSelect', label: 'center' },
  {
    name: 'currency',
    type: 'singleSelect',
    label: 'cur',
    required: true,
    defaultValue: 'TRY',
    options: [
      { key: 'TRY', label: 'TRY' },
      { key: 'EUR', label: 'EUR' },
    ],
  },
  { name: 'photo', type: 'picture', label: 'photo' },
  { name: 'hidden', type: 'text', label: 'hidden', visibleInUI: false },
];
const labels: Record<string, string[]> = {
  ref: ['Reference No', 'Referans No'],
  center: ['Center', 'Merkez'],
  cur: ['Currency', 'Para birimi'],
};
const labelsOf = (f: FieldSpec) => labels[f.label] ?? [];

describe('upload templates', () => {
  it('has the form fields a sheet can carry; a DC Manager’s leaves out the center', () => {
    expect(uploadColumns(fields, 'Admin').map((f) => f.name)).toEqual([
      'refNo',
      'distributionCenterId',
      'currency',
    ]);
    expect(uploadColumns(fields, 'DC_Manager').map((f) => f.name)).toEqual(['refNo', 'currency']);
  });

  it('maps headers in either language or by field name back to fields, reporting the rest', () => {
    const match = matchHeaders([' referans  no ', null, 'CURRENCY', 'Colour', 'refNo'], fields, labelsOf);
    expect([...match.fields]).toEqual([
      [1, 'refNo'],
      [3, 'currency'],
    ]);
    expect(match.unknown).toEqual([{ column: 4, header: 'Colour' }]);
    expect(match.repeated).toEqual([{ column: 5, header: 'refNo' }]);
  });

  it('requires a column for each required field without a default', () => {
    const match = matchHeaders(['Para birimi'], fields, labelsOf);
    expect(missingRequired(fields, match).map((f) => f.name)).toEqual(['refNo']);
  });

  it('offers choices as drop-down values, and every upload kind names a registry entry with fields', () => {
    expect(templateChoices(fields[2] as FieldSpec)).toEqual(['TRY', 'EUR']);
    expect(templateChoices(fields[0] as FieldSpec)).toBeNull();
    for (const resource of Object.values(UPLOAD_RESOURCES))
      expect(MASTER_DATA_RESOURCES[resource].storage.fields.length).toBeGreaterThan(0);
    expect(isResourceUploadKind('order')).toBe(true);
    expect(isResourceUploadKind('territory-polygon-input')).toBe(true);
    expect(isResourceUploadKind('territory')).toBe(false);
  });
});
