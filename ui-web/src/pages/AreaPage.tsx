import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { breadcrumbFor } from '../layout/navigation.js';

/** A screen of the spec that has no content of its own yet: title and a hint. */
export function AreaPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const crumbs = breadcrumbFor(location.pathname);
  const title = crumbs[crumbs.length - 1];
  return (
    <section className="page">
      <h1 className="page-title">{title ? t(title) : ''}</h1>
      <div className="empty-state">
        <p>{t('placeholder.body')}</p>
      </div>
    </section>
  );
}
