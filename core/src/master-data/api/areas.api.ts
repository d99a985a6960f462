import { z } from 'zod';
import type { ApiCall } from '../../daily-plan/api-call.js';
import { centerGeofenceListSchema, centerGeofenceQuerySchema } from '../geofence.schema.js';
import { listQuerySchema } from '../resource-declaration.js';
import {
  setDefaultWorkflowBodySchema,
  stepDefinitionListSchema,
  workflowCreateBodySchema,
  workflowDeleteBodySchema,
  workflowListSchema,
  workflowOperationTypeListSchema,
  workflowSchema,
  workflowUpdateBodySchema,
} from '../workflow.schema.js';

const workflowId = z.object({ id: z.coerce.number().int() });

/** The areas resources' and the upload history's calls beyond the generic helpers (spec 02 section 7). */
export const areasApi = {
  centerGeofences: {
    method: 'GET',
    path: 'distribution-centers/geofences',
    query: centerGeofenceQuerySchema,
    response: centerGeofenceListSchema,
    summary: 'Geofences of distribution centers (distributionCenterIds=1,2) and the shared ones',
  },
  workflows: {
    method: 'GET',
    path: 'workflow',
    query: listQuerySchema,
    response: workflowListSchema,
    summary: 'Workflows with their operation types and steps, the default first',
  },
  workflow: {
    method: 'GET',
    path: 'workflow/:id',
    params: workflowId,
    response: workflowSchema,
    summary: 'One workflow with its operation types and steps',
  },
  workflowOperationTypes: {
    method: 'GET',
    path: 'workflow/operation-types',
    response: workflowOperationTypeListSchema,
    summary: 'Operation types a workflow may hold',
  },
  workflowStepDefinitions: {
    method: 'GET',
    path: 'workflow/step-definitions',
    response: stepDefinitionListSchema,
    summary: 'Step definitions a workflow step may use',
  },
  createWorkflow: {
    method: 'POST',
    path: 'workflow',
    body: workflowCreateBodySchema,
    response: workflowSchema,
    summary: 'Create a workflow; operation types and steps are numbered by position from 0',
  },
  updateWorkflow: {
    method: 'PUT',
    path: 'workflow',
    body: workflowUpdateBodySchema,
    response: workflowSchema,
    summary: 'Replace a workflow’s name, operation types and steps',
  },
  deleteWorkflows: {
    method: 'DELETE',
    path: 'workflow',
    body: workflowDeleteBodySchema,
    response: z.object({ deleted: z.number().int() }),
    summary: 'Delete workflows (never the default one)',
  },
  setDefaultWorkflow: {
    method: 'POST',
    path: 'workflow/set-default-workflow',
    body: setDefaultWorkflowBodySchema,
    response: workflowSchema,
    summary: 'Make a workflow the one default',
  },
  uploadFile: {
    method: 'GET',
    path: 'datauploads/:id/file',
    params: z.object({
      id: z.coerce
        .number()
        .int()
        .positive()
        .max(2 ** 31 - 1),
    }),
    response: 'blob',
    summary: 'The .xlsx file of an upload in the history (404 when the upload kept none)',
  },
} as const satisfies Record<string, ApiCall>;
