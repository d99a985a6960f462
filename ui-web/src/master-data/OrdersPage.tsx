import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ColDef } from 'ag-grid-community';
import type { MasterDataResource } from '@rota/core';
import type { GridRow } from '../grid/GridPage.js';
import { ResourceGrid } from '../grid/ResourceGrid.js';
import { OrderConstraintsModal } from './ConstraintsModal.js';
import { LOCATIONS_ROUTE } from './LocationsPage.js';
import { readNavigationState, todayIso } from './navigation-state.js';
import { RecordDetailModal } from './RecordDetailModal.js';
import { RowActions } from './RowActions.js';
import { StatsSummary } from './StatsSummary.js';

/** The cells that open the record they name: the column shown, the key field and its registry entry. */
const DETAIL_CELLS: Record<string, { keyField: string; resource: MasterDataResource }> = {
  locationName: { keyField: 'locationRefNo', resource: 'locations' },
  cargoTypeName: { keyField: 'cargoTypeRefNo', resource: 'cargoTypes' },
  operationTypeName: { keyField: 'operationTypeRefNo', resource: 'operationTypes' },
};

/** Where an order's location is: from the order's location object, when the server sent it. */
function locationOf(row: GridRow): { name: string; latitude?: number; longitude?: number } {
  const location = (row['location'] ?? {}) as Record<string, unknown>;
  const name = String(row['locationName'] ?? location['name'] ?? '');
  const lat = Number(location['latitude']);
  const lng = Number(location['longitude']);
  return Number.isFinite(lat) && Number.isFinite(lng) && location['latitude'] !== null
    ? { name, latitude: lat, longitude: lng }
    : { name };
}

/**
 * Orders (spec 02 §2): opens on today's orders, of the location named in the navigation state
 * when there is one; row actions go to the location and show the order's constraints; a
 * location, cargo type or operation type cell opens that record.
 */
export function OrdersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const carried = readNavigationState(useLocation().state);
  const [detail, setDetail] = useState<{ resource: MasterDataResource; key: string } | null>(null);
  const [constraintsOf, setConstraintsOf] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const closeDetail = useCallback(() => setDetail(null), []);

  const decorateColumn = useCallback((column: ColDef<GridRow>): ColDef<GridRow> => {
    const cell = column.field ? DETAIL_CELLS[column.field] : undefined;
    if (!cell) return column;
    return {
      ...column,
      cellClass: 'cell-link',
      onCellClicked: (event) => {
        const key = event.data?.[cell.keyField];
        if (typeof key === 'string' && key !== '') setDetail({ resource: cell.resource, key });
      },
    };
  }, []);

  const rowActions = useCallback(
    (row: GridRow) => {
      const refNo = String(row['refNo'] ?? '');
      return (
        <RowActions
          actions={[
            {
              text: t('masterData.action.goToLocation'),
              label: t('masterDataUi.action.goToLocation', { name: refNo }),
              onClick: () => void navigate(LOCATIONS_ROUTE, { state: locationOf(row) }),
            },
            {
              text: t('masterData.action.viewConstraints'),
              label: t('masterDataUi.action.viewConstraints', { name: refNo }),
              onClick: () => setConstraintsOf(refNo),
            },
          ]}
        />
      );
    },
    [t, navigate],
  );

  return (
    <>
      <ResourceGrid
        resource="orders"
        actionsWidth={200}
        beside={
          carried ? (
            <button type="button" className="button ghost" onClick={() => void navigate(-1)}>
              ← {t('common.back')}
            </button>
          ) : null
        }
        prefilter={{ date: todayIso(), locationName: carried?.locationName ?? carried?.name }}
        rowActions={rowActions}
        decorateColumn={decorateColumn}
        onChanged={() => setVersion((v) => v + 1)}
        summary={
          <StatsSummary
            resource="orders"
            countLabelKey="masterDataUi.summary.orderCount"
            distributionLabelKey="masterDataUi.summary.byOrderType"
            version={version}
          />
        }
      />
      {detail ? (
        <RecordDetailModal resource={detail.resource} recordKey={detail.key} onClose={closeDetail} />
      ) : null}
      {constraintsOf ? (
        <OrderConstraintsModal refNo={constraintsOf} onClose={() => setConstraintsOf(null)} />
      ) : null}
    </>
  );
}
