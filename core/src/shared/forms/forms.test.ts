import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDecimal, hasAtMostFractionDigits, parseDecimal } from './decimal.js';
import { parsePhone, phoneDigits } from './phone.js';
import {
  currencyFieldName,
  fieldDefinitionListSchema,
  sortByPosition,
  type FieldDefinition,
} from './field-definition.schema.js';
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
import { multiDateEntries, toSubmitValues, validateField, validateForm } from './form-validation.js';

const en = { language: 'en' as const };
const tr = { language: 'tr' as const };
const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, 'type'>): FieldDefinition => ({
  name: 'f',
  ...over,
});
const required = { validations: [{ type: 'Required', value: null, errorMessage: null }] };

describe('decimal parsing per language', () => {
  it('reads English and Turkish separators', () => {
    expect(parseDecimal('1,234.56', 'en')).toBe(1234.56);
    expect(parseDecimal('1234.5', 'en')).toBe(1234.5);
    expect(parseDecimal('1.234,56', 'tr')).toBe(1234.56);
    expect(parseDecimal('-12,5', 'tr')).toBe(-12.5);
    expect(parseDecimal('1,23', 'en')).toBeNull();
    expect(parseDecimal('1.234.567,5', 'tr')).toBe(1234567.5);
    expect(parseDecimal('1.234', 'en')).toBeNull();
    expect(parseDecimal('12.345', 'en')).toBeNull();
    expect(parseDecimal('abc', 'en')).toBeNull();
    expect(parseDecimal('', 'tr')).toBeNull();
    expect(parseDecimal('7', 'en', 0)).toBe(7);
  });
  it('round-trips any 2-decimal amount in both languages', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -1e12, max: 1e12 }).map((c) => c / 100),
        fc.constantFrom('en' as const, 'tr' as const),
        fc.boolean(),
        (v, lang, grouping) => {
          expect(parseDecimal(formatDecimal(v, lang, 2, grouping), lang)).toBe(v + 0);
          expect(hasAtMostFractionDigits(v)).toBe(true);
        },
      ),
    );
    expect(formatDecimal(1234.5, 'tr')).toBe('1.234,5');
    expect(formatDecimal(-0.001, 'en')).toBe('0');
    expect(hasAtMostFractionDigits(1.234)).toBe(false);
    expect(hasAtMostFractionDigits(NaN)).toBe(false);
  });
});

describe('phone numbers', () => {
  it('accepts Turkish and US numbers only', () => {
    expect(parsePhone('+90 532 123 45 67')).toEqual({
      country: 'TR',
      e164: '+905321234567',
      national: '5321234567',
    });
    expect(parsePhone('0532 123 45 67')?.e164).toBe('+905321234567');
    expect(parsePhone('0090 212 123 4567')?.country).toBe('TR');
    expect(parsePhone('+1 (212) 555-0100')?.country).toBe('US');
    expect(parsePhone('+1 112 555 0100')).toBeNull();
    expect(parsePhone('+44 20 7946 0958')).toBeNull();
    expect(parsePhone('+90 632 123 45 67')).toBeNull();
    expect(parsePhone('phone')).toBeNull();
    expect(phoneDigits('+90 532 123')).toBe('90532123');
  });
  it('accepts every well-formed Turkish mobile number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^5\d{9}$/), (n) => {
        expect(parsePhone(`+90${n}`)?.national).toBe(n);
      }),
    );
  });
});

describe('field definitions', () => {
  it('parse from the server shape, nested groups included', () => {
    const defs = fieldDefinitionListSchema.parse([
      { name: 'a', type: 'text', uiPosition: { columnIndex: 1, rawIndex: 0, order: 0 } },
      {
        name: 'g',
        type: 'text',
        nestedFields: [{ name: 'x', type: 'number' }],
        minInstance: 1,
        maxInstance: 2,
      },
      { name: 'b', type: 'money', uiPosition: { columnIndex: 0, rawIndex: 2 } },
    ]);
    expect(sortByPosition(defs).map((d) => d.name)).toEqual(['g', 'b', 'a']);
    expect(() => fieldDefinitionListSchema.parse([{ name: 'a', type: 'nope' }])).toThrow();
    expect(currencyFieldName('price')).toBe('priceCurrencyType');
  });
});

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

