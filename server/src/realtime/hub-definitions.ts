import { groupKeyFromQuery, groupName, type GroupKey } from './hub-groups.js';

/** Who is connected, as the platform's token verification describes them. */
export interface HubUser {
  userId: string | number;
  roles: readonly string[];
  [claim: string]: unknown;
}

/** What a hub method sees of the connection that called it. */
export interface HubCallerContext {
  readonly hub: string;
  readonly connectionId: string;
  readonly user: HubUser;
  readonly groups: ReadonlySet<string>;
  join(group: string): void;
  leave(group: string): void;
}

export type HubMethod = (context: HubCallerContext, ...args: unknown[]) => unknown;

export interface HubDefinition {
  name: string;
  /** Method names are matched case-insensitively, as SignalR does. */
  methods: Record<string, HubMethod>;
}

/** A failure whose message the caller may read (any other error is reported generically). */
export class HubError extends Error {
  override name = 'HubError';
}

/** Decides whether a user may follow a group; refusals answer 403 or a failed invocation. */
export type GroupAuthorizer = (user: HubUser, hub: string, key: GroupKey) => boolean | Promise<boolean>;

/** May this user hold a connection to this hub at all (role and claims)? Refusals answer 403. */
export type ConnectionAuthorizer = (user: HubUser, hub: string) => boolean;

/** What a hub event is about, resolved once per event: who among the listeners may receive it. */
export interface HubEvent {
  hub: string;
  audience: string;
  target: string;
  args: unknown[];
}
export type EventAuthorizer = (event: HubEvent) => Promise<(user: HubUser) => boolean>;

function groupKeyArgument(value: unknown): GroupKey {
  const key =
    typeof value === 'object' && value !== null ? groupKeyFromQuery(value as Record<string, unknown>) : {};
  if (Object.keys(key).length === 0) {
    throw new HubError('Name the group with jobRefNo, routeId or vehicleRefNo, e.g. { "jobRefNo": "J-1" }.');
  }
  return key;
}

/**
 * `JoinGroup({ jobRefNo })` / `LeaveGroup({ jobRefNo })`: follow another job, route or vehicle
 * on an open connection instead of opening one connection per address. Both answer the group
 * name.
 */
export function groupMethods(authorize: GroupAuthorizer): Record<string, HubMethod> {
  return {
    JoinGroup: async (context, value) => {
      const key = groupKeyArgument(value);
      if (!(await authorize(context.user, context.hub, key))) {
        throw new HubError('You may not follow this group.');
      }
      const group = groupName(key);
      context.join(group);
      return group;
    },
    LeaveGroup: (context, value) => {
      const group = groupName(groupKeyArgument(value));
      context.leave(group);
      return group;
    },
  };
}

/**
 * The hubs of the spec (status of jobs, ad-hoc reoptimization, track and trace, workflow steps)
 * and the drivers' hub, which tells a driver's app that their route changed.
 */
export const hubNames = [
  'joboperationhub',
  'adhochub',
  'trackandtracehub',
  'workflowstephub',
  'driverhub',
] as const;
export type HubName = (typeof hubNames)[number];

export function defaultHubs(authorize: GroupAuthorizer): HubDefinition[] {
  return hubNames.map((name) => ({ name, methods: groupMethods(authorize) }));
}

export function findMethod(hub: HubDefinition, target: string): HubMethod | undefined {
  const wanted = target.toLowerCase();
  const entry = Object.entries(hub.methods).find(([name]) => name.toLowerCase() === wanted);
  return entry?.[1];
}
