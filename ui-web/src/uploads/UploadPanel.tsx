import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { chooseFile, type ChosenFile, type UploadTemplate } from '@rota/core';
import { useServices } from '../composition/services-context.js';
import { download } from '../grid/export.js';
import { templateFileName, templateRole, uploadAll, type FileOutcome } from './upload-page.model.js';
import { UploadResults } from './UploadResults.js';
import './uploads.css';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The upload form (spec 02 "Data upload"): one .xlsx per template, its template download, and
 * Upload All, which sends only the chosen files in ascending sortOrder. The chosen files live
 * as long as the page does.
 */
export function UploadPanel({
  templates,
  onUploaded,
}: {
  templates: readonly UploadTemplate[];
  onUploaded?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { uploads: gateway, login } = useServices();
  const [chosen, setChosen] = useState<ReadonlyMap<string, ChosenFile<Blob>>>(new Map());
  const [refusedChoice, setRefusedChoice] = useState<Record<string, boolean>>({});
  const [templateFailed, setTemplateFailed] = useState<string | null>(null);
  const [dryRun, setDryRun] = useState(false);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<{ label: string; percent: number } | null>(null);
  const [outcomes, setOutcomes] = useState<FileOutcome[] | null>(null);
  const ordered = [...templates].sort((a, b) => a.sortOrder - b.sortOrder);
  const nameOf = (template: UploadTemplate) => t(`masterData.upload.${template.label}`);

  const choose = (template: UploadTemplate, file: File | undefined) => {
    if (!file) return;
    const result = chooseFile(chosen, template.label, file as Blob, file.name);
    setRefusedChoice((before) => ({ ...before, [template.label]: !result.ok }));
    if (result.ok) setChosen(result.value);
  };
  const remove = (label: string) => {
    const next = new Map(chosen);
    next.delete(label);
    setChosen(next);
  };
  const fetchTemplate = async (template: UploadTemplate) => {
    setTemplateFailed(null);
    const role = templateRole(login.load()?.roles);
    const result = await gateway.template(role, template, i18n.language);
    if (result.ok)
      download(
        new Blob([new Uint8Array(result.data)], { type: XLSX_TYPE }),
        templateFileName(template, i18n.language),
      );
    else setTemplateFailed(template.label);
  };
  const send = async () => {
    setBusy(true);
    try {
      const results = await uploadAll(gateway, templates, chosen, dryRun, (label, percent) =>
        setProgress({ label, percent }),
      );
      setOutcomes(results);
      if (!dryRun && results.some((r) => r.ok)) onUploaded?.();
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <div className="upload-panel">
      <ul className="upload-list panel" aria-label={t('uploadsUi.templates')}>
        {ordered.map((template) => {
          const name = nameOf(template);
          const file = chosen.get(template.label);
          return (
            <li key={template.label} className="upload-item">
              <span className="upload-label">{name}</span>
              <span className="upload-choice">
                <label className="button secondary">
                  {t('uploadsUi.chooseFile')}
                  <input
                    type="file"
                    accept=".xlsx"
                    className="visually-hidden"
                    aria-label={t('uploadsUi.chooseFileFor', { name })}
                    onChange={(event) => {
                      choose(template, event.target.files?.[0]);
                      event.target.value = '';
                    }}
                  />
                </label>
                <span className="upload-file-name" title={file?.fileName}>
                  {file?.fileName ?? t('form.noFileChosen')}
                </span>
                {file ? (
                  <button
                    type="button"
                    className="button ghost"
                    aria-label={t('uploadsUi.removeFile', { name })}
                    onClick={() => remove(template.label)}
                  >
                    ×
                  </button>
                ) : null}
              </span>
              <button
                type="button"
                className="button ghost"
                aria-label={t('uploadsUi.downloadTemplateOf', { name })}
                onClick={() => void fetchTemplate(template)}
              >
                {t('masterData.upload.downloadTemplate')}
              </button>
              {refusedChoice[template.label] ? (
                <span className="upload-item-error" role="alert">
                  {t('masterData.upload.onlyXlsx')}
                </span>
              ) : null}
              {templateFailed === template.label ? (
                <span className="upload-item-error" role="alert">
                  {t('uploadsUi.templateFailed', { name })}
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="upload-actions">
        {busy && progress ? (
          <progress
            className="upload-progress"
            max={100}
            value={progress.percent}
            aria-label={t('uploadsUi.progress', { name: t(`masterData.upload.${progress.label}`) })}
          />
        ) : null}
        <label className="upload-dry-run">
          <input type="checkbox" checked={dryRun} onChange={(event) => setDryRun(event.target.checked)} />
          {t('uploadsUi.checkOnly')}
        </label>
        <button
          type="button"
          className="button primary"
          disabled={busy || chosen.size === 0}
          title={chosen.size === 0 ? t('uploadsUi.nothingChosen') : undefined}
          onClick={() => void send()}
        >
          {busy ? t('uploadsUi.uploading') : t(dryRun ? 'uploadsUi.checkAll' : 'masterData.upload.uploadAll')}
        </button>
      </div>
      {outcomes ? (
        <UploadResults outcomes={outcomes} nameOf={(label) => t(`masterData.upload.${label}`)} />
      ) : null}
    </div>
  );
}
