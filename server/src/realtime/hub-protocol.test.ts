import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { groupKeyFromQuery, groupName, groupsOf } from './hub-groups.js';
import { parseMessage, splitRecords, writeRecord } from './hub-protocol.js';

describe('hub protocol records', () => {
  it('splits any sequence of records back into the messages, however the text is cut', () => {
    const message = fc.record({
      type: fc.constant(1),
      target: fc.string(),
      arguments: fc.array(fc.jsonValue()),
    });
    fc.assert(
      fc.property(fc.array(message), fc.nat(), (messages, cutAt) => {
        const text = messages.map(writeRecord).join('');
        const cut = text.length === 0 ? 0 : cutAt % (text.length + 1);
        const first = splitRecords(text.slice(0, cut));
        const second = splitRecords(first.rest + text.slice(cut));
        expect(second.rest).toBe('');
        expect([...first.records, ...second.records].map((r) => JSON.parse(r))).toEqual(
          messages.map((m) => JSON.parse(JSON.stringify(m))),
        );
      }),
    );
  });

  it('rejects records without a known type or with a malformed invocation', () => {
    expect(parseMessage('{"type":99}').ok).toBe(false);
    expect(parseMessage('not json').ok).toBe(false);
    expect(parseMessage('{"type":1,"target":"X"}').ok).toBe(false);
    expect(parseMessage('{"type":3}').ok).toBe(false);
    expect(parseMessage('{"type":1,"invocationId":5,"target":"X","arguments":[]}').ok).toBe(false);
    expect(parseMessage('{"type":6}')).toEqual({ ok: true, value: { type: 6 } });
  });
});

describe('hub groups', () => {
  const value = fc.oneof(fc.string({ minLength: 1 }), fc.integer());

  it('puts a connection in the group of every non-empty part of its address', () => {
    fc.assert(
      fc.property(
        fc.option(value, { nil: undefined }),
        fc.option(value, { nil: undefined }),
        fc.option(value, { nil: undefined }),
        (jobRefNo, routeId, vehicleRefNo) => {
          const key = {
            ...(jobRefNo !== undefined && { jobRefNo }),
            ...(routeId !== undefined && { routeId }),
            ...(vehicleRefNo !== undefined && { vehicleRefNo }),
          };
          const groups = groupsOf(key);
          const size = Object.keys(key).length;
          expect(groups).toHaveLength(2 ** size - 1);
          expect(new Set(groups).size).toBe(groups.length);
          if (size > 0) expect(groups).toContain(groupName(key));
          if (jobRefNo !== undefined) expect(groups).toContain(groupName({ jobRefNo }));
        },
      ),
    );
  });

  it('reads the parameters from a query case-insensitively and ignores the rest', () => {
    expect(
      groupKeyFromQuery({ JobRefNo: 'J 1', routeid: '4', id: 'x', access_token: 't', vehicleRefNo: '' }),
    ).toEqual({
      jobRefNo: 'J 1',
      routeId: '4',
    });
    expect(groupName({ vehicleRefNo: 'V&1', jobRefNo: 'J 1' })).toBe('jobRefNo=J%201&vehicleRefNo=V%261');
  });
});
