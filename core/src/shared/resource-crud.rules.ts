import { validationTexts, type Envelope } from './envelope.schema.js';
import { fail, notice, ok, textNotice, type Notice, type Result } from './message.js';
import type { HttpAnswer } from './ports.js';

/** Grid defaults: page size 20 at page index 0; the Locations grid shows 10. */
export const GRID_PAGE_SIZE = 20;
export const LOCATIONS_GRID_PAGE_SIZE = 10;
export const GRID_PAGE_INDEX = 0;
export const GRID_HEIGHTS = ['76vh', '70vh', '75vh', '62vh', '40vh'] as const;
/** Toasts close after 2000 ms at the top right. */
export const TOAST_AUTO_CLOSE_MS = 2000;
/** Server code meaning "done, but look at this" on add. */
export const ADD_WARNING_CODE = 6;
/** More rows than this get the count-based delete confirmation. */
export const DELETE_NAMES_LIMIT = 3;

export const MODAL_MODES = ['Add', 'Update', 'Info', 'Delete', 'closed'] as const;
export type ModalMode = (typeof MODAL_MODES)[number];

/** Which wording a screen uses when nothing is selected for update. */
export type NoSelectionWording = 'row' | 'aRow';

/** Update opens only with exactly one selected row. */
export function checkUpdateSelection(count: number, wording: NoSelectionWording = 'row'): Result<true> {
  if (count === 0) return fail('NO_SELECTION', wording === 'row' ? 'grid.selectRow' : 'grid.selectARow');
  if (count > 1) return fail('TOO_MANY_SELECTED', 'grid.selectAtMostOne');
  return ok(true);
}

/** Delete needs at least one selected row. */
export function checkDeleteSelection(count: number): Result<true> {
  return count >= 1 ? ok(true) : fail('NO_SELECTION', 'grid.selectAtLeastOne');
}

/** Replan, rerun and similar single-row actions need at most one selected row. */
export function checkAtMostOne(count: number): Result<true> {
  return count > 1 ? fail('TOO_MANY_SELECTED', 'grid.selectAtMostOne') : ok(true);
}

/** '{names} will be deleted. Are you sure?', or a count-based text above 3 rows. */
export function deleteConfirmation(names: readonly string[]): Notice {
  return names.length > DELETE_NAMES_LIMIT
    ? notice('warning', 'grid.deleteConfirmMany', { count: names.length })
    : notice('warning', 'grid.deleteConfirm', { names: names.join(', ') });
}

/** The server's failResult.failMessage as an error, each validation message as a warning. */
export function envelopeNotices(body: Envelope<unknown> | null): Notice[] {
  if (!body) return [];
  const out: Notice[] = [];
  const failMessage = body.failResult?.failMessage;
  if (failMessage) out.push(textNotice('error', failMessage));
  for (const text of validationTexts(body.validationMessages)) out.push(textNotice('warning', text));
  return out;
}

const isHttpOk = (status: number) => status === 200 || status === 201;

export type CrudOutcome = { ok: boolean; notices: Notice[] };

/** Add succeeds on HTTP 200 or 201 or code 0; code 6 is a warning; else the failure text. */
export function addOutcome(answer: HttpAnswer<unknown>, item: string): CrudOutcome {
  const code = answer.body?.code ?? null;
  if (code === ADD_WARNING_CODE) {
    const text = answer.body?.message ?? answer.body?.failResult?.failMessage;
    return {
      ok: false,
      notices: [
        text ? textNotice('warning', text) : notice('warning', 'crud.addFailed'),
        ...validationOnly(answer),
      ],
    };
  }
  if (isHttpOk(answer.status) || code === 0) {
    return { ok: true, notices: [notice('success', 'crud.added', { item })] };
  }
  return { ok: false, notices: [notice('error', 'crud.addFailed'), ...envelopeNotices(answer.body)] };
}

function validationOnly(answer: HttpAnswer<unknown>): Notice[] {
  return validationTexts(answer.body?.validationMessages).map((text) => textNotice('warning', text));
}

const succeeded = (answer: HttpAnswer<unknown>) =>
  answer.status >= 200 && answer.status < 300 && answer.body?.success !== false;

/** Update: '{item} successfully updated' or 'update failed. Please try again later'. */
export function updateOutcome(answer: HttpAnswer<unknown>, item: string): CrudOutcome {
  return succeeded(answer)
    ? { ok: true, notices: [notice('success', 'crud.updated', { item })] }
    : { ok: false, notices: [notice('error', 'crud.updateFailed'), ...envelopeNotices(answer.body)] };
}

/** Delete: 'successfully deleted' or 'deletion failed. Please try again later'. */
export function deleteOutcome(answer: HttpAnswer<unknown>): CrudOutcome {
  return succeeded(answer)
    ? { ok: true, notices: [notice('success', 'crud.deleted')] }
    : { ok: false, notices: [notice('error', 'crud.deleteFailed'), ...envelopeNotices(answer.body)] };
}

/** An empty grid answer (204, an empty list or null) triggers the no-content fallback call. */
export function isEmptyGridAnswer(
  answer: HttpAnswer<unknown>,
  pick: (data: unknown) => unknown = (d) => d,
): boolean {
  if (answer.status === 204 || !answer.body) return true;
  const data = answer.body.data === null ? null : pick(answer.body.data);
  return data === null || data === undefined || (Array.isArray(data) && data.length === 0);
}
