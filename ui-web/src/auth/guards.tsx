import { useEffect, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLoginExpired, ROLES, SESSION_EXPIRED_REDIRECT_MS } from '@rota/core/auth';
import { useServices } from '../composition/services-context.js';
import { entryFor, isEntryAllowed } from '../layout/navigation.js';
import { isAdmitted } from './access.rules.js';
import { useStoredLogin } from './use-current-access.js';

/**
 * Every protected route needs a stored login; the roles list decides admission. A Driver goes to
 * the drivers' app (/driver); any other role not admitted sees the unauthorized page, with Sign out.
 */
export function RequireLogin({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const { clock } = useServices();
  const location = useLocation();
  const stored = useStoredLogin();
  if (!stored) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (isLoginExpired(stored, clock.now())) return <ExpiredLogin />;
  if (!isAdmitted(stored.roles, roles)) {
    return stored.roles.includes(ROLES.driver) ? (
      <Navigate to="/driver" replace />
    ) : (
      <UnauthorizedPage signOut />
    );
  }
  return <>{children}</>;
}

/**
 * Inside the signed-in layout: the screen of the current path needs `read` on its sidebar key (and
 * Admin for admin-only screens), read from the stored claims, which follow the server's.
 */
export function RequireScreenAccess({ children }: { children: ReactNode }) {
  const location = useLocation();
  const stored = useStoredLogin();
  const found = entryFor(location.pathname);
  if (stored && found && !isEntryAllowed(found.entry, stored.claims, stored.roles)) {
    return <UnauthorizedPage />;
  }
  return <>{children}</>;
}

/**
 * A login whose expiry has passed: say "Login Expired" top-centre, and leave for /login after
 * the spec's 2000 ms, so the notice can be read.
 */
function ExpiredLogin() {
  const { login, notify } = useServices();
  const [leave, setLeave] = useState(false);
  useEffect(() => {
    notify({ kind: 'error', key: 'auth.loginExpired', position: 'top-center' });
    const timer = setTimeout(() => {
      login.clear();
      setLeave(true);
    }, SESSION_EXPIRED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [login, notify]);
  return leave ? <Navigate to="/login" replace /> : null;
}

function SignOut() {
  const { t } = useTranslation();
  return (
    <Link to="/logout" className="button primary">
      {t('adminUi.signOut')}
    </Link>
  );
}

export function UnauthorizedPage({ signOut = false }: { signOut?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="empty-state unauthorized" role="alert">
      <div className="empty-icon" aria-hidden="true">
        !
      </div>
      <p>{t('errors.unauthorizedPage')}</p>
      {signOut ? <SignOut /> : null}
    </div>
  );
}
