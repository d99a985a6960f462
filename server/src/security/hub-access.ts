import { ADMITTED_ROLES, ROLES } from '@rota/core/auth';
import type {
  ConnectionAuthorizer,
  EventAuthorizer,
  GroupAuthorizer,
  GroupKey,
  HubName,
  HubUser,
} from '../realtime/index.js';
import { canSeeCenter, visibilityFrom, type CenterVisibility } from '../master-data/resource-scope.rules.js';
import { regionManagersCenters, visibleCenters } from '../master-data/resource-scope.repository.js';
import type { AuthUser, Platform } from '../platform/context.js';
import type { Claim } from '../platform/define-route.js';
import { centersOfSubject, keyOfAudience, type SubjectCenters } from '../platform/hub-subjects.js';

/**
 * Who may listen to what on the hubs: the rules of the REST routes that show the same things.
 * A hub needs an admitted role and the read claim of its screen (the jobs grid for job status
 * and reoptimization, Track and Trace for timelines, positions and route resets). A group or an
 * event about a job, route or vehicle reaches only users who may see that job's distribution
 * center, as `jobInScope` decides for `GET /api/jobs/...` (`visibleCenters`: a DC Manager their
 * own center, a Region Manager their region's centers, an Admin all).
 */
export const HUB_CLAIMS: Record<Exclude<HubName, 'driverhub'>, Claim> = {
  joboperationhub: 'daily-plan;read',
  adhochub: 'daily-plan;read',
  trackandtracehub: 'track-and-trace;read',
  workflowstephub: 'track-and-trace;read',
};

/**
 * The drivers' hub admits the Driver role alone, joins no subject group and carries only events
 * addressed to one user (`user=<id>`), whom the server picked as the driver of the route.
 */
const DRIVER_HUB = 'driverhub';

/**
 * Where each event's subject is named: its group, (sent to all) its payload's jobRefNo, or its
 * payload's distributionCenterId (a territory plan: seen by who sees that center).
 */
type EventSubject = 'audience' | 'payload-job' | 'payload-center';
export const HUB_EVENTS: Record<string, { hub: HubName; subject: EventSubject }> = {
  ReceiveJobStatusUpdate: { hub: 'joboperationhub', subject: 'payload-job' },
  ReceiveReoptimizationUpdate: { hub: 'adhochub', subject: 'audience' },
  ReceiveNewOrders: { hub: 'adhochub', subject: 'audience' },
  ReceiveTimelineUpdate: { hub: 'trackandtracehub', subject: 'audience' },
  ReceiveLocationUpdate: { hub: 'trackandtracehub', subject: 'audience' },
  ReceiveRouteDispatch: { hub: 'trackandtracehub', subject: 'audience' },
  ReceiveResetRoute: { hub: 'workflowstephub', subject: 'audience' },
  ReceiveTerritoryPlanUpdate: { hub: 'joboperationhub', subject: 'payload-center' },
  ReceiveDriverRouteUpdate: { hub: DRIVER_HUB, subject: 'audience' },
};

/** The platform's user behind a hub user (as `verifyToken` in app.ts describes it). */
export function authUserOf(user: HubUser): AuthUser {
  const text = (name: string) => (typeof user[name] === 'string' ? (user[name] as string) : '');
  const center = user['distributionCenterId'];
  return {
    id: Number(user.userId),
    email: text('email'),
    username: text('username'),
    givenName: text('givenName'),
    surname: text('surname'),
    roles: [...user.roles],
    claims: Array.isArray(user['claims']) ? (user['claims'] as unknown[]).map(String) : [],
    distributionCenterId: typeof center === 'number' ? center : null,
  };
}

export const mayConnectToHub: ConnectionAuthorizer = (user, hub) => {
  if (hub === DRIVER_HUB) return user.roles.includes(ROLES.driver);
  const claim = HUB_CLAIMS[hub as Exclude<HubName, 'driverhub'>];
  const auth = authUserOf(user);
  return (
    claim !== undefined &&
    auth.roles.some((role) => ADMITTED_ROLES.includes(role)) &&
    auth.claims.includes(claim)
  );
};

/**
 * May the user see every part of a subject? A part that names nothing is seen only by users
 * who see every center; a part found in several centers (a vehicle reference) needs them all.
 */
export function maySeeSubject(visibility: CenterVisibility, subject: SubjectCenters): boolean {
  return subject.every((centers) =>
    centers.length === 0 ? visibility.all : centers.every((center) => canSeeCenter(visibility, center)),
  );
}

export function hubGroupAuthorizer(platform: Platform): GroupAuthorizer {
  return async (user, hub, key) =>
    hub !== DRIVER_HUB &&
    mayConnectToHub(user, hub) &&
    maySeeSubject(
      await visibleCenters(platform.db.orm, authUserOf(user)),
      await centersOfSubject(platform.db.orm, key),
    );
}

function subjectKey(event: Parameters<EventAuthorizer>[0], subject: EventSubject): GroupKey | null {
  if (subject === 'audience') return keyOfAudience(event.audience);
  const payload = event.args[0] as { jobRefNo?: unknown } | undefined;
  return typeof payload?.jobRefNo === 'string' ? { jobRefNo: payload.jobRefNo } : null;
}

/**
 * Resolves an event once (its subject's centers) and answers who may receive it. An event the
 * table above does not know, on another hub than its own, or without a subject reaches nobody;
 * an event for one user (`user=<id>`) reaches only that user, under the same rules.
 */
export function hubEventAuthorizer(platform: Platform): EventAuthorizer {
  return async (event) => {
    const policy = HUB_EVENTS[event.target];
    if (!policy || policy.hub !== event.hub) {
      platform.log.warn({ hub: event.hub, target: event.target }, 'hub event without an access rule');
      return () => false;
    }
    const forUser = /^user=(.+)$/.exec(event.audience)?.[1];
    if (policy.hub === DRIVER_HUB) {
      return (user) =>
        forUser !== undefined &&
        decodeURIComponent(forUser) === String(user.userId) &&
        mayConnectToHub(user, DRIVER_HUB);
    }
    const center = (event.args[0] as { distributionCenterId?: unknown } | undefined)?.distributionCenterId;
    const key =
      policy.subject === 'payload-center'
        ? null
        : subjectKey(event, forUser ? 'payload-job' : policy.subject);
    const subject: SubjectCenters | null =
      policy.subject === 'payload-center'
        ? [typeof center === 'number' ? [center] : []]
        : key
          ? await centersOfSubject(platform.db.orm, key)
          : null;
    // Read once per event: the centers each Region Manager's region holds now.
    const regions =
      subject === null ? new Map<number, number[]>() : await regionManagersCenters(platform.db.orm);
    return (user) =>
      (forUser === undefined || decodeURIComponent(forUser) === String(user.userId)) &&
      mayConnectToHub(user, event.hub) &&
      (subject === null
        ? forUser !== undefined
        : maySeeSubject(visibilityFrom(authUserOf(user), regions), subject));
  };
}
