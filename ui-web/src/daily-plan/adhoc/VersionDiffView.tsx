import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDistance, formatRunTime } from '@rota/core';
import type { RouteVersion, VersionDiff } from '@rota/core/daily-plan';
import { storedLanguage } from '../../i18n/index.js';
import type { AdhocClient } from './adhoc.gateway.js';
import { VersionDiffMap } from './VersionDiffMap.js';
import './adhoc.css';

const signed = (value: number, format: (n: number) => string) =>
  `${value > 0 ? '+' : value < 0 ? '−' : '±'}${format(Math.abs(value))}`;

/**
 * What the version on screen changes against another (its source version by default): orders
 * moved, resequenced, added and removed, vehicles, and distance, duration and cost deltas.
 */
export function VersionDiffView({
  jobRefNo,
  current,
  versions,
  client,
}: {
  jobRefNo: string;
  current: RouteVersion | null;
  versions: readonly RouteVersion[];
  client: AdhocClient;
}) {
  const { t } = useTranslation();
  const language = storedLanguage();
  const others = versions.filter((v) => v.version !== current?.version);
  const initial = current?.sourceVersion ?? others[0]?.version ?? null;
  const [against, setAgainst] = useState<number | null>(initial);
  const [diff, setDiff] = useState<VersionDiff | null>(null);
  useEffect(() => setAgainst(initial), [initial]);
  useEffect(() => {
    if (!current || against === null) return;
    let live = true;
    void client.versionDiff(jobRefNo, against, current.version).then((answer) => {
      if (live) setDiff(answer.ok ? answer.data : null);
    });
    return () => {
      live = false;
    };
  }, [client, jobRefNo, against, current]);
  if (!current || others.length === 0) return <p className="muted">{t('adhocUi.diffNoOther')}</p>;
  const fromVersion = versions.find((v) => v.version === against) ?? null;
  const slot = (plate: string | null, visit: number | null) =>
    plate === null ? '—' : `${plate} #${visit ?? '—'}`;
  return (
    <div className="version-diff" data-testid="version-diff">
      <label className="field inline">
        <span>{t('adhocUi.diffAgainst')}</span>
        <select value={against ?? ''} onChange={(event) => setAgainst(Number(event.target.value))}>
          {others.map((v) => (
            <option key={v.version} value={v.version}>
              v{v.version}
            </option>
          ))}
        </select>
      </label>
      {diff ? (
        <>
          <p className="diff-deltas">
            {t('adhocUi.diffDeltas', {
              distance: signed(diff.distanceDelta, (n) => formatDistance(n, language)),
              duration: signed(diff.durationDelta, (n) => formatRunTime(n, language)),
              cost: signed(diff.costDelta, (n) => n.toFixed(2)),
            })}
          </p>
          {fromVersion ? (
            <VersionDiffMap
              jobRefNo={jobRefNo}
              from={fromVersion}
              to={current}
              changedOrders={diff.changes.map((c) => c.orderRefNo)}
              client={client}
            />
          ) : null}
          {diff.vehicles.map((v) => (
            <p key={v.vehicleRefNo} className="muted">
              {t(v.change === 'added' ? 'adhocUi.diffVehicleAdded' : 'adhocUi.diffVehicleRemoved', {
                vehicle: v.vehicleName,
              })}
            </p>
          ))}
          {diff.changes.length === 0 ? (
            <p className="muted">{t('adhocUi.diffNone', { count: diff.unchangedOrders })}</p>
          ) : (
            <>
              <table className="plain-table">
                <thead>
                  <tr>
                    {['order', 'location', 'change', 'from', 'to'].map((c) => (
                      <th key={c}>{t(`adhocUi.column.${c}`)}</th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {diff.changes.map((c) => (
                    <tr key={c.orderRefNo} className={`diff-${c.kind}`}>
                      <td>{c.orderRefNo}</td>
                      <td>{c.locationName}</td>
                      <td>{t(`adhocUi.diffKind.${c.kind}`)}</td>
                      <td>{slot(c.fromVehicle, c.fromVisitOrder)}</td>
                      <td>{slot(c.toVehicle, c.toVisitOrder)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
              <p className="muted">{t('adhocUi.diffUnchanged', { count: diff.unchangedOrders })}</p>
            </>
          )}
        </>
      ) : null}
    </div>
  );
}
