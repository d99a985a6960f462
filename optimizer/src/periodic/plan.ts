import { convexHull, planeAround, seededRandom } from './geometry.js';
import { Network, bestInsertion, buildRoute, schedule } from './routing.js';
import { balancedClusters, seedCentres, type Clustering } from './territories.js';
import { assignDays, dayPatterns, type DayItem, type DayPattern } from './visit-days.js';
import type {
  PeriodicOptions,
  PeriodicPlan,
  PeriodicProblem,
  PlannedTerritory,
  TerritoryDayRoute,
  UnplacedReason,
  UnplacedVisits,
  Weekday,
} from './types.js';

const DEFAULT_WORKING_DAYS: readonly Weekday[] = [0, 1, 2, 3, 4];
const HOUR = 3600;

interface Prepared {
  readonly net: Network;
  readonly workingDays: readonly Weekday[];
  /** Visit patterns per location (empty: the location takes no visit). */
  readonly patterns: DayPattern[][];
  /** Visits the plan can give each location, and why the rest cannot be given. */
  readonly feasible: Int32Array;
  readonly reasons: (UnplacedReason | null)[];
  readonly active: number[];
}

function prepare(problem: PeriodicProblem): Prepared {
  const workingDays = [...new Set(problem.workingDays ?? DEFAULT_WORKING_DAYS)].sort((a, b) => a - b);
  const dayStart = problem.dayStart ?? 8 * HOUR;
  const dayEnd = problem.dayEnd ?? 18 * HOUR;
  const plane = planeAround(problem.depot);
  const n = problem.locations.length;
  const x = new Float64Array(n);
  const y = new Float64Array(n);
  const service = new Float64Array(n);
  const demand = new Float64Array(n);
  const windowStart = new Float64Array(n * 7);
  const windowEnd = new Float64Array(n * 7);
  problem.locations.forEach((location, i) => {
    x[i] = plane.toX(location);
    y[i] = plane.toY(location);
    service[i] = Math.max(0, location.serviceDuration);
    demand[i] = Math.max(0, location.demand);
    for (let d = 0; d < 7; d++) {
      const window = location.timeWindows?.[d];
      windowStart[i * 7 + d] = Math.max(dayStart, window?.start ?? dayStart);
      windowEnd[i * 7 + d] = Math.min(dayEnd, window?.end ?? dayEnd);
    }
  });
  const net = new Network(
    x,
    y,
    service,
    demand,
    windowStart,
    windowEnd,
    dayStart,
    dayEnd,
    problem.roadFactor ?? 1.3,
    problem.speedKmh ?? 30,
  );
  const capacity = Math.min(...problem.vehicles.map((v) => v.capacity ?? Infinity));
  const patterns: DayPattern[][] = [];
  const feasible = new Int32Array(n);
  const reasons: (UnplacedReason | null)[] = [];
  const active: number[] = [];
  problem.locations.forEach((location, i) => {
    const wanted = Math.max(0, Math.floor(location.weeklyFrequency));
    // A day is usable when it is allowed, worked, and a lone visit fits its window and the day.
    const usable = workingDays.filter((d) => {
      if (!location.allowedDays.includes(d)) return false;
      const start = Math.max(windowStart[i * 7 + d]!, dayStart + net.travel(-1, i));
      return (
        start <= windowEnd[i * 7 + d]! + 1e-6 && start + service[i]! + net.travel(i, -1) <= dayEnd + 1e-6
      );
    });
    let reason: UnplacedReason | null = null;
    let k = Math.min(wanted, usable.length);
    if (wanted > 0 && demand[i]! > capacity) {
      reason = 'DEMAND_EXCEEDS_CAPACITY';
      k = 0;
    } else if (wanted > 0 && usable.length === 0) reason = 'NO_ALLOWED_DAY';
    else if (wanted > usable.length) reason = 'TOO_FEW_ALLOWED_DAYS';
    feasible[i] = k;
    reasons.push(reason);
    patterns.push(dayPatterns(usable, k));
    if (k > 0) active.push(i);
  });
  return { net, workingDays, patterns, feasible, reasons, active };
}

/** The state of one candidate plan. */
class Candidate {
  /** routes[t][d]: location indices in visit order. */
  readonly routes: number[][][];
  readonly work: Float64Array[];
  readonly dayDemand: Float64Array[];
  /** Chosen pattern per location (-1: none), territory per location (-1: none). */
  readonly pattern: Int32Array;
  readonly territory: Int32Array;
  /** Visits of each location that no route took. */
  readonly missing: Int32Array;

