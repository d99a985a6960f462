import { z } from 'zod';
import { formMessageKeys, type FieldSpec } from '../admin/field-spec.js';
import { optText } from './common.schema.js';

/** Step names the driver app knows. */
export const KNOWN_STEP_NAMES = [
  'enter_contact_name',
  'scan_barcode_in',
  'scan_barcode_out',
  'capture_signature',
  'capture_signature_with_name',
  'capture_photo',
  'enter_atm_cubical',
  'scan_atm_code',
  'service_details',
] as const;

export const stepDefinitionSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: optText,
});
export type StepDefinition = z.infer<typeof stepDefinitionSchema>;

/** A step of one operation type's list; orders start at actionOrder 0. */
export const workflowStepSchema = z.object({
  id: z.number().int().nullish(),
  stepDefinitionId: z.number().int(),
  name: z.string(),
  displayName: optText,
  actionOrder: z.number().int().nonnegative(),
  isRequired: z.boolean(),
});
export type WorkflowStep = z.infer<typeof workflowStepSchema>;

export const workflowActionSchema = z.object({
  id: z.number().int().nullish(),
  operationType: optText,
  operationTypeRefNo: z.string(),
  actionOrder: z.number().int().nonnegative(),
  steps: z.array(workflowStepSchema),
});
export type WorkflowAction = z.infer<typeof workflowActionSchema>;

export const workflowSchema = z.object({
  id: z.number().int().nullish(),
  name: z.string().min(1),
  isDefault: z.boolean(),
  workflowActions: z.array(workflowActionSchema),
});
export type Workflow = z.infer<typeof workflowSchema>;

export const workflowOperationTypeSchema = z.object({ refNo: z.string(), name: z.string() });

/**
 * POST workflow, PUT workflow, DELETE workflow, POST workflow/set-default-workflow. The server
 * numbers operation types and steps from actionOrder 0 by their position in the lists.
 */
export const workflowCreateBodySchema = z.object({
  name: z.string().trim().min(1, formMessageKeys.requiredField).max(128, formMessageKeys.maxLength),
  workflowActions: z.array(workflowActionSchema),
});
export const workflowUpdateBodySchema = workflowCreateBodySchema.extend({ id: z.number().int() });
export const workflowDeleteBodySchema = z.object({ workflowIds: z.array(z.number().int()).min(1) });
export const setDefaultWorkflowBodySchema = z.object({ workflowId: z.number().int() });
export const workflowListSchema = z.array(workflowSchema);
export const stepDefinitionListSchema = z.array(stepDefinitionSchema);
export const workflowOperationTypeListSchema = z.array(workflowOperationTypeSchema);

/** The workflow's own form fields (GET workflow/input-field-options); the lists are edited beside it. */
export const WORKFLOW_FORM_FIELDS: readonly FieldSpec[] = [
  { name: 'name', type: 'text', label: 'masterData.field.name', required: true, maxLength: { value: 128 } },
];
