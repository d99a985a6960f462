import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KNOWN_STEP_NAMES, workflowListSchema, workflowSchema, type Workflow } from '@rota/core';
import { first, rows, sql } from '../../db/database.js';
import { saveSettings } from '../../admin/settings.repository.js';
import { createTestApp, type TestApp } from '../../testing/test-app.js';

/** Workflows: nested operation types and steps, numbered by position, one default at a time. */
describe('workflows', () => {
  let t: TestApp;
  let admin: string;
  let dc: string;
  let step: Record<string, number>;
  beforeAll(async () => {
    t = await createTestApp();
    [admin, dc] = await Promise.all([t.token('admin@demo.rota'), t.token('dc1@demo.rota')]);
    // Shared master data is written here by a DC Manager too: the general settings allow it.
    await saveSettings(t.db, 'general', { managersWriteSharedData: true }, null);
    await t.db.orm.execute(
      sql`INSERT INTO operation_types (ref_no, name, action) VALUES
          ('OT-DEL', 'Teslimat', 'DELIVERY'), ('OT-PICK', 'Toplama', 'PICKUP'), ('OT-ATM', 'ATM', 'DELIVERY')`,
    );
    // The known steps come with the migrations.
    const definitions = await rows<{ id: number; name: string }>(
      t.db.orm,
      sql`SELECT id, name FROM step_definitions`,
    );
    expect(definitions.map((d) => d.name).sort()).toEqual([...KNOWN_STEP_NAMES].sort());
    step = Object.fromEntries(definitions.map((d) => [d.name, d.id]));
  });
  afterAll(async () => {
    await t?.close();
  });

  const count = async (table: 'workflows' | 'workflow_actions' | 'workflow_steps') =>
    (await first<{ n: number }>(t.db.orm, sql`SELECT count(*)::int AS n FROM ${sql.raw(table)}`))?.n ?? 0;
  const stepOf = (name: string, isRequired: boolean, actionOrder = 9) => ({
    stepDefinitionId: step[name] as number,
    name,
    actionOrder,
    isRequired,
  });
  const delivery = () => ({
    operationTypeRefNo: 'OT-DEL',
    actionOrder: 4,
    steps: [stepOf('scan_barcode_out', true, 7), stepOf('capture_signature', false, 0)],
  });
  const pickup = () => ({
    operationTypeRefNo: 'OT-PICK',
    actionOrder: 0,
    steps: [stepOf('scan_barcode_in', true)],
  });
  let standard: Workflow;

  it('offers the operation types and step definitions to choose from', async () => {
    const types = await t.call('GET', '/api/workflow/operation-types', { token: dc });
    expect(types.envelope.data).toEqual([
      { refNo: 'OT-ATM', name: 'ATM' },
      { refNo: 'OT-DEL', name: 'Teslimat' },
      { refNo: 'OT-PICK', name: 'Toplama' },
    ]);
    const steps = await t.call('GET', '/api/workflow/step-definitions', { token: dc });
    expect((steps.envelope.data as { name: string }[]).map((s) => s.name)).toEqual([...KNOWN_STEP_NAMES]);
  });

  it('creates a workflow with its steps numbered from 0 by position; the first one is the default', async () => {
    const created = await t.call('POST', '/api/workflow', {
      token: admin,
      body: { name: '  Standart teslimat ', workflowActions: [delivery(), pickup()] },
    });
    expect(created.status, JSON.stringify(created.envelope)).toBe(201);
    expect(created.envelope.message).toBe('Workflow successfully added');
    standard = workflowSchema.parse(created.envelope.data);
    expect(standard).toMatchObject({ name: 'Standart teslimat', isDefault: true });
    expect(
      standard.workflowActions.map((a) => [
        a.operationTypeRefNo,
        a.operationType,
        a.actionOrder,
        a.steps.map((s) => [s.name, s.actionOrder, s.isRequired]),
      ]),
    ).toEqual([
      [
        'OT-DEL',
        'Teslimat',
        0,
        [
          ['scan_barcode_out', 0, true],
          ['capture_signature', 1, false],
        ],
      ],
      ['OT-PICK', 'Toplama', 1, [['scan_barcode_in', 0, true]]],
    ]);
    const second = await t.call('POST', '/api/workflow', {
      token: dc,
      body: { name: 'ATM ikmal', workflowActions: [] },
    });
    expect(second.status).toBe(201);
    expect((second.envelope.data as Workflow).isDefault).toBe(false);
  });

  it('refuses unknown or repeated operation types and steps, and a name in use, storing nothing', async () => {
    const before = await Promise.all([
      count('workflows'),
      count('workflow_actions'),
      count('workflow_steps'),
    ]);
    const refused = await t.call('POST', '/api/workflow', {
      token: admin,
      body: {
        name: 'Hatalı',
        workflowActions: [
          delivery(),
          { ...delivery(), steps: [] },
          { operationTypeRefNo: 'OT-NONE', actionOrder: 2, steps: [] },
          {
            operationTypeRefNo: 'OT-ATM',
            actionOrder: 3,
            steps: [
              stepOf('scan_atm_code', true),
              stepOf('scan_atm_code', false),
              { ...stepOf('x', true), stepDefinitionId: 999 },
            ],
          },
        ],
      },
    });
    expect(refused.status).toBe(400);
    expect(refused.envelope.validationMessages).toEqual([
      {
        field: 'workflowActions.1.operationTypeRefNo',
        messages: ['Each operation type can appear only once in a workflow.'],
      },
      {
        field: 'workflowActions.2.operationTypeRefNo',
        messages: ['This operation type was not found. Choose one from the list.'],
      },
      {
        field: 'workflowActions.3.steps.1.stepDefinitionId',
        messages: ['Each step can appear only once per operation type.'],
      },
      {
        field: 'workflowActions.3.steps.2.stepDefinitionId',
        messages: ['This step definition was not found. Choose one from the list.'],
      },
    ]);
    const taken = await t.call('POST', '/api/workflow', {
      token: admin,
      body: { name: 'atm İKMAL', workflowActions: [pickup()] },
    });
    expect(taken.status).toBe(400);
    expect(taken.envelope.validationMessages).toEqual([
      { field: 'name', messages: ['This value is already used by another record.'] },
    ]);
    const blank = await t.call('POST', '/api/workflow', {
      token: admin,
      body: { name: ' ', workflowActions: [] },
    });
    expect(blank.status).toBe(400);
    expect(
      await Promise.all([count('workflows'), count('workflow_actions'), count('workflow_steps')]),
    ).toEqual(before);
  });

  it('reorders steps, toggles required and drops an operation type with PUT', async () => {
    const reordered = {
      id: standard.id as number,
      name: 'Standart teslimat',
      workflowActions: [
        { ...pickup(), steps: [stepOf('enter_contact_name', false), stepOf('scan_barcode_in', false)] },
        { ...delivery(), steps: [stepOf('capture_signature', true), stepOf('scan_barcode_out', true)] },
      ],
    };
    const res = await t.call('PUT', '/api/workflow', { token: admin, body: reordered });
    expect(res.status, JSON.stringify(res.envelope)).toBe(200);
    expect(res.envelope.message).toBe('Workflow successfully updated');
    const again = await t.call('GET', `/api/workflow/${standard.id}`, { token: dc });
    const saved = workflowSchema.parse(again.envelope.data);
    expect(
      saved.workflowActions.map((a) => [
        a.operationTypeRefNo,
        a.actionOrder,
        a.steps.map((s) => [s.name, s.actionOrder, s.isRequired]),
      ]),
    ).toEqual([
      [
        'OT-PICK',
        0,
        [
          ['enter_contact_name', 0, false],
          ['scan_barcode_in', 1, false],
        ],
      ],
      [
        'OT-DEL',
        1,
        [
          ['capture_signature', 0, true],
          ['scan_barcode_out', 1, true],
        ],
      ],
    ]);
    const dropped = await t.call('PUT', '/api/workflow', {
      token: admin,
      body: { ...reordered, workflowActions: reordered.workflowActions.slice(1) },
    });
    expect(dropped.status).toBe(200);
    expect(await count('workflow_actions')).toBe(1);
    expect(await count('workflow_steps')).toBe(2);
    const missing = await t.call('PUT', '/api/workflow', {
      token: admin,
      body: { ...reordered, id: 999_999 },
    });
    expect(missing.status).toBe(404);
  });

  it('keeps one default at a time, listed first', async () => {
    const atm = (
      await first<{ id: number }>(t.db.orm, sql`SELECT id FROM workflows WHERE name = 'ATM ikmal'`)
    )?.id as number;
    const res = await t.call('POST', '/api/workflow/set-default-workflow', {
      token: admin,
      body: { workflowId: atm },
    });
    expect(res.status).toBe(200);
    expect(res.envelope.message).toBe('"ATM ikmal" is now the default workflow');
    const defaults = await rows<{ id: number }>(t.db.orm, sql`SELECT id FROM workflows WHERE is_default`);
    expect(defaults).toEqual([{ id: atm }]);
    const list = await t.call('GET', '/api/workflow?sortBy=name&sortDirection=asc', { token: dc });
    const workflows = workflowListSchema.parse(list.envelope.data);
    expect(workflows.map((w) => [w.name, w.isDefault])).toEqual([
      ['ATM ikmal', true],
      ['Standart teslimat', false],
    ]);
    const again = await t.call('POST', '/api/workflow/set-default-workflow', {
      token: admin,
      body: { workflowId: atm },
    });
    expect(again.status).toBe(200);
    const filtered = await t.call('GET', '/api/workflow?name=stan&pageSize=1&pageIndex=0', { token: dc });
    expect((filtered.envelope.data as Workflow[]).map((w) => w.name)).toEqual(['Standart teslimat']);
    expect(filtered.response.headers['x-total-count']).toBe('1');
    expect((await t.call('GET', '/api/workflow?sortBy=isDefault', { token: dc })).status).toBe(400);
    const unknown = await t.call('POST', '/api/workflow/set-default-workflow', {
      token: admin,
      body: { workflowId: 999_999 },
    });
    expect(unknown.status).toBe(404);
  });

  it('deletes workflows but never the default one', async () => {
    const ids = (await rows<{ id: number }>(t.db.orm, sql`SELECT id FROM workflows ORDER BY id`)).map(
      (r) => r.id,
    );
    const refused = await t.call('DELETE', '/api/workflow', { token: admin, body: { workflowIds: ids } });
    expect(refused.status).toBe(409);
    expect(refused.envelope.message).toBe(
      'The default workflow "ATM ikmal" cannot be deleted. Set another workflow as default first. Nothing was deleted.',
    );
    expect(await count('workflows')).toBe(2);
    const done = await t.call('DELETE', '/api/workflow', {
      token: admin,
      body: { workflowIds: [standard.id as number] },
    });
    expect(done.status).toBe(200);
    expect(await count('workflows')).toBe(1);
    expect(await count('workflow_steps')).toBe(0);
    const gone = await t.call('GET', `/api/workflow/${standard.id}`, { token: admin });
    expect(gone.status).toBe(404);
    expect((await t.call('GET', '/api/workflow/abc', { token: admin })).status).toBe(400);
    const driver = await t.token('driver1@demo.rota');
    expect((await t.call('GET', '/api/workflow', { token: driver })).status).toBe(403);
  });
});
