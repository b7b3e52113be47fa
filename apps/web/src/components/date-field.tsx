/**
 * A date field in the business's date format (settings; `DD/MM/YYYY` by default) on every
 * browser, whatever its locale: the user types a date (lib/date-text.ts reads it forgivingly) or
 * picks one from a calendar behind the button. The value is a business date, `YYYY-MM-DD`, or ''
 * when the field is empty. A date typed whole (or the field emptied) is taken at once; a shorter
 * one (`31/10/26`) when the field is left or Enter is pressed; text that is no date says so and
 * leaves the value ''.
 */
import {
  ActionIcon,
  Box,
  type BoxProps,
  Loader,
  Popover,
  TextInput,
  type TextInputProps,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { DateFormat } from '@usaha/shared';
import { type KeyboardEvent, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationQuery } from '../api/business-settings.queries';
import { businessToday, useBusiness } from '../lib/business';
import {
  type DateLanguage,
  DEFAULT_DATE_FORMAT,
  datePattern,
  formatDateText,
  parseDateText,
} from '../lib/date-text';
import { IconCalendar } from './icons';

const loadCalendar = () => import('./date-calendar');
const DateCalendar = lazy(() =>
  loadCalendar().then((module) => ({ default: module.DateCalendar })),
);

/** The business's date format; the default until its settings have arrived. */
export function useDateFormatSetting(): DateFormat {
  const settings = useQuery({ ...applicationQuery(), staleTime: 5 * 60_000 });
  return settings.data?.date_format ?? DEFAULT_DATE_FORMAT;
}

export type DateFieldProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'min' | 'max' | keyof BoxProps
> &
  Pick<BoxProps, 'style' | 'className' | 'maw' | 'miw' | 'w'> & {
    /** `YYYY-MM-DD`, or '' for none. */
    value: string;
    onChange: (date: string) => void;
    /** The first and last days the calendar offers (`YYYY-MM-DD`). */
    min?: string | undefined;
    max?: string | undefined;
    /** Overrides the business's format (tests, a page that already holds the settings). */
    format?: DateFormat;
  };

export function DateField({
  value,
  onChange,
  min,
  max,
  format: fixed,
  error,
  style,
  className,
  maw,
  miw,
  w,
  ...rest
}: DateFieldProps) {
  const { t, i18n } = useTranslation();
  const language: DateLanguage = i18n.language === 'en' ? 'en' : 'id';
  const setting = useDateFormatSetting();
  const format = fixed ?? setting;
  const { timezone } = useBusiness();

  /** What the user is typing; null while the field shows the value in the format. */
  const [draft, setDraft] = useState<string | null>(null);
  const [unreadable, setUnreadable] = useState(false);
  const [opened, setOpened] = useState(false);
  // The value this field last reported: any other comes from outside (a reset) and wins.
  const [reported, setReported] = useState(value);
  if (reported !== value) {
    setReported(value);
    setDraft(null);
    setUnreadable(false);
  }

  function report(date: string) {
    setReported(date);
    if (date !== value) onChange(date);
  }

  /** Takes what was typed, forgiving; false when it is no date. */
  function commit(text: string): boolean {
    const date = text.trim() === '' ? '' : parseDateText(text, format);
    setUnreadable(date === null);
    report(date ?? '');
    if (date !== null) setDraft(null);
    return date !== null;
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    rest.onKeyDown?.(event);
    if (event.key !== 'Enter' || draft === null) return;
    const date = draft.trim() === '' ? '' : parseDateText(draft, format);
    // A form is not sent with a date other than the one shown: the first Enter settles it.
    if (date !== value) event.preventDefault();
    commit(draft);
  }

  const example = formatDateText(businessToday(timezone), format, language);
  const pattern = datePattern(format, {
    d: t('dateField.letters.d'),
    m: t('dateField.letters.m'),
    y: t('dateField.letters.y'),
  });

  return (
    <Box style={style} className={className} maw={maw} miw={miw} w={w}>
      <Popover
        opened={opened}
        onChange={setOpened}
        position="bottom-end"
        trapFocus
        returnFocus
        withRoles={false}
        shadow="md"
      >
        <Popover.Target>
          <div>
            <TextInput
              placeholder={pattern}
              autoComplete="off"
              inputMode={format === 'D MMM YYYY' ? 'text' : 'numeric'}
              {...rest}
              value={draft ?? formatDateText(value, format, language)}
              error={unreadable ? t('dateField.unreadable', { example }) : error}
              onFocus={(event) => {
                void loadCalendar();
                rest.onFocus?.(event);
              }}
              onChange={(event) => {
                const text = event.currentTarget.value;
                setDraft(text);
                setUnreadable(false);
                // An emptied field is empty at once; a date, once written whole.
                const date =
                  text.trim() === '' ? '' : parseDateText(text, format, { fullYear: true });
                if (date !== null) report(date);
              }}
              onBlur={(event) => {
                if (draft !== null) commit(draft);
                rest.onBlur?.(event);
              }}
              onKeyDown={handleKeyDown}
              rightSectionPointerEvents="all"
              rightSection={
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  size="input-sm"
                  aria-label={t('dateField.openCalendar')}
                  aria-haspopup="dialog"
                  aria-expanded={opened}
                  disabled={rest.disabled}
                  onPointerEnter={() => void loadCalendar()}
                  onClick={() => setOpened((open) => !open)}
                >
                  <IconCalendar size={18} aria-hidden />
                </ActionIcon>
              }
            />
          </div>
        </Popover.Target>
        <Popover.Dropdown
          role="dialog"
          aria-label={typeof rest.label === 'string' ? rest.label : undefined}
        >
          {opened && (
            <Suspense
              fallback={
                // Focusable while the calendar loads: the dialog holds the focus meanwhile.
                <Box p="md" tabIndex={-1} data-autofocus aria-label={t('loading')}>
                  <Loader size="sm" />
                </Box>
              }
            >
              <DateCalendar
                value={value}
                today={businessToday(timezone)}
                min={min}
                max={max}
                onPick={(date) => {
                  setDraft(null);
                  setUnreadable(false);
                  report(date);
                  setOpened(false);
                }}
              />
            </Suspense>
          )}
        </Popover.Dropdown>
      </Popover>
    </Box>
  );
}
