import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { anyEnvelopeSchema, failEnvelope, okEnvelope } from './envelope.schema.js';

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
    expect(envelope.success).toBe(false);
  });
});
