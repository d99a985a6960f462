import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteResult } from '@rota/core/daily-plan';
import { MapView } from '../../map/MapView.js';
import { routeMapLayers } from '../result.model.js';
import { versionDiffLayers } from './version-diff-map.model.js';
import type { AdhocClient } from './adhoc.gateway.js';

/**
 * Both versions on one map: the other version's routes in grey underneath, this version's in
 * their vehicles' colours, each leg along the road where the plan stored its shape; the stops
 * whose vehicle or place in the route changed are ringed.
 */
export function VersionDiffMap({
  jobRefNo,
  from,
  to,
  changedOrders,
  client,
}: {
  jobRefNo: string;
  from: { version: number; routeId: string };
  to: { version: number; routeId: string };
  changedOrders: readonly string[];
  client: AdhocClient;
}) {
  const { t } = useTranslation();
  const [routes, setRoutes] = useState<{ from: RouteResult; to: RouteResult } | null>(null);
  useEffect(() => {
    let live = true;
    void Promise.all([
      client.routeResult(jobRefNo, from.routeId),
      client.routeResult(jobRefNo, to.routeId),
    ]).then(([a, b]) => {
      if (live) setRoutes(a.ok && a.data && b.ok && b.data ? { from: a.data, to: b.data } : null);
    });
    return () => {
      live = false;
    };
  }, [client, jobRefNo, from.routeId, to.routeId]);
  if (!routes) return null;
  const layers = versionDiffLayers(
    routeMapLayers(routes.from),
    routeMapLayers(routes.to),
    routes.to,
    changedOrders,
  );
  return (
    <figure className="version-diff-map" data-testid="version-diff-map" data-legs={layers.polylines.length}>
      <MapView markers={layers.markers} polylines={layers.polylines} fitBounds height="38vh" />
      <figcaption className="muted">
        <span className="legend-swatch legend-from" aria-hidden="true" />
        {t('adhocUi.diffMapFrom', { version: from.version })}
        <span className="legend-swatch legend-to" aria-hidden="true" />
        {t('adhocUi.diffMapTo', { version: to.version })}
        {changedOrders.length ? (
          <>
            <span className="legend-swatch legend-changed" aria-hidden="true" />
            {t('adhocUi.diffMapChanged')}
          </>
        ) : null}
      </figcaption>
    </figure>
  );
}
