import type { OutboxItem } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { OutboxPage } from './OutboxPage';

const fetchMock = vi.fn<typeof fetch>();

const message = (overrides: Partial<OutboxItem>): OutboxItem => ({
  id: 1,
  channel: 2,
  recipient: 'ana@example.ba',
  subject: 'Obavještenje',
  body: 'Tekst',
  replyTo: null,
  status: 2,
  attempts: 1,
  lastError: null,
  nextAttemptAt: null,
  createdAt: '2026-11-20T08:00:00Z',
  sentAt: '2026-11-20T08:00:05Z',
  ...overrides,
});

describe('the outbox page', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('shows why a message failed and when the next try is, and sends a failed one again', async () => {
    let failed = message({
      id: 7,
      recipient: 'puna.kutija@example.ba',
      status: 3,
      lastError: "Can't send mail - all recipients were rejected: 550 Mailbox unavailable",
      sentAt: null,
    });
    const waiting = message({
      id: 8,
      recipient: 'kasnije@example.ba',
      status: 1,
      attempts: 2,
      lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      nextAttemptAt: '2026-11-20T09:02:00Z',
      sentAt: null,
    });
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/Outbox/Search')) {
        return Response.json({ items: [failed, waiting], totalCount: 2 });
      }
      if (url.endsWith('/api/Outbox/Resend')) {
        expect(JSON.parse(String(init?.body))).toEqual({ id: 7 });
        failed = { ...failed, status: 1, attempts: 0 };
        return Response.json({ success: true });
      }
      return Response.json({ errors: { general: 'not_found' } }, { status: 404 });
    });
    const router = createMemoryRouter([{ path: '/admin/outbox', element: <OutboxPage /> }], {
      initialEntries: ['/admin/outbox'],
    });
    await renderWithApp(<RouterProvider router={router} />);

    const table = await screen.findByRole('table', { name: 'Poslane poruke' });
    await within(table).findByText(/550 Mailbox unavailable/);
    expect(within(table).getByText('ECONNREFUSED', { exact: false })).toBeDefined();
    expect(within(table).getByText('Sljedeći pokušaj: 20.11.2026. 10:02')).toBeDefined();
    expect(within(table).getAllByRole('button', { name: /Pošalji ponovo/ })).toHaveLength(1);

    await userEvent.click(
      within(table).getByRole('button', { name: 'Pošalji ponovo poruku za puna.kutija@example.ba' }),
    );
    await waitFor(() => expect(toaster.getState().message).toBe('Poruka je vraćena u red za slanje.'));
    await waitFor(() => expect(within(table).queryByRole('button', { name: /Pošalji ponovo/ })).toBeNull());
  });
});
