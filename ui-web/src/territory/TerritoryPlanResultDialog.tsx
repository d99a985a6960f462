import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../ui/Modal.js';
import type { PlanRow } from './territory-plan.model.js';

/**
 * A territory plan's result: the planner's outcome, then the territories the run created,
 * changed and removed (only those an earlier run of the same plan made) and those it kept as they
 * were with the plan's locations they hold, and the visits it could not place.
 */
export function TerritoryPlanResultDialog(props: { plan: PlanRow; onClose: () => void }) {
  const { t } = useTranslation();
  const result = props.plan.result;
  const section = (key: string, count: number, items: ReactNode[], help?: string) => (
    <section className="plan-result-section" data-testid={`plan-result-${key}`}>
      <h4>{t(`territory.plan.result.${key}`, { count })}</h4>
      {help ? <p className="muted">{help}</p> : null}
      {items.length ? <ul>{items}</ul> : <p className="muted">{t('territory.plan.result.none')}</p>}
    </section>
  );
  return (
    <Modal
      wide
      title={t('territory.plan.result.title', { jobRefNo: props.plan.jobRefNo })}
      onClose={props.onClose}
    >
      {props.plan.failureReason ? (
        <p className="alert warning" data-testid="plan-result-failure">
          {props.plan.failureReason}
        </p>
      ) : null}
      {result ? (
        <div className="plan-result">
          <p>
            {t('territory.plan.outcome', {
              territories: result.territoryCount,
              placed: result.placedVisits,
              required: result.requiredVisits,
              min: result.minOverMean,
              max: result.maxOverMean,
            })}
          </p>
          {section(
            'created',
            result.created.length,
            result.created.map((x) => (
              <li key={x.id}>
                <strong>{x.name}</strong>: {t('territory.plan.result.locations', { count: x.locationCount })}
              </li>
            )),
          )}
          {section(
            'changed',
            result.changed.length,
            result.changed.map((x) => (
              <li key={x.id}>
                <strong>{x.name}</strong>:{' '}
                {t('territory.plan.result.changedLocations', {
                  count: x.locationCount,
                  previous: x.previousLocationCount,
                })}
              </li>
            )),
          )}
          {result.removed.length
            ? section(
                'removed',
                result.removed.length,
                result.removed.map((x) => (
                  <li key={x.id}>
                    <strong>{x.name}</strong>
                  </li>
                )),
              )
            : null}
          {section(
            'kept',
            result.kept.length,
            result.kept.map((x) => (
              <li key={x.id}>
                <strong>{x.name}</strong>:{' '}
                {t('territory.plan.result.keptLocations', {
                  count: x.locationCount,
                  kept: x.keptLocationCount,
                })}
              </li>
            )),
            t('territory.plan.result.keptHelp'),
          )}
          {result.unplaced.length ? (
            <section className="plan-result-section">
              <h4>{t('territory.plan.unplacedTitle')}</h4>
              <ul>
                {result.unplaced.map((u) => (
                  <li key={u.locationRefNo}>
                    {u.locationRefNo}: {u.placed}/{u.required}, {t(`territory.plan.unplaced.${u.reason}`)}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      ) : (
        <p className="muted">{t('territory.plan.result.notRun')}</p>
      )}
    </Modal>
  );
}
