import { z } from 'zod';
import type { ApiCall } from '../daily-plan/api-call.js';

/**
 * Live dispatching: a planner moves a stop of a live (approved) plan that the driver has not
 * started yet, to another place in the same vehicle's route or to another vehicle of the plan.
 * The server keeps the stops' identity (their reports stay theirs), stores the new order,
 * measures the planned times of both routes again and tells both drivers' apps and Track & Trace.
 */

const refNo = z.string().trim().min(1).max(36);

export const liveStopMoveSchema = z.object({
  /** The vehicle whose route has the stop now. */
  vehicleRefNo: refNo,
  /** The stop's visit order in that route. */
  visitOrder: z.number().int().positive(),
  /** The place the planner saw at that visit order: a stop renumbered meanwhile is not moved. */
  locationRefNo: refNo.optional(),
  /** The vehicle that gets the stop; absent: the same vehicle. */
  toVehicleRefNo: refNo.optional(),
  /** The visit of the target route the stop goes after; 0: first. */
  afterVisitOrder: z.number().int().nonnegative(),
});
export type LiveStopMove = z.infer<typeof liveStopMoveSchema>;

/** Something the move breaks, reported and not refused (the planner decides). */
export const dispatchWarningKinds = [
  'SKILL',
  'CAPACITY',
  'TIME_WINDOW',
  'ROUTE_DURATION',
  'IN_TRANSIT',
] as const;
export type DispatchWarningKind = (typeof dispatchWarningKinds)[number];

export const dispatchWarningSchema = z.object({
  kind: z.enum(dispatchWarningKinds),
  vehicleRefNo: z.string(),
  orderRefNo: z.string().nullable(),
  /** In the reader's language. */
  message: z.string(),
});
export type DispatchWarning = z.infer<typeof dispatchWarningSchema>;

export const dispatchedStopSchema = z.object({
  visitOrder: z.number().int().nonnegative(),
  locationRefNo: z.string(),
  locationName: z.string(),
  plannedArrival: z.string(),
  plannedServiceEnd: z.string(),
  orderRefNos: z.array(z.string()),
});

export const liveStopMoveAnswerSchema = z.object({
  jobRefNo: z.string(),
  /** The routes the move changed, their visits in the new order with their new planned times. */
  routes: z.array(z.object({ vehicleRefNo: z.string(), stops: z.array(dispatchedStopSchema) })),
  warnings: z.array(dispatchWarningSchema),
});
export type LiveStopMoveAnswer = z.infer<typeof liveStopMoveAnswerSchema>;

/** trackandtracehub?jobRefNo= → `ReceiveRouteDispatch`: routes of the job changed; read them again. */
export const routeDispatchEventSchema = z.object({
  jobRefNo: z.string(),
  vehicleRefNos: z.array(z.string()),
  message: z.string(),
});
export type RouteDispatchEvent = z.infer<typeof routeDispatchEventSchema>;

export const liveDispatchApi = {
  moveStop: {
    method: 'POST',
    path: 'tracking_tracing/:jobRefNo/stop-moves',
    params: z.object({ jobRefNo: z.string().min(1) }),
    body: liveStopMoveSchema,
    response: liveStopMoveAnswerSchema,
    summary: 'Moves a stop of a live plan that is not started yet, within its route or to another vehicle',
  },
} as const satisfies Record<string, ApiCall>;

/** A visit of a live route as the move sees it. */
export interface DispatchVisit {
  readonly stopId: number;
  readonly visitOrder: number;
  /** The driver reported something at it (arrived, service, finished, an order of it). */
  readonly started: boolean;
}

export type MoveRefusal =
  | { reason: 'unknownStop'; params: { visitOrder: number } }
  | { reason: 'stopStarted'; params: { visitOrder: number } }
  | { reason: 'unknownPosition'; params: { afterVisitOrder: number } }
  | { reason: 'beforeStarted'; params: { afterVisitOrder: number; startedVisitOrder: number } }
  | { reason: 'unchanged'; params: { visitOrder: number } };

