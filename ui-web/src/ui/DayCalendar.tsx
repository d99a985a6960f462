import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { DayPicker, type Matcher } from 'react-day-picker';
import { enGB } from 'react-day-picker/locale/en-GB';
import { tr } from 'react-day-picker/locale/tr';
import 'react-day-picker/style.css';
import { dateAsDay, dayAsDate, dayWithin } from './date-text.js';

/** Month and weekday names (and the calendar's own aria labels) in the page's language. */
const LOCALES = { en: enGB, tr } as const;
/** How many years the year list reaches back and ahead of today when the field has no bounds. */
const YEARS_BACK = 100;
const YEARS_AHEAD = 20;
const GAP = 4;

export interface DayCalendarProps {
  /** The field the calendar opens under. */
  anchor: RefObject<HTMLElement | null>;
  label: string;
  value: string;
  min?: string | undefined;
  max?: string | undefined;
  clearable: boolean;
  onPick(day: string): void;
  onClear(): void;
  /** Closed without a pick; `refocus` when focus goes back to the field (Escape). */
  onClose(refocus: boolean): void;
}

/** Where the popover goes: under the field, or over it when the window has no room below. */
function placeUnder(anchor: HTMLElement, popover: HTMLElement): { top: number; left: number } {
  const field = anchor.getBoundingClientRect();
  const { width, height } = popover.getBoundingClientRect();
  const below = field.bottom + GAP;
  const top = below + height <= window.innerHeight ? below : Math.max(GAP, field.top - GAP - height);
  const left = Math.min(Math.max(GAP, field.left), Math.max(GAP, window.innerWidth - width - GAP));
  return { top, left };
}

/**
 * The calendar of a date field: a month grid in the page's language, weeks from Monday, days
 * outside the field's bounds disabled. Arrow keys move by day and week, Page Up/Down by month,
 * Enter picks, Escape closes. It is drawn over the page, so a dialog's scrolling body never
 * cuts it off.
 */
export function DayCalendar({
  anchor,
  label,
  value,
  min,
  max,
  clearable,
  onPick,
  onClear,
  onClose,
}: DayCalendarProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ top: number; left: number } | null>(null);
  const today = new Date();
  const minDate = dayAsDate(min);
  const maxDate = dayAsDate(max);
  const selected = dayAsDate(value);
  const disabled: Matcher[] = [
    ...(minDate ? [{ before: minDate }] : []),
    ...(maxDate ? [{ after: maxDate }] : []),
  ];
  const todayAllowed = dayWithin(dateAsDay(today), min, max);

  useLayoutEffect(() => {
    const follow = () => {
      if (anchor.current && ref.current) setPlace(placeUnder(anchor.current, ref.current));
    };
    follow();
    window.addEventListener('resize', follow);
    window.addEventListener('scroll', follow, true);
    return () => {
      window.removeEventListener('resize', follow);
      window.removeEventListener('scroll', follow, true);
    };
  }, [anchor]);

  useEffect(() => {
    const outside = (event: MouseEvent) => {
      const target = event.target as Node;
      if (!ref.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [anchor, onClose]);

  return createPortal(
    <div
      ref={ref}
      // ag-custom-component-popup: a grid's filter that holds the field stays open while its
      // calendar is used.
      className="day-calendar ag-custom-component-popup"
      role="dialog"
      aria-label={label}
      // Not yet placed: see-through rather than hidden, so the chosen day can take the focus.
      style={place ? { top: place.top, left: place.left } : { top: 0, left: 0, opacity: 0 }}
      onKeyDown={(event) => {
        if (event.key !== 'Escape') return;
        // The calendar closes, not the dialog the field is in.
        event.stopPropagation();
        event.nativeEvent.stopImmediatePropagation();
        onClose(true);
      }}
      onBlur={(event) => {
        const next = event.relatedTarget as Node | null;
        if (next && !ref.current?.contains(next) && !anchor.current?.contains(next)) onClose(false);
      }}
    >
      <DayPicker
        mode="single"
        required
        autoFocus
        showOutsideDays
        captionLayout="dropdown"
        locale={i18n.language === 'tr' ? LOCALES.tr : LOCALES.en}
        weekStartsOn={1}
        selected={selected}
        defaultMonth={selected ?? (todayAllowed ? today : (minDate ?? maxDate ?? today))}
        startMonth={minDate ?? new Date(today.getFullYear() - YEARS_BACK, 0)}
        endMonth={maxDate ?? new Date(today.getFullYear() + YEARS_AHEAD, 11)}
        disabled={disabled}
        onSelect={(date) => onPick(dateAsDay(date))}
      />
      <div className="day-calendar-footer">
        <button
          type="button"
          className="button ghost"
          disabled={!todayAllowed}
          onClick={() => onPick(dateAsDay(today))}
        >
          {t('dateField.today')}
        </button>
        {clearable ? (
          <button type="button" className="button ghost" disabled={value === ''} onClick={onClear}>
            {t('dateField.clear')}
          </button>
        ) : null}
      </div>
    </div>,
    document.body,
  );
}
