import type { Weekday } from './types.js';

/**
 * The locations of one plan in plane coordinates with their service data, and the travel model:
 * straight-line distance times a road factor at an average speed. Node -1 is the depot (0, 0).
 */
export class Network {
  readonly secondsPerKm: number;
  constructor(
    readonly x: Float64Array,
    readonly y: Float64Array,
    readonly service: Float64Array,
    readonly demand: Float64Array,
    /** Window start and latest service start per node and weekday: index node * 7 + day. */
    readonly windowStart: Float64Array,
    readonly windowEnd: Float64Array,
    readonly dayStart: number,
    readonly dayEnd: number,
    readonly roadFactor: number,
    speedKmh: number,
  ) {
    this.secondsPerKm = 3600 / speedKmh;
  }

  km(a: number, b: number): number {
    const ax = a < 0 ? 0 : this.x[a]!;
    const ay = a < 0 ? 0 : this.y[a]!;
    const bx = b < 0 ? 0 : this.x[b]!;
    const by = b < 0 ? 0 : this.y[b]!;
    return Math.hypot(ax - bx, ay - by) * this.roadFactor;
  }

  travel(a: number, b: number): number {
    return this.km(a, b) * this.secondsPerKm;
  }
}

interface Schedule {
  readonly ok: boolean;
  readonly arrival: Float64Array;
  readonly start: Float64Array;
  readonly travel: number;
  readonly km: number;
  readonly service: number;
  readonly waiting: number;
  readonly end: number;
}

/** Drives a route from the depot at the start of the day: arrival and service start of each stop. */
export function schedule(net: Network, nodes: readonly number[], day: Weekday): Schedule {
  const arrival = new Float64Array(nodes.length);
  const start = new Float64Array(nodes.length);
  let t = net.dayStart;
  let prev = -1;
  let travel = 0;
  let km = 0;
  let service = 0;
  let waiting = 0;
  let ok = true;
  for (let j = 0; j < nodes.length; j++) {
    const node = nodes[j]!;
    const leg = net.travel(prev, node);
    travel += leg;
    km += net.km(prev, node);
    t += leg;
    arrival[j] = t;
    const s = Math.max(t, net.windowStart[node * 7 + day]!);
    if (s > net.windowEnd[node * 7 + day]! + 1e-6) ok = false;
    waiting += s - t;
    start[j] = s;
    t = s + net.service[node]!;
    service += net.service[node]!;
    prev = node;
  }
  const back = net.travel(prev, -1);
  travel += back;
  km += net.km(prev, -1);
  const end = t + back;
  if (end > net.dayEnd + 1e-6) ok = false;
  return { ok, arrival, start, travel, km, service, waiting, end };
}

/** Latest feasible service start per position (the last entry is the latest return to the depot). */
function latestStarts(net: Network, nodes: readonly number[], day: Weekday): Float64Array {
  const latest = new Float64Array(nodes.length + 1);
  latest[nodes.length] = net.dayEnd;
  for (let j = nodes.length - 1; j >= 0; j--) {
    const node = nodes[j]!;
    const next = j + 1 < nodes.length ? nodes[j + 1]! : -1;
    latest[j] = Math.min(
      net.windowEnd[node * 7 + day]!,
      latest[j + 1]! - net.travel(node, next) - net.service[node]!,
    );
  }
  return latest;
}

/** Cheapest position where a node fits in a feasible route (time windows, working day), or -1. */
export function bestInsertion(
  net: Network,
  nodes: readonly number[],
  day: Weekday,
  node: number,
  starts?: Float64Array,
  latest?: Float64Array,
): { position: number; delta: number } {
  const st = starts ?? schedule(net, nodes, day).start;
  const lt = latest ?? latestStarts(net, nodes, day);
  const ws = net.windowStart[node * 7 + day]!;
  const we = net.windowEnd[node * 7 + day]!;
  const service = net.service[node]!;
  let best = -1;
  let bestDelta = Infinity;
  for (let p = 0; p <= nodes.length; p++) {
    const prev = p === 0 ? -1 : nodes[p - 1]!;
    const next = p === nodes.length ? -1 : nodes[p]!;
    const delta = net.travel(prev, node) + net.travel(node, next) - net.travel(prev, next);
    if (delta >= bestDelta) continue;
    const departPrev = p === 0 ? net.dayStart : st[p - 1]! + net.service[prev]!;
    const s = Math.max(departPrev + net.travel(prev, node), ws);
    if (s > we + 1e-6) continue;
    const arriveNext = s + service + net.travel(node, next);
    const nextStart = next < 0 ? arriveNext : Math.max(arriveNext, net.windowStart[next * 7 + day]!);
    if (nextStart > lt[p]! + 1e-6) continue;
    best = p;
    bestDelta = delta;
  }
  return { position: best, delta: bestDelta };
}

