import type { ComplaintTimelineEntry } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { ComplaintTimeline, MergedNotice } from './ComplaintTimeline';

const fetchMock = mockApi();

const entry = (overrides: Partial<ComplaintTimelineEntry>): ComplaintTimelineEntry => ({
  kind: 'reported',
  date: '2026-03-02T09:15:00.000Z',
  unitName: null,
  text: '',
  files: [],
  related: null,
  ...overrides,
});

const timeline: ComplaintTimelineEntry[] = [
  entry({}),
  entry({ kind: 'assigned', date: '2026-03-02T10:00:00.000Z', unitName: 'Služba za komunalne poslove' }),
  entry({
    kind: 'answered',
    date: '2026-03-03T10:00:00.000Z',
    unitName: 'Služba za komunalne poslove',
    text: 'Rupa će biti sanirana do petka.',
    files: [{ id: 9, fileName: 'plan.pdf', contentType: 'application/pdf', size: 100 }],
  }),
  entry({ kind: 'resolved', date: '2026-03-06T12:30:00.000Z', text: 'Sanirano asfaltom.' }),
  entry({ kind: 'reopened', date: '2026-03-14T08:00:00.000Z', text: 'Rupa je opet tu.' }),
  entry({ kind: 'mergedFrom', date: '2026-03-15T08:00:00.000Z', related: { id: 12, number: '160/2026' } }),
];

async function show(entries: ComplaintTimelineEntry[]) {
  return renderRoutes(
    [
      {
        path: '/complaints/complaint-details/:id',
        element: <ComplaintTimeline complaint={{ timeline: entries }} />,
      },
    ],
    '/complaints/complaint-details/7',
  );
}

describe('the public timeline of a complaint', () => {
  it('is an ordered list under its heading, oldest first, each event with its date and quoted text', async () => {
    await show(timeline);
    const heading = await screen.findByRole('heading', { name: 'Tok prijave' });
    expect(heading.tagName).toBe('H2');
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([
      'Prijava je zaprimljena',
      'Proslijeđena na obradu: Služba za komunalne poslove',
      'Odgovor: Služba za komunalne poslove',
      'Prijava je riješena',
      'Ponovo otvorena: podnosilac je javio da problem nije riješen',
      'Spojena je prijava istog problema 160/2026',
    ]);
    // Dates as people read them, machine-readable for assistive technology.
    const time = items[3]!.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2026-03-06T12:30:00.000Z');
    expect(time.textContent).toBe('06.03.2026. 13:30');
    // The texts are quoted, the icons are decoration only.
    expect(items[2]!.querySelector('blockquote')!.textContent).toBe('Rupa će biti sanirana do petka.');
    expect(items[3]!.querySelector('blockquote')!.textContent).toBe('Sanirano asfaltom.');
    expect(items[0]!.querySelector('blockquote')).toBeNull();
    for (const icon of list.querySelectorAll('svg')) expect(icon.getAttribute('aria-hidden')).toBe('true');
    // The other report of a merge is a link to its page.
    expect(within(items[5]!).getByRole('link', { name: '160/2026' }).getAttribute('href')).toBe(
      '/complaints/complaint-details/12',
    );
  });

  it('downloads an answer’s files from the timeline', async () => {
    fetchMock.mockImplementation(
      async () => new Response(new Blob(['%PDF']), { headers: { 'content-type': 'application/pdf' } }),
    );
    await show(timeline);
    await userEvent.click(await screen.findByRole('button', { name: 'Preuzmi plan.pdf' }));
    expect(
      fetchMock.mock.calls.some(([url]) => String(url).endsWith('/api/Complaints/DownloadAnswerFile/9')),
    ).toBe(true);
  });

  it('says where a merged report is followed now, with a link to it', async () => {
    await renderRoutes(
      [{ path: '/', element: <MergedNotice mergedInto={{ id: 12, number: '160/2026' }} /> }],
      '/',
    );
    expect(await screen.findByText('Prijava je spojena s prijavom 160/2026')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Otvori prijavu 160/2026' }).getAttribute('href')).toBe(
      '/complaints/complaint-details/12',
    );
  });

  it('says nothing of a merge for a report that was not merged', async () => {
    await renderRoutes([{ path: '/', element: <MergedNotice mergedInto={null} /> }], '/');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/spojena/)).toBeNull();
  });
});
