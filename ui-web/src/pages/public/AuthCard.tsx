import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { LanguagePicker } from '../../i18n/LanguagePicker.js';
import { Logo } from '../../layout/Logo.js';

/** The frame of every public page: brand panel on the left, the card on the right. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <aside className="auth-brand" aria-hidden="true">
        <Logo size={44} />
        <p className="auth-tagline">{t('app.tagline')}</p>
        <svg className="auth-route-art" viewBox="0 0 320 200" role="presentation">
          <polyline
            points="20,170 80,120 140,140 200,60 260,90 300,30"
            fill="none"
            stroke="currentColor"
            strokeWidth="6"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
          {[
            [20, 170],
            [80, 120],
            [140, 140],
            [200, 60],
            [260, 90],
            [300, 30],
          ].map(([x, y]) => (
            <circle key={`${x}-${y}`} cx={x} cy={y} r="9" fill="#fff" stroke="currentColor" strokeWidth="4" />
          ))}
        </svg>
      </aside>
      <main className="auth-main">
        <div className="auth-topbar">
          <LanguagePicker />
        </div>
        <section className="auth-card" aria-labelledby="auth-title">
          <h1 id="auth-title">{title}</h1>
          {subtitle ? <p className="auth-subtitle">{subtitle}</p> : null}
          {children}
        </section>
        <footer className="auth-footer">
          <Link to="/legal/privacy-policy">{t('login.privacy')}</Link>
        </footer>
      </main>
    </div>
  );
}
