/** A vehicle's colour set: route line/dark fill, light fill and the text colour on it. */
export interface VehicleColour {
  dark: string;
  light: string;
  text: string;
}

export const VEHICLE_COLOUR_COUNT = 150;
/** Unknown or out-of-range colour indexes draw in black. */
export const FALLBACK_VEHICLE_COLOUR: VehicleColour = { dark: '#000000', light: '#000000', text: '#FFFFFF' };

/** The 19 route colours used where a short palette is enough. */
export const ROUTE_PALETTE: readonly string[] = [
  '#e6194b',
  '#3cb44b',
  '#4363d8',
  '#f58231',
  '#911eb4',
  '#46f0f0',
  '#f032e6',
  '#bcf60c',
  '#fabebe',
  '#008080',
  '#e6beff',
  '#9a6324',
  '#800000',
  '#aaffc3',
  '#808000',
  '#ffd8b1',
  '#000075',
  '#808080',
  '#ffe119',
];

function hslToHex(h: number, s: number, l: number): string {
  const a = s * Math.min(l, 1 - l);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`.toUpperCase();
}

function buildTable(): ReadonlyMap<number, VehicleColour> {
  const table = new Map<number, VehicleColour>();
  for (let i = 1; i <= VEHICLE_COLOUR_COUNT; i++) {
    // Golden-angle hue steps keep neighbouring indexes far apart on the colour wheel.
    const hue = ((i - 1) * 137.508) % 360;
    const band = (i - 1) % 3;
    table.set(i, {
      dark: hslToHex(hue, 0.7, 0.32 + band * 0.06),
      light: hslToHex(hue, 0.7, 0.86),
      text: '#FFFFFF',
    });
  }
  return table;
}

/** The colour table keyed by colourIndex 1 to 150. */
export const VEHICLE_COLOURS: ReadonlyMap<number, VehicleColour> = buildTable();

/** The colour set of a colour index, black when the index is not in the table. */
export function vehicleColour(colourIndex: number | null | undefined): VehicleColour {
  return (
    (colourIndex !== null && colourIndex !== undefined && VEHICLE_COLOURS.get(colourIndex)) ||
    FALLBACK_VEHICLE_COLOUR
  );
}

/** A colour value is drawable when it is a #rgb or #rrggbb hex; others fall back to black. */
export function safeColour(value: string | null | undefined): string {
  return value && /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value : FALLBACK_VEHICLE_COLOUR.dark;
}
