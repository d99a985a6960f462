import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FieldDefinition } from './field-definition.schema.js';
import {
  dataSourceQuery,
  dependentsOf,
  initialValues,
  instanceLimits,
  isDisabled,
  isVisible,
  resetHidden,
} from './form-model.js';
import { validateField } from './form-validation.js';
import {
  addDaySet,
  chooseDaysBetween,
  moveItem,
  removeItem,
  restoreItem,
  type ListItem,
} from './form-lists.rules.js';

const role: FieldDefinition = { name: 'role', type: 'singleSelect' };
const dc: FieldDefinition = {
  name: 'distributionCenterId',
  type: 'singleSelect',
  defaultValue: null,
  conditions: [{ dependsOn: 'role', showIf: ['DC Manager', 'Driver'], clearValueIfHidden: true }],
};
const depot: FieldDefinition = {
  name: 'depotId',
  type: 'singleSelect',
  conditions: { dependsOn: 'distributionCenterId' },
};

describe('form conditions', () => {
  it('shows a conditional field only while its condition holds', () => {
    expect(isVisible(dc, { role: 'Driver' })).toBe(true);
    expect(isVisible(dc, { role: 'Admin' })).toBe(false);
    expect(isVisible({ name: 'x', type: 'text', visibleInUI: false }, {})).toBe(false);
    expect(
      isVisible({ name: 'x', type: 'text', visibleWhen: { isMultiTrip: true } }, { isMultiTrip: true }),
    ).toBe(true);
  });

  it('resets hidden fields to their default, following chains', () => {
    const fields = [role, dc, depot];
    expect(resetHidden(fields, { role: 'Admin', distributionCenterId: 4, depotId: 9 })).toEqual({
      distributionCenterId: null,
      depotId: undefined,
    });
    expect(resetHidden(fields, { role: 'DC Manager', distributionCenterId: 4, depotId: 9 })).toEqual({});
  });

  it('never leaves a hidden conditional field holding a value (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Admin', 'DC Manager', 'Driver', 'Region Manager'),
        fc.integer(),
        (r, id) => {
          const values = { role: r, distributionCenterId: id };
          const after = { ...values, ...resetHidden([role, dc], values) };
          if (!isVisible(dc, after)) expect(after.distributionCenterId).toBeNull();
          else expect(after.distributionCenterId).toBe(id);
        },
      ),
    );
  });

  it('disables in Info mode, for non-updatable fields on update, and by disableWhen', () => {
    expect(isDisabled(role, {}, 'info')).toBe(true);
    expect(isDisabled({ name: 'email', type: 'email', updatable: false }, {}, 'update')).toBe(true);
    expect(isDisabled({ name: 'email', type: 'email', updatable: false }, {}, 'add')).toBe(false);
    expect(
      isDisabled(
        { name: 'n', type: 'number', disableWhen: { isMultiTrip: false } },
        { isMultiTrip: false },
        'add',
      ),
    ).toBe(true);
  });

  it('finds dependent dropdowns and their query', () => {
    const child: FieldDefinition = {
      name: 'regionId',
      type: 'singleSelect',
      dataSource: 'regions',
      dataSourceParameter: { dependentProperty: 'country', parameterName: 'countryName' },
    };
    expect(dependentsOf([child, role], 'country')).toEqual([child]);
    expect(dataSourceQuery(child, { country: 'TR' })).toEqual({ countryName: 'TR' });
    expect(dataSourceQuery(child, { country: '' })).toEqual({});
  });

  it('starts nested groups at defaultInstances and bounds add/remove', () => {
    const group: FieldDefinition = {
      name: 'windows',
      type: 'group',
      nestedFields: [{ name: 'start', type: 'time', defaultValue: '08:00' }],
      minInstance: 1,
      maxInstance: 2,
      defaultInstances: 1,
    };
    expect(initialValues([group])).toEqual({ windows: [{ start: '08:00' }] });
    expect(instanceLimits(group, 1)).toMatchObject({ canAdd: true, canRemove: false });
    expect(instanceLimits(group, 2)).toMatchObject({ canAdd: false, canRemove: true });
  });
});

describe('field validation', () => {
  it('uses the spec messages', () => {
    expect(validateField({ name: 'n', type: 'text', validations: [{ type: 'Required' }] }, '')).toEqual({
      key: 'form.requiredField',
    });
    expect(
      validateField(
        { name: 'n', type: 'text', validations: [{ type: 'Required', errorMessage: 'Name please' }] },
        '',
      ),
    ).toEqual({ text: 'Name please' });
    expect(
      validateField({ name: 'n', type: 'text', validations: [{ type: 'MinLength', value: 3 }] }, 'ab'),
    ).toEqual({ key: 'form.minLength', params: { n: 3 } });
    expect(
      validateField({ name: 'n', type: 'text', validations: [{ type: 'MaxLength', value: 3 }] }, 'abcd'),
    ).toEqual({ key: 'form.maxLength', params: { n: 3 } });
    expect(validateField({ name: 'e', type: 'email' }, 'nope')).toEqual({ key: 'auth.emailInvalid' });
    expect(validateField({ name: 'r', type: 'rangeSlider' }, 250)).toEqual({
      key: 'form.range',
      params: { min: 0, max: 200 },
    });
    expect(validateField({ name: 'b', type: 'bigInt' }, '1.5')).toEqual({ key: 'form.integer' });
    expect(
      validateField({ name: 'd', type: 'multipleSelect', validations: [{ type: 'Required' }] }, []),
    ).toEqual({ key: 'form.requiredField' });
    expect(
      validateField({ name: 'ok', type: 'text', validations: [{ type: 'Required' }] }, 'fine'),
    ).toBeUndefined();
  });
});

describe('list fields', () => {
  const steps: ListItem[] = [{ name: 'a' }, { name: 'b' }, { name: 'c' }];
  it('renumbers stepOrder from 1 on move', () => {
    expect(moveItem(steps, 2, 0).map((s) => [s.name, s.stepOrder])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
  });

  it('keeps at least one active item and restores after the active ones', () => {
    const one = removeItem(steps, 0);
    expect(one.ok).toBe(true);
    if (!one.ok) return;
    expect(one.items.map((s) => [s.name, Boolean(s.removed)])).toEqual([
      ['b', false],
      ['c', false],
      ['a', true],
    ]);
    const two = removeItem(one.items, 0);
    if (!two.ok) throw new Error('second remove should work');
    expect(removeItem(two.items, 0)).toEqual({ ok: false, messageKey: 'form.lastActiveItem' });
    expect(restoreItem(two.items, 2).map((s) => s.name)).toEqual(['c', 'a', 'b']);
  });

  it('keeps days-between and day sets exclusive; day sets must match the frequency', () => {
    const base = { visitFrequency: 2, daysBetweenTwoConsecutiveVisits: null, dayOfWeeks: [] as number[][] };
    const withSet = addDaySet(base, [3, 0]);
    expect(withSet).toEqual({ ok: true, value: { ...base, dayOfWeeks: [[0, 3]] } });
    expect(addDaySet(withSet.value, [0, 3]).ok).toBe(false);
    expect(addDaySet(withSet.value, [1]).ok).toBe(false);
    expect(chooseDaysBetween(withSet.value, 3)).toEqual({
      ...base,
      daysBetweenTwoConsecutiveVisits: 3,
      dayOfWeeks: [],
    });
    expect(
      addDaySet({ ...base, daysBetweenTwoConsecutiveVisits: 2 }, [1, 4]).value
        .daysBetweenTwoConsecutiveVisits,
    ).toBeNull();
  });
});
