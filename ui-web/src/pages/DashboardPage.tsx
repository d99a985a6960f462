import { useTranslation } from 'react-i18next';
import { useServices } from '../composition/services-context.js';

/** The landing page after sign-in; the dashboard's cards and charts hang here. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { login } = useServices();
  const user = login.load();
  return (
    <section className="page">
      <h1 className="page-title">{t('dashboard.title')}</h1>
      <p className="muted">{t('dashboard.welcome', { name: user?.givenName || user?.email || '' })}</p>
    </section>
  );
}
