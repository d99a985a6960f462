import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { admittedRoles, adminOnly, isAdmitted, shortName } from './access.rules.js';

describe('access rules', () => {
  it('admits Admin, DC Manager and Region Manager; settings Admin only', () => {
    expect(isAdmitted(['DC Manager'], admittedRoles)).toBe(true);
    expect(isAdmitted(['Driver'], admittedRoles)).toBe(false);
    expect(isAdmitted(['Depot Manager'], admittedRoles)).toBe(false);
    expect(isAdmitted(['DC Manager'], adminOnly)).toBe(false);
    expect(isAdmitted(['Admin'], adminOnly)).toBe(true);
  });

  it('cuts the name at 20 characters and leaves short names alone', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (given, surname) => {
        const full = `${given} ${surname}`.trim();
        const shown = shortName(given, surname);
        if (full.length <= 20) expect(shown).toBe(full);
        else expect(shown).toBe(`${full.slice(0, 20)}…`);
      }),
    );
  });
});
