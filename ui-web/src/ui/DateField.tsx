import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DayCalendar } from './DayCalendar.js';
import { dayWithin, readDayText, showDayText, typedDayText } from './date-text.js';
import './date-field.css';

export interface DateInputProps {
  id?: string | undefined;
  name?: string | undefined;
  /** The day, YYYY-MM-DD ('' or absent for none), as a browser date input holds it. */
  value: string | null | undefined;
  /** The day written (YYYY-MM-DD), or '' while the field holds no readable day in its bounds. */
  onChange(value: string): void;
  onBlur?: (() => void) | undefined;
  /** The first and last days that may be chosen (YYYY-MM-DD). */
  min?: string | undefined;
  max?: string | undefined;
  /** A required field has no Clear. */
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  /** The field's name for assistive technology, where no <label> points at the input. */
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
  /** The calendar's name: the field's label ("Choose a date" when absent). */
  calendarLabel?: string | undefined;
}

/** What the written text gives the caller: its day when readable and within the bounds, else ''. */
function accepted(text: string, min?: string, max?: string): string {
  const day = readDayText(text);
  return day && dayWithin(day, min, max) ? day : '';
}

function CalendarIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <rect x="1.5" y="3" width="13" height="11.5" rx="1.5" fill="none" stroke="currentColor" />
      <path d="M1.5 6.5h13M5 1.5v3M11 1.5v3" stroke="currentColor" fill="none" />
    </svg>
  );
}

/** Why the text is refused, in the reader's language; null when it is fine. */
function useProblem(text: string, min?: string, max?: string): string | null {
  const { t } = useTranslation();
  const day = readDayText(text);
  if (day === '') return null;
  if (day === null) return t('dateField.invalid', { format: t('dateField.placeholder') });
  if (min && day < min.slice(0, 10)) return t('dateField.notBefore', { min: showDayText(min) });
  if (max && day > max.slice(0, 10)) return t('dateField.notAfter', { max: showDayText(max) });
  return null;
}

/**
 * A day field that reads and writes DD-MM-YYYY in both languages (a browser's own date input
 * follows the browser's locale instead). A day is typed (the hyphens come by themselves; an ISO
 * day may be pasted) or picked in a calendar opened with its button or Alt+Down.
 */
export function DateInput(props: DateInputProps) {
  const { value, onChange, onBlur, min, max, required = false, disabled = false, invalid = false } = props;
  const { t } = useTranslation();
  const day = value ?? '';
  const [text, setText] = useState(() => showDayText(day));
  const [seen, setSeen] = useState(day);
  const [editing, setEditing] = useState(false);
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  // A value set by the caller (a reset, a default) replaces the text, unless the text already says it.
  if (day !== seen) {
    setSeen(day);
    if (day !== accepted(text, min, max)) setText(showDayText(day));
  }
  const problem = useProblem(text, min, max);
  const shownProblem = editing || open ? null : problem;

  const write = (next: string) => {
    setText(next);
    const chosen = accepted(next, min, max);
    if (chosen !== day) onChange(chosen);
  };
  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) input.current?.focus();
  }, []);
  const pick = (chosen: string) => {
    write(showDayText(chosen));
    close(true);
  };
  const label = props.calendarLabel ?? props['aria-label'] ?? t('dateField.chooseDate');

  return (
    <span className={`date-input${invalid || shownProblem ? ' date-input-invalid' : ''}`}>
      <span className="date-input-box" ref={box}>
        <input
          ref={input}
          id={props.id}
          name={props.name}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          data-date-field="day"
          placeholder={t('dateField.placeholder')}
          value={text}
          disabled={disabled}
          aria-label={props['aria-label']}
          aria-invalid={invalid || shownProblem !== null || undefined}
          aria-describedby={
            [props['aria-describedby'], shownProblem ? errorId : null].filter(Boolean).join(' ') || undefined
          }
          onFocus={() => setEditing(true)}
          onChange={(event) => write(typedDayText(text, event.target.value))}
          onBlur={() => {
            setEditing(false);
            const read = readDayText(text);
            if (read) setText(showDayText(read));
            onBlur?.();
          }}
          onKeyDown={(event) => {
            if (event.key === 'ArrowDown' && (event.altKey || event.metaKey)) {
              event.preventDefault();
              setOpen(true);
            }
          }}
        />
        {!required && text !== '' && !disabled ? (
          <button
            type="button"
            className="date-input-button"
            aria-label={t('dateField.clear')}
            title={t('dateField.clear')}
            onClick={() => {
              write('');
              input.current?.focus();
            }}
          >
            ×
          </button>
        ) : null}
        <button
          type="button"
          className="date-input-button"
          aria-label={t('dateField.openCalendar')}
          title={t('dateField.openCalendar')}
          aria-haspopup="dialog"
          aria-expanded={open}
          disabled={disabled}
          onClick={() => setOpen(!open)}
        >
          <CalendarIcon />
        </button>
      </span>
      {open ? (
        <DayCalendar
          anchor={box}
          label={label}
          value={accepted(text, min, max)}
          min={min}
          max={max}
          clearable={!required}
          onPick={pick}
          onClear={() => {
            write('');
            close(true);
          }}
          onClose={close}
        />
      ) : null}
      {shownProblem ? (
        <span id={errorId} className="field-error" role="alert">
          {shownProblem}
        </span>
      ) : null}
    </span>
  );
}

export interface DateFieldProps extends Omit<DateInputProps, 'id' | 'aria-label' | 'calendarLabel'> {
  label: string;
  /** A message under the field (the caller's check). */
  error?: string | null | undefined;
  className?: string | undefined;
}

/** A labelled day field in the design system's layout (`field`, `field-label`, `field-error`). */
export function DateField({ label, error, className, ...input }: DateFieldProps) {
  const id = useId();
  const { t } = useTranslation();
  return (
    <div className={['field', error ? 'field-invalid' : '', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="field-label">
        {label}
        {input.required ? (
          <span className="field-required" title={t('common.required')} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      <DateInput
        {...input}
        id={id}
        calendarLabel={label}
        invalid={input.invalid || Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
      />
      {error ? (
        <div id={`${id}-error`} className="field-error" role="alert">
          {error}
        </div>
      ) : null}
    </div>
  );
}
