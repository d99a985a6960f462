import { useTranslation } from 'react-i18next';
import { jobStatusColour, jobStatusMessageKey, jobStatusSchema } from '@rota/core/daily-plan';

/** A job status as a coloured badge with its display text. */
export function StatusBadge({ status, display }: { status: string; display?: string | null }) {
  const { t } = useTranslation();
  const colour = jobStatusColour(status);
  const known = jobStatusSchema.safeParse(status);
  const text = known.success ? t(jobStatusMessageKey(known.data)) : (display ?? status);
  return (
    <span
      className="status-badge"
      data-status={status}
      style={{ background: colour.background, color: colour.text }}
    >
      {text}
    </span>
  );
}
