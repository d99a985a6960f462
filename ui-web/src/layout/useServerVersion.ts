import { useEffect, useState } from 'react';
import type { Health } from '@rota/core';
import { useServices } from '../composition/services-context.js';

export type ServerVersion = Pick<Health, 'version' | 'commit'>;

/**
 * The version and commit the server names at `/api/health`, read once `wanted` turns true (the
 * user menu opens); null until then, and when the server does not answer.
 */
export function useServerVersion(wanted: boolean): ServerVersion | null {
  const { app } = useServices();
  const [version, setVersion] = useState<ServerVersion | null>(null);
  useEffect(() => {
    if (!wanted || version) return undefined;
    let current = true;
    void app.health().then((answer) => {
      if (current && answer.ok) setVersion({ version: answer.data.version, commit: answer.data.commit });
    });
    return () => {
      current = false;
    };
  }, [wanted, version, app]);
  return version;
}
