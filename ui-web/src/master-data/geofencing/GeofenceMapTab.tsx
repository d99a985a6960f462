import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hasGeofencePointCount, type LatLng } from '@rota/core';
import { useServices } from '../../composition/services-context.js';
import { MapView } from '../../map/MapView.js';
import {
  focusView,
  GEOFENCE_COLOURS,
  geofencePath,
  geofenceShapes,
  locationMarkers,
  type GeofenceRow,
} from './geofence-screen.model.js';

export interface GeofenceMapTabProps {
  rows: readonly GeofenceRow[];
  locations: readonly GeofenceRow[];
  /** The geofence opened from the grid's Map button: drawn highlighted, the map centred on it. */
  focusedId: string | null;
  onShowAll: () => void;
  /** A polygon of 3 or 4 points was drawn. */
  onDrawn: (points: LatLng[]) => void;
  height: string;
}

/** The Map tab: geofences as areas, locations as markers, and the drawing mode. */
export function GeofenceMapTab(props: GeofenceMapTabProps) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const [drawing, setDrawing] = useState(false);
  const polygons = useMemo(() => geofenceShapes(props.rows, props.focusedId), [props.rows, props.focusedId]);
  const markers = useMemo(() => locationMarkers(props.locations), [props.locations]);
  const focused = props.rows.find((row) => String(row['id']) === props.focusedId);
  const view = focused ? focusView(geofencePath(focused['polygon']) ?? []) : null;

  function drawn(points: LatLng[]) {
    if (!hasGeofencePointCount(points))
      return notify({ kind: 'warning', key: 'masterData.geofence.pointCount' });
    setDrawing(false);
    props.onDrawn(points);
  }

  return (
    <div className={`geofence-map${drawing ? ' drawing' : ''}`}>
      <div className="geofence-map-bar">
        <button
          type="button"
          className={`button ${drawing ? 'primary' : 'secondary'}`}
          aria-pressed={drawing}
          onClick={() => setDrawing((d) => !d)}
        >
          {t('masterData.geofence.drawingMode')}
        </button>
        <span className="muted geofence-help">{t('geofencingUi.drawHelp')}</span>
        <ul className="geofence-legend" aria-label={t('masterData.tab.map')}>
          <li>
            <span className="swatch" style={{ background: GEOFENCE_COLOURS.avoid }} />
            {t('geofencingUi.legendAvoid')}
          </li>
          <li>
            <span className="swatch" style={{ background: GEOFENCE_COLOURS.areaControl }} />
            {t('geofencingUi.legendAreaControl')}
          </li>
          <li>
            <span className="swatch dot" style={{ background: GEOFENCE_COLOURS.location }} />
            {t('geofencingUi.legendLocation')}
          </li>
        </ul>
        {focused ? (
          <button type="button" className="button ghost" onClick={props.onShowAll}>
            {t('geofencingUi.showAll')}
          </button>
        ) : null}
      </div>
      <MapView
        // A new map for each focus: the centre and zoom apply when the map is created.
        key={props.focusedId ?? 'all'}
        polygons={polygons}
        markers={markers}
        drawing={drawing}
        onPolygonDrawn={drawn}
        height={props.height}
        {...(view ? { center: view.center, zoom: view.zoom, fitBounds: false } : {})}
      />
    </div>
  );
}
