import type { ComplaintStatistics } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { StatisticsShares } from './StatisticsShares';

/** The statistics the shares read; the rest of the page's counts do not matter here. */
const withShares = (shares: Pick<ComplaintStatistics, 'fixed' | 'deadlines'>) =>
  ({ ...shares }) as ComplaintStatistics;

const known = withShares({
  fixed: { total: 1204, resolved: 903, resolvedShare: 0.75, asked: 2, confirmed: 1, confirmedShare: 0.5 },
  deadlines: {
    counted: 7,
    inTime: 5,
    share: 0.7143,
    byUnit: [
      { id: 4, name: 'Služba za komunalne poslove', counted: 4, inTime: 2, share: 0.5 },
      { id: null, name: '', counted: 3, inTime: 3, share: 1 },
    ],
  },
});

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the statistics of deadlines and of "was it fixed?"', () => {
  it('shows resolved by staff beside confirmed by reporters, and responded in time per unit', async () => {
    await renderWithApp(<StatisticsShares data={known} />);
    const section = screen.getByRole('region', { name: 'Odgovori u roku i potvrde podnosilaca' });
    expect(within(section).getByText('75 %')).toBeDefined();
    expect(within(section).getByText('903 od 1.204 prijave')).toBeDefined();
    // The reporters' share, and unit A's in the table.
    expect(within(section).getAllByText('50 %')).toHaveLength(2);
    expect(within(section).getByText('1 od 2 upitana podnosioca')).toBeDefined();
    expect(within(section).getByText('71,4 %')).toBeDefined();
    expect(within(section).getByText('5 od 7 prijava s rokom')).toBeDefined();
    const table = within(section).getByRole('table', {
      name: 'Odgovoreno u roku po organizacionim jedinicama',
    });
    expect(rowsOf(table)).toEqual([
      ['Organizaciona jedinica', 'Prijava s rokom', 'U roku', 'Udio u roku'],
      ['Služba za komunalne poslove', '4', '2', '50 %'],
      ['Nije dodijeljena', '3', '3', '100 %'],
    ]);
  });

  it('says when there is nothing to count yet', async () => {
    await renderWithApp(
      <StatisticsShares
        data={withShares({
          fixed: { total: 0, resolved: 0, resolvedShare: null, asked: 0, confirmed: 0, confirmedShare: null },
          deadlines: { counted: 0, inTime: 0, share: null, byUnit: [] },
        })}
      />,
    );
    expect(screen.getAllByText('Još nema podataka')).toHaveLength(3);
    expect(
      screen.getByText('Još nijedna prijava s rokom nije odgovorena, niti joj je rok istekao.'),
    ).toBeDefined();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('speaks Serbian Cyrillic, with its plural forms', async () => {
    await renderWithApp(<StatisticsShares data={known} />, { language: 'sr_cyr' });
    expect(screen.getByText('903 од 1.204 пријаве')).toBeDefined();
    expect(screen.getByText('1 од 2 упитана подносиоца')).toBeDefined();
    expect(screen.getByText('5 од 7 пријава с роком')).toBeDefined();
  });
});
