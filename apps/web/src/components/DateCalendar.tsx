import { DatePicker, DatesProvider } from '@mantine/dates';
// With the calendar rather than with the shell or the date field: most visits open none.
import '@mantine/dates/styles.layer.css';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../lib/translation';
import classes from './DateField.module.css';
import { datesSettings, languageOfCode } from './dates';

/** Dates up to 1752 cannot be picked (before the Gregorian calendar was general). */
const MIN_DATE = '1753-01-01';

/**
 * A date field's calendar, beneath it: the month of its day (or of today), days named for
 * screen readers as "14. novembar 2024.", arrow keys moving between days. Given the focus
 * when its button opened it: on its day, else today, else the month's first.
 */
export function DateCalendar({
  value,
  onPick,
  takeFocus,
}: {
  value: string | null;
  onPick: (day: string) => void;
  takeFocus: boolean;
}) {
  const { t, i18n } = useTranslation();
  const settings = datesSettings(languageOfCode(i18n.language));
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!takeFocus) return;
    const days = box.current?.querySelector('table');
    const day =
      days?.querySelector<HTMLButtonElement>('button[data-selected]') ??
      days?.querySelector<HTMLButtonElement>('button[data-today]') ??
      days?.querySelector<HTMLButtonElement>('button:not([data-outside]):not([disabled])');
    day?.focus();
  }, [takeFocus]);
  return (
    <div
      ref={box}
      role="dialog"
      aria-label={t('components.date.calendar')}
      tabIndex={-1}
      className={classes.calendar}
    >
      <DatesProvider settings={settings}>
        <DatePicker
          value={value}
          defaultDate={value ?? undefined}
          onChange={(day) => {
            if (day) onPick(day);
          }}
          minDate={MIN_DATE}
          // The bracketed dot lets the Croatian locale see a day before the month ("14. studenoga");
          // dayjs capitalises the Serbian months, which are written in lower case.
          getDayAriaLabel={(day) =>
            dayjs(day).locale(settings.locale).format('D[.] MMMM YYYY.').toLowerCase()
          }
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
      </DatesProvider>
    </div>
  );
}
