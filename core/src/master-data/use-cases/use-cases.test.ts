import { describe, expect, it } from 'vitest';
import { failEnvelope, okEnvelope } from '../../shared/envelope.schema.js';
import type { HttpAnswer, ResourceGateway, ResourceKey } from '../../shared/ports.js';
import { addResources, deleteResources, updateResource } from './save-resources.js';

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
