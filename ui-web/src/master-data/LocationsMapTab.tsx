import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { readAllRows, toAnswer } from '@rota/adapters-http';
import { MASTER_DATA_RESOURCES, roundCoordinate, updateOutcome, type LatLng } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import type { GridRow } from '../grid/GridPage.js';
import { MapView } from '../map/MapView.js';
import { MARKER_COLOURS, type MapMarker } from '../map/map-model.js';
import { noticeToast } from '../notify/notice.js';
import './locations-map.css';

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
  // The last drag saved, until it is undone or another one is made: where the location was.
  const [lastMove, setLastMove] = useState<{ refNo: string; name: string; from: LatLng; to: LatLng } | null>(
    null,
  );
  const [undoing, setUndoing] = useState(false);
  useEffect(() => {
    let alive = true;
    void readAllRows(resources(entry), entry).then((all) => alive && all.ok && setRows(all.rows));
    return () => {
      alive = false;
    };
  }, [resources, entry, version]);
  const markers = useMemo(() => locationMarkers(rows, selected), [rows, selected]);
  const item = t(entry.storage.itemNameKey);

  /** PATCH locations/{refNo}/coordinate; true when it was saved. */
  async function saveCoordinate(refNo: string, at: LatLng): Promise<boolean> {
    const body = { latitude: roundCoordinate(at.lat), longitude: roundCoordinate(at.lng) };
    const result = await gateways.masterData.updateLocationCoordinate({ params: { refNo }, body });
    const outcome = updateOutcome(toAnswer(result), item);
    outcome.notices.forEach((n) => notify(noticeToast(n)));
    setVersion((v) => v + 1);
    return outcome.ok;
  }

  async function move(refNo: string, at: LatLng) {
    const row = rows.find((r) => r['refNo'] === refNo);
    const from = row ? { lat: Number(row['latitude']), lng: Number(row['longitude']) } : null;
    const saved = await saveCoordinate(refNo, at);
    onSelect(refNo);
    const to = { lat: roundCoordinate(at.lat), lng: roundCoordinate(at.lng) };
    setLastMove(
      saved && from && Number.isFinite(from.lat) && Number.isFinite(from.lng)
        ? { refNo, name: String(row?.['name'] ?? refNo), from, to }
        : null,
    );
  }

  /** Undo: the location goes back to where it was before the last drag (saved on the server). */
  async function undoMove() {
    if (!lastMove || undoing) return;
    setUndoing(true);
    const saved = await saveCoordinate(lastMove.refNo, lastMove.from);
    setUndoing(false);
    if (!saved) return;
    notify({
      kind: 'success',
      key: 'masterDataUi.map.undone',
      params: {
        name: lastMove.name,
        latitude: String(lastMove.from.lat),
        longitude: String(lastMove.from.lng),
      },
    });
    setLastMove(null);
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
      {lastMove ? (
        <div className="map-undo" role="status" data-testid="map-undo">
          <span>
            {t('masterDataUi.map.moved', {
              name: lastMove.name,
              latitude: String(lastMove.to.lat),
              longitude: String(lastMove.to.lng),
            })}
          </span>
          <button
            type="button"
            className="button secondary"
            disabled={undoing}
            onClick={() => void undoMove()}
          >
            {t('masterDataUi.map.undo')}
          </button>
        </div>
      ) : null}
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
