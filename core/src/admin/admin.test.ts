import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fieldDefinitionSchema } from '../shared/forms/field-definition.schema.js';
import { fieldSpecToSchema, toFieldDefinitions, type Translate } from './field-spec.js';
import { en, tr } from './messages.js';
import { addGrant, claimsFromPageActions, removeGrant } from './role.schema.js';
import { defaultSettings, settingsFieldSpecs, settingsValidation } from './settings.schema.js';
import { userCreateValidation, userFieldSpecs, userUpdateValidation } from './user.schema.js';
import { toFieldMessages } from './validation-messages.js';
import { toggleUserStatus } from './use-cases/toggle-user-status.js';
import { saveRoleClaims } from './use-cases/save-role-claims.js';

/** A tiny translator over the English map, as the server's catalog does it. */
const t: Translate = (key, params = {}) =>
  ((en as Record<string, string>)[key] ?? key).replace(/\{\{(\w+)\}\}/g, (_, name: string) =>
    String(params[name] ?? ''),
  );

const goodUser = {
  email: 'new@demo.rota',
  password: 'Secret!234-depot',
  givenName: 'Ayşe',
  surname: 'Yılmaz',
  phoneNumber: '+905321234567',
  twoFactorEnabled: false,
  role: 'DC Manager',
  distributionCenterId: 1,
};

describe('user form checks', () => {
  it('accepts a complete user', () => {
    expect(userCreateValidation.safeParse(goodUser).success).toBe(true);
  });

  it('names each field with the spec message', () => {
    const result = userCreateValidation.safeParse({
      ...goodUser,
      email: '',
      password: 'short',
      givenName: 'Al',
      surname: 'x'.repeat(37),
      phoneNumber: '+44 20 1234',
      distributionCenterId: null,
    });
    expect(result.success).toBe(false);
    const messages = toFieldMessages(result.error!, t);
    // No composition rules: a long password of lowercase letters alone is taken.
    expect(messages.filter((m) => m.field === 'password')).toHaveLength(1);
    expect(userCreateValidation.safeParse({ ...goodUser, password: 'kamyon yolu kuzey depo' }).success).toBe(
      true,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        { field: 'email', message: 'Email is required.' },
        { field: 'password', message: 'Password must be at least 12 characters.' },
        { field: 'givenName', message: 'First name must be at least 3 characters.' },
        { field: 'surname', message: 'Last name must be a maximum of 36 characters.' },
        { field: 'phoneNumber', message: 'Please enter a valid phone number.' },
        { field: 'distributionCenterId', message: 'Please select a distribution center' },
      ]),
    );
  });

  it('does not ask for a password or a center on update of an Admin', () => {
    const { password: _p, ...rest } = goodUser;
    expect(
      userUpdateValidation.safeParse({ ...rest, role: 'Admin', distributionCenterId: null }).success,
    ).toBe(true);
  });
});

describe('field definitions', () => {
  it('answer the spec shape with texts in the language asked', () => {
    const defs = toFieldDefinitions(userFieldSpecs, t);
    for (const def of defs) expect(fieldDefinitionSchema.parse(def)).toEqual(def);
    const email = defs.find((d) => d.name === 'email');
    expect(email).toMatchObject({ displayName: 'Email', updatable: false, type: 'email' });
    expect(email?.validations?.[0]).toEqual({
      type: 'Required',
      value: null,
      errorMessage: 'Email is required.',
    });
    const dc = defs.find((d) => d.name === 'distributionCenterId');
    expect(dc?.conditions).toEqual([
      { dependsOn: 'role', showIf: ['DC Manager', 'Driver'], clearValueIfHidden: true },
    ]);
    const trT: Translate = (key) => (tr as Record<string, string>)[key] ?? key;
    expect(toFieldDefinitions(userFieldSpecs, trT)[0]?.displayName).toBe('E-posta');
  });

  it('range checks agree with their Range validation', () => {
    const spec = { name: 'n', type: 'number' as const, label: 'x', range: { min: 5, max: 120 } };
    const check = fieldSpecToSchema(spec);
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 1000 }), (n) => {
        expect(check.safeParse(n).success).toBe(n >= 5 && n <= 120);
      }),
    );
    const failure = check.safeParse(200);
    expect(toFieldMessages(failure.error!, t)[0]?.message).toBe('Value must be between 5 and 120.');
  });
});

