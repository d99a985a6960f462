import type { CustomDateProps } from 'ag-grid-react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../ui/DateField.js';
import { dateAsDay, dayAsDate } from '../ui/date-text.js';

/** The grid's day (a local midnight) as the field holds it, YYYY-MM-DD. */
export function gridDayText(date: Date | null): string {
  return date ? dateAsDay(date) : '';
}

/** The field's day as the grid's date filter takes it: that day's local midnight. */
export function gridDayDate(day: string): Date | null {
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? (dayAsDate(day) ?? null) : null;
}

/**
 * The date of a grid's date filter, drawn as the design system's day-first field (DD-MM-YYYY
 * typed or picked in the page's language) in place of the browser's own date input.
 */
export function GridDateInput({ date, onDateChange }: CustomDateProps) {
  const { t } = useTranslation();
  return (
    <DateInput
      value={gridDayText(date)}
      onChange={(day) => onDateChange(gridDayDate(day))}
      aria-label={t('dateField.filterDay')}
    />
  );
}
