import type { OrderAction, OrderStatus } from '@rota/core/tracking';

/** A driver's visit event as stored (tracking_visit_events), for one stop or one order of it. */
export interface VisitEventFact {
  event: 'ARRIVED' | 'SERVICE_STARTED' | 'COMPLETED' | 'FAILED' | 'CANCELLED';
  occurredAt: string;
  reason: string | null;
  /** True when the event names the order; false when it is for the whole stop. */
  forOrder: boolean;
}

/** What is known of one order of a job: its plan, the job's state and the driver's events. */
export interface OrderFacts {
  action: OrderAction;
  /** The order has a stop in the job's current plan. */
  planned: boolean;
  /** The job went live (approved and not discarded). */
  live: boolean;
  /** When the plan was approved (the orders were dispatched). */
  dispatchedAt: string | null;
  /** The first position the vehicle reported on this job (it left the depot). */
  departedAt: string | null;
  events: readonly VisitEventFact[];
}

export interface ProgressStep {
  status: OrderStatus;
  isEnabled: boolean;
  actionDate: string | null;
  reason?: string | null;
}

const terminalOf = { COMPLETED: 'COMPLETED', FAILED: 'FAILED', CANCELLED: 'CANCELLED' } as const;

/** The event of a kind for the order: the order's own one wins over the stop's. */
function eventOf(facts: OrderFacts, kind: VisitEventFact['event']): VisitEventFact | undefined {
  const all = facts.events.filter((e) => e.event === kind);
  return all.find((e) => e.forOrder) ?? all[0];
}

/** The terminal event of the order (completed, failed or cancelled), the latest when several. */
function terminalEvent(facts: OrderFacts): VisitEventFact | undefined {
  return (['COMPLETED', 'FAILED', 'CANCELLED'] as const)
    .map((kind) => eventOf(facts, kind))
    .filter((e): e is VisitEventFact => e !== undefined)
    .sort((a, b) => Date.parse(b.occurredAt) - Date.parse(a.occurredAt))[0];
}

/**
 * The workflow steps of an order, in order: Dispatched, In Transit (a delivery) or Headed to
 * Location (a pickup), Vehicle at Location, Servicing, and the end (Completed, or Failed or
 * Cancelled when that happened). A step is enabled once reached; its date is when.
 */
export function orderSteps(facts: OrderFacts): ProgressStep[] {
  const step = (
    status: OrderStatus,
    at: string | null | undefined,
    reason?: string | null,
  ): ProgressStep => ({
    status,
    isEnabled: at !== null && at !== undefined,
    actionDate: at ?? null,
    ...(reason === undefined ? {} : { reason }),
  });
  const dispatched = facts.live ? facts.dispatchedAt : null;
  const arrived = eventOf(facts, 'ARRIVED')?.occurredAt;
  const servicing = eventOf(facts, 'SERVICE_STARTED')?.occurredAt;
  const end = terminalEvent(facts);
  return [
    step('DISPATCHED', dispatched),
    step(facts.action === 'PICKUP' ? 'HEADED_TO_LOCATION' : 'IN_TRANSIT', facts.departedAt ?? arrived),
    step('VEHICLE_AT_LOCATION', arrived),
    step('SERVICING', servicing),
    end === undefined
      ? step('COMPLETED', null)
      : step(terminalOf[end.event as keyof typeof terminalOf], end.occurredAt, end.reason),
  ];
}

/**
 * The status of an order now: Created when no plan serves it, Scheduled while its plan is not
 * live, then the last step reached.
 */
export function orderStatusOf(facts: OrderFacts): OrderStatus {
  if (!facts.planned) return 'CREATED';
  if (!facts.live) return 'SCHEDULED';
  const reached = orderSteps(facts).filter((s) => s.isEnabled);
  return reached.at(-1)?.status ?? 'DISPATCHED';
}
