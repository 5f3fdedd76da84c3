import { laterNamespaces } from '@portal/i18n';
import { MantineProvider } from '@mantine/core';
import { DatesProvider } from '@mantine/dates';
import type { LanguageKey } from '@portal/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextsProvider } from '../lib/translation';
import { theme } from '../app/theme';
import { loadTexts } from '../lib/i18n';
import { hosting } from '../test/render';
import { DateField } from './DateField';
import { datesSettings } from './dates';

const labels = { bs: 'Datum početka', hr: 'Datum početka', sr_cyr: 'Датум почетка' };

/**
 * The field in a form that keeps what it emits, with the app's texts and date settings.
 * (Mantine's test mode keeps popovers visible in a DOM without layout.)
 */
async function renderField({
  language = 'bs',
  value = null,
  required = false,
}: {
  language?: LanguageKey;
  value?: string | null;
  required?: boolean;
} = {}) {
  const texts = await loadTexts({
    language,
    municipality: hosting.municipality,
    overrides: {},
    namespaces: laterNamespaces,
  });
  const onChange = vi.fn();
  function Form() {
    const [date, setDate] = useState<string | null>(value);
    return (
      <DateField
        label={labels[language]}
        required={required}
        value={date}
        onChange={(next) => {
          onChange(next);
          setDate(next);
        }}
      />
    );
  }
  render(
    <MantineProvider theme={theme} env="test">
      <TextsProvider texts={texts}>
        <DatesProvider settings={datesSettings(language)}>
          <Form />
        </DatesProvider>
      </TextsProvider>
    </MantineProvider>,
  );
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: labels[language] });
  return { input, onChange, user: userEvent.setup() };
}

/** Opens the calendar and gives its month table. */
async function openCalendar(user: ReturnType<typeof userEvent.setup>, input: HTMLInputElement) {
  await user.click(input);
  return screen.findByRole('table');
}

function weekdays(table: HTMLElement) {
  return within(table)
    .getAllByRole('columnheader')
    .map((cell) => cell.textContent);
}

