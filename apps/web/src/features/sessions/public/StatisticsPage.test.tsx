import { Gender, type SessionStatistics } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatisticsPage } from './StatisticsPage';
import { bodyOf, json, renderAt } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

const statuses = (inPreparation: number, active: number, finished: number) => [
  { id: 1, count: inPreparation },
  { id: 2, count: active },
  { id: 3, count: finished },
];

const statistics: SessionStatistics = {
  dateFrom: '2025-01-01',
  dateTo: '2025-12-31',
  sessions: 14,
  byStatus: statuses(1, 2, 11),
  byMonth: [
    { month: '2025-02', byStatus: statuses(0, 0, 5) },
    { month: '2025-03', byStatus: statuses(1, 2, 6) },
  ],
  agendaItems: 130,
  byDecision: [
    { id: 1, count: 90 },
    { id: 2, count: 25 },
    { id: 3, count: 5 },
    { id: null, count: 10 },
  ],
  votes: { for: 12500, against: 3400, abstained: 800, absent: 0 },
  comments: { onSessions: 40, onAgendaItems: 1200 },
  agreement: { compared: 21, agreed: 14, disagreed: 5, tied: 2 },
  participants: 2300,
  bySex: [
    { id: Gender.Male, people: 1100, votes: 8000, comments: 600 },
    { id: Gender.Female, people: 1190, votes: 8600, comments: 630 },
    { id: null, people: null, votes: null, comments: null },
  ],
  byAgeGroup: [
    { id: 1, people: null, votes: null, comments: null },
    { id: 2, people: 1500, votes: 11000, comments: 900 },
    { id: 3, people: 700, votes: 5000, comments: 300 },
    { id: null, people: null, votes: null, comments: null },
  ],
  minimumGroup: 3,
};

