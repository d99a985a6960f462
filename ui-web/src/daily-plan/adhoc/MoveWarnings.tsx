import { useTranslation } from 'react-i18next';
import type { MoveWarning } from '@rota/core';
import { showNumber } from '../../i18n/format.js';
import { warningText } from './stop-move.model.js';

/** The warnings of a move in words; they do not stop it being saved. */
export function moveWarningLines(
  t: (key: string, params: Record<string, string>) => string,
  warnings: readonly MoveWarning[],
  vehicle: string,
): string[] {
  return warnings.map((w) => {
    const { key, params } = warningText(w, vehicle, (n) => showNumber(n, 0));
    return t(key, params);
  });
}

/** What a move would break, shown on the move (Location Change) and on the moved stop. */
export function MoveWarnings({
  warnings,
  vehicle,
  testId = 'move-warnings',
}: {
  warnings: readonly MoveWarning[];
  vehicle: string;
  testId?: string;
}) {
  const { t } = useTranslation();
  if (warnings.length === 0) return null;
  return (
    <div className="move-warnings" role="status" data-testid={testId}>
      <strong>{t('adhocUi.warn.title')}</strong>
      <ul>
        {moveWarningLines(t, warnings, vehicle).map((line) => (
          <li key={line}>
            <span aria-hidden="true">⚠ </span>
            {line}
          </li>
        ))}
      </ul>
      <small className="muted">{t('adhocUi.warn.note')}</small>
    </div>
  );
}
