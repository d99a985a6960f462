import { describe, expect, it } from 'vitest';
import { toFieldDefinitions, userFieldSpecs } from '@rota/core/admin';
import { needsPhoneConfirmation, userFormFields, userRecord, userRequest } from './user-form.model.js';

const defs = toFieldDefinitions(userFieldSpecs, (key) => key);
const names = (mode: 'add' | 'update', isAdmin: boolean) =>
  userFormFields(defs, mode, isAdmin).map((d) => d.name);

describe('user form', () => {
  it('asks for the password only when adding and the center only of an Admin', () => {
    expect(names('add', true)).toEqual([
      'email',
      'password',
      'givenName',
      'surname',
      'phoneNumber',
      'twoFactorEnabled',
      'role',
      'distributionCenterId',
    ]);
    expect(names('update', true)).not.toContain('password');
    expect(names('add', false)).not.toContain('distributionCenterId');
  });

  it('sends an empty phone as null, trims names and reads the center as a number', () => {
    const body = userRequest(
      {
        email: ' a@b.co ',
        password: 'Strong!1x-depot',
        givenName: ' Ayşe ',
        surname: 'Kaya',
        phoneNumber: '',
        twoFactorEnabled: true,
        role: 'DC Manager',
        distributionCenterId: '3',
      },
      'add',
    );
    expect(body).toEqual({
      email: 'a@b.co',
      password: 'Strong!1x-depot',
      givenName: 'Ayşe',
      surname: 'Kaya',
      phoneNumber: null,
      twoFactorEnabled: true,
      role: 'DC Manager',
      distributionCenterId: 3,
    });
    expect(userRequest({ role: 'Admin', distributionCenterId: null }, 'update')).not.toHaveProperty(
      'password',
    );
  });

  it('asks to confirm a new, changed or unconfirmed phone only', () => {
    expect(needsPhoneConfirmation({ phoneNumber: null }, null)).toBe(false);
    expect(needsPhoneConfirmation({ phoneNumber: '+905551112233' }, null)).toBe(true);
    const confirmed = { phoneNumber: '+905551112233', phoneNumberConfirmed: true };
    expect(needsPhoneConfirmation({ phoneNumber: '+905551112233' }, confirmed)).toBe(false);
    expect(needsPhoneConfirmation({ phoneNumber: '+905551112244' }, confirmed)).toBe(true);
    expect(
      needsPhoneConfirmation({ phoneNumber: '+905551112233' }, { ...confirmed, phoneNumberConfirmed: false }),
    ).toBe(true);
  });

  it('shows a stored user with its role and an empty phone', () => {
    const record = userRecord({
      id: 1,
      email: 'a@b.co',
      username: 'a@b.co',
      givenName: 'Ayşe',
      surname: 'Kaya',
      phoneNumber: null,
      phoneNumberConfirmed: false,
      twoFactorEnabled: false,
      isEnabled: true,
      role: 'Driver',
      roles: ['Driver'],
      distributionCenterId: 2,
      distributionCenterName: 'DC 2',
      createDate: '',
      updateDate: '',
    });
    expect(record).toMatchObject({ role: 'Driver', phoneNumber: '', distributionCenterId: 2 });
  });
});

describe('user form: distribution center', () => {
  it('is required whenever it is shown', () => {
    const center = userFormFields(defs, 'add', true, 'Please select a distribution center').find(
      (d) => d.name === 'distributionCenterId',
    );
    expect(center?.validations).toContainEqual({
      type: 'Required',
      value: null,
      errorMessage: 'Please select a distribution center',
    });
    const conditions = center?.conditions;
    const shownBy = Array.isArray(conditions) ? conditions[0] : conditions;
    expect(shownBy).toMatchObject({ dependsOn: 'role', showIf: ['DC Manager', 'Driver'] });
  });
});