/** The routes the move changes: each one's stops (by id) in the new visit order. */
export type MoveArrangement = ReadonlyMap<'source' | 'target', readonly number[]>;

/**
 * Where the stops go: the moved stop leaves its route and goes right after `afterVisitOrder` of
 * the target (0: first). Refused when the stop is unknown or started, the position names no
 * other visit of the target, the position lies before a visit the driver already started (a
 * visit cannot be planned in the past), or nothing would change.
 */
export function arrangeMove(
  source: readonly DispatchVisit[],
  target: readonly DispatchVisit[] | null,
  visitOrder: number,
  afterVisitOrder: number,
): { ok: true; arrangement: MoveArrangement } | { ok: false; refusal: MoveRefusal } {
  const moved = source.find((s) => s.visitOrder === visitOrder);
  if (!moved) return { ok: false, refusal: { reason: 'unknownStop', params: { visitOrder } } };
  if (moved.started) return { ok: false, refusal: { reason: 'stopStarted', params: { visitOrder } } };
  const sameRoute = target === null;
  const into = (target ?? source).filter((s) => s.stopId !== moved.stopId);
  const at = afterVisitOrder === 0 ? -1 : into.findIndex((s) => s.visitOrder === afterVisitOrder);
  if (afterVisitOrder !== 0 && at < 0)
    return { ok: false, refusal: { reason: 'unknownPosition', params: { afterVisitOrder } } };
  const lastStarted = into.reduce((last, s, i) => (s.started ? i : last), -1);
  if (at < lastStarted) {
    const startedVisitOrder = (into[lastStarted] as DispatchVisit).visitOrder;
    return {
      ok: false,
      refusal: { reason: 'beforeStarted', params: { afterVisitOrder, startedVisitOrder } },
    };
  }
  const arranged = [...into.slice(0, at + 1), moved, ...into.slice(at + 1)].map((s) => s.stopId);
  if (sameRoute) {
    if (arranged.every((id, i) => id === source[i]?.stopId))
      return { ok: false, refusal: { reason: 'unchanged', params: { visitOrder } } };
    return { ok: true, arrangement: new Map([['source', arranged]]) };
  }
  return {
    ok: true,
    arrangement: new Map([
      ['source', source.filter((s) => s.stopId !== moved.stopId).map((s) => s.stopId)],
      ['target', arranged],
    ]),
  };
}

