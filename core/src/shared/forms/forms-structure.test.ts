import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type FieldDefinition } from './field-definition.schema.js';
import {
  applyConditions,
  initialValues,
  isFieldDisabled,
  isFieldVisible,
  onFieldChanged,
} from './form-conditions.rules.js';
import {
  addInstance,
  markRemoved,
  moveItem,
  removeInstance,
  renumber,
  restoreItem,
} from './collection.rules.js';
import { addDaySet, removeDaySet, setDaysBetween, validateVisitFrequency } from './visit-frequency.rules.js';

describe('conditions and dependent fields', () => {
  const defs: FieldDefinition[] = [
    { name: 'isMultiTrip', type: 'boolean', defaultValue: false },
    {
      name: 'maximumNumberOfTrips',
      type: 'number',
      defaultValue: 1,
      conditions: { dependsOn: 'isMultiTrip', showIf: true },
    },
    {
      name: 'timeSpentInDc',
      type: 'number',
      defaultValue: 0,
      conditions: [{ dependsOn: 'isMultiTrip', showIf: [true], clearValueIfHidden: false }],
    },
    { name: 'country', type: 'singleSelect', dataSource: 'countries' },
    {
      name: 'city',
      type: 'singleSelect',
      dataSource: 'cities',
      dataSourceParameter: { dependentProperty: 'country', parameterName: 'countryId' },
    },
    {
      name: 'district',
      type: 'singleSelect',
      dataSource: 'districts',
      dataSourceParameter: { dependentProperty: 'city', parameterName: 'cityId' },
    },
    { name: 'secret', type: 'text', visibleInUI: false },
    {
      name: 'note',
      type: 'text',
      visibleWhen: { country: ['TR', 'US'] },
      disableWhen: { isMultiTrip: true },
      updatable: false,
    },
  ];
  it('hide fields whose condition fails and reset them unless told not to', () => {
    const values = { ...initialValues(defs), isMultiTrip: false, maximumNumberOfTrips: 4, timeSpentInDc: 30 };
    expect(isFieldVisible(defs[1] as FieldDefinition, values)).toBe(false);
    const after = applyConditions(defs, values);
    expect(after['maximumNumberOfTrips']).toBe(1);
    expect(after['timeSpentInDc']).toBe(30);
    expect(isFieldVisible(defs[1] as FieldDefinition, { ...values, isMultiTrip: true })).toBe(true);
    expect(applyConditions(defs, { ...values, isMultiTrip: true })['maximumNumberOfTrips']).toBe(4);
    expect(isFieldVisible(defs[6] as FieldDefinition, values)).toBe(false);
    expect(isFieldVisible(defs[7] as FieldDefinition, { country: 'TR' })).toBe(true);
    expect(isFieldVisible(defs[7] as FieldDefinition, { country: 'DE' })).toBe(false);
  });
  it('disable by flag, mode and disableWhen', () => {
    const note = defs[7] as FieldDefinition;
    expect(isFieldDisabled(note, { isMultiTrip: true })).toBe(true);
    expect(isFieldDisabled(note, { isMultiTrip: false })).toBe(false);
    expect(isFieldDisabled(note, {}, 'Update')).toBe(true);
    expect(isFieldDisabled(defs[0] as FieldDefinition, {}, 'Info')).toBe(true);
    expect(isFieldDisabled({ name: 'x', type: 'text', disable: true }, {})).toBe(true);
  });
  it('reset children and refetch with the parent value, cascading', () => {
    const { values, fetches } = onFieldChanged(
      defs,
      { country: 'TR', city: 'IST', district: 'Kadikoy' },
      'country',
    );
    expect(values['city']).toBeNull();
    expect(values['district']).toBeNull();
    expect(fetches).toEqual([
      { field: 'city', dataSource: 'cities', params: { countryId: 'TR' } },
      { field: 'district', dataSource: 'districts', params: { cityId: null } },
    ]);
    expect(onFieldChanged(defs, { note: 'x' }, 'note').fetches).toEqual([]);
  });
  it('never leave a hidden clearing field off its default', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.integer(), (multi, trips) => {
        const out = applyConditions(defs, {
          isMultiTrip: multi,
          maximumNumberOfTrips: trips,
          timeSpentInDc: 0,
        });
        if (!multi) expect(out['maximumNumberOfTrips']).toBe(1);
        else expect(out['maximumNumberOfTrips']).toBe(trips);
      }),
    );
  });
});

