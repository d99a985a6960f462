import { useTranslation } from 'react-i18next';
import { ScreenTabs, useScreenTab } from '../master-data/ScreenTabs.js';
import type { ResourceScreen } from '../pages/resource-screens.js';
import { ResourceGrid } from './ResourceGrid.js';

/** A master-data screen of registry grids: its tabs, and the grid of the open one. */
export function ResourceGridPage({ screen }: { screen: ResourceScreen }) {
  const { t } = useTranslation();
  const [current, choose] = useScreenTab(screen.tabs);
  const tab = screen.tabs.find((x) => x.id === current) ?? screen.tabs[0];
  if (!tab) return null;
  const title = t(screen.titleKey);
  return (
    <ResourceGrid
      key={tab.id}
      resource={tab.resource}
      title={screen.tabs.length > 1 ? `${title} - ${t(tab.labelKey)}` : title}
      beside={<ScreenTabs tabs={screen.tabs} current={tab.id} onChoose={choose} label={title} />}
    />
  );
}
