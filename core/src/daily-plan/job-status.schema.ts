import { z } from 'zod';

/** Every job status of spec 01 section 4, including the order-like values the list may show. */
export const jobStatusValues = [
  'AWAITING_CONFIGURATION',
  'QUEUED',
  'SOLVING',
  'SUCCESS',
  'FAILED',
  'INFEASIBLE',
  'INPROGRESS',
  'MODIFIED',
  'AWAITING_APPROVAL',
  'APPROVED',
  'DISCARDED',
  'COMPLETED',
  'REOPTIMIZING',
  'CANCELLED',
  'CREATED',
  'SCHEDULED',
  'DISPATCHED',
  'IN_TRANSIT',
  'VEHICLE_AT_LOCATION',
  'SERVICING',
  'PICKED',
  'HEADED_TO_LOCATION',
] as const;

export const jobStatusSchema = z.enum(jobStatusValues);
export type JobStatus = z.infer<typeof jobStatusSchema>;

/** A display colour: background of the status badge and the text drawn on it. */
export type StatusColour = { readonly background: string; readonly text: string };

const white = '#ffffff';
const dark = '#212529';

/** Badge colours of the job statuses (the spec names the statuses, the palette is ours). */
export const jobStatusColours: Readonly<Record<JobStatus, StatusColour>> = {
  AWAITING_CONFIGURATION: { background: '#6c757d', text: white },
  QUEUED: { background: '#74788d', text: white },
  SOLVING: { background: '#50a5f1', text: white },
  SUCCESS: { background: '#34c38f', text: white },
  FAILED: { background: '#f46a6a', text: white },
  INFEASIBLE: { background: '#f1b44c', text: dark },
  INPROGRESS: { background: '#556ee6', text: white },
  MODIFIED: { background: '#7f5af0', text: white },
  AWAITING_APPROVAL: { background: '#ffc107', text: dark },
  APPROVED: { background: '#198754', text: white },
  DISCARDED: { background: '#495057', text: white },
  COMPLETED: { background: '#0f5132', text: white },
  REOPTIMIZING: { background: '#0dcaf0', text: dark },
  CANCELLED: { background: '#343a40', text: white },
  CREATED: { background: '#adb5bd', text: dark },
  SCHEDULED: { background: '#6f42c1', text: white },
  DISPATCHED: { background: '#0d6efd', text: white },
  IN_TRANSIT: { background: '#3d8bfd', text: white },
  VEHICLE_AT_LOCATION: { background: '#20c997', text: dark },
  SERVICING: { background: '#fd7e14', text: dark },
  PICKED: { background: '#138995', text: white },
  HEADED_TO_LOCATION: { background: '#6610f2', text: white },
};

/** The English `statusDisplay` the server sends with each status. */
export const jobStatusDisplay: Readonly<Record<JobStatus, string>> = {
  AWAITING_CONFIGURATION: 'Awaiting Configuration',
  QUEUED: 'Queued',
  SOLVING: 'Solving',
  SUCCESS: 'Success',
  FAILED: 'Failed',
  INFEASIBLE: 'Infeasible',
  INPROGRESS: 'In Progress',
  MODIFIED: 'Modified',
  AWAITING_APPROVAL: 'Awaiting Approval',
  APPROVED: 'Approved',
  DISCARDED: 'Discarded',
  COMPLETED: 'Completed',
  REOPTIMIZING: 'Reoptimizing',
  CANCELLED: 'Cancelled',
  CREATED: 'Created',
  SCHEDULED: 'Scheduled',
  DISPATCHED: 'Dispatched',
  IN_TRANSIT: 'In Transit',
  VEHICLE_AT_LOCATION: 'Vehicle at Location',
  SERVICING: 'Servicing',
  PICKED: 'Picked',
  HEADED_TO_LOCATION: 'Headed to Location',
};

/** i18n key of a job status label: `dailyPlan.status.<STATUS>`. */
export function jobStatusMessageKey(status: JobStatus): string {
  return `dailyPlan.status.${status}`;
}

/** Colour of a status that may be unknown to this version (logged by the caller, shown grey). */
export function jobStatusColour(status: string): StatusColour {
  const parsed = jobStatusSchema.safeParse(status);
  return parsed.success ? jobStatusColours[parsed.data] : { background: '#6c757d', text: white };
}
