import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { MASTER_DATA_RESOURCES } from '@rota/core';
import type { GridRow } from '../grid/GridPage.js';
import { ResourceGrid } from '../grid/ResourceGrid.js';
import { LocationConstraintsModal } from './ConstraintsModal.js';
import { LocationsMapTab } from './LocationsMapTab.js';
import { readNavigationState } from './navigation-state.js';
import { RowActions } from './RowActions.js';
import { ScreenTabs, useScreenTab } from './ScreenTabs.js';
import { StatsSummary } from './StatsSummary.js';

const TABS = [
  { id: 'locations', labelKey: 'masterData.tab.locations' },
  { id: 'map', labelKey: 'masterData.tab.map' },
  { id: 'planned-visits', labelKey: 'masterData.tab.weeklyPlannedVisits' },
  { id: 'weekly-planning', labelKey: 'masterData.tab.weeklyPlanningParameters' },
] as const;

export const ORDERS_ROUTE = '/data-management/orders';
export const LOCATIONS_ROUTE = '/data-management/locations';

/**
 * Locations (spec 02 §2): the grid with its Summary and row actions, the Map (drag a marker to
 * move it), Weekly Planned Visits and Weekly Planning Parameters. A name carried in the
 * navigation state prefilters the grid, and a Back button returns whence it came.
 */
export function LocationsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carried = readNavigationState(useLocation().state);
  const [current, choose] = useScreenTab(TABS);
  const [onMap, setOnMap] = useState<string | null>(null);
  const [constraintsOf, setConstraintsOf] = useState<GridRow | null>(null);
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);
  const title = t('masterData.page.locations');
  const entry = MASTER_DATA_RESOURCES.locations;

  const header = (
    <>
      {carried ? (
        <button type="button" className="button ghost" onClick={() => void navigate(-1)}>
          ← {t('common.back')}
        </button>
      ) : null}
      <ScreenTabs tabs={TABS} current={current} onChoose={choose} label={title} />
    </>
  );

  const rowActions = useCallback(
    (row: GridRow) => {
      const name = String(row['name'] ?? row['refNo'] ?? '');
      return (
        <RowActions
          actions={[
            {
              text: t('masterData.action.showOnMap'),
              label: t('masterDataUi.action.showOnMap', { name }),
              onClick: () => {
                setOnMap(String(row['refNo']));
                choose('map');
              },
            },
            {
              text: t('masterData.action.goToOrders'),
              label: t('masterDataUi.action.goToOrders', { name }),
              onClick: () => void navigate(ORDERS_ROUTE, { state: { locationName: name } }),
            },
            {
              text: t('masterData.action.viewConstraints'),
              label: t('masterDataUi.action.viewConstraints', { name }),
              onClick: () => setConstraintsOf(row),
            },
          ]}
        />
      );
    },
    // `choose` changes with the address; the actions read it when clicked.
    [t, navigate],
  );

  if (current === 'map') {
    return (
      <section className="page">
        <div className="page-head">
          <div className="page-heading">
            <h1 className="page-title">{`${title} - ${t('masterData.tab.map')}`}</h1>
            {header}
          </div>
        </div>
        <LocationsMapTab selected={onMap} onSelect={setOnMap} height={entry.gridHeight} />
      </section>
    );
  }
  if (current === 'planned-visits' || current === 'weekly-planning') {
    const resource = current === 'planned-visits' ? 'locationPlannedVisits' : 'weeklyPlanningData';
    const tab = TABS.find((x) => x.id === current);
    return (
      <ResourceGrid
        key={current}
        resource={resource}
        title={`${title} - ${t(tab?.labelKey ?? '')}`}
        beside={header}
      />
    );
  }
  return (
    <>
      <ResourceGrid
        key="locations"
        resource="locations"
        title={title}
        beside={header}
        prefilter={{ name: carried?.name }}
        rowActions={rowActions}
        actionsWidth={290}
        onChanged={changed}
        summary={
          <StatsSummary
            resource="locations"
            countLabelKey="masterData.summary.locationCount"
            distributionLabelKey="masterData.summary.typeDistribution"
            version={version}
          />
        }
      />
      {constraintsOf ? (
        <LocationConstraintsModal
          refNo={String(constraintsOf['refNo'])}
          name={String(constraintsOf['name'] ?? constraintsOf['refNo'])}
          onClose={() => setConstraintsOf(null)}
        />
      ) : null}
    </>
  );
}
