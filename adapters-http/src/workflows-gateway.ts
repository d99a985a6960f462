import { masterDataApi, type Workflow } from '@rota/core';
import { createApiGateway } from './api-gateway.js';
import type { HttpClient } from './http-client.js';
import { toAnswer } from './resource-gateway.js';

type WorkflowBody = { name: string; workflowActions: Workflow['workflowActions'] };

/**
 * The workflow calls of spec 02 §7 from core's registry. Reads toast their failures; writes
 * answer core's HttpAnswer, so the screen words success and failure with the crud outcome rules.
 */
export function createWorkflowsGateway(http: HttpClient) {
  const read = createApiGateway(http, masterDataApi);
  const write = createApiGateway(http, masterDataApi, { notifyErrors: false });
  return {
    list: () => read.workflows({ query: {} }),
    get: (id: number) => read.workflow({ params: { id } }),
    operationTypes: () => read.workflowOperationTypes(),
    stepDefinitions: () => read.workflowStepDefinitions(),
    /** POST workflow; the stored workflow's id selects it afterwards. */
    create: async (body: WorkflowBody) => {
      const result = await write.createWorkflow({ body });
      return { answer: toAnswer(result), id: result.ok ? (result.data.id ?? null) : null };
    },
    update: async (body: WorkflowBody & { id: number }) => toAnswer(await write.updateWorkflow({ body })),
    remove: async (workflowIds: number[]) => toAnswer(await write.deleteWorkflows({ body: { workflowIds } })),
    setDefault: async (workflowId: number) =>
      toAnswer(await write.setDefaultWorkflow({ body: { workflowId } })),
  };
}
export type WorkflowsGateway = ReturnType<typeof createWorkflowsGateway>;
