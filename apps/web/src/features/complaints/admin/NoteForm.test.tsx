import { AccessRight, ComplaintEvent, Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/api';
import { signInAs } from '../../../test/auth';
import { renderRoutes } from '../../../test/render';
import { HistorySection } from './HistorySection';
import { staffComplaint } from './test-support';

const fetchMock = mockApi();

const row = (overrides: object) => ({
  id: 1,
  statusId: 3,
  organizationalUnitName: 'Služba A',
  comment: '',
  userName: 'Službenik',
  dateCreated: '2026-03-02T10:00:00.000Z',
  event: ComplaintEvent.StatusChange,
  internal: false,
  relatedComplaint: null,
  ...overrides,
});

const complaint = staffComplaint({
  history: [
    row({ id: 1, statusId: 1, dateCreated: '2026-03-02T09:15:00.000Z', organizationalUnitName: null }),
    row({ id: 2, event: ComplaintEvent.InternalNote, internal: true, comment: 'Izvođač kasni.' }),
    row({
      id: 3,
      dateCreated: '2026-03-04T10:00:00.000Z',
      event: ComplaintEvent.MergedFrom,
      relatedComplaint: { id: 12, number: '12/2026' },
      comment: 'Isti problem.',
    }),
  ],
});

const open = () => renderRoutes([{ path: '/', element: <HistorySection complaint={complaint} /> }], '/');

describe('internal notes in the staff history', () => {
  let noteAnswer: () => Response;
  beforeEach(() => {
    signInAs(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
    noteAnswer = () => Response.json(row({ id: 4, event: 2, internal: true, comment: 'Nova bilješka' }));
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/ComplaintConfiguration/AddComplaintNote') ? noteAnswer() : Response.json({}),
    );
  });

  it('marks notes as internal and merges with the other report', async () => {
    await open();
    const table = await screen.findByRole('table', { name: 'Historija statusa' });
    const rows = within(table).getAllByRole('row').slice(1);
    const note = rows.find((r) => r.textContent?.includes('Izvođač kasni.'))!;
    expect(within(note).getByText('interna bilješka')).toBeDefined();
    const merge = rows.find((r) => r.textContent?.includes('Isti problem.'))!;
    expect(within(merge).getByText('spojena je prijava')).toBeDefined();
    expect(within(merge).getByRole('link', { name: '12/2026' }).getAttribute('href')).toBe(
      '/admin/complaint-configuration/complaint-details/12',
    );
  });

  it('adds a note and empties the form; a refused note keeps what was typed', async () => {
    await open();
    const text = await screen.findByRole('textbox', { name: /Tekst bilješke/ });
    noteAnswer = () => Response.json({ errors: { text: 'validation_too_long' } }, { status: 400 });
    await userEvent.type(text, 'Pozvati izvođača.');
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj bilješku' }));
    expect(await screen.findByRole('heading', { name: 'Postoji problem' })).toBeDefined();
    expect(text).toHaveProperty('value', 'Pozvati izvođača.');

    noteAnswer = () => Response.json(row({ id: 4, event: 2, internal: true, comment: 'Pozvati izvođača.' }));
    await userEvent.click(screen.getByRole('button', { name: 'Dodaj bilješku' }));
    await waitFor(() => expect(text).toHaveProperty('value', ''));
    expect(bodiesOf(fetchMock, '/AddComplaintNote')).toEqual([
      { complaintId: 7, text: 'Pozvati izvođača.' },
      { complaintId: 7, text: 'Pozvati izvođača.' },
    ]);
  });
});
