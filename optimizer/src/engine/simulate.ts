import type { Instance } from './instance.js';

/** Why a route is infeasible (0 = feasible). */
export const Fail = {
  None: 0,
  Capacity: 1,
  TimeWindow: 2,
  Shift: 3,
  RouteDuration: 4,
  InTransit: 5,
} as const;
export type Fail = (typeof Fail)[keyof typeof Fail];

interface SimResult {
  feasible: boolean;
  fail: Fail;
  failDim: number;
  cost: number;
  distance: number;
  duration: number;
}

/** Per-stop detail collected when a plan is reported. */
export interface RouteTrace {
  departure: number;
  end: number;
  distanceToEnd: number;
  durationToEnd: number;
  /** -1 marks a reload at the depot. */
  stops: {
    order: number;
    loc: number;
    arrival: number;
    start: number;
    end: number;
    dist: number;
    dur: number;
    trip: number;
    lateness: number;
    load: number[];
  }[];
  maxLoad: number[];
  lateness: number;
  capacityExcess: number[];
  inTransitExcess: { order: number; amount: number }[];
  crossings: number;
  trips: number;
}

/**
 * Working buffers of simulateRoute, one set per compiled instance (each solve, and each search
 * thread, compiles its own): per stop service start, waiting so far, trip start flag, trip
 * departure and trip end, and per dimension the peak and current load and the capacity excess.
 * The result object is reused from call to call too.
 */
export interface SimWork {
  readonly result: SimResult;
  start: Float64Array;
  wait: Float64Array;
  trip: Int32Array;
  depart: Float64Array;
  tripEnd: Float64Array;
  readonly maxL: Float64Array;
  readonly last: Float64Array;
  readonly excess: Float64Array;
  /** What refreshRoute's forward pass found on a lean instance's route (route.ts `departLean`). */
  readonly lean: { distance: number; totalWait: number; delay: number; windowsMet: boolean };
}

export function createSimWork(dims: number): SimWork {
  return {
    result: { feasible: true, fail: Fail.None, failDim: -1, cost: 0, distance: 0, duration: 0 },
    start: new Float64Array(64),
    wait: new Float64Array(64),
    trip: new Int32Array(64),
    depart: new Float64Array(64),
    tripEnd: new Float64Array(64),
    maxL: new Float64Array(dims),
    last: new Float64Array(dims),
    excess: new Float64Array(dims),
    lean: { distance: 0, totalWait: 0, delay: Infinity, windowsMet: true },
  };
}

function closeTrip(inst: Instance, w: SimWork, v: number, tripMax: number[] | null): void {
  const D = inst.dims;
  const { maxL, last, excess } = w;
  for (let d = 0; d < D; d++) {
    const over = (maxL[d] as number) - (inst.cap[v * D + d] as number);
    if (over > 1e-9) excess[d] = (excess[d] as number) + over;
    if (tripMax) tripMax[d] = Math.max(tripMax[d] as number, maxL[d] as number);
    maxL[d] = 0;
    last[d] = 0;
  }
}

function ensure(w: SimWork, len: number): void {
  if (w.start.length >= len + 2) return;
  const m = (len + 2) * 2;
  w.start = new Float64Array(m);
  w.wait = new Float64Array(m);
  w.trip = new Int32Array(m);
  w.depart = new Float64Array(m);
  w.tripEnd = new Float64Array(m);
}

/**
 * Simulates a whole route: trips (multi-trip reloads split greedily by capacity), time windows,
 * shift, route duration, in-transit limit and penalties of relaxed constraints. O(len * dims).
 * The returned object is reused: copy what you need before the next call.
 */
