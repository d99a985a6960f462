import { describe, expect, it } from 'vitest';
import { failEnvelope, okEnvelope } from '../../shared/envelope.schema.js';
import type { HttpAnswer, ResourceGateway, ResourceKey } from '../../shared/ports.js';
import { DATA_UPLOAD_TEMPLATES } from '../upload.schema.js';
import type { ChosenFile } from '../upload.rules.js';
import { loadResourceGrid } from './load-resource-grid.js';
import { addResources, deleteResources, updateResource } from './save-resources.js';
import { findLastVehicleLocations } from './find-last-vehicle-locations.js';
import { uploadFiles } from './upload-files.js';

type Item = { refNo: string };
type List = { vehicleResultList: Item[] };

function fakeGateway(
  answers: Partial<Record<'list' | 'fallback' | 'write', HttpAnswer<unknown>>>,
  calls: string[] = [],
): ResourceGateway<Item, List> {
  const answer = (k: 'list' | 'fallback' | 'write') =>
    Promise.resolve((answers[k] ?? { status: 200, body: okEnvelope(null) }) as HttpAnswer<never>);
  return {
    resource: 'vehicles',
    list: () => (calls.push('list'), answer('list')),
    fieldOptions: () => answer('write'),
    get: () => answer('write'),
    create: (items) => (calls.push(`create:${items.length}`), answer('write')),
    update: (key: ResourceKey) => (calls.push(`update:${key}`), answer('write')),
    remove: (keys) => (calls.push(`remove:${keys.join(',')}`), answer('write')),
    noContentData: () => (calls.push('fallback'), answer('fallback')),
  };
}
const rows = (d: List) => d.vehicleResultList;

describe('grid loading', () => {
  it('uses the list when it has rows', async () => {
    const calls: string[] = [];
    const g = fakeGateway(
      { list: { status: 200, body: okEnvelope({ vehicleResultList: [{ refNo: 'V1' }] }) } },
      calls,
    );
    const load = await loadResourceGrid({ gateway: g }, { rows });
    expect(load.rows).toEqual([{ refNo: 'V1' }]);
    expect(calls).toEqual(['list']);
  });
  it('falls back on 204 or an empty list, then warns when still empty', async () => {
    const calls: string[] = [];
    const g = fakeGateway(
      {
        list: { status: 204, body: null },
        fallback: { status: 200, body: okEnvelope({ vehicleResultList: [{ refNo: 'demo' }] }) },
      },
      calls,
    );
    expect((await loadResourceGrid({ gateway: g }, { rows })).rows).toEqual([{ refNo: 'demo' }]);
    expect(calls).toEqual(['list', 'fallback']);
    const empty = fakeGateway({
      list: { status: 200, body: okEnvelope({ vehicleResultList: [] }) },
      fallback: { status: 204, body: null },
    });
    const load = await loadResourceGrid(
      { gateway: empty },
      { rows, emptyMessageKey: 'masterData.empty.vehicles' },
    );
    expect(load.notices).toEqual([{ level: 'warning', message: { key: 'masterData.empty.vehicles' } }]);
    expect(load.usedFallback).toBe(true);
    const nulls = fakeGateway({
      list: { status: 200, body: okEnvelope(null) },
      fallback: { status: 200, body: okEnvelope(null) },
    });
    expect((await loadResourceGrid({ gateway: nulls }, { rows })).notices[0]?.message).toEqual({
      key: 'grid.dataNotFound',
    });
  });
});

