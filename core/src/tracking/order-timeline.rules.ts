import { trackAndTracePath } from '../daily-plan/daily-plan.routes.js';
import type { OrderStatus } from './order-status.schema.js';
import type { OrderWorkflowStep } from './order-tracking.schema.js';

/** Steps whose cancel button may show. */
export const cancellableOrderStatuses: readonly OrderStatus[] = [
  'DISPATCHED',
  'HEADED_TO_LOCATION',
  'IN_TRANSIT',
  'VEHICLE_AT_LOCATION',
];

type Step = Pick<OrderWorkflowStep, 'status' | 'isEnabled' | 'actionDate'>;

/** Cancel shows for a cancellable step that is the current status, enabled and dated. */
export function showsCancelButton(step: Step, currentStatus: OrderStatus): boolean {
  return (
    cancellableOrderStatuses.includes(step.status) &&
    step.status === currentStatus &&
    step.isEnabled &&
    step.actionDate !== null &&
    step.actionDate !== ''
  );
}

/** The labels/PDF download is enabled on the Completed step only when it is enabled. */
export function isDownloadEnabled(step: Pick<OrderWorkflowStep, 'status' | 'isEnabled'>): boolean {
  return step.status === 'COMPLETED' && step.isEnabled;
}

/** In Transit shows the plate as a link to track and trace for that plate. */
export function inTransitPlateLink(
  step: Pick<OrderWorkflowStep, 'status' | 'vehiclePlate'>,
  jobRefNo: string,
): { readonly plate: string; readonly path: string } | null {
  const plate = step.vehiclePlate;
  if (step.status !== 'IN_TRANSIT' || plate === undefined || plate === null || plate === '') return null;
  return { plate, path: `${trackAndTracePath(jobRefNo)}?plate=${encodeURIComponent(plate)}` };
}
