import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Logo } from '../../layout/Logo.js';

export function PrivacyPolicyPage() {
  const { t } = useTranslation();
  const sections = ['location', 'camera', 'sharing'] as const;
  return (
    <main className="legal-page">
      <header className="legal-header">
        <Link to="/login" aria-label={t('nav.home')}>
          <Logo size={32} />
        </Link>
      </header>
      <article className="legal-article">
        <h1>{t('privacy.title')}</h1>
        <p className="muted">{t('privacy.updated')}</p>
        <p>{t('privacy.intro')}</p>
        {sections.map((section) => (
          <section key={section}>
            <h2>{t(`privacy.${section}Title`)}</h2>
            <p>{t(`privacy.${section}`)}</p>
          </section>
        ))}
      </article>
    </main>
  );
}
