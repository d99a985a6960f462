/**
 * Groups come from the query parameters the spec puts on a hub's address
 * (`adhochub?routeId=`, `trackandtracehub?vehicleRefNo=&jobRefNo=`, ...). A connection joins
 * one group per non-empty combination of the parameters it names, so an event can be sent to
 * "job J", "vehicle V" or "vehicle V in job J".
 */
export const groupParameters = ['jobRefNo', 'routeId', 'vehicleRefNo'] as const;
export type GroupParameter = (typeof groupParameters)[number];
export type GroupKey = Partial<Record<GroupParameter, string | number>>;

/** The group name of a key: its parameters in a fixed order, e.g. `jobRefNo=J1&vehicleRefNo=V2`. */
export function groupName(key: GroupKey): string {
  const parts = groupParameters.flatMap((name) => {
    const value = key[name];
    return value === undefined || value === '' ? [] : [`${name}=${encodeURIComponent(String(value))}`];
  });
  if (parts.length === 0) throw new Error('A group needs at least one of jobRefNo, routeId or vehicleRefNo.');
  return parts.join('&');
}

/** The group parameters found in a query (names compared case-insensitively). */
export function groupKeyFromQuery(query: Record<string, unknown>): GroupKey {
  const key: GroupKey = {};
  for (const [name, value] of Object.entries(query)) {
    const parameter = groupParameters.find((p) => p.toLowerCase() === name.toLowerCase());
    const text = Array.isArray(value) ? value[0] : value;
    if (parameter && (typeof text === 'string' || typeof text === 'number') && String(text) !== '') {
      key[parameter] = String(text);
    }
  }
  return key;
}

/** Every group a key belongs to: one per non-empty subset of its parameters. */
export function groupsOf(key: GroupKey): string[] {
  const present = groupParameters.filter((name) => key[name] !== undefined && key[name] !== '');
  const groups: string[] = [];
  for (let mask = 1; mask < 1 << present.length; mask++) {
    const subset: GroupKey = {};
    present.forEach((name, index) => {
      if (mask & (1 << index)) subset[name] = key[name] as string | number;
    });
    groups.push(groupName(subset));
  }
  return groups;
}

/** The group of one user's connections, for messages meant for a person. */
export function userGroup(userId: string | number): string {
  return `user=${encodeURIComponent(String(userId))}`;
}
