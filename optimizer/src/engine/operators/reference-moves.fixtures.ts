/** What each operator does to the sequences, written out plainly (the brute force's side). */
export const referenceMoves: Record<
  string,
  (r1: number[], r2: number[], u: number, v: number) => [number[], number[]] | null
> = {
  'relocate-after': (r1, r2, u, v) => {
    const a = r1.filter((o) => o !== u);
    const b = r2.slice();
    b.splice(b.indexOf(v) + 1, 0, u);
    return [a, b];
  },
  'relocate-before': (r1, r2, u, v) => {
    const a = r1.filter((o) => o !== u);
    const b = r2.slice();
    b.splice(b.indexOf(v), 0, u);
    return [a, b];
  },
  swap: (r1, r2, u, v) => [r1.map((o) => (o === u ? v : o)), r2.map((o) => (o === v ? u : o))],
  'two-opt-star': (r1, r2, u, v) => {
    const i = r1.indexOf(u) + 1;
    const j = r2.indexOf(v) + 1;
    return [r1.slice(0, i).concat(r2.slice(j)), r2.slice(0, j).concat(r1.slice(i))];
  },
  'intra-relocate': (r, _, u, v) => {
    if (r.indexOf(v) === r.indexOf(u) - 1) return null;
    const a = r.filter((o) => o !== u);
    a.splice(a.indexOf(v) + 1, 0, u);
    return [a, []];
  },
  'intra-two-opt': (r, _, u, v) => {
    const i = r.indexOf(u);
    const j = r.indexOf(v);
    if (j <= i + 1) return null;
    return [r.slice(0, i + 1).concat(r.slice(i + 1, j + 1).reverse(), r.slice(j + 1)), []];
  },
};
