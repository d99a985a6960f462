import { z } from 'zod';

/** A validation message names the field it is about and says what is wrong. */
export const validationMessageSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type ValidationMessage = z.infer<typeof validationMessageSchema>;

/** The one response envelope every REST answer uses (spec 01 section 7). */
export const envelopeSchema = <T extends z.ZodType>(data: T) =>
  z.object({
    data: data.nullable(),
    success: z.boolean(),
    isSuccess: z.boolean(),
    code: z.number().int().nullable(),
    message: z.string().nullable(),
    messages: z.array(z.string()),
    statusCode: z.number().int(),
    failResult: z.object({ failMessage: z.string().nullable() }).nullable(),
    validationMessages: z.array(validationMessageSchema),
  });

export const anyEnvelopeSchema = envelopeSchema(z.unknown());
export type Envelope<T = unknown> = Omit<z.infer<typeof anyEnvelopeSchema>, 'data'> & {
  data: T | null;
};

export function okEnvelope<T>(data: T, statusCode = 200, message: string | null = null): Envelope<T> {
  return {
    data,
    success: true,
    isSuccess: true,
    code: null,
    message,
    messages: message ? [message] : [],
    statusCode,
    failResult: null,
    validationMessages: [],
  };
}

export function failEnvelope(
  statusCode: number,
  failMessage: string,
  validationMessages: ValidationMessage[] = [],
  code: number | null = null,
): Envelope<null> {
  return {
    data: null,
    success: false,
    isSuccess: false,
    code,
    message: failMessage,
    messages: [failMessage, ...validationMessages.map((v) => v.message)],
    statusCode,
    failResult: { failMessage },
    validationMessages,
  };
}
