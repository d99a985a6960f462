import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { separationTypeSchema, validateTerritoryForm, type SeparationType } from '@rota/core';
import type { TerritoryPlanningGateway } from '@rota/adapters-http';
import { useServices } from '../composition/services-context.js';
import { DateInput } from '../ui/DateField.js';
import { Modal } from '../ui/Modal.js';
import type { CenterOption, FieldErrors, TerritoryFormValues } from './territory-form.model.js';

export * from './territory-form.model.js';

const toggle = (list: readonly number[], n: number) =>
  list.includes(n) ? list.filter((x) => x !== n) : [...list, n].sort((a, b) => a - b);

/** The fields the form shows; a refusal of any other field is listed at the form's foot. */
const FORM_FIELDS = [
  'name',
  'distributionCenterId',
  'tag',
  'defaultVehicleRefNo',
  'seperationType',
  'startDate',
  'endDate',
  'daysOfWeek',
  'daysOfMonth',
];

/**
 * Add / Update Territory: name, distribution center (when adding, for a user with no single
 * center), tag, default vehicle, start and end dates, days of week and of month, Hard or Soft
 * separation. Core's rules are checked before sending; the server's refusals are shown under
 * their fields.
 */
export function TerritoryFormModal(props: {
  mode: 'add' | 'update';
  initial: TerritoryFormValues;
  /** The polygon the territory will have (the drawn one, or the stored one on update). */
  polygon: string;
  calls: TerritoryPlanningGateway;
  /** The centers to choose from; none given: the center is not asked for (a DC Manager's, or on update). */
  centers?: readonly CenterOption[] | undefined;
  errors: FieldErrors;
  onClose: () => void;
  onSubmit: (values: TerritoryFormValues) => void | Promise<void>;
}) {
  const { t } = useTranslation();
  const { notify } = useServices();
  const dateId = useId();
  const [v, setV] = useState<TerritoryFormValues>(props.initial);
  const [local, setLocal] = useState<FieldErrors>({});
  const [vehicles, setVehicles] = useState<{ refNo: string; plate: string }[]>([]);
  useEffect(() => {
    void props.calls.vehicles().then((answer) => answer.ok && setVehicles(answer.data));
  }, [props.calls]);
  // A field changed since the server's answer no longer shows its refusal.
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  useEffect(() => setEdited(new Set()), [props.errors]);
  const errors: FieldErrors = {
    ...Object.fromEntries(Object.entries(props.errors).filter(([field]) => !edited.has(field))),
    ...local,
  };
  const set = <K extends keyof TerritoryFormValues>(key: K, value: TerritoryFormValues[K]) => {
    setV((old) => ({ ...old, [key]: value }));
    setEdited((old) => new Set(old).add(key));
    // A field changed no longer shows the refusal of the last Save either.
    setLocal((old) => Object.fromEntries(Object.entries(old).filter(([field]) => field !== key)));
  };

  const submit = () => {
    const issues = validateTerritoryForm({
      name: v.name,
      polygon: props.polygon,
      startDate: v.startDate || null,
      endDate: v.endDate || null,
    });
    const found: Record<string, string[]> = {};
    for (const issue of issues) found[issue.field] = [...(found[issue.field] ?? []), t(issue.messageKey)];
    if (props.centers && v.distributionCenterId === null)
      found['distributionCenterId'] = [t('masterData.resource.centerRequired')];
    setLocal(found);
    if (found['polygon']) notify({ kind: 'warning', key: 'territory.polygonRequired' });
    if (Object.keys(found).length === 0) void props.onSubmit(v);
  };

  const error = (field: string) =>
    errors[field]?.length ? (
      <span className="field-error" role="alert" data-field={field}>
        {errors[field]!.join(' ')}
      </span>
    ) : null;
  const invalid = (field: string) => (errors[field]?.length ? true : undefined);

  return (
    <Modal
      wide
      title={t(props.mode === 'add' ? 'territory.dialog.add' : 'territory.dialog.update')}
      onClose={props.onClose}
      footer={
        <>
          <button type="button" className="button secondary" onClick={props.onClose}>
            {t('territory.cancel')}
          </button>
          <button type="button" className="button primary" onClick={submit}>
            {t('territory.save')}
          </button>
        </>
      }
    >
      <div className="territory-form" data-testid="territory-form">
        <label className="field">
          <span>{t('territory.field.name')} *</span>
          <input
            name="name"
            value={v.name}
            aria-invalid={invalid('name')}
            onChange={(e) => set('name', e.target.value)}
          />
          {error('name')}
        </label>
        {props.centers ? (
          <label className="field">
            <span>{t('territory.field.distributionCenterId')} *</span>
            <select
              name="distributionCenterId"
              required
              value={v.distributionCenterId ?? ''}
              aria-invalid={invalid('distributionCenterId')}
              onChange={(e) =>
                set('distributionCenterId', e.target.value === '' ? null : Number(e.target.value))
              }
            >
              <option value="">—</option>
              {props.centers.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </select>
            {error('distributionCenterId')}
          </label>
        ) : null}
        <label className="field">
          <span>{t('territory.field.tag')}</span>
          <input
            name="tag"
            value={v.tag}
            aria-invalid={invalid('tag')}
            onChange={(e) => set('tag', e.target.value)}
          />
          {error('tag')}
        </label>
        <label className="field">
          <span>{t('territory.field.defaultVehicleRefNo')}</span>
          <select
            name="defaultVehicleRefNo"
            value={v.defaultVehicleRefNo}
            aria-invalid={invalid('defaultVehicleRefNo')}
            onChange={(e) => set('defaultVehicleRefNo', e.target.value)}
          >
            <option value="">—</option>
            {vehicles.map((x) => (
              <option key={x.refNo} value={x.refNo}>
                {x.plate}
              </option>
            ))}
            {v.defaultVehicleRefNo && !vehicles.some((x) => x.refNo === v.defaultVehicleRefNo) ? (
              <option value={v.defaultVehicleRefNo}>{v.defaultVehicleRefNo}</option>
            ) : null}
          </select>
          {error('defaultVehicleRefNo')}
        </label>
        <label className="field">
          <span>{t('territory.field.seperationType')} *</span>
          <select
            name="seperationType"
            value={v.seperationType}
            aria-invalid={invalid('seperationType')}
            onChange={(e) => set('seperationType', e.target.value as SeparationType)}
          >
            {separationTypeSchema.options.map((x) => (
              <option key={x} value={x}>
                {t(`territory.separation.${x}`)}
              </option>
            ))}
          </select>
          {error('seperationType')}
        </label>
        {(['startDate', 'endDate'] as const).map((key) => (
          <div key={key} className="field">
            <label htmlFor={`${dateId}-${key}`}>{t(`territory.field.${key}`)}</label>
            <DateInput
              id={`${dateId}-${key}`}
              name={key}
              value={v[key]}
              invalid={invalid(key)}
              onChange={(day) => set(key, day)}
            />
            {error(key)}
          </div>
        ))}
        <fieldset className="field wide" aria-invalid={invalid('daysOfWeek')}>
          <legend>{t('territory.field.daysOfWeek')}</legend>
          <div className="day-grid week">
            {[0, 1, 2, 3, 4, 5, 6].map((d) => (
              <label key={d} className="day-check">
                <input
                  type="checkbox"
                  name={`daysOfWeek.${d}`}
                  checked={v.daysOfWeek.includes(d)}
                  onChange={() => set('daysOfWeek', toggle(v.daysOfWeek, d))}
                />
                {t(`territory.day.${d}`)}
              </label>
            ))}
          </div>
          {error('daysOfWeek')}
        </fieldset>
        <fieldset className="field wide" aria-invalid={invalid('daysOfMonth')}>
          <legend>{t('territory.field.daysOfMonth')}</legend>
          <div className="day-grid month">
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
              <label key={d} className="day-check">
                <input
                  type="checkbox"
                  name={`daysOfMonth.${d}`}
                  checked={v.daysOfMonth.includes(d)}
                  onChange={() => set('daysOfMonth', toggle(v.daysOfMonth, d))}
                />
                {d}
              </label>
            ))}
          </div>
          {error('daysOfMonth')}
        </fieldset>
        {Object.keys(errors)
          .filter((field) => !FORM_FIELDS.includes(field))
          .map((field) => (
            <div key={field} className="field wide">
              {error(field)}
            </div>
          ))}
      </div>
    </Modal>
  );
}
