import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { exportFileName } from '@rota/core';
import { decideMode } from './grid-selection.rules.js';

describe('grid selection rules', () => {
  it('opens Update and Info only with exactly one row', () => {
    fc.assert(
      fc.property(fc.constantFrom('update' as const, 'info' as const), fc.nat(50), (mode, count) => {
        const decision = decideMode(mode, count);
        if (count === 1) expect(decision).toEqual({ ok: true, mode });
        else if (count === 0) expect(decision).toEqual({ ok: false, warningKey: 'grid.selectRow' });
        else expect(decision).toEqual({ ok: false, warningKey: 'grid.selectAtMostOne' });
      }),
    );
    expect(decideMode('update', 0, 'aRow')).toEqual({ ok: false, warningKey: 'grid.selectARow' });
  });

  it('opens Delete with at least one row and Add always', () => {
    fc.assert(
      fc.property(fc.nat(50), (count) => {
        expect(decideMode('add', count)).toEqual({ ok: true, mode: 'add' });
        expect(decideMode('delete', count).ok).toBe(count >= 1);
      }),
    );
    expect(decideMode('delete', 0)).toEqual({ ok: false, warningKey: 'grid.selectAtLeastOne' });
  });

  it('names exports page name plus YYYY_MM_DD_HH_mm in local time, as the CLI does', () => {
    expect(exportFileName('Cargo Types', new Date(2026, 0, 5, 9, 7), 'xlsx')).toBe(
      'Cargo Types_2026_01_05_09_07.xlsx',
    );
    expect(exportFileName('Orders', new Date(2026, 10, 22, 23, 59), 'csv')).toBe(
      'Orders_2026_11_22_23_59.csv',
    );
  });
});
