import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { first, sql } from '../../db/database.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';
import { DRIVER_PHOTO_MAX_BYTES } from './drivers.routes.js';
import { multipartBody, seedFleetPlaces, vehicleItem } from './fleet.fixtures.js';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('drivers: multipart forms, photos, scope', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let b: number;
  beforeAll(async () => {
    t = await createTestApp();
    b = t.centers[1];
    await seedFleetPlaces(t);
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
  });
  afterAll(async () => {
    await t?.close();
  });
  const inject = (
    method: 'POST' | 'PUT',
    url: string,
    token: string,
    body: ReturnType<typeof multipartBody>,
  ) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...body.headers },
      payload: body.payload,
    });
  const count = async () =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM drivers`))?.n ?? 0;

  it('creates a driver from multipart form fields, and a list from JSON', async () => {
    const form = multipartBody({
      refNo: 'D-1',
      givenName: 'Ayşe',
      surname: 'Yılmaz',
      employeeNumber: 'E-100',
      email: 'ayse@example.com',
      userName: 'ayse.y',
      employeeStartDate: '2024-01-15',
    });
    const res = await inject('POST', '/api/driver', dc, form);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().message).toBe('Driver successfully added');
    const json = await t.call('POST', '/api/driver', {
      token: admin,
      body: [{ refNo: 'D-B1', givenName: 'Mehmet', surname: 'Kaya', distributionCenterId: b }],
    });
    expect(json.status, JSON.stringify(json.envelope)).toBe(201);

    const list = await t.call('GET', '/api/driver/drivers?givenName=ay', { token: dc });
    expect(list.envelope.data).toMatchObject([
      {
        refNo: 'D-1',
        surname: 'Yılmaz',
        username: 'ayse.y',
        userName: 'ayse.y',
        employeeStartDate: '2024-01-15',
        photo: null,
        defaultVehiclePlate: null,
        distributionCenterId: t.centers[0],
      },
    ]);
    // the DC Manager sees only their center's drivers
    const mine = await t.call('GET', '/api/driver/drivers', { token: dc });
    expect((mine.envelope.data as { refNo: string }[]).map((d) => d.refNo)).toEqual(['D-1']);
  });

  it('updates with multipart form fields (PUT driver/{refNo}), keeping what it leaves out', async () => {
    const res = await inject('PUT', '/api/driver/D-1', dc, multipartBody({ phone: '+90 532 000 00 00' }));
    expect(res.statusCode, res.body).toBe(200);
    const one = await t.call('GET', '/api/driver/D-1', { token: dc });
    expect(one.envelope.data).toMatchObject({
      phone: '+90 532 000 00 00',
      givenName: 'Ayşe',
      employeeNumber: 'E-100',
    });
  });

  it('refuses bad input with the field named and stores nothing', async () => {
    const before = await count();
    const missing = await inject(
      'POST',
      '/api/driver',
      dc,
      multipartBody({ refNo: 'D-2', givenName: 'Ali' }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().validationMessages).toEqual([{ field: '0.surname', messages: ['Required field'] }]);
    const order = await t.call('POST', '/api/driver', {
      token: dc,
      body: [
        {
          refNo: 'D-3',
          givenName: 'Can',
          surname: 'Demir',
          employeeStartDate: '2024-05-01',
          employeeEndDate: '2024-04-01',
        },
      ],
    });
    expect(order.status).toBe(400);
    expect(order.envelope.validationMessages).toEqual([
      { field: '0.employeeEndDate', messages: ['The employment end date may not be before the start date.'] },
    ]);
    const dup = await inject(
      'POST',
      '/api/driver',
      dc,
      multipartBody({ refNo: 'D-4', givenName: 'Can', surname: 'Demir', employeeNumber: 'e-100' }),
    );
    expect(dup.statusCode).toBe(400);
    expect(dup.json().validationMessages.map((m: { field: string }) => m.field)).toEqual([
      '0.employeeNumber',
    ]);
    const email = await t.call('POST', '/api/driver', {
      token: dc,
      body: [{ refNo: 'D-5', givenName: 'Can', surname: 'Demir', email: 'not-an-email' }],
    });
    expect(email.status).toBe(400);
    expect(await count()).toBe(before);
  });

  it('replaces the photo with an image from the field formFile, base64 in the record', async () => {
    const res = await inject(
      'POST',
      '/api/driver/D-1/update-photo',
      dc,
      multipartBody({}, { field: 'formFile', name: 'me.png', type: 'image/png', content: PNG }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const one = await t.call('GET', '/api/driver/D-1', { token: dc });
    expect((one.envelope.data as { photo: string }).photo).toBe(PNG.toString('base64'));
  });

  it('refuses a photo that is not an image, too large, missing, or of another center', async () => {
    const photo = async () =>
      (await first<{ photo: string | null }>(t.db.orm, sql`SELECT photo FROM drivers WHERE ref_no = 'D-1'`))
        ?.photo;
    const kept = await photo();
    const text = await inject(
      'POST',
      '/api/driver/D-1/update-photo',
      dc,
      multipartBody(
        {},
        { field: 'formFile', name: 'me.png', type: 'image/png', content: Buffer.from('hello') },
      ),
    );
    expect(text.statusCode).toBe(400);
    expect(text.json().message).toBe('Only JPEG, PNG, GIF or WebP images can be a photo.');
    const big = Buffer.concat([PNG, Buffer.alloc(DRIVER_PHOTO_MAX_BYTES)]);
    const large = await inject(
      'POST',
      '/api/driver/D-1/update-photo',
      dc,
      multipartBody({}, { field: 'formFile', name: 'big.png', type: 'image/png', content: big }),
    );
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toBe('The photo is larger than 2 MB. Choose a smaller image.');
    const none = await inject('POST', '/api/driver/D-1/update-photo', dc, multipartBody({ note: 'x' }));
    expect(none.statusCode).toBe(400);
    expect((await t.call('POST', '/api/driver/D-1/update-photo', { token: dc, body: {} })).status).toBe(400);
    expect(await photo()).toBe(kept);
    const foreign = await inject(
      'POST',
      '/api/driver/D-B1/update-photo',
      dc,
      multipartBody({}, { field: 'formFile', name: 'me.png', type: 'image/png', content: PNG }),
    );
    expect(foreign.statusCode).toBe(404);
  });

  it("answers another center's driver as a missing one (404): get, update, delete", async () => {
    expect((await t.call('GET', '/api/driver/D-B1', { token: dc })).status).toBe(404);
    expect((await t.call('PUT', '/api/driver/D-B1', { token: dc, body: { phone: '1' } })).status).toBe(404);
    expect((await t.call('DELETE', '/api/driver', { token: dc, body: ['D-B1'] })).status).toBe(404);
    expect(await count()).toBe(2);
  });

  it('refuses to delete the default driver of a vehicle, naming it, and shows its plate', async () => {
    const v = await t.call('POST', '/api/vehicles', {
      token: dc,
      body: [vehicleItem('V-D', '34 DRV 1', { defaultDriverRefNo: 'D-1' })],
    });
    expect(v.status, JSON.stringify(v.envelope)).toBe(201);
    const vehicle = await t.call('GET', '/api/vehicles/V-D', { token: dc });
    expect(vehicle.envelope.data).toMatchObject({
      defaultDriverRefNo: 'D-1',
      defaultDriverName: 'Ayşe Yılmaz',
    });
    const driver = await t.call('GET', '/api/driver/D-1', { token: dc });
    expect(driver.envelope.data).toMatchObject({ defaultVehiclePlate: '34 DRV 1' });
    const refused = await t.call('DELETE', '/api/driver', { token: dc, body: ['D-1'] });
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(
      'Driver "D-1" cannot be deleted: 1 vehicles (as default driver) use it. Nothing was deleted.',
    );
    expect(await count()).toBe(2);
    // another center's driver cannot be a default driver here
    const foreign = await t.call('PUT', '/api/vehicles/V-D', {
      token: dc,
      body: { defaultDriverRefNo: 'D-B1' },
    });
    expect(foreign.status).toBe(400);
  });
});
