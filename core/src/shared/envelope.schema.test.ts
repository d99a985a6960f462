import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  anyEnvelopeSchema,
  failEnvelope,
  groupValidationMessages,
  okEnvelope,
  validationTexts,
} from './envelope.schema.js';

describe('response envelope', () => {
  it('wraps any JSON value in a valid success envelope', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const envelope = okEnvelope(value);
        expect(anyEnvelopeSchema.parse(envelope)).toEqual(envelope);
        expect(envelope.isSuccess && envelope.success).toBe(true);
      }),
    );
  });

  it('puts the failure message where the client reads it', () => {
    const envelope = failEnvelope(400, 'Bad input', [{ field: 'email', message: 'Email is required' }]);
    expect(anyEnvelopeSchema.parse(envelope).failResult?.failMessage).toBe('Bad input');
    expect(envelope.messages).toEqual(['Bad input', 'Email is required']);
    expect(envelope.validationMessages).toEqual([{ field: 'email', messages: ['Email is required'] }]);
    expect(envelope.success).toBe(false);
  });

  it('gives each field one validation item holding the list of its messages', () => {
    const problems = fc.array(
      fc.record({ field: fc.constantFrom('email', 'password', 'phone'), message: fc.string() }),
    );
    fc.assert(
      fc.property(problems, (list) => {
        const items = groupValidationMessages(list);
        expect(new Set(items.map((i) => i.field)).size).toBe(items.length);
        for (const { field, message } of list) {
          expect(items.find((i) => i.field === field)?.messages).toContain(message);
        }
        expect(validationTexts(items).length).toBe(
          new Set(list.map((p) => `${p.field}\u0000${p.message}`)).size,
        );
      }),
    );
  });
});
