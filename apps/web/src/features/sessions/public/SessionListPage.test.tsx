import { SessionStatus } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionListPage } from './SessionListPage';
import { json, renderAt } from './test-support';

const row = (id: number, agendaItemCount: number, commentCount: number) => ({
  id,
  title: `Sjednica broj ${id}`,
  place: 'Sala Gradskog vijeća',
  startsAt: '2026-11-27T16:00:00.000Z',
  endsAt: '2026-11-27T19:00:00.000Z',
  statusId: SessionStatus.Active,
  convocationName: 'Saziv 2024–2028',
  agendaItemCount,
  commentCount,
  votingOpen: true,
});

const fetchMock = vi.fn<typeof fetch>();
const searches = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/PublicSessions/Search'))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('the public list of sessions', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => {
      if (String(url).includes('/Convocation/GetAllForDropdown/'))
        return json([{ id: 4, name: 'Saziv 2024–2028' }]);
      const body = JSON.parse(String(init?.body)) as { pageNumber: number };
      const items = body.pageNumber === 1 ? [row(1, 1, 3), row(2, 5, 1), row(3, 2, 0)] : [row(11, 22, 21)];
      return json({ items, totalCount: 13 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows each session with its date, place, status and counts in words', async () => {
    await renderAt('/public-sessions/session-list', '/public-sessions/session-list', <SessionListPage />);
    const link = await screen.findByRole('link', { name: 'Sjednica broj 1' });
    expect(link.getAttribute('href')).toBe('/public-sessions/session-details/1');
    const table = screen.getByRole('table', { name: 'Sjednice' });
    const first = within(table).getAllByRole('row')[1]!;
    expect(within(first).getByText('27.11.2026. 17:00')).toBeDefined();
    expect(within(first).getByText('Sala Gradskog vijeća')).toBeDefined();
    expect(within(first).getByText('U toku')).toBeDefined();
    expect(within(first).getByText('1 tačka dnevnog reda')).toBeDefined();
    expect(within(first).getByText('3 komentara')).toBeDefined();
    expect(within(table).getByText('5 tačaka dnevnog reda')).toBeDefined();
    expect(within(table).getByText('1 komentar')).toBeDefined();
    expect(within(table).getByText('0 komentara')).toBeDefined();
    expect(searches()[0]).toMatchObject({ pageNumber: 1, pageSize: 10, when: 'all', languageId: 1 });
  });

  it('asks for the next page and for the chosen kind of sessions', async () => {
    await renderAt('/public-sessions/session-list', '/public-sessions/session-list', <SessionListPage />);
    await screen.findByRole('link', { name: 'Sjednica broj 1' });
    await userEvent.click(screen.getByRole('button', { name: /2/, current: false }));
    expect(await screen.findByRole('link', { name: 'Sjednica broj 11' })).toBeDefined();
    expect(screen.getByText('22 tačke dnevnog reda')).toBeDefined();
    expect(screen.getByText('21 komentar')).toBeDefined();
    expect(searches().at(-1)).toMatchObject({ pageNumber: 2 });

    await userEvent.click(screen.getByRole('radio', { name: 'Predstojeće' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ pageNumber: 1, when: 'upcoming' }));
    expect(screen.getByRole('radiogroup', { name: 'Koje sjednice' })).toBeDefined();
  });
});