describe('nested groups and reorderable lists', () => {
  const group: FieldDefinition = {
    name: 'stops',
    type: 'text',
    nestedFields: [{ name: 'x', type: 'number', defaultValue: 0 }],
    minInstance: 1,
    maxInstance: 3,
    defaultInstances: 2,
  };
  it('add up to maxInstance and remove down to minInstance', () => {
    const start = initialValues([group])['stops'] as Record<string, unknown>[];
    expect(start).toEqual([{ x: 0 }, { x: 0 }]);
    const three = addInstance(group, start);
    expect(three.ok && three.value.length).toBe(3);
    const four = addInstance(group, three.ok ? three.value : []);
    expect(four).toEqual({
      ok: false,
      error: { code: 'MAX_INSTANCES', messageKey: 'form.maxInstanceReached', params: { count: 3 } },
    });
    const one = removeInstance(group, start, 0);
    expect(one.ok && one.value).toEqual([{ x: 0 }]);
    expect(removeInstance(group, [{ x: 0 }], 0)).toMatchObject({
      ok: false,
      error: { messageKey: 'form.minInstanceReached' },
    });
    expect(removeInstance(group, start, 7)).toEqual({ ok: true, value: start });
    expect(addInstance({ name: 'n', type: 'text' }, []).ok).toBe(true);
  });
  it('keep instance counts within bounds under any sequence of clicks', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 30 }), (clicks) => {
        let inst = initialValues([group])['stops'] as Record<string, unknown>[];
        for (const add of clicks) {
          const r = add ? addInstance(group, inst) : removeInstance(group, inst, 0);
          if (r.ok) inst = r.value;
          expect(inst.length).toBeGreaterThanOrEqual(1);
          expect(inst.length).toBeLessThanOrEqual(3);
        }
      }),
    );
  });
  const steps: { name: string; stepOrder: number; removed?: boolean }[] = [
    { name: 'a', stepOrder: 1 },
    { name: 'b', stepOrder: 2 },
    { name: 'c', stepOrder: 3 },
  ];
  it('renumber stepOrder from 1 by position, removed after active, one active kept', () => {
    expect(moveItem(steps, 2, 0).map((s) => [s.name, s.stepOrder])).toEqual([
      ['c', 1],
      ['a', 2],
      ['b', 3],
    ]);
    expect(moveItem(steps, 9, 0)).toEqual(steps);
    const r = markRemoved(steps, 0);
    expect(r.ok && r.value.map((s) => `${s.name}${s.stepOrder}${s.removed ? 'x' : ''}`)).toEqual([
      'b1',
      'c2',
      'a3x',
    ]);
    const r2 = r.ok ? markRemoved(r.value, 0) : null;
    const r3 = r2?.ok ? markRemoved(r2.value, 0) : null;
    expect(r3).toMatchObject({ ok: false, error: { messageKey: 'form.oneActiveItem' } });
    const restored = r2?.ok ? restoreItem(r2.value, 2) : [];
    expect(restored.map((s) => `${s.name}${s.removed ? 'x' : ''}`)).toEqual(['c', 'a', 'bx']);
    expect(restoreItem(steps, 0)).toEqual(steps);
    expect(markRemoved(steps, 5)).toEqual({ ok: true, value: steps });
  });
  it('keep stepOrder 1..n and at least one active item under random edits', () => {
    const op = fc.tuple(fc.constantFrom('move', 'remove', 'restore'), fc.nat(5), fc.nat(5));
    fc.assert(
      fc.property(fc.array(op, { maxLength: 25 }), (ops) => {
        let items: { name: string; stepOrder: number; removed?: boolean }[] = renumber(steps);
        for (const [kind, i, j] of ops) {
          if (kind === 'move') items = moveItem(items, i, j);
          else if (kind === 'remove') {
            const r = markRemoved(items, i);
            if (r.ok) items = r.value;
          } else items = restoreItem(items, i);
          expect(items.map((s) => s.stepOrder)).toEqual([1, 2, 3]);
          expect(items.some((s) => !s.removed)).toBe(true);
          expect(items.map((s) => s.name).sort()).toEqual(['a', 'b', 'c']);
        }
      }),
    );
  });
});

