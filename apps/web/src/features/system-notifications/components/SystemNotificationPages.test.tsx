import type { SystemNotification, SystemNotificationRecipient } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { SystemNotificationEditPage } from './SystemNotificationEditPage';
import { SystemNotificationsListPage } from './SystemNotificationsListPage';

const fetchMock = vi.fn<typeof fetch>();

const kind = (id: number, name: string, extra: Partial<SystemNotification> = {}): SystemNotification => ({
  id,
  name,
  active: true,
  email: true,
  sms: false,
  push: false,
  recipientCount: 0,
  dateModified: null,
  ...extra,
});

const person = (id: number, name: string): SystemNotificationRecipient => ({
  id,
  username: `user${id}`,
  name,
  email: `user${id}@tuzla.ba`,
  phone: null,
  profileId: 6,
  organizationalUnitName: 'Služba za komunalne poslove',
});

const staff = [person(11, 'Amra Hodžić'), person(12, 'Boris Kovač'), person(13, 'Dino Zukić')];
const everyone = [...staff, person(14, 'Emina Begić')];

type Answers = { save?: Response; send?: Response };

function serve(answers: Answers = {}) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : null;
    if (url.includes('/SystemNotification/GetAll/')) {
      return Response.json([
        kind(1, 'Nova prijava problema', { recipientCount: 3 }),
        kind(6, 'Sjednica objavljena', { active: false, email: false, sms: true, push: true }),
      ]);
    }
    if (url.includes('/SystemNotification/GetByID/1/')) {
      return Response.json(kind(1, 'Nova prijava problema', { recipientCount: 1 }));
    }
    if (url.includes('/GetRecipientsBySystemNotificationID/1')) return Response.json([staff[0]]);
    if (url.endsWith('/SearchUsersForSystemNotifications')) {
      const rows = body.text ? staff.filter((p) => p.name.toLowerCase().includes(body.text)) : everyone;
      const start = (body.pageNumber - 1) * body.pageSize;
      return Response.json({ items: rows.slice(start, start + body.pageSize), totalCount: rows.length });
    }
    if (url.endsWith('/GetAllUserIDsForSelectAll')) return Response.json(everyone.map((p) => p.id));
    if (url.endsWith('/EditSystemNotification')) return Response.json({ success: true });
    if (url.endsWith('/SaveSystemNotificationRecipients')) {
      return answers.save?.clone() ?? Response.json({ success: true });
    }
    if (url.endsWith('/SendSystemNotificationToRecipients')) {
      return answers.send?.clone() ?? Response.json({ recipients: 1 });
    }
    return Response.json({ errors: { general: 'record_not_found' } }, { status: 404 });
  });
}

const posted = (action: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(`/${action}`))
    .map(([, init]) => JSON.parse(String(init?.body)));

