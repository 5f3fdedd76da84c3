import { type ComplaintListItem, ComplaintStatus } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { useTranslation } from '../../../lib/translation';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { complaintColumns } from './columns';
import { ComplaintDeadline } from './ComplaintDeadline';

const item = (overdue: boolean): ComplaintListItem => ({
  id: 7,
  number: '154/2026',
  title: 'Udarna rupa',
  categoryId: 3,
  categoryName: 'Putevi',
  categoryIcon: 'road',
  statusId: ComplaintStatus.Assigned,
  dateCreated: '2026-03-02T09:15:00.000Z',
  address: 'Maršala Tita 12, Tuzla',
  latitude: 44.5384,
  longitude: 18.6671,
  organizationalUnitName: null,
  imageId: null,
  overdue,
});

/** The status cell of the public list for a complaint. */
function StatusCell({ complaint }: { complaint: ComplaintListItem }) {
  const { t } = useTranslation();
  const status = complaintColumns(t).find((c) => c.key === 'status')!;
  return <div data-testid="cell">{status.render(complaint)}</div>;
}

describe('a complaint’s response deadline', () => {
  it('shows "Rok istekao" beside the status in the public list when it is overdue', async () => {
    await renderWithApp(
      <>
        <StatusCell complaint={item(true)} />
        <StatusCell complaint={item(false)} />
      </>,
    );
    expect(screen.getAllByTestId('cell').map((cell) => cell.textContent)).toEqual([
      'DodijeljenaRok istekao',
      'Dodijeljena',
    ]);
  });

  it('names the date, with the badge when it has passed, and says when there is none', async () => {
    await renderWithApp(
      <>
        <p data-testid="late">
          <ComplaintDeadline dueAt="2026-03-12T10:00:00.000Z" overdue />
        </p>
        <p data-testid="fact">
          <ComplaintDeadline dueAt="2026-03-12T10:00:00.000Z" overdue={false} label={false} />
        </p>
        <p data-testid="none">
          <ComplaintDeadline dueAt={null} overdue={false} />
        </p>
      </>,
    );
    expect(screen.getByTestId('late').textContent).toBe('Rok za odgovor: 12.03.2026.Rok istekao');
    expect(screen.getByText('Rok istekao').closest('[title]')?.getAttribute('title')).toBe(
      'Rok za odgovor je istekao 12.03.2026., a odgovora još nema',
    );
    expect(screen.getByTestId('fact').textContent).toBe('12.03.2026.');
    expect(screen.getByTestId('none').textContent).toBe('Bez roka');
  });

  it('speaks Serbian Cyrillic', async () => {
    await renderWithApp(<ComplaintDeadline dueAt="2026-03-12T10:00:00.000Z" overdue />, {
      language: 'sr_cyr',
    });
    expect(screen.getByText('Рок за одговор: 12.03.2026.')).toBeDefined();
    expect(screen.getByText('Рок истекао')).toBeDefined();
  });
});
