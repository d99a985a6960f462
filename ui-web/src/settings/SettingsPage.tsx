import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyMessage, updateOutcome, type FieldDefinition, type FormValues, type Message } from '@rota/core';
import { mappingSettingsRules } from '@rota/core/admin';
import { useServices } from '../composition/services-context.js';
import { readFieldDefinitions } from '../form/form-state.js';
import { MetadataForm } from '../form/MetadataForm.js';
import { forgetMapConfig } from '../map/use-map-config.js';
import { noticeToast } from '../notify/notice.js';
import { toAnswer } from '@rota/adapters-http';

const kinds = ['general', 'mapping'] as const;
type Kind = (typeof kinds)[number];

/** The Mapping tab's rules across fields (a custom tile server needs its address), by field. */
function mappingIssues(kind: Kind, values: FormValues): Record<string, Message> {
  if (kind !== 'mapping') return {};
  return Object.fromEntries(mappingSettingsRules(values).map((m) => [m.field, keyMessage(m.message)]));
}

/** Settings (Admin only): General and Mapping, each a dynamic form with Restore Defaults and Save Changes. */
export function SettingsPage() {
  const { t } = useTranslation();
  const { app, notify } = useServices();
  const [kind, setKind] = useState<Kind>('general');
  const [fields, setFields] = useState<FieldDefinition[] | null>(null);
  const [values, setValues] = useState<FormValues | null>(null);
  const [version, setVersion] = useState(0);

  const load = useCallback(
    async (which: Kind) => {
      setFields(null);
      setValues(null);
      const [defs, current] = await Promise.all([app.settingsFields(which), app.settings(which)]);
      setFields(defs.ok ? readFieldDefinitions(defs.data) : []);
      setValues(current.ok && current.data ? current.data : {});
      setVersion((v) => v + 1);
    },
    [app],
  );

  useEffect(() => {
    void load(kind);
  }, [kind, load]);

  async function restore() {
    const restored = await app.restoreSettings(kind);
    if (restored.ok && restored.data) {
      setValues(restored.data);
      setVersion((v) => v + 1);
      if (kind === 'mapping') forgetMapConfig();
    }
  }

  async function save(next: FormValues) {
    const title = t(`settings.${kind}`);
    const outcome = updateOutcome(toAnswer(await app.saveSettings(kind, next)), title);
    outcome.notices.forEach((n) => notify(noticeToast(n)));
    if (outcome.ok) {
      setValues(next);
      if (kind === 'mapping') forgetMapConfig();
    }
  }

  return (
    <section className="page">
      <div className="page-head">
        <h1 className="page-title">{t('nav.settings')}</h1>
      </div>
      <div className="tabs settings-tabs" role="tablist" aria-label={t('nav.settings')}>
        {kinds.map((k) => (
          <button
            key={k}
            type="button"
            role="tab"
            aria-selected={kind === k}
            className={`tab${kind === k ? ' active' : ''}`}
            onClick={() => setKind(k)}
          >
            {t(`settings.${k}`)}
          </button>
        ))}
      </div>
      <div className="panel" role="tabpanel" aria-busy={fields === null}>
        {fields && values ? (
          <MetadataForm
            key={`${kind}-${version}`}
            id={`settings-${kind}`}
            fields={fields}
            mode="update"
            record={values}
            onSubmit={save}
            validate={(current) => mappingIssues(kind, current)}
            footer={
              <div className="form-actions">
                <button type="button" className="button secondary" onClick={() => void restore()}>
                  {t('settings.restoreDefaults')}
                </button>
                <button type="submit" className="button primary">
                  {t('settings.saveChanges')}
                </button>
              </div>
            }
          />
        ) : (
          <div className="page-loading" />
        )}
      </div>
    </section>
  );
}
