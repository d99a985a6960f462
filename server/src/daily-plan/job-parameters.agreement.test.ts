import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  territoryPlanParameterSpecs,
  territoryPlanParametersInputSchema,
  validateField,
  type FieldDefinition,
  type FieldSpec,
} from '@rota/core';
import {
  jobInputSchema,
  jobParameterSpecs,
  selectionBoundParameters,
  validateJobParameters,
  type JobParameterSpec,
} from '@rota/core/daily-plan';
import { translate } from '@rota/core/i18n';
import { buildParameters } from '../../../cli/src/actions/job-input.builder.js';
import { parameterFlags } from '../../../cli/src/actions/job-parameter-flags.js';
import { CliError } from '../../../cli/src/io/cli-error.js';
import { parameterIssues } from '../../../ui-web/src/daily-plan/job-modal.model.js';
import { createDailyPlanTestApp, type DailyPlanTestApp } from './testing/daily-plan-test-app.js';
import { jobInput } from './testing/job-helpers.js';

/**
 * One declaration per parameter set, one answer per value: for every numeric parameter at its
 * minimum, its maximum, just outside them, a fraction where whole numbers are asked, emptied and
 * left out, core's schema, the server's route (on PGlite), the CLI's check and the web form's
 * check all accept or all refuse, in the same words from the catalogs.
 */

const SELECTED_VEHICLES = 2;
/** What each layer says of a value: null when it accepts it, else the text a person reads. */
type Verdict = string | null;

let t: DailyPlanTestApp;
let admin: string;
let vehicles: string[];
let definitions: FieldDefinition[];
let territoryDefinitions: FieldDefinition[];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'rota-parameter-agreement-'));
const en = (key: string, params?: Record<string, unknown>) =>
  translate('en', key, params as Record<string, string | number>);

beforeAll(async () => {
  t = await createDailyPlanTestApp({ startQueue: false });
  admin = await t.token('admin@demo.rota');
  const fleet = await t.call<{ vehicleResultList: { refNo: string }[] }>(
    'GET',
    `/api/vehicles?distributionCenterId=${t.centerId}`,
    { token: admin },
  );
  vehicles = fleet.envelope.data.vehicleResultList.slice(0, SELECTED_VEHICLES).map((v) => v.refNo);
  expect(vehicles).toHaveLength(SELECTED_VEHICLES);
  definitions = (
    await t.call<FieldDefinition[]>('GET', '/api/job-parameter/input-field-options', { token: admin })
  ).envelope.data;
  territoryDefinitions = (
    await t.call<FieldDefinition[]>('GET', '/api/territory-planning-job-parameter/input-field-options', {
      token: admin,
    })
  ).envelope.data;
}, 120_000);

afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** The values to try: bounds, just outside, a fraction, emptied and left out. */
function casesOf(
  spec: FieldSpec,
  bounds: { min?: number; max?: number },
): { label: string; value: unknown }[] {
  const step = spec.integer ? 1 : 0.01;
  const cases: { label: string; value: unknown }[] = [
    { label: 'left out', value: undefined },
    { label: 'emptied', value: null },
  ];
  if (bounds.min !== undefined)
    cases.push({ label: 'min', value: bounds.min }, { label: 'below min', value: bounds.min - step });
  if (bounds.max !== undefined)
    cases.push({ label: 'max', value: bounds.max }, { label: 'above max', value: bounds.max + step });
  if (spec.integer) cases.push({ label: 'a fraction', value: (bounds.min ?? 0) + 0.5 });
  return cases;
}

const boundsOf = (spec: JobParameterSpec) =>
  selectionBoundParameters.includes(spec.name as never)
    ? { min: 0, max: SELECTED_VEHICLES }
    : (spec.range ?? {});

/** The other parameters: valid, multi-trip on so that its counts count. */
function dtoWith(name: string, value: unknown): Record<string, unknown> {
  const dto: Record<string, unknown> = {
    minNumberOfVehicles: 0,
    maxNumberOfVehicles: SELECTED_VEHICLES,
    isMultiTrip: true,
    maximumNumberOfTrips: 1,
    timeSpentInDc: 0,
  };
  // Alone, so that "min not above max" does not speak for them.
  if (name === 'minNumberOfVehicles' && typeof value === 'number' && value > 0)
    dto['maxNumberOfVehicles'] = 0;
  if (value === undefined) delete dto[name];
  else dto[name] = value;
  return dto;
}

/** A job of no orders and the selected vehicles, with these parameters. */
const bodyWith = (refNo: string, dto: Record<string, unknown>) => ({
  ...jobInput({ refNo, centerId: t.centerId, orders: [], vehicles, queue: false }),
  jobParameterDto: dto,
});

