import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addGrant, removeGrant } from './role.schema.js';
import { orderActions, permissionRows, sameGrants } from './role-permissions.rules.js';
import { sameAccess } from './access.schema.js';

const pages = [
  { id: 8, name: 'drivers' },
  { id: 1, name: 'dashboard' },
];
const actions = [
  { id: 4, actionName: 'manage' },
  { id: 1, actionName: 'read' },
  { id: 3, actionName: 'delete' },
  { id: 2, actionName: 'write' },
];

describe('Roles screen permissions', () => {
  it('orders actions read, write, delete, manage', () => {
    expect(orderActions(actions).map((a) => a.actionName)).toEqual(['read', 'write', 'delete', 'manage']);
  });

  it('lists every page in id order with its granted actions once, unknown grants left out', () => {
    const rows = permissionRows(pages, actions, [
      { pageId: 8, actionId: 4 },
      { pageId: 8, actionId: 1 },
      { pageId: 8, actionId: 1 },
      { pageId: 99, actionId: 1 },
      { pageId: 1, actionId: 77 },
    ]);
    expect(rows.map((r) => [r.page.name, r.actions.map((a) => a.actionName)])).toEqual([
      ['dashboard', []],
      ['drivers', ['read', 'manage']],
    ]);
  });

  it('adding then removing a grant gives back the same grants', () => {
    const grant = fc.record({
      pageId: fc.integer({ min: 1, max: 16 }),
      actionId: fc.integer({ min: 1, max: 4 }),
    });
    fc.assert(
      fc.property(fc.array(grant), grant, (list, extra) => {
        const without = removeGrant(list, extra);
        expect(sameGrants(removeGrant(addGrant(without, extra), extra), without)).toBe(true);
        expect(sameGrants(addGrant(addGrant(list, extra), extra), addGrant(list, extra))).toBe(true);
      }),
    );
  });

  it('compares access by role, claims and center, not by order', () => {
    const a = { roles: ['DC Manager'], claims: ['drivers;read', 'dashboard;read'], distributionCenterId: 1 };
    expect(sameAccess(a, { ...a, claims: ['dashboard;read', 'drivers;read'] })).toBe(true);
    expect(sameAccess(a, { ...a, claims: ['dashboard;read'] })).toBe(false);
    expect(sameAccess(a, { ...a, distributionCenterId: 2 })).toBe(false);
  });
});