  constructor(
    readonly prep: Prepared,
    readonly capacities: readonly number[],
  ) {
    const k = capacities.length;
    const n = prep.feasible.length;
    this.routes = Array.from({ length: k }, () => Array.from({ length: 7 }, () => []));
    this.work = Array.from({ length: k }, () => new Float64Array(7));
    this.dayDemand = Array.from({ length: k }, () => new Float64Array(7));
    this.pattern = new Int32Array(n).fill(-1);
    this.territory = new Int32Array(n).fill(-1);
    this.missing = new Int32Array(n);
  }

  routeWork(t: number, d: Weekday): void {
    const s = schedule(this.prep.net, this.routes[t]![d]!, d);
    this.work[t]![d] = s.travel + s.service;
    let dem = 0;
    for (const node of this.routes[t]![d]!) dem += this.prep.net.demand[node]!;
    this.dayDemand[t]![d] = dem;
  }

  workloads(): number[] {
    const out: number[] = [];
    for (const w of this.work) for (const d of this.prep.workingDays) out.push(w[d]!);
    return out;
  }

  spread(): { max: number; min: number; mean: number } {
    const all = this.workloads();
    const mean = all.reduce((s, v) => s + v, 0) / Math.max(1, all.length);
    if (mean <= 0) return { max: 1, min: 1, mean: 0 };
    return { max: Math.max(...all) / mean, min: Math.min(...all) / mean, mean };
  }
}

/**
 * Plans a week for a fleet: balanced territories (one per vehicle), visit days for every location
 * (k distinct allowed days spread through the week for a weekly frequency of k) and a route per
 * territory-day in visit order; reports the visits it could not place and why.
 */
export function planPeriodic(problem: PeriodicProblem, options: PeriodicOptions = {}): PeriodicPlan {
  const started = Date.now();
  const prep = prepare(problem);
  const { net, workingDays, active } = prep;
  const k = problem.vehicles.length;
  const capacities = problem.vehicles.map((v) => v.capacity ?? Infinity);
  const random = seededRandom(options.seed ?? 1);
  const rounds = options.rounds ?? 8;
  const stop = () => options.shouldStop?.() ?? false;
  const progress = (
    phase: 'territories' | 'days' | 'routes' | 'balance' | 'done',
    percent: number,
    best: number,
  ) => options.onProgress?.({ phase, percent: Math.min(100, Math.round(percent)), maxOverMean: best });

  const m = active.length;
  const ax = new Float64Array(m);
  const ay = new Float64Array(m);
  const serviceLoad = new Float64Array(m);
  active.forEach((i, a) => {
    ax[a] = net.x[i]!;
    ay[a] = net.y[i]!;
    serviceLoad[a] = prep.feasible[i]! * net.service[i]!;
  });
  let best: Candidate | null = null;
  let bestMax = Infinity;
  let bestMissing = Infinity;
  if (k > 0 && m > 0) {
    const totalLoad = serviceLoad.reduce((s, v) => s + v, 0) || 1;
    let targets = new Float64Array(k).fill(totalLoad / k);
    // Until the first routes exist, every visit is assumed to cost the same drive.
    let perVisitTravel = new Float64Array(k);
    const seeds = seedCentres(ax, ay, serviceLoad, Math.min(k, m), random);
    let start: { cx: Float64Array; cy: Float64Array; weights?: Float64Array } =
      k <= m ? seeds : { cx: padded(seeds.cx, k), cy: padded(seeds.cy, k) };
    for (let round = 0; round < rounds; round++) {
      progress('territories', (round / rounds) * 90, bestMax === Infinity ? 0 : bestMax);
      const clustering: Clustering = balancedClusters(ax, ay, serviceLoad, targets, start);
      start = { cx: clustering.cx, cy: clustering.cy, weights: clustering.weights };
      const candidate = new Candidate(prep, capacities);
      active.forEach((i, a) => (candidate.territory[i] = clustering.assignment[a]!));
      progress('days', ((round + 0.3) / rounds) * 90, bestMax === Infinity ? 0 : bestMax);
      chooseDays(candidate, perVisitTravel);
      progress('routes', ((round + 0.5) / rounds) * 90, bestMax === Infinity ? 0 : bestMax);
      buildRoutes(candidate);
      progress('balance', ((round + 0.8) / rounds) * 90, bestMax === Infinity ? 0 : bestMax);
      balance(candidate, stop);
      const spread = candidate.spread();
      const missing = candidate.missing.reduce((sum, v) => sum + v, 0);
      if (missing < bestMissing || (missing === bestMissing && spread.max < bestMax)) {
        bestMissing = missing;
        bestMax = spread.max;
        best = candidate;
      }
      if ((missing === 0 && spread.max <= 1.05 && spread.min >= 0.95) || stop()) break;
      // Next round: territories that drive more get less service to carry, and the days' estimate
      // of the drive per visit follows what the routes measured.
      const weekly = candidate.work.map((w) => workingDays.reduce<number>((s, d) => s + w[d]!, 0));
      const meanWeekly = weekly.reduce((s, v) => s + v, 0) / k;
      const nextTargets = new Float64Array(k);
      const nextTravel = new Float64Array(k);
      const loads = new Float64Array(k);
      const visits = new Float64Array(k);
      active.forEach((i, a) => {
        const t = candidate.territory[i]!;
        loads[t] = loads[t]! + serviceLoad[a]!;
        visits[t] = visits[t]! + prep.feasible[i]!;
      });
      for (let t = 0; t < k; t++) {
        const travel = Math.max(0, weekly[t]! - loads[t]!);
        nextTravel[t] = visits[t]! > 0 ? travel / visits[t]! : 0;
        const ratio = weekly[t]! > 0 ? meanWeekly / weekly[t]! : 1;
        nextTargets[t] = targets[t]! * Math.pow(ratio, 0.9);
      }
      const sum = nextTargets.reduce((s, v) => s + v, 0);
      for (let t = 0; t < k; t++) nextTargets[t] = (nextTargets[t]! * totalLoad) / sum;
      targets = nextTargets;
      perVisitTravel = nextTravel;
    }
  }
  const plan = describe(problem, prep, best, started);
  progress('done', 100, plan.stats.maxOverMean);
  return plan;
}