/**
 * Core's answer: the job input schema (each parameter by its declaration), then core's rules of
 * the parameters against the selected vehicles, as the job modal and POST jobs apply them.
 */
function coreVerdict(name: string, dto: Record<string, unknown>): Verdict {
  const parsed = jobInputSchema.safeParse(bodyWith('CORE-1', dto));
  const issue = parsed.error?.issues.find((i) => i.path.join('.') === `jobParameterDto.${name}`);
  if (!parsed.success && !issue) return `other: ${parsed.error.issues.map((i) => i.message).join()}`;
  if (issue) return en(issue.message, 'params' in issue ? (issue.params as Record<string, unknown>) : {});
  const rule = validateJobParameters(dto, vehicles.length).find((i) => i.field === name);
  return rule ? en(rule.messageKey, rule.params) : null;
}

let refCounter = 0;
async function serverVerdict(name: string, dto: Record<string, unknown>, label: string): Promise<Verdict> {
  refCounter += 1;
  const body = bodyWith(`AGREE-${refCounter}`, dto);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/jobs/partial-job',
    headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
    payload: body,
  });
  if (response.statusCode === 201) return null;
  const answer = response.json() as { validationMessages?: { field: string; messages: string[] }[] };
  const mine = answer.validationMessages?.find((m) => m.field === `jobParameterDto.${name}`)?.messages[0];
  return mine ? stripLabel(mine, label) : `other: ${response.statusCode} ${response.body}`;
}

const stripLabel = (text: string, label: string) =>
  text.startsWith(`${label}: `) ? text.slice(label.length + 2) : text;

function paramsFile(name: string, dto: Record<string, unknown>): string {
  const file = path.join(dir, `${name}.json`);
  fs.writeFileSync(file, JSON.stringify(dto));
  return file;
}

function cliVerdict(name: string, dto: Record<string, unknown>, label: string): Verdict {
  try {
    buildParameters({ params: paramsFile(name, dto) }, SELECTED_VEHICLES);
    return null;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    const mine = error.issues.find((i) => i.field === name);
    return mine ? stripLabel(mine.message, label) : `other: ${error.message}`;
  }
}

/** The same value typed as the parameter's own flag of `rota jobs create`. */
function flagVerdict(name: string, value: unknown): Verdict {
  const flag = parameterFlags.find((f) => f.spec.name === name);
  if (!flag) throw new Error(`rota jobs create has no flag for ${name}`);
  try {
    buildParameters({ [flag.attribute]: value === null ? '' : String(value) }, SELECTED_VEHICLES);
    return null;
  } catch (error) {
    if (!(error instanceof CliError)) throw error;
    const prefix = `Option ${flag.option}: `;
    if (error.message.startsWith(prefix)) return error.message.slice(prefix.length);
    const label = definitions.find((d) => d.name === name)?.displayName ?? name;
    const mine = error.issues.find((i) => i.field === name);
    return mine ? stripLabel(mine.message, label) : `other: ${error.message}`;
  }
}

/**
 * The web form: the modal's submit check (core's rules, shown on the field) over the field's own
 * check from the server's definition, as the metadata form shows them. Values left out start
 * from the definition's default.
 */
function formVerdict(name: string, dto: Record<string, unknown>): { shown: Verdict; blocked: boolean } {
  const issues = parameterIssues(dto, SELECTED_VEHICLES);
  const issue = issues.find((i) => i.field === name);
  const definition = definitions.find((d) => d.name === name) as FieldDefinition;
  const own = validateField(definition, dto[name], { language: 'en', values: dto });
  const ownText = own ? ('text' in own ? own.text : en(own.key, own.params)) : null;
  const shown = issue ? en(issue.messageKey, issue.params) : ownText;
  return { shown, blocked: issues.length > 0 };
}

const numeric = jobParameterSpecs.filter((spec) => spec.range !== undefined);

