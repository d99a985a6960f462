import { describe, expect, it } from 'vitest';
import { DRIVER_PHOTO_FIELD, driverFormFields, driverPhotoPath } from './driver.rules.js';

describe('driver multipart fields', () => {
  it('send present values as text, without the photo, username in both spellings', () => {
    expect(
      driverFormFields({
        refNo: 'D1',
        givenName: 'Ayşe',
        surname: 'Kaya',
        email: null,
        phone: '',
        username: 'ayse',
        photo: 'AAAA',
        employeeNumber: '7',
      }),
    ).toEqual({
      refNo: 'D1',
      givenName: 'Ayşe',
      surname: 'Kaya',
      employeeNumber: '7',
      userName: 'ayse',
      username: 'ayse',
    });
    expect(driverFormFields({ refNo: 'D2', givenName: 'A', surname: 'B' })).toEqual({
      refNo: 'D2',
      givenName: 'A',
      surname: 'B',
    });
    expect(driverPhotoPath('D 1')).toBe('/driver/D%201/update-photo');
    expect(DRIVER_PHOTO_FIELD).toBe('formFile');
  });
});
