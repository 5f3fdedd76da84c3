import { type ComplaintStatistics, Gender } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { StatisticsPage } from './StatisticsPage';

const fetchMock = vi.fn<typeof fetch>();

const statistics: ComplaintStatistics = {
  total: 14,
  byCategory: [
    { id: 3, name: 'Putevi', count: 9 },
    { id: 4, name: 'Rasvjeta', count: 5 },
  ],
  byStatus: [1, 2, 3, 4, 5].map((id) => ({ id, name: '', count: id === 5 ? 6 : 2 })),
  byMonth: [{ month: '2026-03', count: 14 }],
  byOrganizationalUnit: [{ id: null, name: '', count: 14 }],
  averageResolutionHours: 30,
  byCategoryPerYear: [
    { id: 3, name: 'Putevi', year: 2025, count: 4 },
    { id: 3, name: 'Putevi', year: 2026, count: 5 },
    { id: 4, name: 'Rasvjeta', year: 2026, count: 5 },
  ],
  resolvedByCategory: [
    { id: 3, name: 'Putevi', count: 4, averageHours: 53 },
    { id: 4, name: 'Rasvjeta', count: 2, averageHours: 5 },
  ],
  bySex: [
    { id: Gender.Male, name: '', count: 6 },
    { id: Gender.Female, name: '', count: 8 },
    { id: null, name: '', count: 0 },
  ],
  byAgeGroup: [
    { id: 1, name: '', count: null },
    { id: 2, name: '', count: 9 },
    { id: 3, name: '', count: null },
    { id: null, name: '', count: 3 },
  ],
  bySensitiveCategory: [
    { id: 7, name: 'Povratnici', count: 4 },
    { id: 8, name: 'Romi', count: null },
    { id: null, name: '', count: null },
  ],
  byCategoryAndSex: [
    {
      id: 3,
      name: 'Putevi',
      bySex: [
        { id: Gender.Male, count: 4 },
        { id: Gender.Female, count: 5 },
        { id: null, count: 0 },
      ],
    },
    {
      id: 4,
      name: 'Rasvjeta',
      bySex: [
        { id: Gender.Male, count: null },
        { id: Gender.Female, count: null },
        { id: null, count: 0 },
      ],
    },
  ],
  minimumGroup: 3,
  fixed: { total: 14, resolved: 6, resolvedShare: 0.4286, asked: 4, confirmed: 3, confirmedShare: 0.75 },
  deadlines: { counted: 0, inTime: 0, share: null, byUnit: [] },
};

/** A table's rows as the cells' texts. */
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the complaint statistics page', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      new Response(JSON.stringify(statistics), { headers: { 'content-type': 'application/json' } }),
    );
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('shows complaints per category and year, and the resolved ones with their average time', async () => {
    await renderWithApp(<StatisticsPage />);
    const perYear = await screen.findByRole('table', { name: 'Prijave po kategorijama i godinama' });
    expect(rowsOf(perYear)).toEqual([
      ['Kategorija', '2025', '2026'],
      ['Putevi', '4', '5'],
      ['Rasvjeta', '0', '5'],
    ]);
    const resolved = screen.getByRole('table', { name: 'Riješene prijave po kategorijama' });
    expect(rowsOf(resolved)).toEqual([
      ['Kategorija', 'Riješeno', 'Prosječno vrijeme rješavanja'],
      ['Putevi', '4', '2 dana i 5 sati'],
      ['Rasvjeta', '2', '5 sati'],
    ]);
  });

  it('shows who reported them, with the small groups hidden and said why', async () => {
    await renderWithApp(<StatisticsPage />);
    await screen.findByRole('heading', { name: 'Ko podnosi prijave' });
    expect(screen.getByText(/grupe s manje od 3 podnosioca nije prikazan/)).toBeTruthy();

    const table = (name: string) => within(screen.getByRole('region', { name })).getByRole('table', { name });
    expect(rowsOf(table('Prijave po spolu podnosioca')).slice(1)).toEqual([
      ['Muški', '6'],
      ['Ženski', '8'],
      ['Spol nije poznat', '0'],
    ]);
    expect(rowsOf(table('Prijave po starosnoj grupi podnosioca')).slice(1)).toEqual([
      ['Mlađi od 18 godina', 'skriveno'],
      ['Od 18 do 55 godina', '9'],
      ['Stariji od 55 godina', 'skriveno'],
      ['Starost nije poznata', '3'],
    ]);
    expect(rowsOf(table('Prijave po osjetljivoj kategoriji podnosioca')).slice(1)).toEqual([
      ['Povratnici', '4'],
      ['Romi', 'skriveno'],
      ['Nije navedena ili nije poznata', 'skriveno'],
    ]);
    expect(rowsOf(table('Kategorije prijava po spolu podnosioca'))).toEqual([
      ['Kategorija', 'Muški', 'Ženski', 'Spol nije poznat'],
      ['Putevi', '4', '5', '0'],
      ['Rasvjeta', 'skriveno', 'skriveno', '0'],
    ]);
  });

  it('says so when the period has no complaints', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          ...statistics,
          total: 0,
          byCategory: [],
          byCategoryPerYear: [],
          resolvedByCategory: [],
          bySex: statistics.bySex.map((r) => ({ ...r, count: 0 })),
          byCategoryAndSex: [],
        }),
        { headers: { 'content-type': 'application/json' } },
      ),
    );
    await renderWithApp(<StatisticsPage />);
    const region = await screen.findByRole('region', { name: 'Prijave po spolu podnosioca' });
    expect(within(region).getByText('Nema prijava u izabranom periodu.')).toBeTruthy();
    const resolved = screen.getByRole('region', { name: 'Riješene prijave po kategorijama' });
    expect(within(resolved).getByText('Nema riješenih prijava u izabranom periodu.')).toBeTruthy();
  });
});
