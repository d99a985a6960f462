import { z } from 'zod';

/** Every field type a server-supplied definition may carry (spec 02 "Form behaviour"). */
export const FIELD_TYPES = [
  'text',
  'textarea',
  'email',
  'number',
  'bigInt',
  'decimalNumber',
  'doubleNumber',
  'money',
  'coordinate',
  'phone',
  'date',
  'datetime',
  'multiDate',
  'time',
  'quarterlyHourTime',
  'boolean',
  'singleSelect',
  'dropdownList',
  'multipleSelect',
  'multiStateToggle',
  'radioButton',
  'reorderableList',
  'rangeSlider',
  'password',
  'tfaCheckbox',
  'daysOfWeek',
  'daysOfMonth',
  'decimalNumberWithCurrency',
  'visitFrequencyParameter',
  'picture',
] as const;
export const fieldTypeSchema = z.enum(FIELD_TYPES);
export type FieldType = z.infer<typeof fieldTypeSchema>;

export const VALIDATION_TYPES = ['Required', 'MinLength', 'MaxLength', 'RegularExpression'] as const;

export const fieldOptionSchema = z.object({ key: z.union([z.string(), z.number()]), value: z.string() });
export type FieldOption = z.infer<typeof fieldOptionSchema>;

export const fieldValidationSchema = z.object({
  type: z.string(),
  value: z.union([z.string(), z.number()]).nullish(),
  errorMessage: z.string().nullish(),
});
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

export const dataSourceParameterSchema = z.object({
  dependentProperty: z.string(),
  parameterName: z.string(),
});

export const fieldConditionSchema = z.object({
  dependsOn: z.string(),
  showIf: z.unknown().optional(),
  clearValueIfHidden: z.boolean().nullish(),
});
export type FieldCondition = z.infer<typeof fieldConditionSchema>;

export const uiPositionSchema = z.object({
  columnIndex: z.number().int().nullish(),
  rawIndex: z.number().int().nullish(),
  order: z.number().int().nullish(),
  sectionName: z.string().nullish(),
});

/** A record of field names to the value(s) they must have. */
const whenSchema = z.record(z.string(), z.unknown());

export interface FieldDefinition {
  name: string;
  displayName?: string | null | undefined;
  prompt?: string | null | undefined;
  description?: string | null | undefined;
  type: FieldType;
  defaultValue?: unknown;
  options?: FieldOption[] | null | undefined;
  dataSource?: string | null | undefined;
  dataSourceParameter?: z.infer<typeof dataSourceParameterSchema> | null | undefined;
  validations?: FieldValidation[] | null | undefined;
  visibleInUI?: boolean | null | undefined;
  updatable?: boolean | null | undefined;
  disable?: boolean | null | undefined;
  disableWhen?: Record<string, unknown> | null | undefined;
  visibleWhen?: Record<string, unknown> | null | undefined;
  conditions?: FieldCondition | FieldCondition[] | null | undefined;
  groupName?: string | null | undefined;
  nestedFields?: FieldDefinition[] | null | undefined;
  minInstance?: number | null | undefined;
  maxInstance?: number | null | undefined;
  defaultInstances?: number | null | undefined;
  uiPosition?: z.infer<typeof uiPositionSchema> | null | undefined;
  min?: number | string | null | undefined;
  max?: number | string | null | undefined;
}

/** The definition of one form field, as GET {resource}/input-field-options returns them. */
export const fieldDefinitionSchema: z.ZodType<FieldDefinition> = z.lazy(() =>
  z.object({
    name: z.string(),
    displayName: z.string().nullish(),
    prompt: z.string().nullish(),
    description: z.string().nullish(),
    type: fieldTypeSchema,
    defaultValue: z.unknown().optional(),
    options: z.array(fieldOptionSchema).nullish(),
    dataSource: z.string().nullish(),
    dataSourceParameter: dataSourceParameterSchema.nullish(),
    validations: z.array(fieldValidationSchema).nullish(),
    visibleInUI: z.boolean().nullish(),
    updatable: z.boolean().nullish(),
    disable: z.boolean().nullish(),
    disableWhen: whenSchema.nullish(),
    visibleWhen: whenSchema.nullish(),
    conditions: z.union([fieldConditionSchema, z.array(fieldConditionSchema)]).nullish(),
    groupName: z.string().nullish(),
    nestedFields: z.array(fieldDefinitionSchema).nullish(),
    minInstance: z.number().int().nonnegative().nullish(),
    maxInstance: z.number().int().nonnegative().nullish(),
    defaultInstances: z.number().int().nonnegative().nullish(),
    uiPosition: uiPositionSchema.nullish(),
    min: z.union([z.number(), z.string()]).nullish(),
    max: z.union([z.number(), z.string()]).nullish(),
  }),
);

export const fieldDefinitionListSchema = z.array(fieldDefinitionSchema);

/** Companion field holding the currency of a decimalNumberWithCurrency field. */
export function currencyFieldName(name: string): string {
  return `${name}CurrencyType`;
}

/** Fields sorted for layout: by section, column, row and order. */
export function sortByPosition(defs: readonly FieldDefinition[]): FieldDefinition[] {
  const key = (d: FieldDefinition) => [
    d.uiPosition?.columnIndex ?? 0,
    d.uiPosition?.rawIndex ?? 0,
    d.uiPosition?.order ?? 0,
  ];
  return [...defs].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return (ka[i] ?? 0) - (kb[i] ?? 0);
    return 0;
  });
}
