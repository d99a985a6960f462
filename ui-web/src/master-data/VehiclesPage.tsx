import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { GridRow } from '../grid/GridPage.js';
import { ResourceGrid } from '../grid/ResourceGrid.js';
import { LOCATIONS_ROUTE } from './LocationsPage.js';
import { RowActions } from './RowActions.js';
import { ScreenTabs, useScreenTab } from './ScreenTabs.js';
import { StatsSummary } from './StatsSummary.js';

const TABS = [
  { id: 'vehicles', labelKey: 'masterData.tab.vehicles' },
  { id: 'vehicle-types', labelKey: 'masterData.tab.vehicleTypes' },
] as const;

/**
 * Vehicles (spec 02 §2): the vehicles with their Summary and a row action to the departure
 * location; Vehicle Types (no delete). Selecting a vehicle filters the types by its type name.
 */
export function VehiclesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [current, choose] = useScreenTab(TABS);
  const [typeName, setTypeName] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const title = t('masterData.page.vehicles');
  const header = <ScreenTabs tabs={TABS} current={current} onChoose={choose} label={title} />;

  const rowActions = useCallback(
    (row: GridRow) => {
      const plate = String(row['plate'] ?? row['refNo'] ?? '');
      const departure = row['departureLocationName'];
      return (
        <RowActions
          actions={[
            {
              text: t('masterData.action.goToDepartureLocation'),
              label: t('masterDataUi.action.goToDepartureLocation', { name: plate }),
              onClick: () =>
                void navigate(LOCATIONS_ROUTE, {
                  state: typeof departure === 'string' && departure ? { name: departure } : {},
                }),
            },
          ]}
        />
      );
    },
    [t, navigate],
  );

  if (current === 'vehicle-types') {
    return (
      <ResourceGrid
        key={`types-${typeName ?? ''}`}
        resource="vehicleTypes"
        title={`${title} - ${t('masterData.tab.vehicleTypes')}`}
        beside={
          <>
            {header}
            {typeName ? (
              <button type="button" className="chip" onClick={() => setTypeName(null)}>
                {t('masterDataUi.filteredByType', { name: typeName })} ×
                <span className="visually-hidden">{t('masterDataUi.clearFilter')}</span>
              </button>
            ) : null}
          </>
        }
        prefilter={{ name: typeName ?? undefined }}
      />
    );
  }
  return (
    <ResourceGrid
      key="vehicles"
      resource="vehicles"
      title={title}
      beside={header}
      rowActions={rowActions}
      actionsWidth={180}
      onChanged={() => setVersion((v) => v + 1)}
      onSelectionChange={(rows) => {
        const type = rows.length === 1 ? rows[0]?.['vehicleTypeName'] : null;
        setTypeName(typeof type === 'string' && type !== '' ? type : null);
      }}
      summary={
        <StatsSummary
          resource="vehicles"
          countLabelKey="masterDataUi.summary.vehicleCount"
          distributionLabelKey="masterDataUi.summary.byVehicleType"
          version={version}
        />
      }
    />
  );
}
