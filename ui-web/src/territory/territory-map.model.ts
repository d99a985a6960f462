/** Filter labels and territory names are cut with an ellipsis (spec 03: 10, 20 and 12 characters). */
export function truncate(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

const PALETTE = [
  '#1f77b4',
  '#ff7f0e',
  '#2ca02c',
  '#d62728',
  '#9467bd',
  '#8c564b',
  '#e377c2',
  '#17becf',
  '#bcbd22',
  '#3b5b92',
];

/** A territory's colour on the map by its place in the list; the focused one is drawn in the route colour. */
export function territoryColour(index: number, focused: boolean): string {
  return focused ? '#138995' : PALETTE[index % PALETTE.length]!;
}