function padded(values: Float64Array, k: number): Float64Array {
  const out = new Float64Array(k);
  for (let t = 0; t < k; t++) out[t] = values[t % Math.max(1, values.length)]! + t * 1e-3;
  return out;
}

function chooseDays(candidate: Candidate, perVisitTravel: Float64Array): void {
  const { prep } = candidate;
  const byTerritory: number[][] = candidate.capacities.map(() => []);
  for (const i of prep.active) byTerritory[candidate.territory[i]!]!.push(i);
  byTerritory.forEach((members, t) => {
    const items: DayItem[] = members.map((i) => ({
      weight: prep.net.service[i]! + perVisitTravel[t]!,
      demand: prep.net.demand[i]!,
      patterns: prep.patterns[i]!,
    }));
    const chosen = assignDays(items, prep.workingDays, candidate.capacities[t]!);
    members.forEach((i, j) => (candidate.pattern[i] = chosen[j]!));
  });
}

function buildRoutes(candidate: Candidate): void {
  const { prep } = candidate;
  const k = candidate.capacities.length;
  const members: number[][][] = Array.from({ length: k }, () => Array.from({ length: 7 }, () => []));
  for (const i of prep.active) {
    const p = candidate.pattern[i]!;
    if (p < 0) {
      candidate.missing[i] = prep.feasible[i]!;
      continue;
    }
    for (const d of prep.patterns[i]![p]!.days) members[candidate.territory[i]!]![d]!.push(i);
  }
  for (let t = 0; t < k; t++) {
    const unfit: { node: number; day: Weekday }[] = [];
    for (const d of prep.workingDays) {
      const built = buildRoute(prep.net, members[t]![d]!, d);
      candidate.routes[t]![d] = built.nodes;
      candidate.routeWork(t, d);
      for (const node of built.unfit) unfit.push({ node, day: d });
    }
    for (const { node, day } of unfit) placeElsewhere(candidate, node, day);
  }
}

