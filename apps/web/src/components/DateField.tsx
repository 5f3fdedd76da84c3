import { DateInput, DatesProvider, useDatesContext } from '@mantine/dates';
// Loaded with the first date field rather than with the shell: most pages have none.
import '@mantine/dates/styles.layer.css';
import { IconCalendar } from '@tabler/icons-react';
import dayjs from 'dayjs';
import type { FocusEventHandler, FormEvent, ReactNode, Ref } from 'react';
import { useTranslation } from '../lib/translation';
import { datesSettings, languageOfCode } from './dates';

/** Dates up to 1752 cannot be picked (before the Gregorian calendar was general). */
const MIN_DATE = '1753-01-01';
/** A year before this one is taken for a typing slip and leaves the field empty. */
const FIRST_YEAR = 1900;
/** How a date is shown and typed, as is usual in BiH: 14.11.2024. */
const DISPLAY_FORMAT = 'DD.MM.YYYY.';
/** Day, month and a four-digit year, with dots (slashes or dashes also taken) and an optional final dot. */
const TYPED = /^\s*(\d{1,2})\s*[./-]\s*(\d{1,2})\s*[./-]\s*(\d{4})\s*\.?\s*$/;

type Typed = { kind: 'date'; value: string } | { kind: 'empty' } | { kind: 'incomplete' };

/** What the user has typed so far: a date, nothing (also an early year), or not yet a date. */
function readTyped(text: string): Typed {
  if (text.trim() === '') return { kind: 'empty' };
  const parts = TYPED.exec(text);
  if (!parts) return { kind: 'incomplete' };
  const [day, month, year] = [Number(parts[1]), Number(parts[2]), Number(parts[3])];
  if (year < FIRST_YEAR) return { kind: 'empty' };
  const value = `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // 31.02. and the like: dayjs would roll them over into the next month.
  return dayjs(value).format('YYYY-MM-DD') === value ? { kind: 'date', value } : { kind: 'incomplete' };
}

/** A stored or picked value the field can hold: a real date from FIRST_YEAR on, else none. */
function usable(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  return Number(value.slice(0, 4)) >= FIRST_YEAR && dayjs(value).isValid() ? value : null;
}

export type DateFieldProps = {
  label: ReactNode;
  /** The calendar day as `YYYY-MM-DD`, or null for none. */
  value: string | null;
  onChange: (value: string | null) => void;
  onBlur?: FocusEventHandler<HTMLInputElement>;
  required?: boolean;
  error?: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The admin screens' date field: shown and typed as `dd.mm.yyyy.`, picked from a
 * calendar whose week starts on Monday (set by the DatesProvider below, with the
 * month names of the UI language), dates up to 1752
 * disabled, a year before 1900 taken as empty. The value is the calendar day the
 * user picked as a plain `YYYY-MM-DD` string, the form in which it is stored: no
 * Date object and no time zone is involved, so unlike the old portal's picker
 * there is no time-zone offset to correct and the day can never shift.
 */
export function DateField(props: DateFieldProps) {
  const { i18n } = useTranslation();
  // Here rather than around the whole app, so that dayjs and the date pickers load
  // only with the pages that have a date field (decision 0017).
  return (
    <DatesProvider settings={datesSettings(languageOfCode(i18n.language))}>
      <DateInputField {...props} />
    </DatesProvider>
  );
}

function DateInputField({ value, onChange, required = false, ...props }: DateFieldProps) {
  const { t } = useTranslation();
  const { locale } = useDatesContext();
  const current = usable(value);
  const emit = (next: string | null) => {
    const day = usable(next);
    if (day !== current) onChange(day);
  };
  // DateInput itself only ever emits dates its parser accepts; an emptied field or
  // an early year has to be reported here (it runs before DateInput's own handler).
  const onInput = (event: FormEvent<HTMLInputElement>) => {
    if (readTyped(event.currentTarget.value).kind === 'empty') emit(null);
  };
  return (
    <DateInput
      {...props}
      value={current}
      onChange={emit}
      onInput={onInput}
      required={required}
      clearable={!required}
      clearButtonProps={{ 'aria-label': t('components.date.clear') }}
      valueFormat={DISPLAY_FORMAT}
      dateParser={(text) => {
        const typed = readTyped(text);
        return typed.kind === 'date' ? typed.value : null;
      }}
      placeholder={t('components.date.placeholder')}
      leftSection={<IconCalendar size={18} aria-hidden />}
      minDate={MIN_DATE}
      // The bracketed dot lets the Croatian locale see a day before the month ("14. studenoga");
      // dayjs capitalises the Serbian months, which are written in lower case.
      getDayAriaLabel={(day) => dayjs(day).locale(locale).format('D[.] MMMM YYYY.').toLowerCase()}
      ariaLabels={{
        previousMonth: t('components.date.previousMonth'),
        nextMonth: t('components.date.nextMonth'),
        previousYear: t('components.date.previousYear'),
        nextYear: t('components.date.nextYear'),
        previousDecade: t('components.date.previousDecade'),
        nextDecade: t('components.date.nextDecade'),
        monthLevelControl: t('components.date.monthLevel'),
        yearLevelControl: t('components.date.yearLevel'),
      }}
    />
  );
}
