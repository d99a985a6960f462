import { useEffect, useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The result page's side drawer (stop details, Plan stats): fixed to the right edge of the
 * window, so it opens in view wherever the page is scrolled, and leaves the map usable (clicking
 * another stop shows that one). Escape and the close button close it.
 */
export function ResultDrawer({
  title,
  onClose,
  children,
  testId,
}: {
  title: string;
  onClose: () => void;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <aside className="side-panel result-drawer" aria-labelledby={id} data-testid={testId}>
      <header className="result-drawer-header">
        <h2 id={id}>{title}</h2>
        <button type="button" className="icon-button" aria-label={t('common.close')} onClick={onClose}>
          ×
        </button>
      </header>
      <div className="result-drawer-body">{children}</div>
    </aside>
  );
}