export function simulateRoute(
  inst: Instance,
  v: number,
  seq: ArrayLike<number>,
  len: number,
  trace?: RouteTrace,
): SimResult {
  const w = inst.work;
  const r = w.result;
  r.feasible = true;
  r.fail = Fail.None;
  r.failDim = -1;
  r.cost = 0;
  r.distance = 0;
  r.duration = 0;
  if (len === 0) return r;
  ensure(w, len);
  const { start: startBuf, wait: waitBuf, trip: tripBuf, depart: departBuf, tripEnd: tripEndBuf } = w;
  const { maxL, last, excess } = w;
  const D = inst.dims;
  const L = inst.nLoc;
  const V = inst.nVehicles;
  const { del, pick, cap, time, dist, orderLoc, service, twOff, twOpen, twClose, weights } = inst;
  const depot = inst.vStart[v] as number;
  const endLoc = inst.vEnd[v] as number;
  const multi = inst.maxTrips > 1;
  let penalty = 0;

  // Trips and loads.
  let trips = 1;
  tripBuf[0] = 0;
  maxL.fill(0);
  last.fill(0);
  excess.fill(0);
  const tripMax = trace ? new Array<number>(D).fill(0) : null;
  for (let k = 0; k < len; k++) {
    const o = seq[k] as number;
    if (multi && k > 0 && trips < inst.maxTrips) {
      let fits = true;
      for (let d = 0; d < D; d++) {
        const m = Math.max(
          (maxL[d] as number) + (del[o * D + d] as number),
          (last[d] as number) + (pick[o * D + d] as number),
        );
        if (m > (cap[v * D + d] as number) + 1e-9) fits = false;
      }
      if (!fits) {
        closeTrip(inst, w, v, tripMax);
        tripBuf[k] = 1;
        trips++;
      } else tripBuf[k] = 0;
    } else tripBuf[k] = 0;
    for (let d = 0; d < D; d++) {
      const dd = del[o * D + d] as number;
      const pp = pick[o * D + d] as number;
      const nl = (last[d] as number) + pp;
      maxL[d] = Math.max((maxL[d] as number) + dd, nl);
      last[d] = nl;
    }
  }
  closeTrip(inst, w, v, tripMax);
  for (let d = 0; d < D; d++) {
    const e = excess[d] as number;
    if (e > 0) {
      if (inst.hardCap) return fail(w, Fail.Capacity, d);
      penalty += e * weights.capacityExcess;
    }
  }

  // Times.
  const t0 = inst.shiftStart[v] as number;
  let t = t0;
  let loc = depot;
  let distance = 0;
  let lateness = 0;
  let crossings = 0;
  let tripStart = t0;
  let tripIndex = 0;
  let totalWait = 0;
  let delta = Infinity;
  for (let k = 0; k < len; k++) {
    const o = seq[k] as number;
    if (tripBuf[k] === 1) {
      tripEndBuf[tripIndex] = t + (time[loc * L + depot] as number);
      distance += dist[loc * L + depot] as number;
      if (inst.crossing?.[loc * L + depot]) crossings++;
      t += (time[loc * L + depot] as number) + inst.reloadTime;
      loc = depot;
      tripIndex++;
      tripStart = t;
    }
    const ol = orderLoc[o] as number;
    const arr = t + (time[loc * L + ol] as number);
    distance += dist[loc * L + ol] as number;
    if (inst.crossing?.[loc * L + ol]) crossings++;
    let st = arr;
    let close = Infinity;
    const w0 = twOff[o] as number;
    const w1 = twOff[o + 1] as number;
    let found = false;
    for (let w = w0; w < w1; w++) {
      const c = twClose[w] as number;
      if (c >= arr) {
        st = Math.max(arr, twOpen[w] as number);
        close = c;
        found = true;
        break;
      }
    }
    if (!found) {
      if (inst.hardTw) return fail(w, Fail.TimeWindow, -1);
      lateness += arr - (twClose[w1 - 1] as number);
      close = arr;
    }
    const wait = st - arr;
    totalWait += wait;
    if (tripIndex === 0) delta = Math.min(delta, close - st + totalWait);
    startBuf[k] = st;
    waitBuf[k] = tripIndex === 0 ? totalWait : -1;
    departBuf[k] = tripStart;
    t = st + (service[o] as number);
    loc = ol;
    if (trace) {
      const lateHere = found ? 0 : arr - (twClose[w1 - 1] as number);
      trace.stops.push({
        order: o,
        loc: ol,
        arrival: arr,
        start: st,
        end: t,
        dist: 0,
        dur: 0,
        trip: tripIndex + 1,
        lateness: lateHere,
        load: [],
      });
    }
  }
  const endArr = t + (time[loc * L + endLoc] as number);
  distance += dist[loc * L + endLoc] as number;
  if (inst.crossing?.[loc * L + endLoc]) crossings++;
  tripEndBuf[tripIndex] = endArr;
  const shiftEnd = inst.shiftEnd[v] as number;
  if (endArr > shiftEnd + 1e-9) {
    if (inst.hardTw) return fail(w, Fail.Shift, -1);
    lateness += endArr - shiftEnd;
  }
  if (multi || !(delta > 0)) delta = 0;
  delta = Math.min(delta, totalWait);
  const departure = t0 + delta;
  const duration = endArr - departure;
  if (duration > inst.maxDuration + 1e-9) return fail(w, Fail.RouteDuration, -1);
  if (duration < inst.minDuration) penalty += (inst.minDuration - duration) * weights.minDuration;

  const inTransitExcess: { order: number; amount: number }[] = [];
  if (inst.maxInTransit < Infinity) {
    let tripNo = 0;
    for (let k = 0; k < len; k++) {
      const o = seq[k] as number;
      if (tripBuf[k] === 1) tripNo++;
      const shift = tripNo === 0 ? Math.max(0, delta - (waitBuf[k] as number)) : 0;
      const st = (startBuf[k] as number) + shift;
      const dep = (departBuf[k] as number) + (tripNo === 0 ? delta : 0);
      const onBoard = inst.isPickup[o]
        ? (tripEndBuf[tripNo] as number) - (st + (service[o] as number))
        : st - dep;
      if (onBoard > inst.maxInTransit + 1e-9) {
        if (!trace) return fail(w, Fail.InTransit, -1);
        inTransitExcess.push({ order: o, amount: onBoard - inst.maxInTransit });
      }
    }
  }

  let soft = 0;
  if (inst.softPen) for (let k = 0; k < len; k++) soft += inst.softPen[(seq[k] as number) * V + v] as number;
  penalty += lateness * weights.lateness + crossings * weights.avoidCrossing + soft;
  r.distance = distance;
  r.duration = duration;
  r.cost =
    (inst.vFixed[v] as number) +
    (inst.vCostDist[v] as number) * distance +
    (inst.vCostTime[v] as number) * duration +
    penalty;
  if (trace)
    fillTrace(inst, v, seq, len, trace, tripBuf, {
      departure,
      endArr,
      lateness,
      crossings,
      trips,
      excess,
      tripMax,
      inTransitExcess,
    });
  return r;
}

