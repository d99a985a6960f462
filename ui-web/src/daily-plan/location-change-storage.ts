import {
  emptyLocationChangeStore,
  type LocationChangeStorage,
  type LocationChangeStore,
} from '@rota/core/daily-plan';

/** Pending location changes are kept in local storage per job between page loads. */
export const locationChangeStorageKey = 'ROTA_LOCATION_CHANGES';

export function createLocationChangeStorage(storage: Storage = localStorage): LocationChangeStorage {
  return {
    load(): LocationChangeStore {
      try {
        const raw = storage.getItem(locationChangeStorageKey);
        const parsed: unknown = raw ? JSON.parse(raw) : null;
        return parsed && typeof parsed === 'object'
          ? (parsed as LocationChangeStore)
          : emptyLocationChangeStore;
      } catch {
        return emptyLocationChangeStore;
      }
    },
    save(store) {
      storage.setItem(locationChangeStorageKey, JSON.stringify(store));
    },
  };
}
