import { z } from 'zod';
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

/** POST workflow, PUT workflow, DELETE workflow, POST workflow/set-default-workflow. */
export const workflowCreateBodySchema = z.object({
  name: z.string().min(1),
  workflowActions: z.array(workflowActionSchema),
});
export const workflowUpdateBodySchema = workflowCreateBodySchema.extend({ id: z.number().int() });
export const workflowDeleteBodySchema = z.object({ workflowIds: z.array(z.number().int()).min(1) });
export const setDefaultWorkflowBodySchema = z.object({ workflowId: z.number().int() });
