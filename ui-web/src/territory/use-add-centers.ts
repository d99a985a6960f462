import { useEffect, useState } from 'react';
import { MASTER_DATA_RESOURCES, rowsOfList } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { asksForCenter, type CenterOption } from './territory-form.model.js';

/**
 * The distribution centers a territory drawn on the map can go to: `choices` when the add form
 * asks for one (an Admin, a Region Manager of several centers), else `implied`, the user's single
 * center (null for a DC Manager: the server takes theirs).
 */
export function useAddCenters(): { choices: readonly CenterOption[] | undefined; implied: number | null } {
  const { login, resources } = useServices();
  const roles = login.load()?.roles ?? [];
  const [centers, setCenters] = useState<CenterOption[]>([]);
  const asks = asksForCenter(roles, centers);
  const dcManager = !asksForCenter(roles, []);
  useEffect(() => {
    if (dcManager) return;
    let alive = true;
    const entry = MASTER_DATA_RESOURCES.distributionCenters;
    void resources(entry)
      .list({ sortBy: 'name' })
      .then((answer) => {
        if (!alive) return;
        const rows = rowsOfList(entry, answer.body?.data) as Partial<CenterOption>[];
        setCenters(
          rows.filter((r): r is CenterOption => typeof r.id === 'number' && typeof r.name === 'string'),
        );
      });
    return () => {
      alive = false;
    };
  }, [resources, dcManager]);
  if (asks) return { choices: centers, implied: null };
  return { choices: undefined, implied: dcManager ? null : (centers[0]?.id ?? null) };
}
