import { useEffect, useState } from 'react';
import { MASTER_DATA_RESOURCES, rowsOfList } from '@rota/core';
import { useServices } from '../composition/services-context.js';

export interface CenterChoice {
  id: number;
  name: string;
}

/** The distribution centers the signed-in user may see, by name; none asked for when `skip`. */
export function useDistributionCenters(skip = false): CenterChoice[] {
  const { resources } = useServices();
  const [centers, setCenters] = useState<CenterChoice[]>([]);
  useEffect(() => {
    if (skip) return;
    let alive = true;
    const entry = MASTER_DATA_RESOURCES.distributionCenters;
    void resources(entry)
      .list({ sortBy: 'name' })
      .then((answer) => {
        if (!alive) return;
        const rows = rowsOfList(entry, answer.body?.data) as Partial<CenterChoice>[];
        setCenters(
          rows.filter((r): r is CenterChoice => typeof r.id === 'number' && typeof r.name === 'string'),
        );
      });
    return () => {
      alive = false;
    };
  }, [resources, skip]);
  return centers;
}
