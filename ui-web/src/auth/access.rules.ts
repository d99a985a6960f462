import { truncateName } from './name.js';

export {
  ADMITTED_ROLES as admittedRoles,
  SETTINGS_ROLES as adminOnly,
  hasAnyRole as isAdmitted,
  canSeeMenuEntry,
} from '@rota/core/auth';

/** The user's name as the sidebar shows it: cut at 20 characters. */
export function shortName(givenName: string, surname: string, max = 20): string {
  return truncateName(`${givenName} ${surname}`.trim(), max);
}
