import { SessionStatus } from '@portal/contracts';
import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LatestSessions from './LatestSessions';
import { json, renderAt } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

const item = (id: number) => ({
  id,
  title: `Sjednica broj ${id}`,
  place: 'Sala Gradskog vijeća',
  startsAt: '2026-11-27T16:00:00.000Z',
  endsAt: '2026-11-27T19:00:00.000Z',
  statusId: SessionStatus.Finished,
  convocationName: 'Saziv 2024–2028',
  agendaItemCount: 4,
  commentCount: 2,
  votingOpen: false,
});

describe('the home page block of the latest sessions', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for the latest in the reader’s language and links each to its page', async () => {
    fetchMock.mockResolvedValue(json([5, 4, 3, 2, 1].map(item)));
    await renderAt('/home', '/home', <LatestSessions />);
    const first = await screen.findByRole('link', { name: 'Sjednica broj 5' });
    expect(first.getAttribute('href')).toBe('/public-sessions/session-details/5');
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getAllByText('Završeno')).toHaveLength(5);
    expect(screen.getAllByText('27.11.2026. 17:00 · Sala Gradskog vijeća')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Sve sjednice' }).getAttribute('href')).toBe(
      '/public-sessions/session-list',
    );
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/PublicSessions\/GetLatest\/1$/);
  });

  it('says so when there is none yet', async () => {
    fetchMock.mockResolvedValue(json([]));
    await renderAt('/home', '/home', <LatestSessions />);
    expect(await screen.findByText('Još nema objavljenih sjednica.')).toBeDefined();
  });
});
