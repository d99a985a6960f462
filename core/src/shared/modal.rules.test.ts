import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isModalMode, openModal } from './modal.rules.js';
import { GRID_PINNING, POLYLINE_WIDTHS } from './ui-constants.js';

describe('modal modes', () => {
  it('open Add always, Update and Info with one row, Delete with some, others refused', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('Add', 'Update', 'Info', 'Delete', 'closed', 'Edit', 42),
        fc.nat(5),
        (mode, n) => {
          const r = openModal(mode, n);
          const expected =
            mode === 'Add' || mode === 'closed'
              ? true
              : mode === 'Update' || mode === 'Info'
                ? n === 1
                : mode === 'Delete'
                  ? n >= 1
                  : false;
          expect(r.ok).toBe(expected);
        },
      ),
    );
    expect(openModal('Edit', 1)).toEqual({
      ok: false,
      error: { code: 'UNSUPPORTED_MODE', messageKey: 'grid.unsupportedMode' },
    });
    expect(openModal('Update', 0, 'aRow')).toMatchObject({
      ok: false,
      error: { messageKey: 'grid.selectARow' },
    });
    expect(openModal('Delete', 0)).toMatchObject({
      ok: false,
      error: { messageKey: 'grid.selectAtLeastOne' },
    });
    expect(isModalMode('Info')).toBe(true);
    expect(GRID_PINNING.left).toEqual(['select']);
    expect(POLYLINE_WIDTHS.selected).toBe(6);
  });
});