describe('validation engine', () => {
  it('checks required, lengths and patterns with the spec messages', () => {
    const def = field({
      type: 'text',
      validations: [
        { type: 'Required' },
        { type: 'MinLength', value: 3 },
        { type: 'MaxLength', value: '5' },
        { type: 'RegularExpression', value: '^[a-z]+$', errorMessage: 'Only letters' },
      ],
    });
    expect(validateField(def, '', en)).toEqual({ key: 'form.required' });
    expect(validateField(def, [], en)).toEqual({ key: 'form.required' });
    expect(validateField(def, 'ab', en)).toEqual({ key: 'form.minLength', params: { n: 3 } });
    expect(validateField(def, 'abcdef', en)).toEqual({ key: 'form.maxLength', params: { n: 5 } });
    expect(validateField(def, 'ab1', en)).toEqual({ text: 'Only letters' });
    expect(validateField(def, 'abc', en)).toBeNull();
    expect(
      validateField(
        field({ type: 'text', validations: [{ type: 'Required', errorMessage: 'Name please' }] }),
        null,
        en,
      ),
    ).toEqual({ text: 'Name please' });
    expect(
      validateField(
        field({ type: 'singleSelect', validations: [{ type: 'RegularExpression', value: '^x$' }] }),
        'y',
        en,
      ),
    ).toBeNull();
    expect(
      validateField(
        field({ type: 'text', validations: [{ type: 'RegularExpression', value: '(' }] }),
        'y',
        en,
      ),
    ).toBeNull();
    expect(
      validateField(
        field({ type: 'text', validations: [{ type: 'RegularExpression', value: '^x$' }] }),
        'y',
        en,
      ),
    ).toEqual({ key: 'form.pattern' });
    expect(validateField(field({ type: 'text' }), '', en)).toBeNull();
  });
  it('checks each field type', () => {
    expect(validateField(field({ type: 'email' }), 'a@b', en)).toEqual({ key: 'form.email' });
    expect(validateField(field({ type: 'email' }), 'a@b.co', en)).toBeNull();
    expect(validateField(field({ type: 'phone' }), '+90 532 123 4567', en)).toBeNull();
    expect(validateField(field({ type: 'phone' }), '+49 30 1234567', en)).toEqual({ key: 'form.phone' });
    expect(validateField(field({ type: 'bigInt' }), '123456789012345678901', en)).toBeNull();
    expect(validateField(field({ type: 'bigInt' }), 12n, en)).toBeNull();
    expect(validateField(field({ type: 'bigInt' }), '1.5', en)).toEqual({ key: 'form.integer' });
    expect(validateField(field({ type: 'decimalNumber' }), '1.234,5', tr)).toBeNull();
    expect(validateField(field({ type: 'decimalNumber' }), '1.234', en)).toEqual({ key: 'form.decimal' });
    expect(validateField(field({ type: 'money' }), 1.234, en)).toEqual({ key: 'form.decimal' });
    expect(validateField(field({ type: 'number', min: 1, max: 5 }), 6, en)).toEqual({
      key: 'form.range',
      params: { min: 1, max: 5 },
    });
    expect(validateField(field({ type: 'number', min: 1 }), 0, en)).toEqual({
      key: 'form.range',
      params: { min: 1, max: '∞' },
    });
    expect(validateField(field({ type: 'number' }), 'x', en)).toEqual({ key: 'form.number' });
    expect(validateField(field({ type: 'rangeSlider' }), 201, en)).toEqual({
      key: 'form.range',
      params: { min: 0, max: 200 },
    });
    expect(validateField(field({ type: 'rangeSlider' }), 200, en)).toBeNull();
    expect(validateField(field({ type: 'date' }), '31.02.2024', en)).toEqual({
      key: 'form.invalidDate',
      params: { format: 'DD.MM.YYYY' },
    });
    expect(validateField(field({ type: 'date' }), '29.02.2024', en)).toBeNull();
    expect(validateField(field({ type: 'date' }), '2024-02-29', en)).toBeNull();
    expect(validateField(field({ type: 'date' }), new Date(NaN), en)).toMatchObject({
      key: 'form.invalidDate',
    });
    expect(validateField(field({ type: 'date' }), new Date(), en)).toBeNull();
    expect(validateField(field({ type: 'datetime' }), '29.02.2024 10:15', en)).toBeNull();
    expect(validateField(field({ type: 'datetime' }), '29.02.2024 25:15', en)).toEqual({
      key: 'form.invalidDate',
      params: { format: 'DD.MM.YYYY' },
    });
    expect(validateField(field({ type: 'time' }), '10:15', en)).toBeNull();
    expect(validateField(field({ type: 'time' }), '10:15:61', en)).toEqual({
      key: 'form.invalidDate',
      params: { format: 'HH:mm:ss' },
    });
    expect(validateField(field({ type: 'time' }), '7:15', en)).toEqual({
      key: 'form.invalidDate',
      params: { format: 'HH:mm' },
    });
    expect(validateField(field({ type: 'time', min: '12:00', max: '24:00' }), '11:00', en)).toEqual({
      key: 'form.timeRange',
      params: { minTime: '12:00', maxTime: '24:00' },
    });
    expect(validateField(field({ type: 'quarterlyHourTime' }), '10:10', en)).toEqual({
      key: 'form.quarterHour',
    });
    expect(validateField(field({ type: 'quarterlyHourTime' }), '10:45', en)).toBeNull();
    expect(
      validateField(field({ type: 'multiDate' }), ['2024-01-01', '2024-01-01', '2024-02-30'], en),
    ).toEqual({ key: 'form.invalidDate', params: { format: 'YYYY-MM-DD' } });
    expect(validateField(field({ type: 'multiDate' }), '2024-01-01,2024-01-02', en)).toBeNull();
    expect(validateField(field({ type: 'daysOfWeek' }), [0, 6], en)).toBeNull();
    expect(validateField(field({ type: 'daysOfWeek' }), [7], en)).toEqual({
      key: 'form.range',
      params: { min: 0, max: 6 },
    });
    expect(validateField(field({ type: 'daysOfMonth' }), [1, 31], en)).toBeNull();
    expect(validateField(field({ type: 'daysOfMonth' }), [32], en)).toEqual({
      key: 'form.range',
      params: { min: 1, max: 31 },
    });
    expect(
      validateField(
        field({ type: 'visitFrequencyParameter' }),
        [{ visitFrequency: 1, daysBetweenTwoConsecutiveVisits: 9, dayOfWeeks: [] }],
        en,
      ),
    ).toMatchObject({ key: 'form.range' });
    expect(
      validateField(
        field({ type: 'visitFrequencyParameter' }),
        { visitFrequency: 1, daysBetweenTwoConsecutiveVisits: 6, dayOfWeeks: [] },
        en,
      ),
    ).toBeNull();
    expect(validateField(field({ type: 'reorderableList' }), [{ stepOrder: 1, removed: true }], en)).toEqual({
      key: 'form.oneActiveItem',
    });
    expect(validateField(field({ type: 'daysOfWeek', ...required }), [], en)).toEqual({
      key: 'form.required',
    });
    expect(validateField(field({ type: 'singleSelect', ...required }), '', en)).toEqual({
      key: 'form.required',
    });
    expect(multiDateEntries(null)).toEqual([]);
  });
  it('accepts any strict date round trip and any in-range slider value', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(1900, 0, 1), max: new Date(2200, 0, 1), noInvalidDate: true }),
        (d) => {
          const text = `${String(d.getDate()).padStart(2, '0')}.${String(d.getMonth() + 1).padStart(2, '0')}.${d.getFullYear()}`;
          expect(validateField(field({ type: 'date' }), text, en)).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: -500, max: 500 }), (v) => {
        const err = validateField(field({ type: 'rangeSlider' }), v, en);
        expect(err === null).toBe(v >= 0 && v <= 200);
      }),
    );
  });
  it('validates a whole form with nested groups and hidden fields', () => {
    const defs: FieldDefinition[] = [
      { name: 'name', type: 'text', ...required },
      { name: 'hidden', type: 'text', ...required, conditions: { dependsOn: 'name', showIf: 'x' } },
      {
        name: 'g',
        type: 'text',
        minInstance: 1,
        maxInstance: 1,
        nestedFields: [{ name: 'n', type: 'number', ...required }],
      },
    ];
    expect(validateForm(defs, { name: '', g: [{ n: null }, { n: 2 }] }, en)).toEqual({
      name: { key: 'form.required' },
      g: { key: 'form.maxInstanceReached', params: { count: 1 } },
      'g[0].n': { key: 'form.required' },
    });
    expect(validateForm(defs, { name: 'a', g: [] }, en)).toEqual({
      g: { key: 'form.minInstanceReached', params: { count: 1 } },
    });
    expect(validateForm(defs, { name: 'a', g: [{ n: 1 }] }, en)).toEqual({});
  });
  it('prepares values for sending', () => {
    const defs: FieldDefinition[] = [
      { name: 'price', type: 'decimalNumber' },
      { name: 'phone', type: 'phone' },
      { name: 'dates', type: 'multiDate' },
      { name: 'days', type: 'daysOfWeek' },
      { name: 'months', type: 'daysOfMonth' },
      { name: 'gone', type: 'text', conditions: { dependsOn: 'phone', showIf: 'x' } },
      { name: 'server', type: 'text', visibleInUI: false, defaultValue: 'k' },
      { name: 'g', type: 'text', nestedFields: [{ name: 'v', type: 'money' }] },
      { name: 'price2', type: 'decimalNumberWithCurrency' },
    ];
    expect(initialValues(defs)).toMatchObject({ price2: null, price2CurrencyType: null });
    expect(
      toSubmitValues(
        defs,
        {
          price: '1.234,5',
          phone: '',
          dates: ['2024-01-02', '2024-01-02'],
          days: [6, 0],
          months: [5, 1],
          gone: 'y',
          server: 'k',
          g: [{ v: '2,5' }],
          price2: '10',
          price2CurrencyType: 'TRY',
        },
        'tr',
      ),
    ).toEqual({
      price: 1234.5,
      phone: null,
      dates: ['2024-01-02'],
      days: [0, 6],
      months: [1, 5],
      server: 'k',
      g: [{ v: 2.5 }],
      price2: 10,
      price2CurrencyType: 'TRY',
    });
  });
});
