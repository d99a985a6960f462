import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  validateCustomLocationName,
  type ConfigurationLocation,
  type FieldIssue,
} from '@rota/core/daily-plan';
import { TimeInput } from '../ui/TimeField.js';
import { customLocation, type ConfigurationRow } from './job-modal.model.js';

function IssueText({ issues, field }: { issues: readonly FieldIssue[] | undefined; field: string }) {
  const { t } = useTranslation();
  const issue = issues?.find((i) => i.field === field);
  return issue ? (
    <span className="field-error" role="alert">
      {t(issue.messageKey, issue.params ?? {})}
    </span>
  ) : null;
}

/** Configuration tab: per selected vehicle, shift start and end, departure and arrival; custom places. */
export function ConfigurationTab({
  rows,
  plates,
  places,
  customPlaces,
  issues,
  readOnly,
  onChange,
  onAddCustom,
}: {
  rows: ConfigurationRow[];
  plates: Readonly<Record<string, string>>;
  places: ConfigurationLocation[];
  customPlaces: ConfigurationLocation[];
  issues: Readonly<Record<string, FieldIssue[]>>;
  readOnly: boolean;
  onChange: (row: ConfigurationRow) => void;
  onAddCustom: (place: ConfigurationLocation) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [nameIssues, setNameIssues] = useState<FieldIssue[]>([]);
  const all = [...places, ...customPlaces];
  const placeSelect = (
    row: ConfigurationRow,
    key: 'departureLocation' | 'arrivalLocation',
    label: string,
  ) => (
    <select
      aria-label={`${label} ${plates[row.vehicleRefNo] ?? row.vehicleRefNo}`}
      disabled={readOnly}
      value={row[key]?.refNo ?? ''}
      onChange={(event) => {
        const place = all.find((p) => p.refNo === event.target.value);
        const next: ConfigurationRow = { ...row };
        if (place) next[key] = place;
        else delete next[key];
        onChange(next);
      }}
    >
      <option value="">{t('form.selectPlaceholder')}</option>
      {all.map((p) => (
        <option key={p.refNo} value={p.refNo}>
          {p.name}
        </option>
      ))}
    </select>
  );
  const addCustom = () => {
    const found = validateCustomLocationName(
      name,
      places.map((p) => p.name),
      customPlaces.map((p) => p.name),
    );
    const latitude = Number(lat);
    const longitude = Number(lng);
    if (found.length) return setNameIssues(found);
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude) || lat === '' || lng === '') return;
    setNameIssues([]);
    onAddCustom(customLocation(name, latitude, longitude));
    setName('');
    setLat('');
    setLng('');
  };
  return (
    <div className="configuration-tab">
      <table className="plain-table">
        <thead>
          <tr>
            <th>{t('dailyPlanUi.column.plate')}</th>
            <th>{t('dailyPlanUi.shiftStart')}</th>
            <th>{t('dailyPlanUi.shiftEnd')}</th>
            <th>{t('dailyPlanUi.departureLocation')}</th>
            <th>{t('dailyPlanUi.arrivalLocation')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const plate = plates[row.vehicleRefNo] ?? row.vehicleRefNo;
            const rowIssues = issues[row.vehicleRefNo];
            return (
              <tr key={row.vehicleRefNo}>
                <th scope="row">{plate}</th>
                {(['shiftStart', 'shiftEnd'] as const).map((key) => (
                  <td key={key}>
                    <TimeInput
                      step={900}
                      aria-label={`${t(`dailyPlanUi.${key}`)} ${plate}`}
                      disabled={readOnly}
                      value={row[key] ?? ''}
                      onChange={(time) => onChange({ ...row, [key]: time })}
                    />
                    <IssueText issues={rowIssues} field={key} />
                  </td>
                ))}
                <td>
                  {placeSelect(row, 'departureLocation', t('dailyPlanUi.departureLocation'))}
                  <IssueText issues={rowIssues} field="departureLocation" />
                </td>
                <td>
                  {placeSelect(row, 'arrivalLocation', t('dailyPlanUi.arrivalLocation'))}
                  <IssueText issues={rowIssues} field="arrivalLocation" />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {readOnly ? null : (
        <fieldset className="custom-location">
          <legend>{t('dailyPlanUi.customLocation')}</legend>
          <label className="field">
            <span className="field-label">{t('dailyPlanUi.locationName')}</span>
            <input value={name} onChange={(event) => setName(event.target.value)} />
            <IssueText issues={nameIssues} field="name" />
          </label>
          <label className="field">
            <span className="field-label">{t('dailyPlanUi.latitude')}</span>
            <input type="number" step="any" value={lat} onChange={(event) => setLat(event.target.value)} />
          </label>
          <label className="field">
            <span className="field-label">{t('dailyPlanUi.longitude')}</span>
            <input type="number" step="any" value={lng} onChange={(event) => setLng(event.target.value)} />
          </label>
          <button type="button" className="button secondary" onClick={addCustom}>
            {t('dailyPlanUi.addCustomLocation')}
          </button>
        </fieldset>
      )}
    </div>
  );
}
