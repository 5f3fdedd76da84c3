import type { Responsiveness, ResponsivenessRow } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { ResponsivenessPage } from './ResponsivenessPage';

const fetchMock = vi.fn<typeof fetch>();
const PATH = '/questions/responsiveness';

const row = (overrides: Partial<ResponsivenessRow>): ResponsivenessRow => ({
  addresseeKind: 1,
  addresseeId: 7,
  name: 'Amir Babić',
  party: 'SDA',
  memberTypeId: 1,
  received: 12,
  answered: 9,
  answeredWithinShare: 2 / 3,
  medianDays: 2.5,
  ...overrides,
});

const mayor = row({
  addresseeKind: 2,
  addresseeId: 2,
  name: 'Selma Mujić',
  party: 'SDP',
  memberTypeId: 2,
  received: 30,
  answered: 21,
  answeredWithinShare: 0.5,
  medianDays: 12,
});
const babic = row({});
const colic = row({
  addresseeId: 8,
  name: 'Vesna Čolić',
  party: 'NS',
  received: 0,
  answered: 0,
  answeredWithinShare: null,
  medianDays: null,
});
const unit = row({
  addresseeKind: 3,
  addresseeId: 3,
  name: 'Služba za urbanizam',
  party: '',
  memberTypeId: null,
  received: 5,
  answered: 5,
  answeredWithinShare: 1,
  medianDays: 1,
});
const delic = row({ addresseeId: 4, name: 'Ozren Delić', received: 3, answered: 1, medianDays: 40 });

const table: Responsiveness = {
  current: [mayor, babic, colic, unit],
  overall: [mayor, babic, colic, delic, unit],
  convocationName: 'Saziv 2024–2028',
};

/** The rows' cells as texts (the header row left out). */
const cells = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    );
const names = () =>
  within(screen.getByRole('table'))
    .getAllByRole('link')
    .map((link) => link.textContent);

function open(path = PATH) {
  const router = createMemoryRouter([{ path: PATH, element: <ResponsivenessPage /> }], {
    initialEntries: [path],
  });
  return renderWithApp(<RouterProvider router={router} />);
}

describe('the responsiveness page', () => {
  let answer: Responsiveness;
  beforeEach(() => {
    answer = table;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => Response.json(answer));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the current convocation’s figures, a share as a percentage and the median in days, written here', async () => {
    await open();
    await screen.findByText('Amir Babić');
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/PublicQuestions\/Responsiveness\/1$/);
    expect(screen.getByRole('table', { name: 'Ko odgovara: Trenutni saziv: Saziv 2024–2028' })).toBeTruthy();
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Kome je upućeno',
      'Primljena',
      'Odgovorena',
      'U roku od 30 dana',
      'Medijan dana do odgovora',
    ]);
    expect(cells()).toEqual([
      ['Selma MujićGradonačelnik · SDP', '30', '21', '50 %', '12 dana'],
      ['Amir BabićVijećnik · SDA', '12', '9', '66,7 %', '2,5 dana'],
      ['Vesna ČolićVijećnik · NS', '0', '0', '–nema podatka', '–nema podatka'],
      ['Služba za urbanizamOrganizaciona jedinica', '5', '5', '100 %', '1 dan'],
    ]);
    expect(screen.getByText('Pitanja postavljena tokom trenutnog saziva (Saziv 2024–2028).')).toBeTruthy();
  });

  it('explains the columns, with the days of the share', async () => {
    await open();
    const explanation = await screen.findByRole('region', { name: 'Šta znače kolone' });
    expect(
      within(explanation).getByText(
        'U roku od 30 dana: udio primljenih pitanja na koja je odgovor objavljen najkasnije 30 dana nakon postavljanja.',
      ),
    ).toBeTruthy();
    expect(within(explanation).getByText(/^Medijan dana do odgovora:/)).toBeTruthy();
  });

  it('leads from each name to that addressee’s questions', async () => {
    await open();
    const href = async (name: string) => (await screen.findByRole('link', { name })).getAttribute('href');
    expect(await href('Amir Babić')).toBe(
      '/questions/council-members-questions/council-member-question-list?addresseeId=7',
    );
    expect(await href('Selma Mujić')).toBe('/questions/council-members-questions/mayor-question-details');
    expect(await href('Služba za urbanizam')).toBe(
      '/questions/organizational-unit-questions/organizational-unit-questions-list?addresseeId=3',
    );
  });

  it('sorts by a column on its header, the other way round on a second press, with no figure last', async () => {
    await open();
    await screen.findByText('Amir Babić');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /Medijan dana do odgovora/ }));
    expect(names()).toEqual(['Služba za urbanizam', 'Amir Babić', 'Selma Mujić', 'Vesna Čolić']);
    expect(screen.getByRole('columnheader', { name: /Medijan/ }).getAttribute('aria-sort')).toBe('ascending');
    await user.click(screen.getByRole('button', { name: /Medijan dana do odgovora/ }));
    expect(names()).toEqual(['Selma Mujić', 'Amir Babić', 'Služba za urbanizam', 'Vesna Čolić']);
    await user.click(screen.getByRole('button', { name: /Kome je upućeno/ }));
    expect(names()).toEqual(['Amir Babić', 'Selma Mujić', 'Služba za urbanizam', 'Vesna Čolić']);
  });

  it('shows every question overall, kept in the address', async () => {
    await open(`${PATH}?period=overall`);
    await screen.findByText('Ozren Delić');
    expect(names()).toEqual([
      'Selma Mujić',
      'Amir Babić',
      'Vesna Čolić',
      'Ozren Delić',
      'Služba za urbanizam',
    ]);
    expect(screen.getByText('Sva pitanja od početka rada portala.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Trenutni saziv' }));
    expect(screen.queryByText('Ozren Delić')).toBeNull();
  });

  it('shows the overall figures only when no convocation is current', async () => {
    answer = { current: [], overall: [mayor, delic], convocationName: null };
    await open();
    await screen.findByText('Ozren Delić');
    expect(screen.getByText('Trenutni saziv nije upisan, pa nema ni njegovih brojki.')).toBeTruthy();
    expect(screen.queryByRole('radio', { name: 'Trenutni saziv' })).toBeNull();
    expect(screen.getByRole('table', { name: 'Ko odgovara: Ukupno' })).toBeTruthy();
  });

  it('shows each addressee as a card on a phone, with the figures labelled', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('max-width'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    await open();
    const list = await screen.findByRole('list', { name: 'Ko odgovara: Trenutni saziv: Saziv 2024–2028' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(4);
    const babicCard = within(cards[1]!);
    expect(babicCard.getByRole('link', { name: 'Amir Babić' })).toBeTruthy();
    expect(babicCard.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Primljena',
      'Odgovorena',
      'U roku od 30 dana',
      'Medijan dana do odgovora',
    ]);
    expect(babicCard.getAllByRole('definition').map((d) => d.textContent)).toEqual([
      '12',
      '9',
      '66,7 %',
      '2,5 dana',
    ]);
  });
});
