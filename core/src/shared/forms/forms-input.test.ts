import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDecimal, hasAtMostFractionDigits, parseDecimal } from './decimal.js';
import { parsePhone, phoneDigits } from './phone.js';
import { currencyFieldName, fieldDefinitionListSchema, sortByPosition } from './field-definition.schema.js';

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
