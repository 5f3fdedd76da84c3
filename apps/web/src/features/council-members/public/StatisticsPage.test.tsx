import type { AddresseeQuestionCounts, QuestionStatistics } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { QuestionStatisticsPage, TOP_ADDRESSEES } from './StatisticsPage';

const fetchMock = vi.fn<typeof fetch>();
const PATH = '/questions/statistic';

const member = (id: number, name: string, received: number, answered: number): AddresseeQuestionCounts => ({
  addresseeKind: 1,
  addresseeId: id,
  name,
  party: 'SDA',
  memberTypeId: 1,
  received,
  answered,
});

const statistics: QuestionStatistics = {
  dateFrom: '2025-01-01',
  dateTo: '2025-12-31',
  received: 1250,
  answered: 834,
  byAddresseeKind: [
    { id: 1, received: 700, answered: 500 },
    { id: 2, received: 300, answered: 150 },
    { id: 3, received: 250, answered: 184 },
  ],
  byMonth: [
    { month: '2025-01', received: 100, answered: 90 },
    { month: '2025-02', received: 0, answered: 0 },
  ],
  byAnswerTime: [
    { bucket: 'within24', count: 400 },
    { bucket: 'within48', count: 200 },
    { bucket: 'within72', count: 100 },
    { bucket: 'over72', count: 134 },
    { bucket: 'unanswered', count: 416 },
  ],
  byCouncilMember: [
    member(7, 'Amir Babić', 40, 30),
    { ...member(2, 'Selma Mujić', 30, 10), addresseeKind: 2, memberTypeId: 2, party: 'SDP' },
  ],
  byUnit: [
    {
      addresseeKind: 3,
      addresseeId: 3,
      name: 'Služba za urbanizam',
      party: '',
      memberTypeId: null,
      received: 25,
      answered: 20,
    },
  ],
};

/** A table's rows as the cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const table = (name: string) => within(screen.getByRole('region', { name })).getByRole('table');

function open(path = PATH) {
  const router = createMemoryRouter([{ path: PATH, element: <QuestionStatisticsPage /> }], {
    initialEntries: [path],
  });
  return renderWithApp(<RouterProvider router={router} />);
}

function bodyOf(pathEnd: string) {
  const found = fetchMock.mock.calls.find(([url]) => String(url).endsWith(pathEnd));
  return found ? JSON.parse(String((found[1] as RequestInit).body)) : undefined;
}

describe('the question statistics page', () => {
  let answer: QuestionStatistics;
  beforeEach(() => {
    answer = statistics;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async () => Response.json(answer));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for the period and addressee kind in the address, and shows the figures as numbers are written here', async () => {
    await open(`${PATH}?addresseeKind=2&dateFrom=2025-01-01&dateTo=2025-12-31`);
    expect(await screen.findByText('Period: 01.01.2025. – 31.12.2025.')).toBeTruthy();
    expect(bodyOf('/api/PublicQuestions/Statistics')).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      addresseeKind: 2,
      languageId: 1,
    });
    const kind = screen.getAllByLabelText('Kome je upućeno').find((e) => e.tagName === 'INPUT');
    expect(kind).toHaveProperty('value', 'Gradonačelnik');
    const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!;
    expect(within(figure('Postavljena pitanja')).getByText('1.250')).toBeTruthy();
    expect(within(figure('Odgovorena')).getByText('834')).toBeTruthy();
    expect(within(figure('Bez odgovora')).getByText('416')).toBeTruthy();
    expect(within(figure('Udio odgovorenih')).getByText('66,7 %')).toBeTruthy();
  });

  it('asks for the last twelve months of every kind when nothing is chosen, and says so', async () => {
    await open();
    await screen.findByText('Period: 01.01.2025. – 31.12.2025.');
    expect(bodyOf('/api/PublicQuestions/Statistics')).toEqual({ languageId: 1 });
    expect(screen.getByText('Bez izabranog perioda prikazuje se posljednjih 12 mjeseci.')).toBeTruthy();
  });

  it('shows the questions by month, by whom they were asked and by the time to the answer', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Pitanja po mjesecima' });
    expect(rowsOf(table('Pitanja po mjesecima'))).toEqual([
      ['Mjesec', 'Odgovorena', 'Bez odgovora'],
      ['01.2025.', '90', '10'],
      ['02.2025.', '0', '0'],
    ]);
    expect(rowsOf(table('Pitanja prema tome kome su upućena'))).toEqual([
      ['Kome je upućeno', 'Broj pitanja'],
      ['Vijećnici', '700'],
      ['Gradonačelnik', '300'],
      ['Organizacione jedinice', '250'],
    ]);
    expect(rowsOf(table('Vrijeme do odgovora')).slice(1)).toEqual([
      ['Do 24 sata', '400'],
      ['Od 24 do 48 sati', '200'],
      ['Od 48 do 72 sata', '100'],
      ['Više od 72 sata', '134'],
      ['Bez odgovora', '416'],
    ]);
  });

  it('shows the council members’ and the mayor’s questions, and the units’', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Pitanja vijećnicima i gradonačelniku' });
    expect(rowsOf(table('Pitanja vijećnicima i gradonačelniku'))).toEqual([
      ['Ime i prezime', 'Odgovorena', 'Bez odgovora'],
      ['Amir Babić (SDA)', '30', '10'],
      ['Selma Mujić (SDP)', '10', '20'],
    ]);
    expect(rowsOf(table('Pitanja organizacionim jedinicama'))).toEqual([
      ['Organizaciona jedinica', 'Odgovorena', 'Bez odgovora'],
      ['Služba za urbanizam', '20', '5'],
    ]);
    expect(screen.queryByRole('link', { name: /Ko odgovara/ })).toBeNull();
  });

  it('draws only the council members with the most questions, and leads to the table of them all', async () => {
    answer = {
      ...statistics,
      byCouncilMember: Array.from({ length: 20 }, (_, i) => member(i + 1, `Vijećnik ${i + 1}`, 40 - i, 0)),
    };
    await open();
    const region = await screen.findByRole('region', { name: 'Pitanja vijećnicima i gradonačelniku' });
    expect(within(region).getAllByRole('row')).toHaveLength(TOP_ADDRESSEES + 1);
    expect(screen.getByText(/Prikazano je 15 s najviše pitanja\./)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Svi su na stranici „Ko odgovara na pitanja građana”.' });
    expect(link.getAttribute('href')).toBe('/questions/responsiveness');
  });

  it('says so when no question was asked in the period', async () => {
    answer = {
      ...statistics,
      received: 0,
      answered: 0,
      byAddresseeKind: statistics.byAddresseeKind.map((k) => ({ ...k, received: 0, answered: 0 })),
      byMonth: statistics.byMonth.map((m) => ({ ...m, received: 0, answered: 0 })),
      byAnswerTime: statistics.byAnswerTime.map((b) => ({ ...b, count: 0 })),
      byCouncilMember: [],
      byUnit: [],
    };
    await open();
    const months = await screen.findByRole('region', { name: 'Pitanja po mjesecima' });
    expect(within(months).getByText('U izabranom periodu nema postavljenih pitanja.')).toBeTruthy();
    const members = screen.getByRole('region', { name: 'Pitanja vijećnicima i gradonačelniku' });
    expect(
      within(members).getByText('U izabranom periodu nikome od njih nije postavljeno pitanje.'),
    ).toBeTruthy();
    const share = screen.getByText('Udio odgovorenih', { selector: 'p' }).parentElement!;
    expect(within(share).getByText('–')).toBeTruthy();
  });
});