describe('saving resources', () => {
  it('adds with one list call and reports the outcome', async () => {
    const calls: string[] = [];
    const out = await addResources(
      { gateway: fakeGateway({ write: { status: 201, body: null } }, calls) },
      [{ refNo: 'a' }, { refNo: 'b' }],
      'Vehicle',
    );
    expect(calls).toEqual(['create:2']);
    expect(out.ok).toBe(true);
    const failing = fakeGateway({});
    failing.create = () => Promise.reject(new Error('network'));
    expect(
      (await addResources({ gateway: failing }, [{ refNo: 'a' }], 'Vehicle')).notices[0]?.message,
    ).toEqual({ key: 'crud.addFailed' });
  });
  it('updates only with exactly one selected row', async () => {
    const calls: string[] = [];
    const g = fakeGateway({}, calls);
    expect(
      (await updateResource({ gateway: g }, { selectedKeys: [], item: { refNo: 'a' }, itemName: 'V' }))
        .notices[0]?.message,
    ).toEqual({ key: 'grid.selectRow' });
    expect(
      (
        await updateResource(
          { gateway: g },
          { selectedKeys: ['a', 'b'], item: { refNo: 'a' }, itemName: 'V' },
        )
      ).notices[0]?.message,
    ).toEqual({ key: 'grid.selectAtMostOne' });
    expect(
      (await updateResource({ gateway: g }, { selectedKeys: ['a'], item: { refNo: 'a' }, itemName: 'V' })).ok,
    ).toBe(true);
    expect(calls).toEqual(['update:a']);
  });
  it('deletes the selected keys or asks for a selection', async () => {
    const calls: string[] = [];
    const g = fakeGateway({ write: { status: 400, body: failEnvelope(400, 'In use') } }, calls);
    expect((await deleteResources({ gateway: g }, [])).notices[0]?.message).toEqual({
      key: 'grid.selectAtLeastOne',
    });
    const out = await deleteResources({ gateway: g }, ['a', 'b']);
    expect(calls).toEqual(['remove:a,b']);
    expect(out.notices.map((n) => n.message)).toEqual([{ key: 'crud.deleteFailed' }, { text: 'In use' }]);
  });
});

describe('last vehicle locations', () => {
  const vehicles = [
    { refNo: 'V1', plate: '34A' },
    { refNo: 'V2', plate: '06B' },
  ];
  it('names the vehicles without a location, or warns once for all', async () => {
    const one = {
      lastRecordedLocations: () =>
        Promise.resolve({
          status: 200,
          body: okEnvelope([{ vehicleRefNo: 'V1', latitude: 1, longitude: 2, timestamp: 't' }]),
        }),
    };
    const out = await findLastVehicleLocations({ vehicleLocations: one }, vehicles);
    expect(out.locations).toHaveLength(1);
    expect(out.notices).toEqual([
      {
        level: 'warning',
        message: { key: 'masterData.vehicle.noRecordedLocation', params: { plate: '06B' } },
      },
    ]);
    const none = { lastRecordedLocations: () => Promise.reject(new Error('down')) };
    expect((await findLastVehicleLocations({ vehicleLocations: none }, vehicles)).notices).toEqual([
      { level: 'warning', message: { key: 'masterData.vehicle.noRecordedLocations' } },
    ]);
    expect(await findLastVehicleLocations({ vehicleLocations: none }, [])).toEqual({
      locations: [],
      notices: [],
    });
  });
});

describe('upload all', () => {
  it('sends chosen files in sortOrder and keeps errors per label', async () => {
    const sent: string[] = [];
    const uploads = {
      upload: (kind: string, _file: string, fileName: string) => {
        sent.push(kind);
        if (fileName === 'bad.xlsx')
          return Promise.resolve({
            status: 400,
            body: failEnvelope(400, 'Row 3 invalid', [{ field: 'x', message: 'Missing plate' }]),
          });
        if (fileName === 'worse.xlsx') return Promise.reject(new Error('offline'));
        if (fileName === 'msgs.xlsx')
          return Promise.resolve({
            status: 400,
            body: { ...failEnvelope(400, ''), failResult: null, messages: ['Bad sheet'] },
          });
        return Promise.resolve({ status: 200, body: okEnvelope(null) });
      },
    };
    const chosen = new Map<string, ChosenFile<string>>([
      ['Driver', { label: 'Driver', file: 'd', fileName: 'worse.xlsx' }],
      ['Vehicle', { label: 'Vehicle', file: 'v', fileName: 'bad.xlsx' }],
      ['Location', { label: 'Location', file: 'l', fileName: 'ok.xlsx' }],
      ['Order', { label: 'Order', file: 'o', fileName: 'msgs.xlsx' }],
    ]);
    const out = await uploadFiles({ uploads }, DATA_UPLOAD_TEMPLATES, chosen);
    expect(sent).toEqual(['location', 'order', 'vehicle', 'driver']);
    expect(out).toEqual([
      { label: 'Location', ok: true, errors: [] },
      { label: 'Order', ok: false, errors: [{ text: 'Bad sheet' }] },
      { label: 'Vehicle', ok: false, errors: [{ text: 'Row 3 invalid' }, { text: 'Missing plate' }] },
      { label: 'Driver', ok: false, errors: [{ key: 'common.anErrorOccurred' }] },
    ]);
  });
});
