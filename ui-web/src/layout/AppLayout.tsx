import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { RequireScreenAccess } from '../auth/guards.js';
import { useAccessRefresh, useStoredLogin } from '../auth/use-current-access.js';
import { LanguagePicker } from '../i18n/LanguagePicker.js';
import { breadcrumbFor } from './navigation.js';
import { Sidebar } from './Sidebar.js';

const collapsedKey = 'ROTA_SIDEBAR_COLLAPSED';

export function AppLayout() {
  const { t } = useTranslation();
  const location = useLocation();
  const [collapsed, setCollapsed] = useState(() => localStorage.getItem(collapsedKey) === 'true');
  // Rights change while the page is open: the claims are read again, the sidebar and guards follow.
  useAccessRefresh();
  const user = useStoredLogin();
  if (!user) return <Navigate to="/login" replace />;
  const crumbs = breadcrumbFor(location.pathname);
  const toggle = () =>
    setCollapsed((value) => {
      localStorage.setItem(collapsedKey, String(!value));
      return !value;
    });
  return (
    <div className={`app-shell${collapsed ? ' sidebar-collapsed' : ''}`}>
      <Sidebar user={user} collapsed={collapsed} onToggle={toggle} />
      <div className="app-main">
        <header className="app-header">
          <nav aria-label="breadcrumb" className="breadcrumb">
            <ol>
              {crumbs.map((crumb, index) => (
                <li key={crumb} aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {t(crumb)}
                </li>
              ))}
            </ol>
          </nav>
          <LanguagePicker compact />
        </header>
        <main className="app-content" id="main">
          <RequireScreenAccess>
            <Outlet />
          </RequireScreenAccess>
        </main>
      </div>
    </div>
  );
}
