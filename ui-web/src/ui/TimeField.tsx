import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from './DateField.js';
import {
  clockOfMinutes,
  joinMoment,
  readTimeText,
  showTimeText,
  splitMoment,
  typedTimeText,
} from './date-text.js';
import './date-field.css';

export interface TimeInputProps {
  id?: string | undefined;
  name?: string | undefined;
  /** The time, HH:mm (or HH:mm:ss), as a browser time input holds it; '' or absent for none. */
  value: string | null | undefined;
  /** The time written (HH:mm), or '' while the field holds no readable time. */
  onChange(value: string): void;
  onBlur?: (() => void) | undefined;
  /** Seconds the arrow keys move the time by (900: a quarter hour); a minute when absent. */
  step?: number | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
  'aria-label'?: string | undefined;
  'aria-describedby'?: string | undefined;
}

/** The time moved by the arrow keys, round to the step: 09:10 up by 15 minutes is 09:15. */
function stepped(time: string, minutes: number, up: boolean): string {
  const [h, m] = (time || '00:00').split(':').map(Number) as [number, number];
  const now = h * 60 + m;
  const next = up
    ? Math.floor(now / minutes) * minutes + minutes
    : Math.ceil(now / minutes) * minutes - minutes;
  return clockOfMinutes(next);
}

/**
 * A time field on the 24-hour clock (HH:mm) in both languages; a browser's own time input shows
 * 02:30 PM under an English browser whatever the page's language. The colon comes by itself;
 * the arrow keys move the time by the step.
 */
export function TimeInput(props: TimeInputProps) {
  const { value, onChange, onBlur, step, disabled = false, invalid = false } = props;
  const { t } = useTranslation();
  const time = value ?? '';
  const [text, setText] = useState(() => showTimeText(time));
  const [seen, setSeen] = useState(time);
  if (time !== seen) {
    setSeen(time);
    if (showTimeText(time) !== (readTimeText(text) ?? '')) setText(showTimeText(time));
  }
  const write = (next: string) => {
    setText(next);
    const read = readTimeText(next) ?? '';
    if (read !== showTimeText(time)) onChange(read);
  };
  const bad = readTimeText(text) === null;
  return (
    <input
      id={props.id}
      name={props.name}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      data-time-field="time"
      className="time-input"
      placeholder={t('dateField.timePlaceholder')}
      value={text}
      disabled={disabled}
      aria-label={props['aria-label']}
      aria-describedby={props['aria-describedby']}
      aria-invalid={invalid || bad || undefined}
      onChange={(event) => write(typedTimeText(text, event.target.value))}
      onKeyDown={(event) => {
        if (event.key !== 'ArrowUp' && event.key !== 'ArrowDown') return;
        event.preventDefault();
        write(
          stepped(
            readTimeText(text) ?? '',
            Math.max(1, Math.round((step ?? 60) / 60)),
            event.key === 'ArrowUp',
          ),
        );
      }}
      onBlur={() => {
        const read = readTimeText(text);
        if (read) setText(read);
        onBlur?.();
      }}
    />
  );
}

export interface DateTimeInputProps {
  id?: string | undefined;
  /** The moment, YYYY-MM-DDTHH:mm, as a browser datetime-local input holds it. */
  value: string | null | undefined;
  /** The moment written, or '' until both its day and its time are. */
  onChange(value: string): void;
  onBlur?: (() => void) | undefined;
  min?: string | undefined;
  max?: string | undefined;
  required?: boolean | undefined;
  disabled?: boolean | undefined;
  invalid?: boolean | undefined;
}

/** A moment: a day field (DD-MM-YYYY, with its calendar) and a 24-hour time field side by side. */
export function DateTimeInput(props: DateTimeInputProps) {
  const { t } = useTranslation();
  const given = splitMoment(props.value);
  const [day, setDay] = useState(given.day);
  const [time, setTime] = useState(given.time);
  const [seen, setSeen] = useState(props.value ?? '');
  if ((props.value ?? '') !== seen) {
    setSeen(props.value ?? '');
    if ((props.value ?? '') !== joinMoment(day, time)) {
      setDay(given.day);
      setTime(given.time);
    }
  }
  const change = (nextDay: string, nextTime: string) => {
    setDay(nextDay);
    setTime(nextTime);
    const moment = joinMoment(nextDay, nextTime);
    if (moment !== (props.value ?? '')) props.onChange(moment);
  };
  return (
    <span className="date-time-input" role="group">
      <DateInput
        id={props.id}
        value={day}
        min={props.min?.slice(0, 10)}
        max={props.max?.slice(0, 10)}
        required={props.required}
        disabled={props.disabled}
        invalid={props.invalid}
        onChange={(next) => change(next, time)}
        onBlur={props.onBlur}
      />
      <TimeInput
        value={time}
        aria-label={t('dateField.time')}
        disabled={props.disabled}
        invalid={props.invalid}
        onChange={(next) => change(day, next)}
        onBlur={props.onBlur}
      />
    </span>
  );
}
