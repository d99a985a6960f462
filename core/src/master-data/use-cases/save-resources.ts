import { notice } from '../../shared/message.js';
import type { HttpAnswer, ResourceGateway, ResourceKey } from '../../shared/ports.js';
import {
  addOutcome,
  checkDeleteSelection,
  checkUpdateSelection,
  deleteOutcome,
  updateOutcome,
  type CrudOutcome,
  type NoSelectionWording,
} from '../../shared/resource-crud.rules.js';

async function call<T>(run: () => Promise<HttpAnswer<T>>): Promise<HttpAnswer<T>> {
  try {
    return await run();
  } catch {
    // A transport failure reads like an answer without a body, so the failure texts show.
    return { status: 0, body: null };
  }
}

/** What a save answers: the outcome to show and the server's answer (its refusal names fields). */
export type SaveOutcome = CrudOutcome & { readonly answer: HttpAnswer<unknown> | null };

/** Creates items with one POST of a list; success on 200/201 or code 0, code 6 a warning. */
export async function addResources<T>(
  ports: { gateway: ResourceGateway<T, unknown> },
  items: readonly T[],
  itemName: string,
): Promise<SaveOutcome> {
  const answer = await call(() => ports.gateway.create(items));
  return { ...addOutcome(answer, itemName), answer };
}

/** Updates the one selected row: PUT {resource}/{key}. */
export async function updateResource<T>(
  ports: { gateway: ResourceGateway<T, unknown> },
  input: { selectedKeys: readonly ResourceKey[]; item: T; itemName: string; wording?: NoSelectionWording },
): Promise<SaveOutcome> {
  const check = checkUpdateSelection(input.selectedKeys.length, input.wording);
  if (!check.ok) return { ok: false, notices: [notice('warning', check.error.messageKey)], answer: null };
  const key = input.selectedKeys[0] as ResourceKey;
  const answer = await call(() => ports.gateway.update(key, input.item));
  return { ...updateOutcome(answer, input.itemName), answer };
}

/** Deletes the selected rows: DELETE with the list of keys. */
export async function deleteResources<T>(
  ports: { gateway: ResourceGateway<T, unknown> },
  selectedKeys: readonly ResourceKey[],
): Promise<CrudOutcome> {
  const check = checkDeleteSelection(selectedKeys.length);
  if (!check.ok) return { ok: false, notices: [notice('warning', check.error.messageKey)] };
  return deleteOutcome(await call(() => ports.gateway.remove(selectedKeys)));
}
