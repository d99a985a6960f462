import type { LocationChange } from '../location-change.schema.js';
import {
  revokeLocationChange,
  saveLocationChange,
  undoLocationChanges,
  type LocationChangeStore,
} from '../location-change.rules.js';
import type { LocationChangeStorage } from '../ports.js';

/** Save a move from the Location Change modal into the job's pending changes. */
export function saveLocationChangeOfJob(
  ports: { readonly storage: LocationChangeStorage },
  jobRefNo: string,
  change: LocationChange,
): LocationChangeStore {
  const store = saveLocationChange(ports.storage.load(), jobRefNo, change);
  ports.storage.save(store);
  return store;
}

/** Revoke one pending change. */
export function revokeLocationChangeOfJob(
  ports: { readonly storage: LocationChangeStorage },
  jobRefNo: string,
  changeId: string,
): LocationChangeStore {
  const store = revokeLocationChange(ports.storage.load(), jobRefNo, changeId);
  ports.storage.save(store);
  return store;
}

/** Undo Changes, once the user confirmed. */
export function undoLocationChangesOfJob(
  ports: { readonly storage: LocationChangeStorage },
  jobRefNo: string,
): LocationChangeStore {
  const store = undoLocationChanges(ports.storage.load(), jobRefNo);
  ports.storage.save(store);
  return store;
}
