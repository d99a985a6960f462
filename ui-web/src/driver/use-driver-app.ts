import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { createApiGateway } from '@rota/adapters-http';
import { driverApi, type DriverRoute, type VisitEventType } from '@rota/core/tracking';
import { useServices } from '../composition/services-context.js';
import {
  createOutbox,
  outboxStorageKey,
  outcomeOf,
  parseOutboxState,
  type NewOutboxItem,
  type OutboxItem,
} from './driver-outbox.js';
import { routeChangeNotices, type RouteNotice } from './route-change.js';

/** The last routes read from the server, so the app opens offline too. */
const routesStorageKey = 'ROTA_DRIVER_ROUTES';
/** Waits between two attempts at sending the outbox while items wait. */
const RETRY_MS = 10_000;

const outbox = createOutbox();

function cachedRoutes(): DriverRoute[] {
  try {
    return JSON.parse(localStorage.getItem(routesStorageKey) ?? '[]') as DriverRoute[];
  } catch {
    return [];
  }
}

export function useOnline(): boolean {
  return useSyncExternalStore(
    (listener) => {
      window.addEventListener('online', listener);
      window.addEventListener('offline', listener);
      return () => {
        window.removeEventListener('online', listener);
        window.removeEventListener('offline', listener);
      };
    },
    () => navigator.onLine,
  );
}

export function useOutboxState() {
  return useSyncExternalStore(outbox.subscribe, () => localStorage.getItem(outboxStorageKey));
}

/**
 * The driver's side of the app: today's routes (read again when the server says they changed,
 * when the network returns and when the app comes to the front), the outbox and its sending.
 */
export function useDriverApp() {
  const { http, realtime } = useServices();
  const api = useMemo(() => createApiGateway(http, driverApi, { notifyErrors: false }), [http]);
  const [routes, setRoutes] = useState<DriverRoute[]>(cachedRoutes);
  const [loaded, setLoaded] = useState(false);
  const [notices, setNotices] = useState<RouteNotice[]>([]);
  const current = useRef(routes);
  const online = useOnline();
  const outboxRaw = useOutboxState();
  const pending = useMemo(() => parseOutboxState(outboxRaw), [outboxRaw]);

  const reload = useCallback(async () => {
    const answer = await api.driverRoutes({ query: {} });
    if (answer.ok) {
      localStorage.setItem(routesStorageKey, JSON.stringify(answer.data));
      current.current = answer.data;
      setRoutes(answer.data);
    }
    setLoaded(true);
    return answer.ok ? answer.data : null;
  }, [api]);

  const send = useCallback(
    async (item: OutboxItem) => {
      if (!navigator.onLine) return { kind: 'retry' as const };
      const answer =
        item.kind === 'visit'
          ? await api.driverVisitEvents({ body: item.body })
          : item.kind === 'step'
            ? await api.driverStepResults({ body: item.body })
            : await api.driverPositions({ body: item.body });
      return outcomeOf(answer);
    },
    [api],
  );

  const flush = useCallback(async () => {
    const before = outbox.state().items.some((i) => i.kind !== 'positions');
    await outbox.flush(send);
    if (before && outbox.state().items.length === 0) await reload();
  }, [send, reload]);

  const enqueue = useCallback(
    (items: NewOutboxItem[]) => {
      for (const item of items) outbox.add(item);
      void flush();
    },
    [flush],
  );

  useEffect(() => {
    void reload().then(flush);
    const subscription = realtime.driverRoutes.routeUpdates().subscribe((update) => {
      const before = current.current;
      void reload().then((after) => {
        // A planner moved a stop: say briefly what changed on this route.
        if (update.change !== 'DISPATCH' || !after) return;
        const changed = routeChangeNotices(before, after, update.jobRefNo);
        if (changed.length > 0) setNotices(changed);
      });
    });
    const onFront = () => {
      if (document.visibilityState === 'visible') void reload().then(flush);
    };
    document.addEventListener('visibilitychange', onFront);
    return () => {
      subscription.unsubscribe();
      document.removeEventListener('visibilitychange', onFront);
    };
  }, [realtime, reload, flush]);

  useEffect(() => {
    if (!online) return;
    void flush().then(reload);
    const timer = setInterval(() => {
      if (outbox.state().items.length > 0) void flush();
    }, RETRY_MS);
    return () => clearInterval(timer);
  }, [online, flush, reload]);

  return {
    routes,
    loaded,
    online,
    pending,
    enqueue,
    dismissRejected: outbox.dismissRejected,
    /** What a planner's last change did to the route, until dismissed. */
    notices,
    dismissNotices: () => setNotices([]),
    sendNow: flush,
  };
}

/** A stop's state: the server's, or the last visit event still waiting in the outbox. */
export function stopStatus(
  route: DriverRoute,
  visitOrder: number,
  waiting: readonly OutboxItem[],
): VisitEventType | null {
  const queued = waiting
    .filter(
      (i): i is Extract<OutboxItem, { kind: 'visit' }> =>
        i.kind === 'visit' &&
        i.body.jobRefNo === route.jobRefNo &&
        i.body.visitOrder === visitOrder &&
        i.body.orderRefNo === undefined,
    )
    .at(-1);
  return queued?.body.event ?? route.stops.find((s) => s.visitOrder === visitOrder)?.status ?? null;
}

export const isFinished = (status: VisitEventType | null) =>
  status === 'COMPLETED' || status === 'FAILED' || status === 'CANCELLED';
