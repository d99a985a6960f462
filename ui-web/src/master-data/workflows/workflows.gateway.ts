import { z } from 'zod';
import { toAnswer, type HttpClient } from '@rota/adapters-http';
import {
  stepDefinitionSchema,
  workflowOperationTypeSchema,
  workflowSchema,
  type HttpAnswer,
  type Workflow,
} from '@rota/core';
import type { workflowBody } from './workflow-editor.model.js';

/** A row of the workflows grid (GET workflow); the editor reads the whole workflow by id. */
export const workflowRowSchema = z.looseObject({
  id: z.number().int(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type WorkflowRow = z.infer<typeof workflowRowSchema>;

/** What POST workflow answers: the stored workflow, or at least its id. */
const savedSchema = z.looseObject({ id: z.number().int() }).nullable();

const quiet = { notifyErrors: false } as const;

/** The workflow calls of spec 02 §7 on the shell's HTTP client. */
export function createWorkflowsGateway(http: HttpClient) {
  const write = async (method: 'POST' | 'PUT' | 'DELETE', url: string, data: unknown) =>
    toAnswer(await http.request({ ...quiet, method, url, data })) as HttpAnswer<unknown>;
  return {
    list: () => http.request({ url: 'workflow', emptyFallback: true, schema: z.array(workflowRowSchema) }),
    get: (id: number) => http.request<Workflow>({ url: `workflow/${id}`, schema: workflowSchema }),
    operationTypes: () =>
      http.request({ url: 'workflow/operation-types', schema: z.array(workflowOperationTypeSchema) }),
    stepDefinitions: () =>
      http.request({ url: 'workflow/step-definitions', schema: z.array(stepDefinitionSchema) }),
    /** POST workflow; the answer's id, when it sent one, selects the new workflow. */
    create: async (body: ReturnType<typeof workflowBody>) => {
      const answer = await write('POST', 'workflow', body);
      const saved = savedSchema.safeParse(answer.body?.data ?? null);
      return { answer, id: saved.success ? (saved.data?.id ?? null) : null };
    },
    update: (body: ReturnType<typeof workflowBody>) => write('PUT', 'workflow', body),
    remove: (workflowIds: number[]) => write('DELETE', 'workflow', { workflowIds }),
    setDefault: (workflowId: number) => write('POST', 'workflow/set-default-workflow', { workflowId }),
  };
}
export type WorkflowsGateway = ReturnType<typeof createWorkflowsGateway>;
