import { z } from 'zod';

/**
 * A server field definition (spec 02 "Form behaviour"). Every part but name and type may be
 * missing; unknown parts are kept so nothing the server sends is lost.
 */
const conditionSchema = z.object({
  dependsOn: z.string(),
  showIf: z.unknown().optional(),
  clearValueIfHidden: z.boolean().optional(),
});

const optionSchema = z.object({ key: z.union([z.string(), z.number(), z.boolean()]), value: z.unknown() });

export interface FieldDefinition {
  name: string;
  type: string;
  displayName?: string | null | undefined;
  prompt?: string | null | undefined;
  description?: string | null | undefined;
  defaultValue?: unknown;
  options?: Array<z.infer<typeof optionSchema>> | null | undefined;
  dataSource?: string | null | undefined;
  dataSourceParameter?:
    | { dependentProperty?: string | null | undefined; parameterName?: string | null | undefined }
    | null
    | undefined;
  validations?:
    Array<{ type: string; value?: unknown; errorMessage?: string | null | undefined }> | null | undefined;
  visibleInUI?: boolean | null | undefined;
  updatable?: boolean | null | undefined;
  disable?: boolean | null | undefined;
  disableWhen?: unknown;
  visibleWhen?: unknown;
  conditions?: Array<z.infer<typeof conditionSchema>> | z.infer<typeof conditionSchema> | null | undefined;
  groupName?: string | null | undefined;
  nestedFields?: FieldDefinition[] | null | undefined;
  minInstance?: number | null | undefined;
  maxInstance?: number | null | undefined;
  defaultInstances?: number | null | undefined;
  uiPosition?:
    | {
        columnIndex?: number | null;
        rawIndex?: number | null;
        order?: number | null;
        sectionName?: string | null;
      }
    | null
    | undefined;
  min?: number | null | undefined;
  max?: number | null | undefined;
}

export const fieldDefinitionSchema: z.ZodType<FieldDefinition> = z.lazy(() =>
  z.looseObject({
    name: z.string(),
    type: z.string(),
    displayName: z.string().nullish(),
    prompt: z.string().nullish(),
    description: z.string().nullish(),
    defaultValue: z.unknown().optional(),
    options: z.array(optionSchema).nullish(),
    dataSource: z.string().nullish(),
    dataSourceParameter: z
      .object({ dependentProperty: z.string().nullish(), parameterName: z.string().nullish() })
      .nullish(),
    validations: z
      .array(
        z.object({ type: z.string(), value: z.unknown().optional(), errorMessage: z.string().nullish() }),
      )
      .nullish(),
    visibleInUI: z.boolean().nullish(),
    updatable: z.boolean().nullish(),
    disable: z.boolean().nullish(),
    disableWhen: z.unknown().optional(),
    visibleWhen: z.unknown().optional(),
    conditions: z.union([z.array(conditionSchema), conditionSchema]).nullish(),
    groupName: z.string().nullish(),
    nestedFields: z.array(fieldDefinitionSchema).nullish(),
    minInstance: z.number().nullish(),
    maxInstance: z.number().nullish(),
    defaultInstances: z.number().nullish(),
    uiPosition: z
      .object({
        columnIndex: z.number().nullish(),
        rawIndex: z.number().nullish(),
        order: z.number().nullish(),
        sectionName: z.string().nullish(),
      })
      .nullish(),
    min: z.number().nullish(),
    max: z.number().nullish(),
  }),
) as z.ZodType<FieldDefinition>;

/** `input-field-options` answers either a bare list or `{ fields: [...] }`-like objects. */
export function readFieldDefinitions(data: unknown): FieldDefinition[] {
  const list = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? (Object.values(data as Record<string, unknown>).find(Array.isArray) ?? [])
      : [];
  const parsed = z.array(fieldDefinitionSchema).safeParse(list);
  if (!parsed.success) {
    console.warn('Field definitions could not be read', parsed.error.message);
    return [];
  }
  return parsed.data;
}
