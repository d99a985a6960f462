import { describe, expect, it } from 'vitest';
import type { FieldDefinition } from '../shared/forms/index.js';
import { MASTER_DATA_RESOURCES } from './resources.js';
import {
  CENTER_REQUIRED_KEY,
  requiredCenterField,
  specsWithRequiredCenter,
  withRequiredCenter,
} from './center-required.rules.js';

describe('the distribution center a record must name', () => {
  it('is the center field of every resource whose scope ties each record to a center', () => {
    expect(requiredCenterField(MASTER_DATA_RESOURCES.vehicles.storage)).toBe('distributionCenterId');
    expect(requiredCenterField(MASTER_DATA_RESOURCES.orders.storage)).toBe('distributionCenterId');
    expect(requiredCenterField(MASTER_DATA_RESOURCES.locations.storage)).toBe('distributionCenterId');
    // A window with no center is shared by every center.
    expect(requiredCenterField(MASTER_DATA_RESOURCES.locationTimeWindows.storage)).toBeNull();
  });

  it('is marked required in a new record form and in the upload template', () => {
    const defs = [
      { name: 'refNo', type: 'text' },
      { name: 'distributionCenterId', type: 'singleSelect' },
    ] as FieldDefinition[];
    const storage = MASTER_DATA_RESOURCES.vehicles.storage;
    const shown = withRequiredCenter(storage, defs, 'create', 'Distribution center is required.');
    expect(shown[1]?.validations).toEqual([
      { type: 'Required', value: null, errorMessage: 'Distribution center is required.' },
    ]);
    expect(shown[0]?.validations).toBeUndefined();
    expect(withRequiredCenter(storage, defs, 'update', 'x')[1]?.validations).toBeUndefined();
    const spec = specsWithRequiredCenter(storage).find((f) => f.name === 'distributionCenterId');
    expect(spec?.required).toBe(CENTER_REQUIRED_KEY);
  });
});
