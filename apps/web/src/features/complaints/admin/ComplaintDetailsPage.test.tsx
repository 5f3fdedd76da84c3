import { ComplaintStatus } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ComplaintDetailsPage } from './ComplaintDetailsPage';
import { staffComplaint } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

let complaint = staffComplaint();
/** What a POST or DELETE to a path answers; GETs answer from `complaint`. */
let answers: Record<string, () => Response> = {};

function route(url: string, init?: RequestInit): Response {
  const path = url.replace(/\?.*$/, '');
  const method = init?.method ?? 'GET';
  if (method !== 'GET') {
    const action = path.split('/')[3] ?? '';
    return answers[action]?.() ?? Response.json({ success: true });
  }
  if (path.includes('/GetComplaintByID/')) return Response.json(complaint);
  if (path.includes('/GetResponseTemplatesForComplaint/')) {
    return Response.json({ reporterLanguageId: null, templates: [] });
  }
  if (path.includes('/GetOrganizationalUnitsForAssignment/')) {
    return Response.json([{ id: 4, name: 'Služba za komunalne poslove', parentId: null }]);
  }
  if (path.includes('/Category/')) return Response.json([{ id: 3, name: 'Putevi' }]);
  return Response.json([]);
}

/** Opens the page: everything on it in one view, no tabs. */
async function open() {
  const router = createMemoryRouter(
    [{ path: '/admin/complaint-configuration/complaint-details/:id', element: <ComplaintDetailsPage /> }],
    { initialEntries: ['/admin/complaint-configuration/complaint-details/7'] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  await screen.findByRole('heading', { level: 1, name: /154\/2026/ });
}

const posted = (action: string) =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).endsWith(`/${action}`) && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the staff view of a complaint', { timeout: 20_000 }, () => {
  beforeEach(() => {
    complaint = staffComplaint();
    answers = {};
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => route(String(url), init));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('shows the reporter and offers only the statuses the complaint may move to', async () => {
    await open();
    expect(screen.getByText('amra@example.ba')).toBeDefined();
    expect(screen.getByText('061 111 222')).toBeDefined();
    await userEvent.click(screen.getAllByLabelText(/Novi status/)[0]!);
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    // Created may go to Assigned too, but not without a unit: that is the assignment form's work.
    expect(offered).toEqual(['Neprimjerena', 'Odgovorena', 'Riješena']);
    expect(screen.getByRole('heading', { name: 'Dodjela organizacionoj jedinici' })).toBeDefined();

    await userEvent.click(screen.getByRole('option', { name: 'Riješena' }));
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));
    // The empty comment is asked for by its name, under the field and in the form's summary.
    expect(
      await screen.findByText('Komentar uz promjenu: unesite vrijednost.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(screen.getByRole('link', { name: 'Komentar uz promjenu: unesite vrijednost.' })).toBeDefined();
    expect(posted('ChangeComplaintStatus')).toEqual([]);

    await userEvent.type(screen.getByRole('textbox', { name: /Komentar uz promjenu/ }), 'Sanirano.');
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));
    // Resolving cannot be undone: nothing is sent before the staff member confirms.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Riješena prijava se više ne može mijenjati/)).toBeDefined();
    expect(posted('ChangeComplaintStatus')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Označi kao riješenu' }));
    await waitFor(() =>
      expect(posted('ChangeComplaintStatus')).toEqual([
        { complaintId: 7, statusId: ComplaintStatus.Resolved, comment: 'Sanirano.' },
      ]),
    );
  });

  it('narrows the moves to what the server allows this caller', async () => {
    complaint = staffComplaint({
      statusId: ComplaintStatus.Answered,
      organizationalUnitId: 4,
      organizationalUnitName: 'Služba za komunalne poslove',
      allowedStatuses: [ComplaintStatus.Resolved],
    });
    await open();
    await userEvent.click(screen.getAllByLabelText(/Novi status/)[0]!);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Riješena']);
    expect(screen.queryByRole('heading', { name: 'Dodjela organizacionoj jedinici' })).toBeNull();
  });

  it('says that a resolved complaint’s status cannot change, and offers no change', async () => {
    complaint = staffComplaint({
      statusId: ComplaintStatus.Resolved,
      dateResolved: '2026-03-05T12:00:00.000Z',
      responseHours: 26.5,
      allowedStatuses: [],
    });
    await open();
    expect(screen.getByText('Status riješene prijave se ne može mijenjati.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Promijeni status' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Dodijeli' })).toBeNull();
    expect(screen.getByText('05.03.2026.')).toBeDefined();
    expect(screen.getByText('26,5 sati')).toBeDefined();
  });

  it('keeps what was typed after a refused save and shows the server’s message under the field', async () => {
    answers['UpdateComplaintStatus'] = () =>
      Response.json(
        { errors: { title: 'validation_too_long' }, params: { title: { maximum: 200 } } },
        { status: 400 },
      );
    await open();
    const title = screen.getByRole('textbox', { name: /Naslov/ });
    await userEvent.clear(title);
    await userEvent.type(title, 'Rupa na kolovozu');
    await userEvent.click(screen.getByRole('switch', { name: /Vidljiva javnosti/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    expect(
      await screen.findByText('Tekst je predug (najviše 200 znakova).', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(posted('UpdateComplaintStatus')).toEqual([
      {
        complaintId: 7,
        title: 'Rupa na kolovozu',
        description: 'Duboka rupa ispred broja 12.',
        categoryId: 3,
        visible: false,
      },
    ]);
    expect(screen.getByRole('textbox', { name: /Naslov/ })).toHaveProperty('value', 'Rupa na kolovozu');
    expect(screen.getByRole('switch', { name: /Vidljiva javnosti/ })).toHaveProperty('checked', false);
    // Shown once: on the field and in the form's summary, named by the field; not also as a toast.
    expect(
      screen.getByRole('link', { name: 'Naslov: Tekst je predug (najviše 200 znakova).' }),
    ).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
  });

  it('keeps the chosen status and the comment after a refused change, with the message on the field', async () => {
    answers['ChangeComplaintStatus'] = () =>
      Response.json(
        { errors: { comment: 'validation_too_long' }, params: { comment: { maximum: 500 } } },
        { status: 400 },
      );
    await open();
    await userEvent.click(screen.getAllByLabelText(/Novi status/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Odgovorena' }));
    const comment = screen.getByRole('textbox', { name: /Komentar uz promjenu/ });
    await userEvent.type(comment, 'Odgovoreno telefonom.');
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));

    expect(
      await screen.findByText('Tekst je predug (najviše 500 znakova).', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Komentar uz promjenu: Tekst je predug (najviše 500 znakova).' }),
    ).toBeDefined();
    // Not a resolution: sent at once, without asking.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(posted('ChangeComplaintStatus')).toEqual([
      { complaintId: 7, statusId: ComplaintStatus.Answered, comment: 'Odgovoreno telefonom.' },
    ]);
    expect(screen.getAllByLabelText(/Novi status/)[0]).toHaveProperty('value', 'Odgovorena');
    expect(comment).toHaveProperty('value', 'Odgovoreno telefonom.');
    expect(toaster.getState().visible).toBe(false);
  });

  it('shows a refused resolution on the form once the dialog closes, keeping what was typed', async () => {
    answers['ChangeComplaintStatus'] = () =>
      Response.json({ errors: { statusId: 'complaint_status_change_not_allowed' } }, { status: 400 });
    await open();
    await userEvent.click(screen.getAllByLabelText(/Novi status/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Riješena' }));
    const comment = screen.getByRole('textbox', { name: /Komentar uz promjenu/ });
    await userEvent.type(comment, 'Sanirano.');
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Označi kao riješenu' }),
    );

    expect(
      await screen.findByText('Prijava ne može preći iz trenutnog statusa u izabrani.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted('ChangeComplaintStatus')).toHaveLength(1);
    expect(screen.getAllByLabelText(/Novi status/)[0]).toHaveProperty('value', 'Riješena');
    expect(comment).toHaveProperty('value', 'Sanirano.');
    expect(toaster.getState().visible).toBe(false);
  });

  it('sends nothing and keeps what was typed when the resolution is not confirmed', async () => {
    await open();
    await userEvent.click(screen.getAllByLabelText(/Novi status/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Riješena' }));
    const comment = screen.getByRole('textbox', { name: /Komentar uz promjenu/ });
    await userEvent.type(comment, 'Sanirano.');
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Odustani' }),
    );

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted('ChangeComplaintStatus')).toEqual([]);
    expect(screen.getAllByLabelText(/Novi status/)[0]).toHaveProperty('value', 'Riješena');
    expect(comment).toHaveProperty('value', 'Sanirano.');
  });

  it('empties the assignment’s note after assigning, and keeps the unit', async () => {
    await open();
    const unit = () => screen.getAllByLabelText(/Organizaciona jedinica/)[0]!;
    await userEvent.click(unit());
    await userEvent.click(await screen.findByRole('option', { name: 'Služba za komunalne poslove' }));
    const note = screen.getByRole('textbox', { name: /Napomena uz dodjelu/ });
    await userEvent.type(note, 'Hitno.');
    await userEvent.click(screen.getByRole('button', { name: 'Dodijeli' }));

    await waitFor(() =>
      expect(posted('AssignComplaint')).toEqual([
        { complaintId: 7, organizationalUnitId: 4, comment: 'Hitno.' },
      ]),
    );
    await waitFor(() =>
      expect(toaster.getState().message).toBe('Prijava je dodijeljena organizacionoj jedinici.'),
    );
    expect(note).toHaveProperty('value', '');
    expect(unit()).toHaveProperty('value', 'Služba za komunalne poslove');
  });

  it('saves the location only once changed, and keeps a refused address in its field', async () => {
    answers['UpdateComplaintLocation'] = () =>
      Response.json(
        { errors: { address: 'validation_too_long' }, params: { address: { maximum: 200 } } },
        { status: 400 },
      );
    await open();
    const save = screen.getByRole('button', { name: 'Sačuvaj lokaciju' });
    expect(save).toHaveProperty('disabled', true);
    const address = screen.getByRole('textbox', { name: /^Adresa/ });
    await userEvent.clear(address);
    await userEvent.type(address, 'Maršala Tita 14, Tuzla');
    await userEvent.click(save);

    expect(
      await screen.findByText('Tekst je predug (najviše 200 znakova).', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(
      screen.getByRole('link', { name: 'Adresa: Tekst je predug (najviše 200 znakova).' }),
    ).toBeDefined();
    expect(posted('UpdateComplaintLocation')).toEqual([
      {
        complaintId: 7,
        latitude: 44.5384,
        longitude: 18.6671,
        address: 'Maršala Tita 14, Tuzla',
        locationDescription: '',
      },
    ]);
    expect(address).toHaveProperty('value', 'Maršala Tita 14, Tuzla');
    expect(toaster.getState().visible).toBe(false);
  });

  it('tells the user when the link already exists', async () => {
    answers['SearchComplaints'] = () =>
      Response.json({
        items: [
          { ...staffComplaint(), id: 7 },
          { ...staffComplaint(), id: 9, number: '160/2026', title: 'Ista rupa', commentCount: 0 },
        ],
        totalCount: 2,
      });
    answers['AddComplaintLink'] = () =>
      Response.json({ errors: { targetId: 'complaint_link_already_exists' } }, { status: 400 });
    await open();
    await userEvent.type(screen.getByRole('textbox', { name: /Broj ili naslov prijave/ }), '160/2026');
    await userEvent.click(screen.getByRole('button', { name: 'Traži' }));
    expect(posted('SearchComplaints')).toEqual([
      expect.objectContaining({ number: '160/2026', pageNumber: 1, languageId: 1 }),
    ]);
    // The complaint itself is not offered.
    expect(await screen.findAllByRole('button', { name: /^Poveži:/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Poveži: 160/2026' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Ova veza je već dodana.');
    expect(posted('AddComplaintLink')).toEqual([{ complaintId: 7, kind: 'complaint', targetId: 9 }]);
    // Shown once, beside the results: not also as a toast.
    expect(toaster.getState().visible).toBe(false);
  });

  it('removes a link only after confirmation', async () => {
    complaint = staffComplaint({
      links: [
        {
          id: 55,
          kind: 'complaint',
          targetId: 9,
          title: 'Ista rupa',
          number: '160/2026',
          dateCreated: '2026-03-04T08:00:00.000Z',
        },
      ],
    });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Ukloni vezu: Ista rupa' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Ukloniti vezu sa „Ista rupa“?')).toBeDefined();
    const deletes = () => fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE');
    expect(deletes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await waitFor(() =>
      expect(deletes().map(([url]) => String(url))).toEqual([
        '/api/ComplaintConfiguration/DeleteComplaintLink/55',
      ]),
    );
  });

  it('switches a comment off and marks it inappropriate, each through its own call', async () => {
    await open();
    const comment = screen.getByRole('article', { name: 'Komentar: Emir Begić' });
    await userEvent.click(within(comment).getByRole('switch', { name: 'Aktivan' }));
    await waitFor(() =>
      expect(posted('SetComplaintCommentActive')).toEqual([{ commentId: 31, active: false }]),
    );
    await waitFor(() =>
      expect(within(comment).getByRole('switch', { name: 'Neprimjeren' })).toHaveProperty('disabled', false),
    );
    await userEvent.click(within(comment).getByRole('switch', { name: 'Neprimjeren' }));
    await waitFor(() =>
      expect(posted('SetComplaintCommentInappropriate')).toEqual([{ commentId: 31, inappropriate: true }]),
    );
    expect(posted('SetComplaintCommentActive')).toHaveLength(1);
  });

  it('saves a staff comment without a refused file and says so', async () => {
    answers['AddNewComplaintComment'] = () =>
      Response.json({
        comment: { ...complaint.comments[0]!, id: 32, byStaff: true, text: 'Ekipa je na terenu.' },
        fileRefused: true,
      });
    await open();
    const comments = within(screen.getByRole('region', { name: /^Komentari/ }));
    await userEvent.type(comments.getByRole('textbox', { name: /^Komentar/ }), 'Ekipa je na terenu.');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));
    await waitFor(() =>
      expect(posted('AddNewComplaintComment')).toEqual([
        { complaintId: 7, text: 'Ekipa je na terenu.', fileIds: [] },
      ]),
    );
    await waitFor(() =>
      expect(toaster.getState().message).toBe('Datoteka nije ispravna, pa je komentar sačuvan bez nje.'),
    );
  });

  it('asks before marking a complaint inappropriate, saying what follows, and sends nothing when cancelled', async () => {
    await open();
    await userEvent.click(screen.getAllByLabelText(/Novi status/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Neprimjerena' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Komentar uz promjenu/ }), 'Uvredljiv sadržaj.');
    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/odmah nestati s javne liste, karte i statistike/)).toBeDefined();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posted('ChangeComplaintStatus')).toEqual([]);
    expect(screen.getByRole('textbox', { name: /Komentar uz promjenu/ })).toHaveProperty(
      'value',
      'Uvredljiv sadržaj.',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Promijeni status' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Označi kao neprimjerenu' }),
    );
    await waitFor(() =>
      expect(posted('ChangeComplaintStatus')).toEqual([
        { complaintId: 7, statusId: ComplaintStatus.Inappropriate, comment: 'Uvredljiv sadržaj.' },
      ]),
    );
  });

  it('assigns to a unit chosen from the tree', async () => {
    await open();
    await userEvent.click(screen.getByRole('combobox', { name: /^Organizaciona jedinica/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Služba za komunalne poslove' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dodijeli' }));
    await waitFor(() =>
      expect(posted('AssignComplaint')).toEqual([{ complaintId: 7, organizationalUnitId: 4, comment: '' }]),
    );
  });

  it('shows in one view, without tabs, what there is to read beside what there is to do', async () => {
    await open();
    expect(screen.queryByRole('tablist')).toBeNull();
    const named = (name: RegExp) => screen.getByRole('region', { name });
    const [left, right] = [named(/^Fotografije/).parentElement!, named(/^Status i dodjela/).parentElement!];
    // On a desk: reading on the left, the actions on the right.
    const titles = (column: HTMLElement) =>
      [...column.children].map((part) => part.querySelector('h2')!.textContent);
    // (Other parts may follow; these lead each column.)
    expect(titles(left).slice(0, 4)).toEqual(['Fotografije', 'Opis', 'Lokacija', 'Historija']);
    expect(titles(left)).toContain('Komentari (1)');
    expect(titles(right).slice(0, 2)).toEqual(['Status i dodjela', 'Odgovori']);
    expect(titles(right)).toEqual(expect.arrayContaining(['Veze', 'Uređivanje']));
    expect(within(named(/^Opis$/)).getByText(complaint.description)).toBeDefined();
    // The answer form and the status change are there at once, beside the photos.
    expect(screen.getByRole('button', { name: 'Promijeni status' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Pošalji odgovor' })).toBeDefined();
    // On a phone one column: photos, description, then the actions before the map and history.
    const order = (title: RegExp) => Number(named(title).style.order);
    const parts = [/^Fotografije$/, /^Opis$/, /^Status/, /^Odgovori$/, /^Lokacija$/, /^Historija$/];
    const phone = parts.map(order);
    expect(phone).toEqual([...phone].sort((a, b) => a - b));
  });

  it('tells how many recipients were notified', async () => {
    answers['SendSystemNotificationEmailToAdmins'] = () => Response.json({ recipients: 3 });
    await open();
    await userEvent.click(screen.getByRole('button', { name: 'Obavijesti e-mailom' }));
    await waitFor(() =>
      expect(toaster.getState().message).toBe('Obavještenje je e-mailom poslano na 3 adrese.'),
    );
    expect(posted('SendSystemNotificationEmailToAdmins')).toEqual([{ complaintId: 7 }]);
  });
});
