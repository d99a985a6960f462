import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type FieldDefinition } from './field-definition.schema.js';
import { initialValues } from './form-conditions.rules.js';
import { multiDateEntries, toSubmitValues, validateField, validateForm } from './form-validation.js';

const en = { language: 'en' as const };
const tr = { language: 'tr' as const };
const field = (over: Partial<FieldDefinition> & Pick<FieldDefinition, 'type'>): FieldDefinition => ({
  name: 'f',
  ...over,
});
const required = { validations: [{ type: 'Required', value: null, errorMessage: null }] };

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
