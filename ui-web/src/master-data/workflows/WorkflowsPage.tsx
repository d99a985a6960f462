import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ColDef } from 'ag-grid-community';
import {
  addOutcome,
  deleteOutcome,
  sortWorkflows,
  updateOutcome,
  type CrudOutcome,
  type StepDefinition,
  type Workflow,
} from '@rota/core';
import { useServices } from '../../composition/services-context.js';
import { GridPage } from '../../grid/GridPage.js';
import { noticeToast } from '../../notify/notice.js';
import { ConfirmDialog } from '../../ui/Modal.js';
import { WorkflowEditor } from './WorkflowEditor.js';
import {
  draftProblem,
  isChanged,
  newWorkflow,
  normalizeWorkflow,
  workflowBody,
  type WorkflowOperationType,
} from './workflow-editor.model.js';
import './workflows.css';

interface Editing {
  original: Workflow;
  draft: Workflow;
}

/** Workflows (spec 02 §2): the grid on the left, the editor of the open workflow on the right. */
export function WorkflowsPage() {
  const { t } = useTranslation();
  const { workflows: gateway, notify } = useServices();
  const [rows, setRows] = useState<Workflow[] | null>(null);
  const [operationTypes, setOperationTypes] = useState<WorkflowOperationType[]>([]);
  const [stepDefinitions, setStepDefinitions] = useState<StepDefinition[]>([]);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [pending, setPending] = useState<(() => void) | null>(null);
  const [nameError, setNameError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const itemName = t('workflowsUi.item');

  const load = useCallback(async () => {
    const result = await gateway.list();
    const list = result.ok ? sortWorkflows(result.data ?? []) : [];
    setRows(list);
  }, [gateway]);

  useEffect(() => {
    void load();
    void gateway.operationTypes().then((r) => r.ok && setOperationTypes(r.data ?? []));
    void gateway.stepDefinitions().then((r) => r.ok && setStepDefinitions(r.data ?? []));
  }, [gateway, load]);

  const show = useCallback(
    (outcome: CrudOutcome) => {
      outcome.notices.forEach((n) => notify(noticeToast(n)));
      return outcome.ok;
    },
    [notify],
  );

  const startEditing = useCallback((workflow: Workflow) => {
    setNameError(null);
    setEditing({ original: workflow, draft: workflow });
  }, []);

  const fetchWorkflow = useCallback(
    async (id: number) => {
      const result = await gateway.get(id);
      if (result.ok) startEditing(normalizeWorkflow(result.data));
      else notify({ kind: 'error', key: 'workflowsUi.loadFailed' });
    },
    [gateway, notify, startEditing],
  );

  /** Leaving unsaved changes asks first. */
  const guarded = useCallback(
    (next: () => void) => {
      if (editing && isChanged(editing.original, editing.draft)) setPending(() => next);
      else next();
    },
    [editing],
  );

  const open = useCallback((id: number) => guarded(() => void fetchWorkflow(id)), [guarded, fetchWorkflow]);

  const columns = useMemo<ColDef<Workflow>[]>(
    () => [
      {
        field: 'name',
        headerName: t('workflowsUi.column.name'),
        cellRenderer: (p: { data?: Workflow }) =>
          p.data ? (
            <button
              type="button"
              className={`link-button${editing?.draft.id === p.data.id ? ' workflow-open' : ''}`}
              aria-label={t('workflowsUi.open', { name: p.data.name })}
              onClick={() => typeof p.data?.id === 'number' && open(p.data.id)}
            >
              {p.data.name}
            </button>
          ) : null,
      },
      {
        field: 'isDefault',
        headerName: t('masterData.workflow.default'),
        maxWidth: 140,
        cellRenderer: (p: { data?: Workflow }) =>
          p.data?.isDefault ? <span className="chip">{t('masterData.workflow.default')}</span> : null,
      },
    ],
    [t, open, editing?.draft.id],
  );

  async function save() {
    if (!editing) return;
    const problem = draftProblem(editing.draft);
    setNameError(problem ? t(problem) : null);
    if (problem) return;
    setBusy(true);
    const body = workflowBody(editing.draft);
    try {
      if ('id' in body) {
        if (show(updateOutcome(await gateway.update(body), itemName))) {
          await load();
          await fetchWorkflow(body.id);
        }
        return;
      }
      const created = await gateway.create(body);
      if (!show(addOutcome(created.answer, itemName))) return;
      const list = await gateway.list();
      const rowsNow = list.ok ? sortWorkflows(list.data ?? []) : [];
      setRows(rowsNow);
      const id = created.id ?? rowsNow.find((row) => row.name === body.name)?.id;
      if (typeof id === 'number') await fetchWorkflow(id);
      else setEditing(null);
    } finally {
      setBusy(false);
    }
  }

  async function setDefault() {
    const id = editing?.draft.id;
    if (typeof id !== 'number') return;
    setBusy(true);
    const answer = await gateway.setDefault(id);
    setBusy(false);
    const outcome = updateOutcome(answer, itemName);
    if (!outcome.ok) return void show(outcome);
    notify({
      kind: 'success',
      key: 'workflowsUi.defaultSet',
      params: { name: editing?.original.name ?? '' },
    });
    setEditing(
      (e) => e && { original: { ...e.original, isDefault: true }, draft: { ...e.draft, isDefault: true } },
    );
    await load();
  }

  return (
    <div className="workflows-layout">
      <div className="workflows-grid">
        <GridPage<Workflow>
          title={t('nav.workflows')}
          rows={rows}
          columns={columns}
          idField="id"
          nameField="name"
          height="75vh"
          can={{ add: false, update: false, info: false }}
          headerExtra={
            <button
              type="button"
              className="button primary"
              onClick={() => guarded(() => startEditing(newWorkflow()))}
            >
              + {t('grid.add')}
            </button>
          }
          onDelete={async (selected) => {
            const ids = selected.flatMap((row) => (typeof row.id === 'number' ? [row.id] : []));
            const ok = show(deleteOutcome(await gateway.remove(ids)));
            if (ok) {
              if (typeof editing?.draft.id === 'number' && ids.includes(editing.draft.id)) setEditing(null);
              await load();
            }
            return ok;
          }}
        />
      </div>
      <div className="workflows-detail">
        {editing ? (
          <WorkflowEditor
            original={editing.original}
            draft={editing.draft}
            operationTypes={operationTypes}
            stepDefinitions={stepDefinitions}
            nameError={nameError}
            busy={busy}
            onChange={(draft) => setEditing((e) => e && { ...e, draft })}
            onUndo={() => startEditing(editing.original)}
            onDiscard={() => setEditing(null)}
            onSave={() => void save()}
            onSetDefault={() => void setDefault()}
          />
        ) : (
          <div className="empty-state workflow-placeholder">
            <p>{t('workflowsUi.selectOrAdd')}</p>
          </div>
        )}
      </div>
      {pending ? (
        <ConfirmDialog
          title={t('workflowsUi.unsaved')}
          message={t('workflowsUi.leaveChanges', {
            name: editing?.original.name || t('workflowsUi.newWorkflow'),
          })}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const next = pending;
            setPending(null);
            next();
          }}
        />
      ) : null}
    </div>
  );
}