const en: Record<string, string> = {
  'tracking.dispatch.moveStop': 'Move stop',
  'tracking.dispatch.title': 'Move stop {{visitOrder}} · {{location}}',
  'tracking.dispatch.toVehicle': 'To vehicle',
  'tracking.dispatch.after': 'Goes after',
  'tracking.dispatch.first': 'First',
  'tracking.dispatch.stopOption': '{{visitOrder}} · {{location}}',
  'tracking.dispatch.confirm': 'Move',
  'tracking.dispatch.cancel': 'Cancel',
  'tracking.dispatch.notStartedOnly': 'Only stops the driver has not started can be moved.',
  'tracking.dispatch.moved': 'Stop {{location}} moved to {{plate}}; planned times were measured again.',
  'tracking.dispatch.movedWithWarnings':
    'Stop {{location}} moved to {{plate}}, breaking {{count}} rule(s); planned times were measured again.',
  'tracking.dispatch.changed': 'Routes of job {{jobRefNo}} were changed by a planner.',
  'tracking.dispatch.notLive':
    'Job {{jobRefNo}} has no live plan: stops are moved on the result page until Go Live.',
  'tracking.dispatch.unknownVehicle':
    'Vehicle {{vehicleRefNo}} has no route in the live plan of job {{jobRefNo}}.',
  'tracking.dispatch.unknownStop': 'Stop {{visitOrder}} is not a visit of the route of {{vehicleRefNo}}.',
  'tracking.dispatch.stopStarted':
    'Stop {{visitOrder}} cannot be moved: the driver has already reported at it.',
  'tracking.dispatch.unknownPosition':
    'Stop {{afterVisitOrder}} is not a visit of the route of {{vehicleRefNo}}.',
  'tracking.dispatch.beforeStarted':
    'A stop cannot go before stop {{startedVisitOrder}}, which the driver has already started.',
  'tracking.dispatch.unchanged': 'Stop {{visitOrder}} is already there; nothing was changed.',
  'tracking.dispatch.planChanged': 'The plan of job {{jobRefNo}} changed meanwhile; reload and try again.',
  'tracking.dispatch.warning.SKILL': '{{plate}} cannot serve order {{order}} (capability).',
  'tracking.dispatch.warning.CAPACITY': '{{plate}} is over its {{dimension}} capacity.',
  'tracking.dispatch.warning.TIME_WINDOW':
    'Order {{order}} will be served outside its time window on {{plate}}.',
  'tracking.dispatch.warning.TIME_WINDOW_SHIFT': "{{plate}}'s route ends after its shift.",
  'tracking.dispatch.warning.ROUTE_DURATION': "{{plate}}'s route is longer than the maximum route duration.",
  'tracking.dispatch.warning.IN_TRANSIT': 'Order {{order}} stays on {{plate}} longer than allowed.',
  'tracking.dispatch.dimension.weight': 'weight',
  'tracking.dispatch.dimension.volume': 'volume',
  'tracking.dispatch.dimension.value': 'insured value',
  'tracking.dispatch.log': 'Stop {{location}} was moved from {{from}} to {{plate}} by a planner.',
  'tracking.dispatch.driverAdded': 'New stop on your route: {{location}}.',
  'tracking.dispatch.driverRemoved': '{{location}} is no longer on your route.',
  'tracking.dispatch.driverReordered': 'The order of your stops has changed.',
  'tracking.timeSource.planned': 'Planned',
  'tracking.timeSource.estimated': 'Estimated',
  'tracking.timeSource.actual': 'Actual',
  'tracking.timeSource.wallClock': 'Times as reported by the vehicles (wall clock).',
  'tracking.timeSource.replayed': 'Times of a replayed run (simulated clock), not the wall clock.',
};