/** A visit its day's route could not take: moved to another allowed day of the location if one fits. */
function placeElsewhere(candidate: Candidate, node: number, failedDay: Weekday): void {
  const { prep } = candidate;
  const t = candidate.territory[node]!;
  const current = prep.patterns[node]![candidate.pattern[node]!]!;
  for (const [p, pattern] of prep.patterns[node]!.entries()) {
    if (
      pattern.days.includes(failedDay) ||
      (pattern.mask & current.mask) !== (current.mask & ~(1 << failedDay))
    )
      continue;
    const added = pattern.days.find((d) => !current.days.includes(d));
    if (added === undefined) continue;
    const route = candidate.routes[t]![added]!;
    if (candidate.dayDemand[t]![added]! + prep.net.demand[node]! > candidate.capacities[t]!) continue;
    const { position } = bestInsertion(prep.net, route, added, node);
    if (position < 0) continue;
    route.splice(position, 0, node);
    candidate.routeWork(t, added);
    candidate.pattern[node] = p;
    return;
  }
  candidate.missing[node] = candidate.missing[node]! + 1;
}

/**
 * Evens out the territory-days. Each step takes the day furthest from the mean: the heaviest gives
 * one visit away (to another day of the same location, the pattern kept about as evenly spread as
 * allowed, or with the whole location, on the same days, to a neighbouring territory); the lightest
 * takes one (the same moves the other way). A move is kept only if it brings the touched days
 * closer without making any of them the new extreme. Ends when no step helps.
 */
