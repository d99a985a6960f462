import { useTranslation } from 'react-i18next';
import { adminOnly, isAdmitted } from '../auth/access.rules.js';
import { useServices } from '../composition/services-context.js';
import { useDistributionCenters } from './use-distribution-centers.js';

/** Whether the signed-in user gets the distribution-center filter (Admins only, spec 02 §6). */
export function useCenterFilterAllowed(): boolean {
  const { login } = useServices();
  return isAdmitted(login.load()?.roles ?? [], adminOnly);
}

/** The distribution-center filter of a center-scoped grid: every center, or one. */
export function CenterPicker({
  value,
  onChange,
}: {
  value: number | null;
  onChange: (center: number | null) => void;
}) {
  const { t } = useTranslation();
  const centers = useDistributionCenters();
  return (
    <label className="center-picker">
      <select
        aria-label={t('masterDataUi.filter.center')}
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      >
        <option value="">{t('masterDataUi.filter.allCenters')}</option>
        {centers.map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