/** A table's rows as the cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

const table = (name: string) => within(screen.getByRole('region', { name })).getByRole('table');

const open = (path = '/public-sessions/statistic') =>
  renderAt('/public-sessions/statistic', path, <StatisticsPage />);

describe('the session statistics page', () => {
  let answer: SessionStatistics;
  beforeEach(() => {
    answer = statistics;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/Convocation/GetAllForDropdown/'))
        return json([{ id: 4, name: 'Saziv 2024–2028' }]);
      return json(answer);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('asks for the chosen period and convocation, and shows the figures as numbers are written here', async () => {
    await open('/public-sessions/statistic?convocation=4&from=2025-01-01&to=2025-12-31');
    expect(await screen.findByText('Period: 01.01.2025. – 31.12.2025.')).toBeTruthy();
    expect(bodyOf(fetchMock, '/api/PublicSessions/GetStatistics')).toEqual({
      dateFrom: '2025-01-01',
      dateTo: '2025-12-31',
      convocationId: 4,
    });
    const figure = (label: string) => screen.getByText(label, { selector: 'p' }).parentElement!;
    expect(within(figure('Sjednice')).getByText('14')).toBeTruthy();
    expect(within(figure('Glasovi građana')).getByText('16.700')).toBeTruthy();
    expect(within(figure('Komentari')).getByText('1.240')).toBeTruthy();
    expect(
      within(figure('Komentari')).getByText('40 na sjednicama, 1.200 na tačkama dnevnog reda'),
    ).toBeTruthy();
    expect(within(figure('Učesnici')).getByText('2.300')).toBeTruthy();
  });

  it('shows sessions by month and status, items by the council’s decision and votes by outcome', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Sjednice po mjesecima i statusu' });
    expect(rowsOf(table('Sjednice po mjesecima i statusu'))).toEqual([
      ['Mjesec', 'U pripremi', 'U toku', 'Završeno'],
      ['02.2025.', '0', '0', '5'],
      ['03.2025.', '1', '2', '6'],
    ]);
    expect(rowsOf(table('Tačke dnevnog reda po odluci Gradskog vijeća')).slice(1)).toEqual([
      ['Usvojeno', '90'],
      ['Odbijeno', '25'],
      ['Povučeno', '5'],
      ['Odluka nije unesena', '10'],
    ]);
    expect(rowsOf(table('Glasovi građana po ishodu'))).toEqual([
      ['Glas', 'Broj glasova'],
      ['Za', '12.500'],
      ['Protiv', '3.400'],
      ['Suzdržani', '800'],
      ['Odsutni', '0'],
    ]);
  });

  it('shows how often citizens agreed with the council, in shares with a decimal comma', async () => {
    await open();
    const region = await screen.findByRole('region', {
      name: 'Slažu li se građani s odlukama Gradskog vijeća',
    });
    expect(within(region).getByText('Slažu se u 66,7 % poređenih tačaka')).toBeTruthy();
    expect(within(region).getByText('Poređena je 21 tačka dnevnog reda.')).toBeTruthy();
    expect(rowsOf(within(region).getByRole('table'))).toEqual([
      ['Ishod', 'Broj tačaka', 'Udio'],
      ['Slažu se', '14', '66,7 %'],
      ['Ne slažu se', '5', '23,8 %'],
      ['Jednako za i protiv', '2', '9,5 %'],
    ]);
  });

  it('shows who took part, with the small groups hidden and said why', async () => {
    await open();
    await screen.findByRole('heading', { name: 'Ko učestvuje' });
    expect(screen.getByText(/grupe s manje od 3 učesnika nisu prikazani/)).toBeTruthy();
    expect(rowsOf(table('Učesnici po spolu'))).toEqual([
      ['Spol', 'Učesnici', 'Glasovi', 'Komentari'],
      ['Muški', '1.100', '8.000', '600'],
      ['Ženski', '1.190', '8.600', '630'],
      ['Spol nije poznat', 'skriveno', 'skriveno', 'skriveno'],
    ]);
    expect(rowsOf(table('Učesnici po starosnoj grupi')).slice(1)).toEqual([
      ['Mlađi od 18 godina', 'skriveno', 'skriveno', 'skriveno'],
      ['Od 18 do 55 godina', '1.500', '11.000', '900'],
      ['Stariji od 55 godina', '700', '5.000', '300'],
      ['Starost nije poznata', 'skriveno', 'skriveno', 'skriveno'],
    ]);
  });

  it('says so when the period has no sessions', async () => {
    const none = { id: null, people: 0, votes: 0, comments: 0 };
    answer = {
      ...statistics,
      sessions: 0,
      byStatus: statuses(0, 0, 0),
      byMonth: [{ month: '2025-02', byStatus: statuses(0, 0, 0) }],
      agendaItems: 0,
      byDecision: statistics.byDecision.map((d) => ({ ...d, count: 0 })),
      votes: { for: 0, against: 0, abstained: 0, absent: 0 },
      comments: { onSessions: 0, onAgendaItems: 0 },
      agreement: { compared: 0, agreed: 0, disagreed: 0, tied: 0 },
      participants: 0,
      bySex: [Gender.Male, Gender.Female, null].map((id) => ({ ...none, id })),
      byAgeGroup: [1, 2, 3, null].map((id) => ({ ...none, id })),
    };
    await open();
    const months = await screen.findByRole('region', { name: 'Sjednice po mjesecima i statusu' });
    expect(within(months).getByText('Nema objavljenih sjednica u izabranom periodu.')).toBeTruthy();
    const votes = screen.getByRole('region', { name: 'Glasovi građana po ishodu' });
    expect(within(votes).getByText(/Građani nisu glasali/)).toBeTruthy();
    const agreement = screen.getByRole('region', { name: 'Slažu li se građani s odlukama Gradskog vijeća' });
    expect(within(agreement).getByText(/nema usvojenih ni odbijenih tačaka/)).toBeTruthy();
    const bySex = screen.getByRole('region', { name: 'Učesnici po spolu' });
    expect(within(bySex).getByText('U izabranom periodu niko nije glasao ni komentarisao.')).toBeTruthy();
  });
});
