import { useCallback, useMemo, useState } from 'react';
import {
  canReoptimize,
  changesOf,
  clearPins,
  pinsOf,
  togglePinnedRoute,
  togglePinnedStop,
  reoptimizeRoute,
  revokeLocationChangeOfJob,
  saveLocationChangeOfJob,
  undoLocationChangesOfJob,
  type AdhocGateway,
  type DomainResult,
  type LocationChange,
  type LocationChangeStorage,
  type PinStore,
  type ReoptimizeOutcome,
} from '@rota/core/daily-plan';
import { createPinStorage, type PinStorage } from './pin-storage.js';

const toggled = (list: readonly string[], values: readonly string[]): string[] =>
  values.every((v) => list.includes(v))
    ? list.filter((v) => !values.includes(v))
    : [...new Set([...list, ...values])];

/**
 * The planner's pending edits of one job: location changes and pinned stops and routes (kept in
 * local storage, as core's rules say, so a reload keeps them), orders to add or remove (on the page).
 */
export function useAdhocEditing(
  jobRefNo: string,
  storage: LocationChangeStorage,
  adhoc: AdhocGateway,
  pinStorage: PinStorage = defaultPinStorage(),
) {
  const [store, setStore] = useState(() => storage.load());
  const [ordersToAdd, setOrdersToAdd] = useState<string[]>([]);
  const [ordersToRemove, setOrdersToRemove] = useState<string[]>([]);
  const [pinStore, setPinStore] = useState(() => pinStorage.load());
  const { stops: pinnedStops, routes: pinnedRoutes } = useMemo(
    () => pinsOf(pinStore, jobRefNo),
    [pinStore, jobRefNo],
  );
  const changePins = (change: (store: PinStore) => PinStore) =>
    setPinStore((store) => {
      const next = change(store);
      pinStorage.save(next);
      return next;
    });
  const changes = useMemo(() => changesOf(store, jobRefNo), [store, jobRefNo]);
  const ports = useMemo(() => ({ storage }), [storage]);

  const clearPage = () => {
    setOrdersToAdd([]);
    setOrdersToRemove([]);
    changePins((store) => clearPins(store, jobRefNo));
  };
  return {
    changes,
    ordersToAdd,
    ordersToRemove,
    pinnedStops,
    pinnedRoutes,
    canReoptimize: canReoptimize(changes, { ordersToAdd, ordersToRemove }),
    hasEdits: changes.length + ordersToAdd.length + ordersToRemove.length > 0,
    save: (change: LocationChange) => setStore(saveLocationChangeOfJob(ports, jobRefNo, change)),
    revoke: (id: string) => setStore(revokeLocationChangeOfJob(ports, jobRefNo, id)),
    undo: () => {
      setStore(undoLocationChangesOfJob(ports, jobRefNo));
      clearPage();
    },
    reload: useCallback(() => {
      setStore(storage.load());
      setPinStore(pinStorage.load());
    }, [storage, pinStorage]),
    addOrders: (refNos: readonly string[]) => setOrdersToAdd((list) => [...new Set([...list, ...refNos])]),
    dropAdded: (refNo: string) => setOrdersToAdd((list) => list.filter((r) => r !== refNo)),
    toggleRemove: (refNos: readonly string[]) => setOrdersToRemove((list) => toggled(list, refNos)),
    togglePinStop: (id: string) => changePins((store) => togglePinnedStop(store, jobRefNo, id)),
    togglePinRoute: (id: string) => changePins((store) => togglePinnedRoute(store, jobRefNo, id)),
    reoptimize: async (parentRouteId: string): Promise<DomainResult<ReoptimizeOutcome>> => {
      const answer = await reoptimizeRoute(
        { adhoc, storage },
        {
          jobRefNo,
          parentRouteId,
          ordersToAdd,
          ordersToRemove,
          pinnedRouteLocationIds: pinnedStops,
          pinnedRouteVehicleIds: pinnedRoutes,
        },
      );
      if (answer.ok) {
        setStore(storage.load());
        clearPage();
      }
      return answer;
    },
  };
}
let sharedPinStorage: PinStorage | null = null;
/** The browser's pin storage, made once. */
function defaultPinStorage(): PinStorage {
  sharedPinStorage ??= createPinStorage();
  return sharedPinStorage;
}

export type AdhocEditing = ReturnType<typeof useAdhocEditing>;
