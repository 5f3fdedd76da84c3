import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { AddToCalendarButton, calendarFeedUrl, CalendarSubscription } from './CalendarLinks';
import { SessionListPage } from './SessionListPage';
import { json, renderAt } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

/** Renders in Serbian Cyrillic, as a reader who chose it sees the page. */
const renderInSerbian = (ui: React.ReactNode) =>
  renderWithApp(ui, { language: 'sr_cyr', municipalityTitle: 'Град Тузла' });

describe('the council’s calendar on the public pages', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/Convocation/GetAllForDropdown/')) return json([]);
      if (String(url).endsWith('/api/PublicSessions/Search')) return json({ items: [], totalCount: 0 });
      if (String(url).endsWith('/api/PublicSessions/SessionCalendar/7/1.ics'))
        return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR', {
          headers: {
            'content-type': 'text/calendar; charset=utf-8',
            'content-disposition': 'attachment; filename="Sjednica.ics"; filename*=UTF-8\'\'Sjednica.ics',
          },
        });
      return json({}, 404);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it('offers the list’s readers a subscription to the feed in their language, at the configured address', async () => {
    await renderAt('/public-sessions/session-list', '/public-sessions/session-list', <SessionListPage />);
    const subscribe = await screen.findByRole('link', { name: 'Pretplatite se na kalendar sjednica' });
    expect(subscribe.getAttribute('href')).toBe('webcal://portal.test/api/PublicSessions/Calendar/1.ics');
    const address = screen.getByRole('link', {
      name: 'http://portal.test/api/PublicSessions/Calendar/1.ics',
    });
    expect(address.getAttribute('href')).toBe('http://portal.test/api/PublicSessions/Calendar/1.ics');
    expect(screen.getByText(/Ili dodajte ovu adresu u svoju aplikaciju za kalendar:/)).toBeDefined();
  });

  it('gives a reader of Serbian Cyrillic the Cyrillic feed, with the link in Cyrillic', async () => {
    await renderInSerbian(<CalendarSubscription />);
    const subscribe = screen.getByRole('link', { name: 'Претплатите се на календар сједница' });
    expect(subscribe.getAttribute('href')).toBe('webcal://portal.test/api/PublicSessions/Calendar/2.ics');
  });

  it('keeps an https address https, as webcal for the subscription', () => {
    expect(calendarFeedUrl('https://e-ucesce.tuzla.ba/api', 3)).toBe(
      'https://e-ucesce.tuzla.ba/api/PublicSessions/Calendar/3.ics',
    );
  });

  it('saves one session as an event for the reader’s calendar', async () => {
    const createObjectURL = vi.fn(() => 'blob:event');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await renderAt('/', '/', <AddToCalendarButton sessionId={7} />);
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj u kalendar' }));
    await waitFor(() => expect(clicked).toEqual(['Sjednica.ics']));
    expect(String(fetchMock.mock.calls.at(-1)?.[0])).toMatch(
      /\/api\/PublicSessions\/SessionCalendar\/7\/1\.ics$/,
    );
  });
});
