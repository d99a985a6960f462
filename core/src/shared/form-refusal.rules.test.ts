import { describe, expect, it } from 'vitest';
import { failEnvelope } from './envelope.schema.js';
import { formRefusal, isLibraryText } from './form-refusal.rules.js';

describe('a refused form write', () => {
  it('goes under the fields it names, with no toast', () => {
    const body = failEnvelope(400, 'Vehicle could not be added', [
      { field: '0.shiftEnd', message: 'Shift end must be after shift start' },
    ]);
    expect(formRefusal(body, ['shiftStart', 'shiftEnd'], 'crud.addFailed')).toEqual({
      fields: { shiftEnd: { text: 'Shift end must be after shift start' } },
      notice: null,
    });
  });

  it('says what names no shown field in one toast, never "failed. Please try again later" before it', () => {
    const body = failEnvelope(400, 'Vehicle could not be added', [
      { field: '0.hidden', message: 'The plate is taken' },
      { field: '0.other', message: 'Another reason' },
    ]);
    const refusal = formRefusal(body, ['shiftEnd'], 'crud.addFailed');
    expect(refusal.notice).toEqual({
      level: 'error',
      message: { text: 'The plate is taken\nAnother reason' },
    });
  });

  it("never shows a validation library's wording", () => {
    const body = failEnvelope(400, 'Invalid input: expected string, received undefined', [
      { field: '0.name', message: 'Invalid input: expected string, received undefined' },
      { field: 'body/0/x', message: "must have required property 'x'" },
    ]);
    const refusal = formRefusal(body, ['name'], 'crud.addFailed');
    expect(refusal.fields).toEqual({ name: { key: 'form.invalidValue' } });
    expect(refusal.notice).toEqual({ level: 'error', message: { key: 'form.invalidValue' } });
    expect(formRefusal(failEnvelope(500, 'Invalid input'), [], 'crud.addFailed').notice).toEqual({
      level: 'error',
      message: { key: 'crud.addFailed' },
    });
  });

  it('tells library wording from wording for people', () => {
    expect(isLibraryText('Invalid input: expected number, received string')).toBe(true);
    expect(isLibraryText('Too small: expected string to have >=1 characters')).toBe(true);
    expect(isLibraryText('Shift end must be after shift start')).toBe(false);
    expect(isLibraryText('Vardiya bitişi vardiya başlangıcından sonra olmalıdır')).toBe(false);
  });
});