describe('job parameters: core, server, CLI and form agree', () => {
  it('declares a range for every numeric parameter, and a label in both languages', () => {
    expect(numeric.map((s) => s.name)).toEqual(
      jobParameterSpecs
        .filter((s) => ['number', 'decimalNumber', 'rangeSlider'].includes(s.type))
        .map((s) => s.name),
    );
    for (const spec of jobParameterSpecs) expect(translate('tr', spec.label)).not.toBe(en(spec.label));
  });

  it.each(numeric.map((spec) => [spec.name, spec] as const))('%s', async (name, spec) => {
    const label = definitions.find((d) => d.name === name)?.displayName ?? name;
    for (const { label: what, value } of casesOf(spec, boundsOf(spec))) {
      const dto = dtoWith(name, value);
      const core = coreVerdict(name, dto);
      const where = `${name} ${what} (${String(value)})`;
      expect(await serverVerdict(name, dto, label), `${where}: server`).toBe(core);
      if (value === undefined && core !== null) {
        // Required and left out: the CLI refuses it in the same words or sends its default, which
        // core accepts; the form starts from the definition's default.
        const cli = cliVerdict(name, dto, label);
        if (cli !== null) expect(cli, `${where}: CLI --params`).toBe(core);
        else {
          const sent = { ...dto, ...buildParameters({ params: paramsFile(name, dto) }, SELECTED_VEHICLES) };
          expect(coreVerdict(name, sent), `${where}: CLI's default`).toBeNull();
        }
        const started = { ...dto, [name]: definitions.find((d) => d.name === name)?.defaultValue ?? null };
        expect(coreVerdict(name, started), `${where}: form's default`).toBeNull();
        expect(formVerdict(name, started), `${where}: form`).toEqual({ shown: null, blocked: false });
        continue;
      }
      expect(cliVerdict(name, dto, label), `${where}: CLI --params`).toBe(core);
      if (value !== undefined) expect(flagVerdict(name, value), `${where}: CLI flag`).toBe(core);
      const form = formVerdict(
        name,
        value === undefined ? { ...dto, [name]: spec.defaultValue ?? null } : dto,
      );
      expect(form.shown, `${where}: form`).toBe(core);
      expect(form.blocked, `${where}: form submit`).toBe(core !== null);
    }
  });

  it('refuses half a minute of maximum runtime everywhere, in the same words', async () => {
    const dto = dtoWith('maximumRuntimeInMinutes', 0.5);
    const words = 'Value must be between 1 and 60.';
    const label = 'Maximum Runtime (minutes)';
    expect(coreVerdict('maximumRuntimeInMinutes', dto)).toBe(words);
    expect(await serverVerdict('maximumRuntimeInMinutes', dto, label)).toBe(words);
    expect(cliVerdict('maximumRuntimeInMinutes', dto, label)).toBe(words);
    expect(flagVerdict('maximumRuntimeInMinutes', 0.5)).toBe(words);
    expect(formVerdict('maximumRuntimeInMinutes', dto)).toEqual({ shown: words, blocked: true });
  });
});

describe('territory plan parameters: core, server and form agree', () => {
  const numericTerritory = territoryPlanParameterSpecs.filter((spec) => spec.range !== undefined);

  function territoryCore(name: string, value: unknown): Verdict {
    const parsed = territoryPlanParametersInputSchema.safeParse(value === undefined ? {} : { [name]: value });
    const issue = parsed.error?.issues.find((i) => i.path.join('.') === name);
    return issue
      ? en(issue.message, 'params' in issue ? (issue.params as Record<string, unknown>) : {})
      : null;
  }

  function territoryForm(name: string, value: unknown): Verdict {
    const definition = territoryDefinitions.find((d) => d.name === name) as FieldDefinition;
    const own = validateField(definition, value, { language: 'en', values: { [name]: value } });
    return own ? ('text' in own ? own.text : en(own.key, own.params)) : null;
  }

  /** POST territory-planning-job answers the parameters before it looks for the depot. */
  async function territoryServer(name: string, value: unknown): Promise<Verdict> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/territory-planning-job',
      headers: { authorization: `Bearer ${admin}`, 'accept-language': 'en' },
      payload: {
        jobRefNo: `TP-AGREE-${name}`,
        depotRefNo: 'NO-SUCH-DEPOT',
        locationRefNos: ['NO-SUCH-LOCATION'],
        jobParameterDto: value === undefined ? {} : { [name]: value },
        queue: false,
      },
    });
    const answer = response.json() as { validationMessages?: { field: string; messages: string[] }[] };
    return answer.validationMessages?.find((m) => m.field === `jobParameterDto.${name}`)?.messages[0] ?? null;
  }

  it.each(numericTerritory.map((spec) => [spec.name, spec] as const))('%s', async (name, spec) => {
    for (const { label: what, value } of casesOf(spec, spec.range ?? {})) {
      const core = territoryCore(name, value);
      const where = `${name} ${what} (${String(value)})`;
      expect(await territoryServer(name, value), `${where}: server`).toBe(core);
      if (value !== undefined) expect(territoryForm(name, value), `${where}: form`).toBe(core);
    }
  });
});
