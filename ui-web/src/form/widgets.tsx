import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  addDaySet,
  markRemoved,
  RANGE_SLIDER_MAX,
  RANGE_SLIDER_MIN,
  moveItem,
  restoreItem,
  setDaysBetween,
  type FieldDefinition,
  type FormValues,
  type ReorderableItem,
  type VisitFrequencyParameter,
} from '@rota/core';
import { DateInput } from '../ui/DateField.js';
import { DateTimeInput, TimeInput } from '../ui/TimeField.js';
import { showDayText } from '../ui/date-text.js';
import { useOptions } from './use-options.js';

export interface WidgetProps {
  id: string;
  field: FieldDefinition;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur: () => void;
  disabled: boolean;
  values: FormValues;
  invalid: boolean;
}

export type Widget = (props: WidgetProps) => ReactNode;

const str = (v: unknown) => (v === undefined || v === null ? '' : String(v));
const arr = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

function input(type: string, extra: Record<string, unknown> = {}): Widget {
  return function InputWidget({ id, field, value, onChange, onBlur, disabled, invalid }) {
    return (
      <input
        id={id}
        type={type}
        value={str(value)}
        placeholder={field.prompt ?? undefined}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        min={field.min ?? undefined}
        max={field.max ?? undefined}
        onBlur={onBlur}
        onChange={(e) =>
          onChange(type === 'number' && e.target.value !== '' ? Number(e.target.value) : e.target.value)
        }
        {...extra}
      />
    );
  };
}

const isRequired = (field: FieldDefinition) => (field.validations ?? []).some((v) => v.type === 'Required');
/** A bound of a date field when it names a day (YYYY-MM-DD…); numbers and other texts are no bound. */
const dayBound = (bound: unknown) =>
  typeof bound === 'string' && /^\d{4}-\d{2}-\d{2}/.test(bound) ? bound.slice(0, 10) : undefined;

/** A day, DD-MM-YYYY on screen, YYYY-MM-DD in the form's values. */
function DateWidget({ id, field, value, onChange, onBlur, disabled, invalid }: WidgetProps) {
  return (
    <DateInput
      id={id}
      value={str(value)}
      min={dayBound(field.min)}
      max={dayBound(field.max)}
      required={isRequired(field)}
      disabled={disabled}
      invalid={invalid}
      onBlur={onBlur}
      onChange={onChange}
    />
  );
}

/** A moment: a day and a 24-hour time, YYYY-MM-DDTHH:mm in the form's values. */
function DateTimeWidget({ id, field, value, onChange, onBlur, disabled, invalid }: WidgetProps) {
  return (
    <DateTimeInput
      id={id}
      value={str(value)}
      min={dayBound(field.min)}
      max={dayBound(field.max)}
      required={isRequired(field)}
      disabled={disabled}
      invalid={invalid}
      onBlur={onBlur}
      onChange={onChange}
    />
  );
}

/** A time of day on the 24-hour clock, HH:mm; `step` in seconds (900 for quarter hours). */
function timeWidget(step?: number): Widget {
  return function TimeWidget({ id, value, onChange, onBlur, disabled, invalid }) {
    return (
      <TimeInput
        id={id}
        value={str(value)}
        step={step}
        disabled={disabled}
        invalid={invalid}
        onBlur={onBlur}
        onChange={onChange}
      />
    );
  };
}

