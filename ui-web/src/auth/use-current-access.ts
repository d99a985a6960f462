import { useEffect, useMemo, useSyncExternalStore } from 'react';
import type { AccessGateway } from '@rota/adapters-http';
import { sameAccess } from '@rota/core/admin';
import type { LoginToken } from '@rota/core/auth';
import { useServices } from '../composition/services-context.js';
import { loginStorageKey, type BrowserLoginStore } from './login-store.js';

/** How often an open page reads the signed-in user's claims again (spec 02 §9: 60000 ms). */
export const ACCESS_REFRESH_MS = 60_000;
const changedEvent = 'rota:login-changed';

function subscribe(onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === loginStorageKey) onChange();
  };
  window.addEventListener(changedEvent, onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changedEvent, onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored login, re-rendering when it changes (in this tab or another). */
export function useStoredLogin(): LoginToken | null {
  const { login } = useServices();
  const raw = useSyncExternalStore(subscribe, () => localStorage.getItem(loginStorageKey));
  // The raw text is the snapshot; the parsed login follows it.
  return useMemo(() => (raw ? login.load() : null), [raw, login]);
}

/**
 * Reads the signed-in user's role and claims from the server and, when they changed, stores them
 * in the login so that the sidebar and the route guards follow at once. Failures change nothing
 * (an ended sign-in is the next ordinary call's to report).
 */
export async function refreshAccess(access: AccessGateway, login: BrowserLoginStore): Promise<boolean> {
  const stored = login.load();
  if (!stored) return false;
  const answer = await access.currentAccess();
  const current = login.load();
  if (!answer.ok || !current || current.token !== stored.token) return false;
  if (sameAccess(current, answer.data)) return false;
  const { roles, claims, distributionCenterId, givenName, surname } = answer.data;
  login.save({ ...current, roles, claims, distributionCenterId, givenName, surname });
  window.dispatchEvent(new Event(changedEvent));
  return true;
}

/**
 * Keeps the stored claims fresh: at once, when the window gets focus or shows, on an interval, and
 * whenever the server refuses a call with 403 (the rights may have changed since the last read).
 */
export function useAccessRefresh(): void {
  const { access, login } = useServices();
  useEffect(() => {
    const refresh = () => void refreshAccess(access, login);
    const onVisibility = () => document.visibilityState === 'visible' && refresh();
    refresh();
    window.addEventListener('focus', refresh);
    document.addEventListener('visibilitychange', onVisibility);
    const timer = window.setInterval(refresh, ACCESS_REFRESH_MS);
    const stopWatching = access.onRefused(refresh);
    return () => {
      window.removeEventListener('focus', refresh);
      document.removeEventListener('visibilitychange', onVisibility);
      window.clearInterval(timer);
      stopWatching();
    };
  }, [access, login]);
}