function balance(candidate: Candidate, stop: () => boolean): void {
  const { prep } = candidate;
  const net = prep.net;
  const k = candidate.capacities.length;
  const days = prep.workingDays;
  const sums = Array.from({ length: k }, () => ({ x: 0, y: 0, c: 0 }));
  for (const i of prep.active) {
    const s = sums[candidate.territory[i]!]!;
    s.x += net.x[i]!;
    s.y += net.y[i]!;
    s.c++;
  }
  const centres = sums.map((s) => (s.c > 0 ? { x: s.x / s.c, y: s.y / s.c } : { x: 0, y: 0 }));
  const neighbours = centres.map((c, t) =>
    centres
      .map((o, u) => ({ u, d: (o.x - c.x) ** 2 + (o.y - c.y) ** 2 }))
      .filter((e) => e.u !== t)
      .sort((a, b) => a.d - b.d)
      .slice(0, 4)
      .map((e) => e.u),
  );
  /**
   * A location may change territory only to the territory whose centre is nearest to it after its
   * own: territories stay compact and their outlines apart.
   */
  const onBorder = (node: number, from: number, to: number) => {
    const d = (t: number) => (net.x[node]! - centres[t]!.x) ** 2 + (net.y[node]! - centres[t]!.y) ** 2;
    const towards = d(to);
    for (let t = 0; t < k; t++) if (t !== from && t !== to && d(t) < towards) return false;
    return true;
  };
  const removalGain = (route: readonly number[], node: number) => {
    const j = route.indexOf(node);
    const prev = j === 0 ? -1 : route[j - 1]!;
    const next = j === route.length - 1 ? -1 : route[j + 1]!;
    return net.travel(prev, node) + net.travel(node, next) - net.travel(prev, next) + net.service[node]!;
  };
  type Move = { score: number; apply: () => void };
  /** The pattern of node with day `from` swapped for day `to`, if allowed and evenly enough spread. */
  const swapped = (node: number, from: Weekday, to: Weekday) => {
    const current = prep.patterns[node]![candidate.pattern[node]!]!;
    const mask = (current.mask & ~(1 << from)) | (1 << to);
    const p = prep.patterns[node]!.findIndex((q) => q.mask === mask);
    if (p < 0 || prep.patterns[node]![p]!.spread > current.spread + 2.5) return -1;
    return p;
  };
  const dayMove =
    (node: number, t: number, from: Weekday, to: Weekday, p: number, position: number) => () => {
      const route = candidate.routes[t]![from]!;
      route.splice(route.indexOf(node), 1);
      candidate.routes[t]![to]!.splice(position, 0, node);
      candidate.pattern[node] = p;
      candidate.routeWork(t, from);
      candidate.routeWork(t, to);
    };
  /** Inserts node into territory u on each of its days: the worst resulting workload and positions. */
  const intoTerritory = (node: number, u: number) => {
    const current = prep.patterns[node]![candidate.pattern[node]!]!;
    let worst = 0;
    let least = Infinity;
    const positions: number[] = [];
    for (const d of current.days) {
      if (candidate.dayDemand[u]![d]! + net.demand[node]! > candidate.capacities[u]!) return null;
      const ins = bestInsertion(net, candidate.routes[u]![d]!, d, node);
      if (ins.position < 0) return null;
      positions.push(ins.position);
      const after = candidate.work[u]![d]! + ins.delta + net.service[node]!;
      worst = Math.max(worst, after);
      least = Math.min(least, after);
    }
    return { worst, least, positions, days: current.days };
  };
  const territoryMove =
    (node: number, from: number, u: number, positions: readonly number[], on: readonly Weekday[]) => () => {
      on.forEach((d, q) => {
        const route = candidate.routes[from]![d]!;
        route.splice(route.indexOf(node), 1);
        candidate.routes[u]![d]!.splice(positions[q]!, 0, node);
        candidate.routeWork(from, d);
        candidate.routeWork(u, d);
      });
      candidate.territory[node] = u;
    };

  const push = (ht: number, hd: Weekday, floor: number): Move | null => {
    const heavy = candidate.work[ht]![hd]!;
    let best: Move | null = null;
    for (const node of candidate.routes[ht]![hd]!) {
      const gain = removalGain(candidate.routes[ht]![hd]!, node);
      const current = prep.patterns[node]![candidate.pattern[node]!]!;
      for (const to of days) {
        if (current.days.includes(to)) continue;
        const p = swapped(node, hd, to);
        if (p < 0 || candidate.dayDemand[ht]![to]! + net.demand[node]! > candidate.capacities[ht]!) continue;
        const ins = bestInsertion(net, candidate.routes[ht]![to]!, to, node);
        if (ins.position < 0) continue;
        const after = candidate.work[ht]![to]! + ins.delta + net.service[node]!;
        const score = Math.max(after, heavy - gain);
        if (heavy - gain < floor) continue;
        if (score < heavy - 1 && (!best || score < best.score))
          best = { score, apply: dayMove(node, ht, hd, to, p, ins.position) };
      }
      for (const u of neighbours[ht]!) {
        if (!onBorder(node, ht, u)) continue;
        const into = intoTerritory(node, u);
        if (!into) continue;
        const score = Math.max(into.worst, heavy - gain);
        if (heavy - gain < floor) continue;
        if (score < heavy - 1 && (!best || score < best.score))
          best = { score, apply: territoryMove(node, ht, u, into.positions, into.days) };
      }
    }
    return best;
  };

  const pull = (lt: number, ld: Weekday, ceiling: number): Move | null => {
    const light = candidate.work[lt]![ld]!;
    let best: Move | null = null;
    // Another day's visit of the same territory moves here.
    for (const from of days) {
      if (from === ld) continue;
      for (const node of candidate.routes[lt]![from]!) {
        const current = prep.patterns[node]![candidate.pattern[node]!]!;
        if (current.days.includes(ld)) continue;
        const p = swapped(node, from, ld);
        if (p < 0 || candidate.dayDemand[lt]![ld]! + net.demand[node]! > candidate.capacities[lt]!) continue;
        const ins = bestInsertion(net, candidate.routes[lt]![ld]!, ld, node);
        if (ins.position < 0) continue;
        const after = light + ins.delta + net.service[node]!;
        const left = candidate.work[lt]![from]! - removalGain(candidate.routes[lt]![from]!, node);
        if (after > ceiling) continue;
        const score = Math.min(after, left);
        if (score > light + 1 && (!best || score > best.score))
          best = { score, apply: dayMove(node, lt, from, ld, p, ins.position) };
      }
    }
    // A neighbour's location visited on this day moves into this territory.
    for (const u of neighbours[lt]!) {
      for (const node of candidate.routes[u]![ld]!) {
        if (!onBorder(node, u, lt)) continue;
        const into = intoTerritory(node, lt);
        if (!into || into.worst > ceiling) continue;
        let left = Infinity;
        for (const d of into.days)
          left = Math.min(left, candidate.work[u]![d]! - removalGain(candidate.routes[u]![d]!, node));
        const score = Math.min(into.least, left, into.worst === into.least ? into.least : Infinity);
        if (score > light + 1 && (!best || score > best.score))
          best = { score, apply: territoryMove(node, u, lt, into.positions, into.days) };
      }
    }
    return best;
  };

  const limit = 20 * prep.active.length;
  for (let step = 0; step < limit; step++) {
    if (step % 32 === 0 && stop()) return;
    let ht = 0;
    let hd: Weekday = days[0]!;
    let lt = 0;
    let ld: Weekday = days[0]!;
    let total = 0;
    for (let t = 0; t < k; t++)
      for (const d of days) {
        const w = candidate.work[t]![d]!;
        total += w;
        if (w > candidate.work[ht]![hd]!) [ht, hd] = [t, d];
        if (w < candidate.work[lt]![ld]!) [lt, ld] = [t, d];
      }
    const mean = total / (k * days.length);
    const high = candidate.work[ht]![hd]!;
    const low = candidate.work[lt]![ld]!;
    const first = high - mean >= mean - low ? 'push' : 'pull';
    const tryPush = () => push(ht, hd, low);
    const tryPull = () => pull(lt, ld, high);
    const move = first === 'push' ? (tryPush() ?? tryPull()) : (tryPull() ?? tryPush());
    if (!move) return;
    move.apply();
  }
}

