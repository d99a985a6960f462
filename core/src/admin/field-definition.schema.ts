import { z } from 'zod';

/** Field types of the metadata-driven forms (spec 02 "Form behaviour"). */
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

export const VALIDATION_TYPES = ['Required', 'MinLength', 'MaxLength', 'RegularExpression', 'Range'] as const;

export const fieldValidationSchema = z.object({
  type: z.enum(VALIDATION_TYPES),
  value: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  errorMessage: z.string().nullable(),
});
export type FieldValidation = z.infer<typeof fieldValidationSchema>;

export const fieldOptionSchema = z.object({ key: z.union([z.string(), z.number()]), value: z.string() });
export type FieldOption = z.infer<typeof fieldOptionSchema>;

export const fieldConditionSchema = z.object({
  dependsOn: z.string(),
  showIf: z.array(z.union([z.string(), z.number(), z.boolean()])),
  clearValueIfHidden: z.boolean(),
});

export const uiPositionSchema = z.object({
  columnIndex: z.number().int(),
  rawIndex: z.number().int(),
  order: z.number().int(),
  sectionName: z.string().nullable(),
});

/** One field definition as `GET {resource}/input-field-options` answers it, in the request's language. */
export const fieldDefinitionSchema: z.ZodType<FieldDefinition> = z.lazy(() =>
  z.object({
    name: z.string(),
    displayName: z.string(),
    prompt: z.string().nullable(),
    description: z.string().nullable(),
    type: fieldTypeSchema,
    defaultValue: z.unknown().nullable(),
    options: z.array(fieldOptionSchema).nullable(),
    dataSource: z.string().nullable(),
    dataSourceParameter: z.object({ dependentProperty: z.string(), parameterName: z.string() }).nullable(),
    validations: z.array(fieldValidationSchema),
    visibleInUI: z.boolean(),
    updatable: z.boolean(),
    disable: z.boolean(),
    disableWhen: z.unknown().nullable(),
    visibleWhen: z.unknown().nullable(),
    conditions: z.array(fieldConditionSchema).nullable(),
    groupName: z.string().nullable(),
    nestedFields: z.array(fieldDefinitionSchema).nullable(),
    minInstance: z.number().int().nullable(),
    maxInstance: z.number().int().nullable(),
    defaultInstances: z.number().int().nullable(),
    uiPosition: uiPositionSchema.nullable(),
    min: z.number().nullable(),
    max: z.number().nullable(),
  }),
);

export interface FieldDefinition {
  name: string;
  displayName: string;
  prompt: string | null;
  description: string | null;
  type: FieldType;
  defaultValue?: unknown;
  options: FieldOption[] | null;
  dataSource: string | null;
  dataSourceParameter: { dependentProperty: string; parameterName: string } | null;
  validations: FieldValidation[];
  visibleInUI: boolean;
  updatable: boolean;
  disable: boolean;
  disableWhen?: unknown;
  visibleWhen?: unknown;
  conditions: z.infer<typeof fieldConditionSchema>[] | null;
  groupName: string | null;
  nestedFields: FieldDefinition[] | null;
  minInstance: number | null;
  maxInstance: number | null;
  defaultInstances: number | null;
  uiPosition: z.infer<typeof uiPositionSchema> | null;
  min: number | null;
  max: number | null;
}