/**
 * Builds one territory-day route: cheapest feasible insertion (tight windows first), then 2-opt and
 * relocation while they shorten the drive. Answers the order and the nodes that did not fit.
 */
export function buildRoute(
  net: Network,
  members: readonly number[],
  day: Weekday,
): { nodes: number[]; unfit: number[] } {
  const width = (n: number) => net.windowEnd[n * 7 + day]! - net.windowStart[n * 7 + day]!;
  const order = [...members].sort((a, b) => width(a) - width(b) || net.km(-1, b) - net.km(-1, a) || a - b);
  const nodes: number[] = [];
  const unfit: number[] = [];
  for (const node of order) {
    const { position } = bestInsertion(net, nodes, day, node);
    if (position < 0) unfit.push(node);
    else nodes.splice(position, 0, node);
  }
  improveRoute(net, nodes, day);
  if (unfit.length > 0) {
    const still: number[] = [];
    for (const node of unfit) {
      const { position } = bestInsertion(net, nodes, day, node);
      if (position < 0) still.push(node);
      else nodes.splice(position, 0, node);
    }
    return { nodes, unfit: still };
  }
  return { nodes, unfit };
}

/** 2-opt and single-stop relocation, first improvement, kept only when the route stays feasible. */
function improveRoute(net: Network, nodes: number[], day: Weekday, maxPasses = 20): void {
  const at = (j: number) => (j < 0 || j >= nodes.length ? -1 : nodes[j]!);
  for (let pass = 0; pass < maxPasses; pass++) {
    let improved = false;
    // 2-opt: reverse nodes[i..k].
    for (let i = 0; i < nodes.length - 1; i++) {
      for (let k = i + 1; k < nodes.length; k++) {
        const a = at(i - 1);
        const b = at(i);
        const c = at(k);
        const d = at(k + 1);
        const delta = net.travel(a, c) + net.travel(b, d) - net.travel(a, b) - net.travel(c, d);
        if (delta > -1e-6) continue;
        reverse(nodes, i, k);
        if (schedule(net, nodes, day).ok) improved = true;
        else reverse(nodes, i, k);
      }
    }
    // Relocation of one stop.
    for (let i = 0; i < nodes.length; i++) {
      const node = nodes[i]!;
      const removeGain =
        net.travel(at(i - 1), node) + net.travel(node, at(i + 1)) - net.travel(at(i - 1), at(i + 1));
      nodes.splice(i, 1);
      let bestP = -1;
      let bestDelta = removeGain - 1e-6;
      for (let p = 0; p <= nodes.length; p++) {
        if (p === i) continue;
        const prev = p === 0 ? -1 : nodes[p - 1]!;
        const next = p === nodes.length ? -1 : nodes[p]!;
        const delta = net.travel(prev, node) + net.travel(node, next) - net.travel(prev, next);
        if (delta >= bestDelta) continue;
        nodes.splice(p, 0, node);
        const ok = schedule(net, nodes, day).ok;
        nodes.splice(p, 1);
        if (ok) {
          bestDelta = delta;
          bestP = p;
        }
      }
      nodes.splice(bestP >= 0 ? bestP : i, 0, node);
      if (bestP >= 0) improved = true;
    }
    if (!improved) return;
  }
}

function reverse(nodes: number[], i: number, k: number): void {
  for (let a = i, b = k; a < b; a++, b--) {
    const t = nodes[a]!;
    nodes[a] = nodes[b]!;
    nodes[b] = t;
  }
}