function describe(
  problem: PeriodicProblem,
  prep: Prepared,
  best: Candidate | null,
  started: number,
): PeriodicPlan {
  const { net } = prep;
  const locations = problem.locations;
  const territories: PlannedTerritory[] = [];
  const routes: TerritoryDayRoute[] = [];
  const unplaced: UnplacedVisits[] = [];
  let placedVisits = 0;
  let placedOnAllowedDays = 0;
  const placedCount = new Int32Array(locations.length);
  if (best) {
    problem.vehicles.forEach((vehicle, t) => {
      const members = prep.active.filter((i) => best.territory[i] === t);
      const visitDays: Record<string, Weekday[]> = {};
      let weeklyWorkload = 0;
      for (const d of prep.workingDays) {
        const nodes = best.routes[t]![d]!;
        const s = schedule(net, nodes, d);
        for (const [j, node] of nodes.entries()) {
          const id = locations[node]!.id;
          (visitDays[id] ??= []).push(d);
          placedCount[node] = placedCount[node]! + 1;
          placedVisits++;
          if (locations[node]!.allowedDays.includes(d)) placedOnAllowedDays++;
          void j;
        }
        const demand = nodes.reduce((sum, node) => sum + net.demand[node]!, 0);
        weeklyWorkload += s.travel + s.service;
        if (nodes.length === 0) continue;
        routes.push({
          territory: t,
          vehicleId: vehicle.id,
          day: d,
          stops: nodes.map((node, j) => ({
            locationId: locations[node]!.id,
            arrival: s.arrival[j]!,
            serviceStart: s.start[j]!,
            departure: s.start[j]! + net.service[node]!,
          })),
          distanceKm: s.km,
          travelDuration: s.travel,
          serviceDuration: s.service,
          waitingDuration: s.waiting,
          workload: s.travel + s.service,
          demand,
          end: s.end,
        });
      }
      const points = members.map((i) => ({ lat: locations[i]!.lat, lng: locations[i]!.lng }));
      const centroid =
        points.length > 0
          ? {
              lat: points.reduce((s, p) => s + p.lat, 0) / points.length,
              lng: points.reduce((s, p) => s + p.lng, 0) / points.length,
            }
          : problem.depot;
      territories.push({
        index: t,
        vehicleId: vehicle.id,
        locationIds: members.map((i) => locations[i]!.id),
        visitDays,
        centroid,
        polygon: convexHull(points),
        weeklyWorkload,
      });
    });
  }
  let requiredVisits = 0;
  let feasibleVisits = 0;
  locations.forEach((location, i) => {
    const required = Math.max(0, Math.floor(location.weeklyFrequency));
    requiredVisits += required;
    feasibleVisits += prep.feasible[i]!;
    const placed = placedCount[i]!;
    if (placed >= required) return;
    const reason = placed < prep.feasible[i]! ? 'ROUTE_FULL' : (prep.reasons[i] ?? 'ROUTE_FULL');
    unplaced.push({ locationId: location.id, required, placed, reason });
  });
  const spread = best ? best.spread() : { max: 0, min: 0, mean: 0 };
  return {
    territories,
    routes,
    unplaced,
    stats: {
      requiredVisits,
      feasibleVisits,
      placedVisits,
      placedOnAllowedDays,
      maxOverMean: spread.max,
      minOverMean: spread.min,
      meanWorkload: spread.mean,
      runtimeMs: Date.now() - started,
    },
  };
}
