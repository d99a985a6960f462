import { emptyPinStore, type PinStore } from '@rota/core/daily-plan';

/** Pinned stops and routes are kept in local storage per job, beside the pending location changes. */
export const pinStorageKey = 'ROTA_PINNED_STOPS';

export interface PinStorage {
  load(): PinStore;
  save(store: PinStore): void;
}

export function createPinStorage(storage: Storage = localStorage): PinStorage {
  return {
    load(): PinStore {
      try {
        const raw = storage.getItem(pinStorageKey);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
          ? (parsed as PinStore)
          : emptyPinStore;
      } catch {
        return emptyPinStore;
      }
    },
    save(store) {
      storage.setItem(pinStorageKey, JSON.stringify(store));
    },
  };
}