function fail(w: SimWork, code: Fail, dim: number): SimResult {
  const r = w.result;
  r.feasible = false;
  r.fail = code;
  r.failDim = dim;
  r.cost = Infinity;
  return r;
}

interface TraceExtras {
  departure: number;
  endArr: number;
  lateness: number;
  crossings: number;
  trips: number;
  excess: Float64Array;
  tripMax: number[] | null;
  inTransitExcess: { order: number; amount: number }[];
}

function fillTrace(
  inst: Instance,
  v: number,
  seq: ArrayLike<number>,
  len: number,
  trace: RouteTrace,
  tripBuf: Int32Array,
  x: TraceExtras,
): void {
  const D = inst.dims;
  const L = inst.nLoc;
  const depot = inst.vStart[v] as number;
  const delta = x.departure - (inst.shiftStart[v] as number);
  // Replay the times with the delayed departure so the reported schedule has no needless wait.
  let t = x.departure;
  let loc = depot;
  let trip = 1;
  const out: RouteTrace['stops'] = [];
  let load = new Array<number>(D).fill(0);
  const tripLoad = (from: number): number[] => {
    const l = new Array<number>(D).fill(0);
    for (let k = from; k < len && (k === from || tripBuf[k] !== 1); k++) {
      const o = seq[k] as number;
      for (let d = 0; d < D; d++) l[d] = (l[d] as number) + (inst.del[o * D + d] as number);
    }
    return l;
  };
  load = tripLoad(0);
  for (let k = 0; k < len; k++) {
    const s = trace.stops[k];
    if (!s) continue;
    if (tripBuf[k] === 1) {
      const dd = inst.dist[loc * L + depot] as number;
      const tt = inst.time[loc * L + depot] as number;
      out.push({
        order: -1,
        loc: depot,
        arrival: t + tt,
        start: t + tt,
        end: t + tt + inst.reloadTime,
        dist: dd,
        dur: tt,
        trip,
        lateness: 0,
        load: new Array<number>(D).fill(0),
      });
      t += tt + inst.reloadTime;
      loc = depot;
      trip++;
      load = tripLoad(k);
    }
    const o = s.order;
    const dd = inst.dist[loc * L + s.loc] as number;
    const tt = inst.time[loc * L + s.loc] as number;
    const arrival = t + tt;
    const start = trip === 1 && delta > 0 ? Math.max(arrival, s.start) : s.start;
    const end = start + (inst.service[o] as number);
    load = load.map((l, d) => l - (inst.del[o * D + d] as number) + (inst.pick[o * D + d] as number));
    out.push({ ...s, arrival, start, end, dist: dd, dur: tt, trip, load: [...load] });
    t = end;
    loc = s.loc;
  }
  const endLoc = inst.vEnd[v] as number;
  trace.stops = out;
  trace.departure = x.departure;
  trace.end = x.endArr;
  trace.distanceToEnd = inst.dist[loc * L + endLoc] as number;
  trace.durationToEnd = inst.time[loc * L + endLoc] as number;
  trace.maxLoad = x.tripMax ?? [];
  trace.lateness = x.lateness;
  trace.capacityExcess = Array.from(x.excess);
  trace.inTransitExcess = x.inTransitExcess;
  trace.crossings = x.crossings;
  trace.trips = x.trips;
}
