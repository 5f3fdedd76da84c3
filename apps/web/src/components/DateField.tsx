import { ActionIcon, Group, Input, TextInput } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import { IconCalendar } from '@tabler/icons-react';
import {
  type ChangeEvent,
  type FocusEvent,
  type FocusEventHandler,
  type KeyboardEvent,
  lazy,
  type ReactNode,
  type Ref,
  Suspense,
  useRef,
  useState,
} from 'react';
import { useTranslation } from '../lib/translation';
import classes from './DateField.module.css';
import { displayDay, readTyped, usableDay } from './days';

// The calendar, @mantine/dates and dayjs load when a calendar is first opened (decision 0017).
const DateCalendar = lazy(async () => ({ default: (await import('./DateCalendar')).DateCalendar }));

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

/** The calendar's state: closed, or open and whether it took the focus (opened by its button). */
type Calendar = 'closed' | 'open' | 'focused';

/**
 * The portal's date field: shown and typed as `dd.mm.yyyy.` (a year before 1900 is taken as
 * empty), or picked from a calendar that a click on the field or its calendar button opens
 * beneath it, its week starting on Monday, with the month names of the UI language. The value
 * is the calendar day as a plain `YYYY-MM-DD` string, the form in which it is stored: no Date
 * object and no time zone is involved, so unlike the old portal's picker there is no time-zone
 * offset to correct and the day can never shift. Escape, a pick, or the focus leaving the
 * field closes the calendar.
 */
export function DateField({
  label,
  value,
  onChange,
  onBlur,
  required = false,
  error,
  description,
  disabled = false,
  name,
  ref,
}: DateFieldProps) {
  const { t } = useTranslation();
  const current = usableDay(value);
  // What the field shows: what was typed while it is being typed, else the value's day.
  const [text, setText] = useState(() => displayDay(current));
  const [shown, setShown] = useState(current);
  if (current !== shown) {
    setShown(current);
    setText(displayDay(current));
  }
  const [calendar, setCalendar] = useState<Calendar>('closed');
  const field = useRef<HTMLInputElement>(null);
  const inputRef = useMergedRef(field, ref);

  const emit = (day: string | null) => {
    setShown(day);
    if (day !== current) onChange(day);
  };
  const type = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = readTyped(event.currentTarget.value);
    setText(event.currentTarget.value);
    if (typed.kind === 'date') emit(typed.value);
    else if (typed.kind === 'empty') emit(null);
  };
  const pick = (day: string) => {
    emit(day);
    setText(displayDay(day));
    setCalendar('closed');
    field.current?.focus();
  };
  const clear = () => {
    emit(null);
    setText('');
    field.current?.focus();
  };
  const close = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || calendar === 'closed') return;
    event.stopPropagation();
    setCalendar('closed');
    field.current?.focus();
  };
  const leave = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setCalendar('closed');
  };

  return (
    <div className={classes.field} onKeyDown={close} onBlur={leave}>
      <TextInput
        ref={inputRef}
        label={label}
        description={description}
        error={error}
        name={name}
        required={required}
        disabled={disabled}
        value={text}
        onChange={type}
        onClick={() => setCalendar((state) => (state === 'closed' ? 'open' : state))}
        onBlur={(event) => {
          setText(displayDay(current));
          onBlur?.(event);
        }}
        placeholder={t('components.date.placeholder')}
        autoComplete="off"
        rightSectionWidth={!required && current ? 64 : 36}
        rightSectionPointerEvents="all"
        rightSection={
          <Group gap={2} wrap="nowrap">
            {!required && current && !disabled && (
              <Input.ClearButton onClick={clear} aria-label={t('components.date.clear')} />
            )}
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={disabled}
              aria-label={t('components.date.openCalendar')}
              aria-haspopup="dialog"
              aria-expanded={calendar !== 'closed'}
              onClick={() => setCalendar((state) => (state === 'closed' ? 'focused' : 'closed'))}
            >
              <IconCalendar size={18} aria-hidden />
            </ActionIcon>
          </Group>
        }
      />
      {calendar !== 'closed' && (
        <Suspense fallback={null}>
          <DateCalendar value={current} onPick={pick} takeFocus={calendar === 'focused'} />
        </Suspense>
      )}
    </div>
  );
}
