import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { failEnvelope, okEnvelope } from './envelope.schema.js';
import { interpolate } from './message.js';
import {
  addOutcome,
  checkAtMostOne,
  checkDeleteSelection,
  checkUpdateSelection,
  deleteConfirmation,
  deleteOutcome,
  envelopeNotices,
  isEmptyGridAnswer,
  updateOutcome,
} from './resource-crud.rules.js';

const withCode = (code: number, status = 400, message: string | null = 'Server says') => ({
  status,
  body: { ...failEnvelope(status, 'Failed here', [{ field: 'name', message: 'Name taken' }], code), message },
});

describe('selection rules', () => {
  it('update needs exactly one row, delete at least one', () => {
    expect(checkUpdateSelection(0)).toEqual({
      ok: false,
      error: { code: 'NO_SELECTION', messageKey: 'grid.selectRow' },
    });
    expect(checkUpdateSelection(0, 'aRow')).toMatchObject({ error: { messageKey: 'grid.selectARow' } });
    expect(checkUpdateSelection(2)).toMatchObject({ error: { messageKey: 'grid.selectAtMostOne' } });
    expect(checkDeleteSelection(0)).toMatchObject({ error: { messageKey: 'grid.selectAtLeastOne' } });
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(checkUpdateSelection(n).ok).toBe(n === 1);
        expect(checkDeleteSelection(n).ok).toBe(n >= 1);
        expect(checkAtMostOne(n).ok).toBe(n <= 1);
      }),
    );
  });
  it('names up to 3 rows in the delete confirmation, then counts', () => {
    expect(deleteConfirmation(['A', 'B'])).toEqual({
      level: 'warning',
      message: { key: 'grid.deleteConfirm', params: { names: 'A, B' } },
    });
    expect(deleteConfirmation(['A', 'B', 'C', 'D'])).toEqual({
      level: 'warning',
      message: { key: 'grid.deleteConfirmMany', params: { count: 4 } },
    });
  });
});

describe('answers', () => {
  it('add succeeds on 200, 201 or code 0; code 6 warns; anything else fails', () => {
    expect(addOutcome({ status: 201, body: null }, 'Vehicle')).toEqual({
      ok: true,
      notices: [{ level: 'success', message: { key: 'crud.added', params: { item: 'Vehicle' } } }],
    });
    expect(addOutcome(withCode(0, 202), 'Vehicle').ok).toBe(true);
    const warn = addOutcome(withCode(6, 200), 'Vehicle');
    expect(warn.ok).toBe(false);
    expect(warn.notices).toEqual([
      { level: 'warning', message: { text: 'Server says' } },
      { level: 'warning', message: { text: 'Name taken' } },
    ]);
    expect(addOutcome(withCode(6, 200, null), 'x').notices[0]).toEqual({
      level: 'warning',
      message: { text: 'Failed here' },
    });
    expect(addOutcome({ status: 200, body: { ...okEnvelope(null), code: 6 } }, 'x').notices[0]).toEqual({
      level: 'warning',
      message: { key: 'crud.addFailed' },
    });
    const failed = addOutcome(withCode(3), 'Vehicle');
    expect(failed.notices.map((n) => n.level)).toEqual(['error', 'error', 'warning']);
    expect(failed.notices[0]).toEqual({ level: 'error', message: { key: 'crud.addFailed' } });
  });
  it('classifies every status and code the same way', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.option(fc.integer({ min: 0, max: 10 })),
        (status, code) => {
          const o = addOutcome({ status, body: code === null ? null : withCode(code, status).body }, 'x');
          const expected = code !== 6 && (status === 200 || status === 201 || code === 0);
          expect(o.ok).toBe(expected);
        },
      ),
    );
  });
  it('update and delete report success or the failure texts', () => {
    expect(updateOutcome({ status: 200, body: okEnvelope(null) }, 'Driver').notices).toEqual([
      { level: 'success', message: { key: 'crud.updated', params: { item: 'Driver' } } },
    ]);
    expect(updateOutcome(withCode(1), 'Driver').notices[0]).toEqual({
      level: 'error',
      message: { key: 'crud.updateFailed' },
    });
    expect(deleteOutcome({ status: 204, body: null }).ok).toBe(true);
    expect(deleteOutcome({ status: 200, body: { ...okEnvelope(null), success: false } }).notices[0]).toEqual({
      level: 'error',
      message: { key: 'crud.deleteFailed' },
    });
    expect(envelopeNotices(null)).toEqual([]);
  });
  it('recognises an empty grid answer', () => {
    expect(isEmptyGridAnswer({ status: 204, body: null })).toBe(true);
    expect(isEmptyGridAnswer({ status: 200, body: okEnvelope([]) })).toBe(true);
    expect(isEmptyGridAnswer({ status: 200, body: okEnvelope(null) })).toBe(true);
    expect(isEmptyGridAnswer({ status: 200, body: okEnvelope([1]) })).toBe(false);
    expect(
      isEmptyGridAnswer(
        { status: 200, body: okEnvelope({ jobList: [] }) },
        (d) => (d as { jobList: unknown[] }).jobList,
      ),
    ).toBe(true);
  });
  it('interpolates parameters', () => {
    expect(interpolate('{{item}} successfully added', { item: 'Order' })).toBe('Order successfully added');
    expect(interpolate('Value must be between {{ min }} and {{max}}.', { min: 1 })).toBe(
      'Value must be between 1 and {{max}}.',
    );
  });
});