describe('date field', () => {
  const zone = process.env['TZ'];
  afterEach(() => {
    process.env['TZ'] = zone;
  });

  it('shows a stored date as dd.mm.yyyy. with the final dot', async () => {
    const { input } = await renderField({ value: '2024-11-14' });
    expect(input.value).toBe('14.11.2024.');
  });

  it('emits the typed day as YYYY-MM-DD, with or without the final dot', async () => {
    const { input, onChange, user } = await renderField();
    await user.type(input, '14.11.2024.');
    expect(onChange).toHaveBeenLastCalledWith('2024-11-14');
    await user.clear(input);
    await user.type(input, '3.2.2025');
    expect(onChange).toHaveBeenLastCalledWith('2025-02-03');
    await user.tab();
    expect(input.value).toBe('03.02.2025.');
  });

  it.each(['Pacific/Honolulu', 'Pacific/Kiritimati'])(
    'emits the picked calendar day unshifted, also in %s',
    async (timeZone) => {
      process.env['TZ'] = timeZone;
      expect(new Date(2024, 10, 14).getTimezoneOffset()).not.toBe(0);
      const { input, onChange, user } = await renderField({ value: '2024-11-01' });
      const table = await openCalendar(user, input);
      await user.click(within(table).getByRole('button', { name: '14. novembar 2024.' }));
      expect(onChange).toHaveBeenLastCalledWith('2024-11-14');
      expect(input.value).toBe('14.11.2024.');
    },
  );

  it('starts the week on Monday, with Bosnian day and month names', async () => {
    const { input, user } = await renderField({ value: '2024-11-14' });
    const table = await openCalendar(user, input);
    expect(weekdays(table)).toEqual(['po', 'ut', 'sr', 'če', 'pe', 'su', 'ne']);
    expect(screen.getByRole('button', { name: 'Izaberi mjesec' }).textContent).toBe('novembar 2024');
    // 1 November 2024 was a Friday: four empty days of October come first.
    const firstRow = within(table).getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByRole('button')[4]!.getAttribute('aria-label')).toBe('1. novembar 2024.');
  });

  it('takes a typed year before 1900 as empty', async () => {
    const { input, onChange, user } = await renderField({ value: '2024-11-14', required: true });
    await user.clear(input);
    await user.type(input, '14.11.1850.');
    expect(onChange).toHaveBeenLastCalledWith(null);
    await user.tab();
    expect(input.value).toBe('');
  });

  it('offers a clear button only when the date is not required', async () => {
    const optional = await renderField({ value: '2024-11-14' });
    await optional.user.click(screen.getByRole('button', { name: 'Obriši datum' }));
    expect(optional.onChange).toHaveBeenLastCalledWith(null);
    expect(optional.input.value).toBe('');
  });

  it('has no clear button when the date is required', async () => {
    await renderField({ value: '2024-11-14', required: true });
    expect(screen.queryByRole('button', { name: 'Obriši datum' })).toBeNull();
  });

  it('names months, weekdays and buttons in Serbian Cyrillic', async () => {
    const { input, user } = await renderField({ language: 'sr_cyr', value: '2024-11-14' });
    expect(input.value).toBe('14.11.2024.');
    expect(input.placeholder).toBe('дд.мм.гггг.');
    const table = await openCalendar(user, input);
    expect(weekdays(table)).toEqual(['по', 'ут', 'ср', 'че', 'пе', 'су', 'не']);
    expect(screen.getByRole('button', { name: 'Изабери мјесец' }).textContent).toBe('Новембар 2024');
    expect(screen.getByRole('button', { name: 'Претходни мјесец' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Сљедећи мјесец' })).toBeDefined();
    expect(within(table).getByRole('button', { name: '14. новембар 2024.' })).toBeDefined();
  });

  it('names the months in Croatian, the day of a date in the genitive', async () => {
    const { input, user } = await renderField({ language: 'hr', value: '2024-11-14' });
    const table = await openCalendar(user, input);
    expect(screen.getByRole('button', { name: 'Odaberi mjesec' }).textContent).toBe('studeni 2024');
    expect(within(table).getByRole('button', { name: '14. studenoga 2024.' })).toBeDefined();
  });

  it('opens the calendar from its button with the focus on the day, picks by keyboard and closes on Escape', async () => {
    const { input, onChange, user } = await renderField({ value: '2024-11-14' });
    expect(screen.queryByRole('dialog', { name: 'Kalendar' })).toBeNull();
    const button = screen.getByRole('button', { name: 'Otvori kalendar' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await user.click(button);
    const calendar = await screen.findByRole('dialog', { name: 'Kalendar' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    await vi.waitFor(() =>
      expect(document.activeElement?.getAttribute('aria-label')).toBe('14. novembar 2024.'),
    );
    await user.keyboard('{ArrowRight}{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('2024-11-15');
    expect(input.value).toBe('15.11.2024.');
    expect(document.activeElement).toBe(input);
    expect(screen.queryByRole('dialog', { name: 'Kalendar' })).toBeNull();

    await user.click(button);
    expect(calendar.isConnected).toBe(false);
    await screen.findByRole('dialog', { name: 'Kalendar' });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Kalendar' })).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('closes the calendar when a click elsewhere takes the focus, and restores the day over an unfinished text', async () => {
    const { input, onChange, user } = await renderField({ value: '2024-11-14' });
    await openCalendar(user, input);
    // The day typed over, not finished.
    await user.type(input, '3.12.', { initialSelectionStart: 0, initialSelectionEnd: input.value.length });
    expect(input.value).toBe('3.12.');
    // A click elsewhere on the page.
    await user.click(document.body);
    expect(screen.queryByRole('dialog', { name: 'Kalendar' })).toBeNull();
    expect(input.value).toBe('14.11.2024.');
    expect(onChange).not.toHaveBeenCalledWith('2024-12-03');
  });

  it('shows a new value given from outside, and keeps the text being typed when its own value comes back', async () => {
    const { input, user } = await renderField();
    await user.type(input, '1.2.2025');
    // The field emitted 2025-02-01 and got it back as its value: what was typed stays as typed.
    expect(input.value).toBe('1.2.2025');
  });
});
