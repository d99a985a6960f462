import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isLoginExpired } from '@rota/core/auth';
import { useServices } from '../composition/services-context.js';
import { isAdmitted } from './access.rules.js';

/** Every protected route needs a stored login; the roles list decides admission. */
export function RequireLogin({ roles, children }: { roles: readonly string[]; children: ReactNode }) {
  const { login, clock } = useServices();
  const location = useLocation();
  const stored = login.load();
  if (!stored) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  if (isLoginExpired(stored, clock.now())) return <ExpiredLogin />;
  if (!isAdmitted(stored.roles, roles)) return <UnauthorizedPage />;
  return <>{children}</>;
}

/** A login whose expiry has passed: say "Login Expired" top-centre and leave for /login. */
function ExpiredLogin() {
  const { login, notify } = useServices();
  useEffect(() => {
    login.clear();
    notify({ kind: 'error', key: 'auth.loginExpired', position: 'top-center' });
  }, [login, notify]);
  return <Navigate to="/login" replace />;
}

export function UnauthorizedPage() {
  const { t } = useTranslation();
  return (
    <div className="empty-state unauthorized" role="alert">
      <div className="empty-icon" aria-hidden="true">
        !
      </div>
      <p>{t('errors.unauthorizedPage')}</p>
    </div>
  );
}
