import { useServices } from '../composition/services-context.js';
import { useDistributionCenters } from '../grid/use-distribution-centers.js';
import { asksForCenter, type CenterOption } from './territory-form.model.js';

/**
 * The distribution centers a territory drawn on the map can go to: `choices` when the add form
 * asks for one (an Admin, a Region Manager of several centers), else `implied`, the user's single
 * center (null for a DC Manager: the server takes theirs).
 */
export function useAddCenters(): { choices: readonly CenterOption[] | undefined; implied: number | null } {
  const { login } = useServices();
  const roles = login.load()?.roles ?? [];
  const dcManager = !asksForCenter(roles, []);
  const centers = useDistributionCenters(dcManager);
  if (asksForCenter(roles, centers)) return { choices: centers, implied: null };
  return { choices: undefined, implied: dcManager ? null : (centers[0]?.id ?? null) };
}
