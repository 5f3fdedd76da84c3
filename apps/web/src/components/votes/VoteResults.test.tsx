import { laterNamespaces } from '@portal/i18n';
import { MantineProvider } from '@mantine/core';
import type { LanguageKey } from '@portal/contracts';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { TextsProvider } from '../../lib/translation';
import { describe, expect, it } from 'vitest';
import { theme } from '../../app/theme';
import { loadTexts } from '../../lib/i18n';
import { hosting } from '../../test/render';
import { VoteResults } from './VoteResults';

const NBSP = '\u00a0';

async function renderIn(language: LanguageKey, ui: ReactNode) {
  const texts = await loadTexts({
    language,
    municipality: hosting.municipality,
    overrides: {},
    namespaces: laterNamespaces,
  });
  return render(
    <MantineProvider theme={theme} env="test">
      <TextsProvider texts={texts}>{ui}</TextsProvider>
    </MantineProvider>,
  );
}

const choices = [
  { code: 1, label: 'Za' },
  { code: 2, label: 'Protiv' },
  { code: 3, label: 'Suzdržan' },
];

const meter = (name: string) => screen.getByRole('meter', { name });

describe('VoteResults', () => {
  it('shows each choice’s count and share, with one decimal as Bosnian writes it', async () => {
    await renderIn('bs', <VoteResults choices={choices} counts={{ 1: 1, 2: 2 }} ownVote={2} />);
    expect(meter('Za').getAttribute('aria-valuenow')).toBe('33.3');
    expect(meter('Za').getAttribute('aria-valuetext')).toBe(`1 glas, 33,3${NBSP}%`);
    expect(meter('Protiv').getAttribute('aria-valuetext')).toBe(`2 glasa, 66,7${NBSP}%`);
    expect(meter('Suzdržan').getAttribute('aria-valuetext')).toBe(`0 glasova, 0,0${NBSP}%`);
    // The visible text, its no-break space read as a space by getByText.
    expect(screen.getByText('2 glasa, 66,7 %')).toBeDefined();
    expect(screen.getByText('Ukupno: 3 glasa')).toBeDefined();
    expect(screen.getByText('Vaš glas')).toBeDefined();
  });

  it('writes large counts with the language’s grouping', async () => {
    await renderIn('hr', <VoteResults choices={choices} counts={{ 1: 1000, 2: 1500, 3: 500 }} />);
    expect(meter('Protiv').getAttribute('aria-valuetext')).toBe(`1.500 glasova, 50,0${NBSP}%`);
    expect(screen.getByText('Ukupno: 3.000 glasova')).toBeDefined();
    expect(screen.queryByText('Vaš glas')).toBeNull();
  });

  it.each([
    [1, 'Ukupno: 1 glas'],
    [2, 'Ukupno: 2 glasa'],
    [5, 'Ukupno: 5 glasova'],
    [11, 'Ukupno: 11 glasova'],
    [21, 'Ukupno: 21 glas'],
    [22, 'Ukupno: 22 glasa'],
  ])('counts %i votes in Croatian as "%s"', async (count, text) => {
    await renderIn('hr', <VoteResults choices={choices} counts={{ 1: count }} />);
    expect(screen.getByText(text)).toBeDefined();
  });

  it.each([
    [1, 'Укупно: 1 глас'],
    [2, 'Укупно: 2 гласа'],
    [5, 'Укупно: 5 гласова'],
    [21, 'Укупно: 21 глас'],
    [22, 'Укупно: 22 гласа'],
  ])('counts %i votes in Serbian as "%s"', async (count, text) => {
    await renderIn('sr_cyr', <VoteResults choices={choices} counts={{ 1: count }} />);
    expect(screen.getByText(text)).toBeDefined();
  });

  it('writes the share in Serbian with a decimal comma', async () => {
    await renderIn('sr_cyr', <VoteResults choices={choices} counts={{ 1: 2, 2: 1 }} />);
    expect(meter('Za').getAttribute('aria-valuetext')).toBe(`2 гласа, 66,7${NBSP}%`);
  });

  it('says there are no votes yet instead of dividing by zero', async () => {
    await renderIn('bs', <VoteResults choices={choices} counts={{}} />);
    expect(screen.getByText('Još nema glasova.')).toBeDefined();
    expect(screen.queryByRole('meter')).toBeNull();
    expect(screen.queryByText(/NaN|Ukupno/)).toBeNull();
  });
});
