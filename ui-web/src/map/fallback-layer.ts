import L from 'leaflet';
import type { FeatureCollection } from 'geojson';

/** The shipped base layer: OpenStreetMap's coastline of the demo region and its district centres. */
export const FALLBACK_MAP_URL = `${import.meta.env.BASE_URL}map/istanbul.geo.json`;
export const FALLBACK_PANE = 'rota-fallback';

type BaseData = FeatureCollection & { attribution?: string };

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

let loading: Promise<BaseData | null> | null = null;

function loadBaseData(): Promise<BaseData | null> {
  loading ??= fetch(FALLBACK_MAP_URL)
    .then((response) => (response.ok ? (response.json() as Promise<BaseData>) : null))
    .catch((error: unknown) => {
      console.warn('The fallback map layer could not be loaded', error);
      loading = null;
      return null;
    });
  return loading;
}

/**
 * Draws land and district names in a pane under the tiles, so where tiles load they cover it and
 * where they cannot the map still shows the coast, the Bosphorus and the districts.
 */
export async function addFallbackLayer(map: L.Map): Promise<L.Layer | null> {
  const data = await loadBaseData();
  if (!data) return null;
  const pane = map.getPane(FALLBACK_PANE) ?? map.createPane(FALLBACK_PANE);
  pane.style.zIndex = '150';
  const layer = L.geoJSON(data, {
    pane: FALLBACK_PANE,
    interactive: false,
    attribution: data.attribution ?? '',
    style: () => ({ color: '#b9c4a8', weight: 1, fillColor: '#f3f1e7', fillOpacity: 1 }),
    pointToLayer: (feature, at) =>
      L.marker(at, {
        pane: FALLBACK_PANE,
        interactive: false,
        keyboard: false,
        icon: L.divIcon({
          className: 'rota-district',
          html: `<span>${escapeHtml(String((feature.properties as { name?: string }).name ?? ''))}</span>`,
          iconSize: [0, 0],
        }),
      }),
  });
  layer.addTo(map);
  return layer;
}
