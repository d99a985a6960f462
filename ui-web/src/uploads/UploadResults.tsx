import { useTranslation } from 'react-i18next';
import type { FileOutcome } from './upload-page.model.js';

/** What each sent file came to: green when accepted, red when refused, with its row report. */
export function UploadResults({
  outcomes,
  nameOf,
}: {
  outcomes: readonly FileOutcome[];
  nameOf: (label: string) => string;
}) {
  const { t } = useTranslation();
  return (
    <section className="upload-results" aria-label={t('uploadsUi.results')}>
      <h2 className="upload-results-title">{t('uploadsUi.results')}</h2>
      {outcomes.map((outcome) => {
        const name = nameOf(outcome.label);
        const report = outcome.report;
        const summary = outcome.ok
          ? t(outcome.dryRun ? 'uploadsUi.checked' : 'uploadsUi.accepted', {
              count: outcome.dryRun ? (report?.rowCount ?? 0) : (report?.written ?? 0),
            })
          : report && report.problems.length > 0
            ? t('uploadsUi.refused', { count: new Set(report.problems.map((p) => p.row)).size })
            : null;
        return (
          <article
            key={outcome.label}
            className={`upload-result ${outcome.ok ? 'accepted' : 'refused'}`}
            aria-label={`${name}: ${outcome.fileName}`}
          >
            <header className="upload-result-head">
              <strong>{name}</strong>
              <span className="upload-file-name">{outcome.fileName}</span>
            </header>
            {outcome.message || summary ? <p>{outcome.message ?? summary}</p> : null}
            {outcome.errors.map((line, index) => (
              <p key={index} role="alert">
                {line.key ? t(line.key) : line.text}
              </p>
            ))}
            {report && report.problems.length > 0 ? (
              <table className="plain-table upload-report" aria-label={t('uploadsUi.reportOf', { name })}>
                <thead>
                  <tr>
                    <th scope="col">{t('uploadsUi.column.row')}</th>
                    <th scope="col">{t('uploadsUi.column.column')}</th>
                    <th scope="col">{t('uploadsUi.column.value')}</th>
                    <th scope="col">{t('uploadsUi.column.message')}</th>
                  </tr>
                </thead>
                <tbody>
                  {report.problems.map((problem, index) => (
                    <tr key={index}>
                      <td>{problem.row}</td>
                      <td>{problem.column ?? t('uploadsUi.wholeRow')}</td>
                      <td>{problem.value ?? ''}</td>
                      <td>{problem.message}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            ) : null}
          </article>
        );
      })}
    </section>
  );
}