const tr: Record<string, string> = {
  'tracking.dispatch.moveStop': 'Durağı taşı',
  'tracking.dispatch.title': 'Durak {{visitOrder}} · {{location}} taşınıyor',
  'tracking.dispatch.toVehicle': 'Hedef araç',
  'tracking.dispatch.after': 'Sonrasına gelecek durak',
  'tracking.dispatch.first': 'İlk sıra',
  'tracking.dispatch.stopOption': '{{visitOrder}} · {{location}}',
  'tracking.dispatch.confirm': 'Taşı',
  'tracking.dispatch.cancel': 'Vazgeç',
  'tracking.dispatch.notStartedOnly': 'Yalnızca sürücünün başlamadığı duraklar taşınabilir.',
  'tracking.dispatch.moved':
    '{{location}} durağı {{plate}} aracına taşındı; planlanan saatler yeniden hesaplandı.',
  'tracking.dispatch.movedWithWarnings':
    '{{location}} durağı {{plate}} aracına taşındı, {{count}} kural ihlal ediliyor; planlanan saatler yeniden hesaplandı.',
  'tracking.dispatch.changed': '{{jobRefNo}} işinin rotaları bir planlamacı tarafından değiştirildi.',
  'tracking.dispatch.notLive':
    '{{jobRefNo}} işinin canlı planı yok: duraklar Canlıya Al öncesinde sonuç sayfasında taşınır.',
  'tracking.dispatch.unknownVehicle':
    '{{vehicleRefNo}} aracının {{jobRefNo}} işinin canlı planında rotası yok.',
  'tracking.dispatch.unknownStop': 'Durak {{visitOrder}}, {{vehicleRefNo}} rotasının bir ziyareti değil.',
  'tracking.dispatch.stopStarted': 'Durak {{visitOrder}} taşınamaz: sürücü bu durakta bildirim yaptı.',
  'tracking.dispatch.unknownPosition':
    'Durak {{afterVisitOrder}}, {{vehicleRefNo}} rotasının bir ziyareti değil.',
  'tracking.dispatch.beforeStarted':
    'Bir durak, sürücünün başladığı {{startedVisitOrder}} numaralı duraktan önceye konamaz.',
  'tracking.dispatch.unchanged': 'Durak {{visitOrder}} zaten orada; hiçbir şey değişmedi.',
  'tracking.dispatch.planChanged': '{{jobRefNo}} işinin planı bu arada değişti; yenileyip tekrar deneyin.',
  'tracking.dispatch.warning.SKILL': '{{plate}}, {{order}} siparişine hizmet veremez (yetenek).',
  'tracking.dispatch.warning.CAPACITY': '{{plate}} {{dimension}} kapasitesini aşıyor.',
  'tracking.dispatch.warning.TIME_WINDOW':
    '{{order}} siparişi {{plate}} ile zaman penceresi dışında teslim edilecek.',
  'tracking.dispatch.warning.TIME_WINDOW_SHIFT': '{{plate}} rotası vardiya bitiminden sonra bitiyor.',
  'tracking.dispatch.warning.ROUTE_DURATION': '{{plate}} rotası azami rota süresinden uzun.',
  'tracking.dispatch.warning.IN_TRANSIT':
    '{{order}} siparişi {{plate}} üzerinde izin verilenden uzun kalıyor.',
  'tracking.dispatch.dimension.weight': 'ağırlık',
  'tracking.dispatch.dimension.volume': 'hacim',
  'tracking.dispatch.dimension.value': 'sigorta değeri',
  'tracking.dispatch.log':
    '{{location}} durağı bir planlamacı tarafından {{from}} aracından {{plate}} aracına taşındı.',
  'tracking.dispatch.driverAdded': 'Rotanıza yeni durak eklendi: {{location}}.',
  'tracking.dispatch.driverRemoved': '{{location}} artık rotanızda değil.',
  'tracking.dispatch.driverReordered': 'Duraklarınızın sırası değişti.',
  'tracking.timeSource.planned': 'Planlanan',
  'tracking.timeSource.estimated': 'Tahmini',
  'tracking.timeSource.actual': 'Gerçekleşen',
  'tracking.timeSource.wallClock': 'Araçların bildirdiği saatler (gerçek saat).',
  'tracking.timeSource.replayed':
    'Yeniden oynatılan bir çalışmanın saatleri (benzetim saati), gerçek saat değil.',
};

export const liveDispatchMessages: {
  readonly en: Record<string, string>;
  readonly tr: Record<string, string>;
} = {
  en,
  tr,
};

/** Where a time shown on Track & Trace comes from. */
export type TimeSource = 'planned' | 'estimated' | 'actual';

/** Reports stamped this far past the reader's clock come from a replayed (simulated) run. */
const REPLAY_TOLERANCE_MS = 2 * 60_000;

/**
 * Whether the actual times of a job are the vehicles' wall clock or a replayed run's simulated
 * clock: a replay (the simulator playing a route faster than real time) stamps reports ahead of
 * now; a report from a real phone never is (its day is checked on arrival, its time is past).
 */
export function actualClockOf(
  actualTimes: readonly (string | null)[],
  now: string,
): 'wallClock' | 'replayed' {
  const limit = Date.parse(now) + REPLAY_TOLERANCE_MS;
  return actualTimes.some((time) => time !== null && Date.parse(time) > limit) ? 'replayed' : 'wallClock';
}
