/**
 * The month calendar of a date field, loaded the first time one opens (Mantine's dates and dayjs
 * stay out of every page until then). Month and day names follow the UI language; the day picked
 * is reported as `YYYY-MM-DD`. Arrow keys move between days, Enter picks one.
 */
import '@mantine/dates/styles.css';
import 'dayjs/locale/id';
import { DatePicker } from '@mantine/dates';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './date-calendar.module.css';

export type DateCalendarProps = {
  /** `YYYY-MM-DD`, or '' when the field is empty. */
  value: string;
  /** The day shown and focused when the field is empty. */
  today: string;
  onPick: (date: string) => void;
  min?: string | undefined;
  max?: string | undefined;
};

export function DateCalendar({ value, today, onPick, min, max }: DateCalendarProps) {
  const { t, i18n } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const focused = value || today;

  // The chosen day (or today) takes the focus, so the arrow keys work at once.
  useEffect(() => {
    root.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
  }, []);

  return (
    <div ref={root}>
      <DatePicker
        value={value || null}
        defaultDate={focused}
        onChange={(date) => {
          if (date) onPick(date);
        }}
        locale={i18n.language === 'en' ? 'en' : 'id'}
        minDate={min || undefined}
        maxDate={max || undefined}
        // The days of the months around it are left out: faint enough to be hard to read.
        hideOutsideDates
        weekendDays={[0]}
        classNames={{ day: classes.day }}
        getDayProps={(date) => (date === focused ? { 'data-autofocus': true } : {})}
        // Days and the month's arrows are 44 px tap targets (7 × 44 px fits a 375 px phone).
        styles={{
          day: { width: 44, height: 44 },
          calendarHeaderControl: { width: 44, height: 44 },
          calendarHeaderLevel: { height: 44 },
        }}
        // The month and year buttons are named by what they show ("Oktober 2026").
        ariaLabels={{
          previousMonth: t('dateField.calendar.previousMonth'),
          nextMonth: t('dateField.calendar.nextMonth'),
          previousYear: t('dateField.calendar.previousYear'),
          nextYear: t('dateField.calendar.nextYear'),
          previousDecade: t('dateField.calendar.previousDecade'),
          nextDecade: t('dateField.calendar.nextDecade'),
        }}
      />
    </div>
  );
}