describe('weekly visit frequency', () => {
  const base = { visitFrequency: 2, daysBetweenTwoConsecutiveVisits: 3, dayOfWeeks: [] as number[][] };
  it('follows the day-set rules', () => {
    const added = addDaySet(base, [3, 0]);
    expect(added).toEqual({
      ok: true,
      value: { visitFrequency: 2, daysBetweenTwoConsecutiveVisits: null, dayOfWeeks: [[0, 3]] },
    });
    const dup = added.ok ? addDaySet(added.value, [0, 3]) : null;
    expect(dup?.ok && dup.value.dayOfWeeks).toEqual([[0, 3]]);
    expect(addDaySet(base, [1])).toMatchObject({
      ok: false,
      error: { messageKey: 'form.daySetSize', params: { count: 2 } },
    });
    expect(addDaySet(base, [1, 9])).toMatchObject({
      ok: false,
      error: { messageKey: 'form.invalidDayNumber' },
    });
    const between = added.ok ? setDaysBetween(added.value, 2) : base;
    expect(between.dayOfWeeks).toEqual([]);
    expect(setDaysBetween(base, null).dayOfWeeks).toEqual([]);
    expect(
      removeDaySet(
        {
          ...base,
          dayOfWeeks: [
            [0, 1],
            [2, 3],
          ],
        },
        0,
      ).dayOfWeeks,
    ).toEqual([[2, 3]]);
  });
  it('checks days between 1 to 6 and complete day sets', () => {
    expect(validateVisitFrequency(base).ok).toBe(true);
    expect(validateVisitFrequency({ ...base, daysBetweenTwoConsecutiveVisits: 7 })).toMatchObject({
      ok: false,
      error: { params: { min: 1, max: 6 } },
    });
    expect(validateVisitFrequency({ ...base, daysBetweenTwoConsecutiveVisits: 0 }).ok).toBe(false);
    expect(validateVisitFrequency({ ...base, daysBetweenTwoConsecutiveVisits: null }).ok).toBe(false);
    expect(
      validateVisitFrequency({ ...base, daysBetweenTwoConsecutiveVisits: null, dayOfWeeks: [[1, 4]] }).ok,
    ).toBe(true);
    expect(
      validateVisitFrequency({ ...base, daysBetweenTwoConsecutiveVisits: null, dayOfWeeks: [[1]] }).ok,
    ).toBe(false);
    expect(validateVisitFrequency({ ...base, visitFrequency: 0 }).ok).toBe(false);
  });
  it('never holds a day set of the wrong size, nor both choices at once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 7 }),
        fc.array(
          fc.oneof(
            fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 7 }),
            fc.integer({ min: 1, max: 6 }),
          ),
          { maxLength: 12 },
        ),
        (freq, actions) => {
          let p = {
            visitFrequency: freq,
            daysBetweenTwoConsecutiveVisits: null as number | null,
            dayOfWeeks: [] as number[][],
          };
          for (const a of actions) {
            if (typeof a === 'number') p = setDaysBetween(p, a);
            else {
              const r = addDaySet(p, a);
              if (r.ok) p = r.value;
            }
            expect(p.dayOfWeeks.every((d) => d.length === freq)).toBe(true);
            expect(p.daysBetweenTwoConsecutiveVisits !== null && p.dayOfWeeks.length > 0).toBe(false);
            expect(new Set(p.dayOfWeeks.map((d) => d.join())).size).toBe(p.dayOfWeeks.length);
          }
        },
      ),
    );
  });
});