describe('settings', () => {
  it('accept their own defaults and refuse values outside the options', () => {
    for (const kind of ['general', 'mapping'] as const) {
      expect(settingsValidation[kind].safeParse(defaultSettings(kind)).success).toBe(true);
      expect(settingsFieldSpecs[kind].length).toBeGreaterThan(4);
    }
    expect(
      settingsValidation.general.safeParse({ ...defaultSettings('general'), currency: 'XXX' }).success,
    ).toBe(false);
  });
});

describe('roles', () => {
  const pages = [
    { id: 1, name: 'dashboard' },
    { id: 2, name: 'daily-plan' },
  ];
  const actions = [
    { id: 1, actionName: 'read' },
    { id: 2, actionName: 'write' },
  ];
  it('turns grants into key;action claims', () => {
    expect(
      claimsFromPageActions(
        [
          { pageId: 2, actionId: 2 },
          { pageId: 1, actionId: 1 },
          { pageId: 9, actionId: 1 },
        ],
        pages,
        actions,
      ),
    ).toEqual(['daily-plan;write', 'dashboard;read']);
  });
  it('adds a grant once and removes it', () => {
    const one = addGrant(addGrant([], { pageId: 1, actionId: 1 }), { pageId: 1, actionId: 1 });
    expect(one).toHaveLength(1);
    expect(removeGrant(one, { pageId: 1, actionId: 1 })).toEqual([]);
  });
  it('saves the whole list once per grant and needs a role', async () => {
    const saved: unknown[] = [];
    const roles = {
      saveClaims: async (roleName: string, list: unknown[]) => (
        saved.push({ roleName, list }),
        { ok: true as const, value: null }
      ),
    } as never;
    expect((await saveRoleClaims({ roles }, null, [])).kind).toBe('no-role');
    const out = await saveRoleClaims({ roles }, 'Admin', [
      { pageId: 1, actionId: 1 },
      { pageId: 1, actionId: 1 },
    ]);
    expect(out.kind).toBe('saved');
    expect(saved).toEqual([{ roleName: 'Admin', list: [{ pageId: 1, actionId: 1 }] }]);
  });
  it('flips a user status', async () => {
    const users = { setEnabled: async () => ({ ok: true as const, value: null }) } as never;
    expect(await toggleUserStatus({ users }, { email: 'a@b.co', isEnabled: true })).toMatchObject({
      enabled: false,
      messageKey: 'admin.user.disabled',
    });
  });
});

describe('admin messages', () => {
  it('has Turkish for every key with the same placeholders', () => {
    expect(Object.keys(tr).sort()).toEqual(Object.keys(en).sort());
    const holes = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, text] of Object.entries(en))
      expect(holes(tr[key as keyof typeof en]), key).toEqual(holes(text));
  });
});

describe('fields left out', () => {
  it('count as empty: required ones are named, others take their default', () => {
    const result = userCreateValidation.safeParse({
      email: 'a@b.co',
      password: 'Secret!234-depot',
      givenName: 'Ayşe',
      surname: 'Kaya',
      role: 'Admin',
    });
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      twoFactorEnabled: false,
      phoneNumber: null,
      distributionCenterId: null,
    });
    const missing = userCreateValidation.safeParse({});
    expect(missing.success).toBe(false);
    expect(
      toFieldMessages(missing.error!, t)
        .map((m) => m.field)
        .sort(),
    ).toEqual(['email', 'givenName', 'password', 'role', 'surname']);
  });
});
