import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

export interface TabChoice {
  id: string;
  labelKey: string;
}

/** The tab a screen shows, kept in the address (`?tab=`) so a reload or a link opens it again. */
export function useScreenTab(tabs: readonly TabChoice[]): [string, (id: string) => void] {
  const [params, setParams] = useSearchParams();
  const wanted = params.get('tab');
  const current = tabs.find((tab) => tab.id === wanted)?.id ?? tabs[0]?.id ?? '';
  const choose = (id: string) =>
    setParams(
      (before) => {
        const next = new URLSearchParams(before);
        next.set('tab', id);
        return next;
      },
      { preventScrollReset: true },
    );
  return [current, choose];
}

/** The tab bar of a master-data screen (hidden when the screen has one tab). */
export function ScreenTabs({
  tabs,
  current,
  onChoose,
  label,
}: {
  tabs: readonly TabChoice[];
  current: string;
  onChoose: (id: string) => void;
  label: string;
}) {
  const { t } = useTranslation();
  if (tabs.length < 2) return null;
  return (
    <div className="view-switch" role="tablist" aria-label={label}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          type="button"
          role="tab"
          aria-selected={current === tab.id}
          className={`tab${current === tab.id ? ' active' : ''}`}
          onClick={() => onChoose(tab.id)}
        >
          {t(tab.labelKey)}
        </button>
      ))}
    </div>
  );
}
