import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAllRows, toAnswer } from '@rota/adapters-http';
import { MASTER_DATA_RESOURCES, roundCoordinate, updateOutcome, type LatLng } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import type { GridRow } from '../grid/GridPage.js';
import { MapView } from '../map/MapView.js';
import { MARKER_COLOURS, type MapMarker } from '../map/map-model.js';
import { noticeToast } from '../notify/notice.js';

/** Locations as markers: the chosen one green (#2E8B57), the others red (#f23f38). */
export function locationMarkers(rows: readonly GridRow[], selected: string | null): MapMarker[] {
  return rows.flatMap((row) => {
    const lat = Number(row['latitude']);
    const lng = Number(row['longitude']);
    const refNo = row['refNo'];
    if (typeof refNo !== 'string' || !Number.isFinite(lat) || !Number.isFinite(lng)) return [];
    if (row['latitude'] === null || row['longitude'] === null) return [];
    return [
      {
        id: refNo,
        position: { lat, lng },
        title: String(row['name'] ?? refNo),
        colour: refNo === selected ? MARKER_COLOURS.selected : MARKER_COLOURS.normal,
        draggable: true,
      },
    ];
  });
}

/** The Map tab of Locations: every location the user may see; dragging a marker moves it. */
export function LocationsMapTab({
  selected,
  onSelect,
  height,
}: {
  selected: string | null;
  onSelect: (refNo: string | null) => void;
  height: string;
}) {
  const { t } = useTranslation();
  const { resources, gateways, notify } = useServices();
  const entry = MASTER_DATA_RESOURCES.locations;
  const [rows, setRows] = useState<GridRow[]>([]);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let alive = true;
    void readAllRows(resources(entry), entry).then((all) => alive && all.ok && setRows(all.rows));
    return () => {
      alive = false;
    };
  }, [resources, entry, version]);
  const markers = useMemo(() => locationMarkers(rows, selected), [rows, selected]);
  const item = t(entry.storage.itemNameKey);

  async function move(refNo: string, at: LatLng) {
    const body = { latitude: roundCoordinate(at.lat), longitude: roundCoordinate(at.lng) };
    const result = await gateways.masterData.updateLocationCoordinate({ params: { refNo }, body });
    const outcome = updateOutcome(toAnswer(result), item);
    outcome.notices.forEach((n) => notify(noticeToast(n)));
    onSelect(refNo);
    setVersion((v) => v + 1);
  }

  return (
    <div className="locations-map">
      <div className="map-toolbar">
        <span className="muted">{t('masterDataUi.map.hint')}</span>
        {selected ? (
          <button type="button" className="button ghost" onClick={() => onSelect(null)}>
            {t('masterDataUi.map.showAll')}
          </button>
        ) : null}
      </div>
      {/* A chosen location opens the map centred on it (the map reads its centre when it opens). */}
      <MapView
        key={selected ?? 'all'}
        markers={markers}
        cluster={!selected}
        height={height}
        onMarkerClick={(id) => onSelect(id)}
        onMarkerDragEnd={(id, at) => void move(id, at)}
        {...(selected ? { fitBounds: false } : {})}
        {...(selected ? centerOf(markers, selected) : {})}
      />
    </div>
  );
}

function centerOf(markers: readonly MapMarker[], id: string): { center?: LatLng; zoom?: number } {
  const marker = markers.find((m) => m.id === id);
  return marker ? { center: marker.position, zoom: 15 } : {};
}
