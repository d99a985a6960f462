import { useTranslation } from 'react-i18next';
import { isReferenceEditable } from '@rota/core/daily-plan';
import { JobInfoPanel } from './JobInfoPanel.js';
import type { JobModalState } from './use-job-modal.js';

/** The Job tab: reference number, the Admin's distribution center, avoid areas, Info details. */
export function JobTab({ modal }: { modal: JobModalState }) {
  const { t } = useTranslation();
  const { draft, issues, issuesShown, actions, readOnly } = modal;
  const referenceIssue = issuesShown ? issues.reference[0] : undefined;
  const centerIssue = issuesShown ? issues.center[0] : undefined;
  const center = draft.distributionCenterId;
  return (
    <div className="form-stack">
      <label className={`field${referenceIssue ? ' field-invalid' : ''}`}>
        <span className="field-label">{t('dailyPlanUi.referenceNumber')}</span>
        <input
          value={draft.refNo}
          readOnly={!isReferenceEditable(modal.mode)}
          onChange={(event) => actions.setReference(event.target.value)}
          onBlur={actions.showIssues}
        />
        {referenceIssue ? (
          <span className="field-error" role="alert">
            {t(referenceIssue.messageKey, referenceIssue.params ?? {})}
          </span>
        ) : null}
      </label>
      {modal.isAdmin ? (
        <label className={`field${centerIssue ? ' field-invalid' : ''}`}>
          <span className="field-label">{t('dailyPlanUi.distributionCenter')}</span>
          <select
            disabled={readOnly}
            value={center === null || center === undefined ? '' : String(center)}
            onChange={(event) => actions.setCenter(event.target.value)}
          >
            <option value="">{t('form.selectPlaceholder')}</option>
            {modal.centers.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
          {centerIssue ? (
            <span className="field-error" role="alert">
              {t(centerIssue.messageKey)}
            </span>
          ) : null}
        </label>
      ) : null}
      {modal.avoidAreas !== null ? (
        <p className="muted">{t('dailyPlanUi.avoidAreas', { count: modal.avoidAreas })}</p>
      ) : null}
      {modal.details ? <JobInfoPanel details={modal.details} /> : null}
    </div>
  );
}
