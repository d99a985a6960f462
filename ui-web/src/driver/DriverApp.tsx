import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { isLoginExpired, ROLES } from '@rota/core/auth';
import { useStoredLogin } from '../auth/use-current-access.js';
import { useServices } from '../composition/services-context.js';
import { switchLanguage } from '../i18n/index.js';
import { LoginPage } from '../pages/public/LoginPage.js';
import { DriverHome } from './DriverHome.js';
import { StopPage } from './StopPage.js';
import { useDriverApp } from './use-driver-app.js';
import { usePositionReporting } from './use-position-reporting.js';
import './driver.css';

/** The app's manifest and service worker, only on the drivers' pages (scope /driver/). */
function useInstallable() {
  useEffect(() => {
    if (!document.querySelector('link[rel="manifest"]')) {
      const link = document.createElement('link');
      link.rel = 'manifest';
      link.href = '/driver.webmanifest';
      document.head.appendChild(link);
      const theme = document.createElement('meta');
      theme.name = 'theme-color';
      theme.content = '#0b3d4a';
      document.head.appendChild(theme);
    }
    if ('serviceWorker' in navigator && window.isSecureContext) {
      navigator.serviceWorker
        .register('/driver-sw.js', { scope: '/driver/' })
        .catch((error: unknown) => console.warn('Service worker not registered', error));
    }
  }, []);
}

/** The drivers' app under /driver: sign-in (the back office's rules), the route, each visit. */
export function DriverApp() {
  useInstallable();
  return (
    <div className="drv-app">
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="*" element={<SignedIn />} />
      </Routes>
    </div>
  );
}

function SignedIn() {
  const { clock } = useServices();
  const stored = useStoredLogin();
  const location = useLocation();
  if (!stored || isLoginExpired(stored, clock.now()))
    return <Navigate to="/driver/login" replace state={{ from: location.pathname }} />;
  // Planners have the back office; the app is for the Driver role.
  if (!stored.roles.includes(ROLES.driver)) return <Navigate to="/dashboard" replace />;
  return <DriverScreens />;
}

function DriverScreens() {
  const app = useDriverApp();
  const [onDuty, setOnDuty] = useState(() => localStorage.getItem('ROTA_DRIVER_ON_DUTY') === 'true');
  const route = app.routes[0];
  usePositionReporting(route, onDuty, app.enqueue);
  const toggleDuty = () => {
    localStorage.setItem('ROTA_DRIVER_ON_DUTY', String(!onDuty));
    setOnDuty(!onDuty);
  };
  return (
    <>
      <DriverBar app={app} onDuty={onDuty} onToggleDuty={toggleDuty} />
      <Routes>
        <Route index element={<DriverHome app={app} />} />
        <Route path="stops/:jobRefNo/:visitOrder" element={<StopPage app={app} />} />
        <Route path="*" element={<Navigate to="/driver" replace />} />
      </Routes>
    </>
  );
}

function DriverBar({
  app,
  onDuty,
  onToggleDuty,
}: {
  app: ReturnType<typeof useDriverApp>;
  onDuty: boolean;
  onToggleDuty: () => void;
}) {
  const { t, i18n } = useTranslation();
  const waiting = app.pending.items.length;
  return (
    <header className="drv-bar">
      <div className="drv-bar-row">
        <strong className="drv-brand">{t('driverApp.title')}</strong>
        <span className={`drv-net ${app.online ? 'on' : 'off'}`} data-testid="network-state">
          {app.online ? t('driverApp.online') : t('driverApp.offline')}
        </span>
        <button
          type="button"
          className="drv-chip"
          aria-label={t('driverApp.language')}
          onClick={() => switchLanguage(i18n.language === 'tr' ? 'en' : 'tr')}
        >
          {i18n.language === 'tr' ? 'EN' : 'TR'}
        </button>
        <Link className="drv-chip" to="/logout">
          {t('driverApp.signOut')}
        </Link>
      </div>
      <div className="drv-bar-row">
        <button
          type="button"
          className={`drv-button ${onDuty ? 'success' : 'secondary'}`}
          aria-pressed={onDuty}
          onClick={onToggleDuty}
        >
          {onDuty ? t('driverApp.endDuty') : t('driverApp.startDuty')}
        </button>
        <span className="drv-outbox" data-testid="outbox" aria-live="polite">
          {waiting > 0 ? t('driverApp.waiting', { count: waiting }) : t('driverApp.allSent')}
        </span>
        {waiting > 0 && app.online ? (
          <button type="button" className="drv-chip" onClick={() => void app.sendNow()}>
            {t('driverApp.sendNow')}
          </button>
        ) : null}
      </div>
      {app.notices.length > 0 ? (
        <div className="drv-notice" role="status" data-testid="route-notice">
          <ul>
            {app.notices.map((notice) => (
              <li key={`${notice.key}|${notice.params['location'] ?? ''}`}>{t(notice.key, notice.params)}</li>
            ))}
          </ul>
          <button type="button" className="drv-chip" onClick={app.dismissNotices}>
            {t('driverApp.dismiss')}
          </button>
        </div>
      ) : null}
      {app.pending.rejected.map((r) => (
        <p key={r.item.id} className="drv-rejected" role="alert">
          {t('driverApp.rejected', { message: r.message })}{' '}
          <button type="button" className="drv-chip" onClick={app.dismissRejected}>
            {t('driverApp.dismiss')}
          </button>
        </p>
      ))}
    </header>
  );
}