function SelectWidget({ id, field, value, onChange, onBlur, disabled, values, invalid }: WidgetProps) {
  const { t } = useTranslation();
  const options = useOptions(field, values);
  return (
    <select
      id={id}
      value={str(value)}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      onBlur={onBlur}
      onChange={(e) =>
        onChange(
          e.target.value === ''
            ? null
            : (options.find((o) => o.value === e.target.value)?.raw ?? e.target.value),
        )
      }
    >
      <option value="">{field.prompt ?? t('form.selectPlaceholder')}</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

function ChoiceList({
  id,
  field,
  value,
  onChange,
  disabled,
  values,
  multiple,
}: WidgetProps & { multiple: boolean }) {
  const options = useOptions(field, values);
  const chosen = multiple ? arr<unknown>(value).map(String) : [str(value)];
  return (
    <div id={id} role="group" className="choice-list">
      {options.map((o) => (
        <label key={o.value} className="choice">
          <input
            type={multiple ? 'checkbox' : 'radio'}
            name={field.name}
            checked={chosen.includes(o.value)}
            disabled={disabled}
            onChange={(e) =>
              onChange(
                multiple
                  ? e.target.checked
                    ? [...chosen, o.value]
                    : chosen.filter((c) => c !== o.value)
                  : o.value,
              )
            }
          />
          {o.label}
        </label>
      ))}
    </div>
  );
}

function Toggles({
  id,
  labels,
  value,
  onChange,
  disabled,
  single = false,
}: {
  id: string;
  labels: { value: number | string; label: string }[];
  value: unknown;
  onChange: (v: unknown) => void;
  disabled: boolean;
  single?: boolean;
}) {
  const chosen = single ? [value] : arr<unknown>(value);
  const on = (v: unknown) => chosen.some((c) => String(c) === String(v));
  return (
    <div id={id} role="group" className="toggle-row">
      {labels.map((l) => (
        <button
          key={l.value}
          type="button"
          className={`toggle${on(l.value) ? ' on' : ''}`}
          aria-pressed={on(l.value)}
          disabled={disabled}
          onClick={() => {
            if (single) return onChange(l.value);
            const next = on(l.value)
              ? chosen.filter((c) => String(c) !== String(l.value))
              : [...chosen, l.value];
            onChange(next.sort((a, b) => Number(a) - Number(b)));
          }}
        >
          {l.label}
        </button>
      ))}
    </div>
  );
}

function DaysOfWeek(props: WidgetProps) {
  const { t } = useTranslation();
  // Short day names as each language writes them (Turkish Cuma and Cumartesi differ after three letters).
  const names = t('form.daysShort', { returnObjects: true }) as unknown as string[];
  return (
    <Toggles
      id={props.id}
      labels={names.map((n, i) => ({ value: i, label: n }))}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

function DaysOfMonth(props: WidgetProps) {
  return (
    <Toggles
      id={props.id}
      labels={Array.from({ length: 31 }, (_, i) => ({ value: i + 1, label: String(i + 1) }))}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

function MultiState(props: WidgetProps) {
  const options = useOptions(props.field, props.values);
  return (
    <Toggles
      id={props.id}
      single
      labels={options}
      value={props.value}
      onChange={props.onChange}
      disabled={props.disabled}
    />
  );
}

function MultiDate({ id, value, onChange, disabled }: WidgetProps) {
  const dates = arr<string>(value);
  // Like a browser's date input, the field keeps showing the day last added.
  const [last, setLast] = useState('');
  return (
    <div className="multi-date">
      <DateInput
        id={id}
        value={last}
        disabled={disabled}
        onChange={(day) => {
          setLast(day);
          if (day && !dates.includes(day)) onChange([...dates, day].sort());
        }}
      />
      <div className="chips">
        {dates.map((d) => (
          <button
            key={d}
            type="button"
            className="chip"
            disabled={disabled}
            onClick={() => onChange(dates.filter((x) => x !== d))}
          >
            {showDayText(d) || d} ×
          </button>
        ))}
      </div>
    </div>
  );
}

function Picture({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  const src =
    typeof value === 'string' && value
      ? value.startsWith('data:')
        ? value
        : `data:image/*;base64,${value}`
      : null;
  return (
    <div className="picture">
      {src ? (
        <img src={src} alt="" className="picture-preview" />
      ) : (
        <div className="picture-empty">{t('form.noPhotoUploaded')}</div>
      )}
      <label className="button ghost">
        {t('form.choosePhoto')}
        <input
          id={id}
          type="file"
          accept="image/*"
          className="visually-hidden"
          disabled={disabled}
          onChange={(e) => {
            const file = e.target.files?.[0];
            if (!file) return;
            setName(file.name);
            const reader = new FileReader();
            reader.onload = () => onChange(reader.result);
            reader.readAsDataURL(file);
          }}
        />
      </label>
      <span className="muted">
        {name ? (name.length > 14 ? `${name.slice(0, 14)}…` : name) : t('form.noFileChosen')}
      </span>
    </div>
  );
}

function Reorderable({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const [message, setMessage] = useState<string | null>(null);
  const items = arr<ReorderableItem & Record<string, unknown>>(value);
  const label = (item: ReorderableItem & Record<string, unknown>) =>
    str(item['displayName'] ?? item['name'] ?? item['label']);
  return (
    <div id={id} className="reorderable">
      <ol>
        {items.map((item, index) => (
          <li key={`${label(item)}-${index}`} className={item.removed ? 'removed' : undefined}>
            <span className="step-order">{item.removed ? '–' : (item.stepOrder ?? index + 1)}</span>
            <span className="step-name">{label(item)}</span>
            {!item.removed ? (
              <>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('common.moveUp')}
                  disabled={disabled || index === 0}
                  onClick={() => onChange(moveItem(items, index, index - 1))}
                >
                  ↑
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('common.moveDown')}
                  disabled={disabled || index === items.length - 1 || items[index + 1]?.removed}
                  onClick={() => onChange(moveItem(items, index, index + 1))}
                >
                  ↓
                </button>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t('common.remove')}
                  disabled={disabled}
                  onClick={() => {
                    const result = markRemoved(items, index);
                    if (result.ok) onChange(result.value);
                    setMessage(result.ok ? null : t(result.error.messageKey));
                  }}
                >
                  ×
                </button>
              </>
            ) : (
              <button
                type="button"
                className="link-button"
                disabled={disabled}
                onClick={() => onChange(restoreItem(items, index))}
              >
                {t('form.restoreItem')}
              </button>
            )}
          </li>
        ))}
      </ol>
      {message ? <div className="field-error">{message}</div> : null}
    </div>
  );
}

function VisitFrequencyWidget({ id, value, onChange, disabled }: WidgetProps) {
  const { t } = useTranslation();
  const current: VisitFrequencyParameter = {
    visitFrequency: 1,
    daysBetweenTwoConsecutiveVisits: null,
    dayOfWeeks: [],
    ...(value as Partial<VisitFrequencyParameter> | undefined),
  };
  const [pending, setPending] = useState<number[]>([]);
  const [dayError, setDayError] = useState<string | null>(null);
  // Short day names as each language writes them (Turkish Cuma and Cumartesi differ after three letters).
  const names = t('form.daysShort', { returnObjects: true }) as unknown as string[];
  return (
    <div id={id} className="visit-frequency">
      <label>
        {t('form.visitFrequency')}
        <input
          type="number"
          min={1}
          max={7}
          value={current.visitFrequency}
          disabled={disabled}
          onChange={(e) => onChange({ ...current, visitFrequency: Number(e.target.value) })}
        />
      </label>
      <label>
        {t('form.daysBetweenVisits')}
        <select
          value={str(current.daysBetweenTwoConsecutiveVisits)}
          disabled={disabled}
          onChange={(e) => onChange(setDaysBetween(current, e.target.value ? Number(e.target.value) : null))}
        >
          <option value="">–</option>
          {[1, 2, 3, 4, 5, 6].map((d) => (
            <option key={d} value={d}>
              {d}
            </option>
          ))}
        </select>
      </label>
      <Toggles
        id={`${id}-days`}
        labels={names.map((n, i) => ({ value: i, label: n }))}
        value={pending}
        onChange={(v) => setPending(v as number[])}
        disabled={disabled}
      />
      <button
        type="button"
        className="button ghost"
        disabled={disabled || pending.length !== current.visitFrequency}
        onClick={() => {
          const result = addDaySet(current, pending);
          if (result.ok) onChange(result.value);
          setDayError(result.ok ? null : t(result.error.messageKey, result.error.params ?? {}));
          setPending([]);
        }}
      >
        {t('form.addDaySet')}
      </button>
      {dayError ? <div className="field-error">{dayError}</div> : null}
      <div className="chips">
        {current.dayOfWeeks.map((set) => (
          <span key={set.join(',')} className="chip">
            {set.map((d) => names[d]).join(' · ')}
          </span>
        ))}
      </div>
    </div>
  );
}

function BooleanWidget({ id, value, onChange, onBlur, disabled }: WidgetProps) {
  return (
    <input
      id={id}
      type="checkbox"
      className="checkbox"
      checked={value === true}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(e) => onChange(e.target.checked)}
    />
  );
}

function TextArea({ id, value, onChange, onBlur, disabled, field }: WidgetProps) {
  return (
    <textarea
      id={id}
      rows={3}
      value={str(value)}
      placeholder={field.prompt ?? undefined}
      disabled={disabled}
      onBlur={onBlur}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

function RangeSlider(props: WidgetProps) {
  const min = Number(props.field.min ?? RANGE_SLIDER_MIN);
  const max = Number(props.field.max ?? RANGE_SLIDER_MAX);
  return (
    <div className="range">
      <input
        id={props.id}
        type="range"
        min={min}
        max={max}
        value={Number(props.value ?? min)}
        disabled={props.disabled}
        onChange={(e) => props.onChange(Number(e.target.value))}
      />
      <output htmlFor={props.id}>{str(props.value ?? min)}</output>
    </div>
  );
}

/** Registry: field type → widget (spec 02 field types). Unknown types fall back to text. */
export const widgets: Record<string, Widget> = {
  text: input('text'),
  email: input('email'),
  password: input('password'),
  phone: input('tel'),
  number: input('number'),
  bigInt: input('number', { step: 1 }),
  decimalNumber: input('text', { inputMode: 'decimal' }),
  doubleNumber: input('text', { inputMode: 'decimal' }),
  money: input('text', { inputMode: 'decimal' }),
  decimalNumberWithCurrency: input('text', { inputMode: 'decimal' }),
  coordinate: input('text', { inputMode: 'decimal' }),
  date: DateWidget,
  datetime: DateTimeWidget,
  time: timeWidget(),
  quarterlyHourTime: timeWidget(900),
  textarea: TextArea,
  boolean: BooleanWidget,
  tfaCheckbox: BooleanWidget,
  singleSelect: SelectWidget,
  dropdownList: SelectWidget,
  multipleSelect: (p) => <ChoiceList {...p} multiple />,
  radioButton: (p) => <ChoiceList {...p} multiple={false} />,
  multiStateToggle: MultiState,
  daysOfWeek: DaysOfWeek,
  daysOfMonth: DaysOfMonth,
  multiDate: MultiDate,
  rangeSlider: RangeSlider,
  reorderableList: Reorderable,
  visitFrequencyParameter: VisitFrequencyWidget,
  picture: Picture,
};

export function widgetFor(type: string): Widget {
  return widgets[type] ?? widgets['text'] ?? input('text');
}