async function open(path: string) {
  const router = createMemoryRouter(
    [
      {
        path: '/admin/system-parameters/system-notification/system-notification-list',
        element: <SystemNotificationsListPage />,
      },
      {
        path: '/admin/system-parameters/system-notification/system-notification-edit/:id',
        element: <SystemNotificationEditPage />,
      },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const openEdit = () => open('/admin/system-parameters/system-notification/system-notification-edit/1');
const chosenList = () => screen.getByRole('list', { name: /^Odabran/ });

describe('system notifications', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('lists the kinds with their state, channels and number of recipients', async () => {
    serve();
    const router = await open('/admin/system-parameters/system-notification/system-notification-list');
    const table = await screen.findByRole('table', { name: 'Sistemska obavještenja' });
    await within(table).findByText('Sjednica objavljena');
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Nova prijava problema');
    expect(rows[1]!.textContent).toContain('Uključeno');
    expect(rows[1]!.textContent).toContain('E-pošta');
    expect(rows[1]!.textContent).toContain('3');
    expect(rows[2]!.textContent).toContain('Isključeno');
    expect(rows[2]!.textContent).toContain('SMS, Push obavještenje');
    await userEvent.click(screen.getByRole('link', { name: 'Uredi: Sjednica objavljena' }));
    expect(router.state.location.pathname).toBe(
      '/admin/system-parameters/system-notification/system-notification-edit/6',
    );
  });

  it('saves the channels and the recipients chosen by checkbox and by "select all"', async () => {
    serve();
    await openEdit();
    expect(
      await screen.findByRole('heading', { name: 'Sistemsko obavještenje: Nova prijava problema' }),
    ).toBeDefined();
    expect(within(chosenList()).getByText('Amra Hodžić (user11)')).toBeDefined();

    await userEvent.click(screen.getByRole('switch', { name: 'SMS poruka' }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Odaberi: Boris Kovač' }));
    expect(within(chosenList()).getByText('Boris Kovač (user12)')).toBeDefined();
    await userEvent.click(within(chosenList()).getByRole('button', { name: 'Ukloni primaoca: Amra Hodžić' }));
    expect(screen.getByRole('checkbox', { name: 'Odaberi: Amra Hodžić' })).toHaveProperty('checked', false);
    // Unsaved changes: the test message waits for a save.
    expect(screen.getByRole('button', { name: 'Pošalji probnu poruku' })).toHaveProperty('disabled', true);

    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(posted('SaveSystemNotificationRecipients')).toHaveLength(1));
    expect(posted('EditSystemNotification')).toEqual([
      { id: 1, active: true, email: true, sms: true, push: false },
    ]);
    expect(posted('SaveSystemNotificationRecipients')).toEqual([{ id: 1, userIds: [12] }]);
    await waitFor(() => expect(toaster.getState().message).toBe('Podaci su sačuvani.'));

    await userEvent.click(screen.getByRole('button', { name: 'Odaberi sve pronađene' }));
    await waitFor(() => expect(screen.getByText('Odabrana su 4 primaoca')).toBeDefined());
    expect(within(chosenList()).getAllByRole('listitem')).toHaveLength(4);
    expect(within(chosenList()).getByText('Emina Begić (user14)')).toBeDefined();
  });

  it('keeps what the user chose after a refused save', async () => {
    serve({ save: Response.json({ errors: { userIds: 'data_invalid' } }, { status: 400 }) });
    await openEdit();
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Odaberi: Dino Zukić' }));
    await userEvent.click(screen.getByRole('switch', { name: /^Obavještenje je uključeno/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(toaster.getState().kind).toBe('danger'));
    expect(screen.getByRole('checkbox', { name: 'Odaberi: Dino Zukić' })).toHaveProperty('checked', true);
    expect(screen.getByRole('switch', { name: /^Obavještenje je uključeno/ })).toHaveProperty(
      'checked',
      false,
    );
    expect(within(chosenList()).getByText('Dino Zukić (user13)')).toBeDefined();
    expect(screen.getByText('Odabrana su 2 primaoca')).toBeDefined();
  });

  it('sends a test message after confirmation and says to how many', async () => {
    serve({ send: Response.json({ recipients: 1 }) });
    await openEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Pošalji probnu poruku' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Poslati probnu poruku obavještenja „Nova prijava problema“');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pošalji' }));
    await waitFor(() =>
      expect(toaster.getState().message).toBe('Probna poruka upisana je za slanje 1 primaocu.'),
    );
    expect(posted('SendSystemNotificationToRecipients')).toEqual([{ id: 1 }]);
  });

  it('warns when no recipient has an address for the channels', async () => {
    serve({ send: Response.json({ recipients: 0 }) });
    await openEdit();
    await userEvent.click(await screen.findByRole('button', { name: 'Pošalji probnu poruku' }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Pošalji' }));
    await waitFor(() => expect(toaster.getState().kind).toBe('warning'));
    expect(toaster.getState().message).toContain('Nijedan primalac nema adresu');
  });
});
