import type { Toast } from '@rota/adapters-http';

export interface ShownToast {
  id: number;
  toast: Toast;
}

type Listener = (toasts: ShownToast[]) => void;

/** Toasts close themselves after 2000 ms (spec 01 §9). */
export const toastLifetimeMs = 2000;

let nextId = 1;
let shown: ShownToast[] = [];
const listeners = new Set<Listener>();

function publish() {
  for (const listener of listeners) listener(shown);
}

export function showToast(toast: Toast): void {
  const id = nextId++;
  shown = [...shown, { id, toast }];
  publish();
  setTimeout(() => dismissToast(id), toastLifetimeMs);
}

export function dismissToast(id: number): void {
  shown = shown.filter((entry) => entry.id !== id);
  publish();
}

export function subscribeToasts(listener: Listener): () => void {
  listeners.add(listener);
  listener(shown);
  return () => listeners.delete(listener);
}
