import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink } from 'react-router-dom';
import type { LoginToken } from '@rota/core/auth';
import { shortName } from '../auth/access.rules.js';
import { hasScreen } from '../pages/screens.js';
import { Logo } from './Logo.js';
import { visibleNavigation } from './navigation.js';
import { useServerVersion } from './useServerVersion.js';

export function Sidebar({
  user,
  collapsed,
  onToggle,
}: {
  user: LoginToken;
  collapsed: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation();
  const [menuOpen, setMenuOpen] = useState(false);
  const version = useServerVersion(menuOpen);
  const areas = visibleNavigation(user.claims, user.roles, hasScreen);
  const name = shortName(user.givenName, user.surname) || user.email;
  return (
    <nav className={`sidebar${collapsed ? ' collapsed' : ''}`} aria-label={t('nav.home')}>
      <div className="sidebar-head">
        <Link to="/dashboard" className="sidebar-logo" aria-label={t('nav.dashboard')}>
          <Logo size={30} withName={!collapsed} />
        </Link>
        <button
          type="button"
          className="icon-button sidebar-toggle"
          aria-label={collapsed ? t('nav.expand') : t('nav.collapse')}
          aria-expanded={!collapsed}
          onClick={onToggle}
        >
          {collapsed ? '»' : '«'}
        </button>
      </div>
      <div className="sidebar-scroll">
        {areas.map((area, index) => (
          <div className="nav-area" key={area.labelKey ?? `area-${index}`}>
            {area.labelKey && !collapsed ? <div className="nav-area-title">{t(area.labelKey)}</div> : null}
            <ul>
              {area.entries.map((entry) => (
                <li key={entry.path}>
                  <NavLink
                    to={entry.path}
                    className="nav-link"
                    title={collapsed ? t(entry.labelKey) : undefined}
                  >
                    <span className="nav-icon" aria-hidden="true">
                      {entry.icon}
                    </span>
                    <span className="nav-text">{t(entry.labelKey)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <div className="sidebar-user">
        <button
          type="button"
          className="user-button"
          aria-haspopup="menu"
          aria-expanded={menuOpen}
          aria-label={t('nav.userMenu')}
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="avatar" aria-hidden="true">
            {(user.givenName[0] ?? user.email[0] ?? '?').toUpperCase()}
          </span>
          {!collapsed ? (
            <span className="user-text">
              <span className="user-name" data-testid="user-name">
                {name}
              </span>
              <span className="user-role">{user.roles.join(', ')}</span>
            </span>
          ) : null}
        </button>
        {menuOpen ? (
          <ul className="user-menu" role="menu">
            <li role="none">
              <Link role="menuitem" to="/logout">
                {t('nav.logout')}
              </Link>
            </li>
            {version ? (
              <li role="none" className="user-menu-version" data-testid="server-version">
                {t('nav.version', { version: version.version, commit: version.commit })}
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
