import { z } from 'zod';

/**
 * One item of the envelope's `validationMessages`: the field it is about and the list of what is
 * wrong with it (spec 01 section 7: "items each holding a list").
 */
export const validationMessageSchema = z.object({
  field: z.string(),
  messages: z.array(z.string()),
});
export type ValidationMessage = z.infer<typeof validationMessageSchema>;

/** One failed check of one field, as code produces it before it is grouped for the envelope. */
export interface EnvelopeFieldProblem {
  field: string;
  message: string;
}

/** Groups problems by field, fields and messages kept in the order they came. */
export function groupValidationMessages(problems: readonly EnvelopeFieldProblem[]): ValidationMessage[] {
  const byField = new Map<string, string[]>();
  for (const { field, message } of problems) {
    const list = byField.get(field) ?? [];
    if (!list.includes(message)) list.push(message);
    byField.set(field, list);
  }
  return [...byField].map(([field, messages]) => ({ field, messages }));
}

/** Every message of the envelope's validation items, in order. */
export function validationTexts(items: readonly ValidationMessage[] | null | undefined): string[] {
  return (items ?? []).flatMap((item) => item.messages);
}

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
  problems: readonly EnvelopeFieldProblem[] = [],
  code: number | null = null,
): Envelope<null> {
  const validationMessages = groupValidationMessages(problems);
  return {
    data: null,
    success: false,
    isSuccess: false,
    code,
    message: failMessage,
    messages: [failMessage, ...validationTexts(validationMessages)],
    statusCode,
    failResult: { failMessage },
    validationMessages,
  };
}
