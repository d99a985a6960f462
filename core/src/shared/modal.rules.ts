import { fail, ok, type Result } from './message.js';
import {
  checkDeleteSelection,
  checkUpdateSelection,
  MODAL_MODES,
  type ModalMode,
  type NoSelectionWording,
} from './resource-crud.rules.js';

export function isModalMode(value: unknown): value is ModalMode {
  return typeof value === 'string' && (MODAL_MODES as readonly string[]).includes(value);
}

/**
 * Which modal may open for the current selection: Add always; Update and Info with exactly one
 * row; Delete with at least one. An unknown mode is refused with code UNSUPPORTED_MODE, which
 * the screen only logs.
 */
export function openModal(
  mode: unknown,
  selectedCount: number,
  wording: NoSelectionWording = 'row',
): Result<ModalMode> {
  if (!isModalMode(mode)) return fail('UNSUPPORTED_MODE', 'grid.unsupportedMode');
  if (mode === 'Update' || mode === 'Info') {
    const r = checkUpdateSelection(selectedCount, wording);
    return r.ok ? ok(mode) : r;
  }
  if (mode === 'Delete') {
    const r = checkDeleteSelection(selectedCount);
    return r.ok ? ok(mode) : r;
  }
  return ok(mode);
}
