import { AccessRight, ComplaintStatus, Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/api';
import { signInAs } from '../../../test/auth';
import { renderRoutes } from '../../../test/render';
import { MergeSection } from './MergeSection';
import { staffComplaint } from './test-support';

const fetchMock = mockApi();

const survivor = {
  ...staffComplaint({ id: 31, number: '120/2026', title: 'Rupa kod pekare' }),
  commentCount: 0,
};

const open = (complaint = staffComplaint()) =>
  renderRoutes(
    [
      {
        path: '/admin/complaint-configuration/complaint-details/:id',
        element: <MergeSection complaint={complaint} />,
      },
    ],
    '/admin/complaint-configuration/complaint-details/7',
  );

const target = () => screen.getByRole('textbox', { name: /Prijava koja ostaje/ });
const comment = () => screen.getByRole('textbox', { name: /Napomena o spajanju/ });
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Spoji s drugom prijavom' }));

describe('merging a duplicate into another report', () => {
  let mergeAnswer: () => Response;
  beforeEach(() => {
    signInAs(Profile.Office, [AccessRight.ComplaintListAllLevels]);
    mergeAnswer = () => Response.json({ success: true });
    fetchMock.mockImplementation(async (url, init) => {
      const path = String(url);
      if (path.endsWith('/ComplaintConfiguration/SearchComplaints')) {
        const { number } = JSON.parse(String(init?.body)) as { number?: string };
        return Response.json({ items: number === '120/2026' ? [survivor] : [], totalCount: 0 });
      }
      if (path.includes('/ComplaintConfiguration/GetComplaintByID/31/')) return Response.json(survivor);
      if (path.includes('/ComplaintConfiguration/GetComplaintByID/'))
        return Response.json({ errors: { general: 'not_found' } }, { status: 404 });
      if (path.endsWith('/ComplaintConfiguration/MergeComplaint')) return mergeAnswer();
      return Response.json({});
    });
  });

  it('finds the report by its number, says what cannot be undone, and merges after the confirmation', async () => {
    await open();
    await userEvent.type(await screen.findByRole('textbox', { name: /Prijava koja ostaje/ }), '120/2026');
    await userEvent.type(comment(), 'Isti problem, prijavljen ranije.');
    await submit();

    const dialog = await screen.findByRole('dialog', { name: 'Spojiti prijave?' });
    expect(dialog.textContent).toContain(
      'Prijava 154/2026 bit će spojena s prijavom 120/2026 „Rupa kod pekare”. To se ne može poništiti',
    );
    expect(bodiesOf(fetchMock, '/MergeComplaint')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Spoji prijave' }));
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/MergeComplaint')).toEqual([
        { complaintId: 7, intoComplaintId: 31, comment: 'Isti problem, prijavljen ranije.' },
      ]),
    );
  });

  it('takes a report’s id as well, and sends nothing when the confirmation is cancelled', async () => {
    await open();
    await userEvent.type(await screen.findByRole('textbox', { name: /Prijava koja ostaje/ }), '31');
    await userEvent.type(comment(), 'Duplikat.');
    await submit();
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Odustani' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodiesOf(fetchMock, '/MergeComplaint')).toEqual([]);
    // What was typed stays.
    expect(target()).toHaveProperty('value', '31');
    expect(comment()).toHaveProperty('value', 'Duplikat.');
  });

  it('says at the field when no such report is handled by the caller, or it is this one', async () => {
    await open();
    await userEvent.type(await screen.findByRole('textbox', { name: /Prijava koja ostaje/ }), '999/2026');
    await userEvent.type(comment(), 'Duplikat.');
    await submit();
    expect(await screen.findByRole('heading', { name: 'Postoji problem' })).toBeDefined();
    expect(target().getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.clear(target());
    await userEvent.type(target(), '7');
    fetchMock.mockImplementationOnce(async () => Response.json(staffComplaint()));
    await submit();
    expect(await screen.findAllByText(/ne može spojiti sama sa sobom/)).not.toHaveLength(0);
    expect(bodiesOf(fetchMock, '/MergeComplaint')).toEqual([]);
  });

  it('shows the server’s refusal at the field and keeps the input', async () => {
    mergeAnswer = () =>
      Response.json({ errors: { intoComplaintId: 'complaint_merge_target_closed' } }, { status: 400 });
    await open();
    await userEvent.type(await screen.findByRole('textbox', { name: /Prijava koja ostaje/ }), '120/2026');
    await userEvent.type(comment(), 'Duplikat.');
    await submit();
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Spoji prijave' }),
    );
    expect(await screen.findAllByText(/riješena ili označena kao neprimjerena/)).not.toHaveLength(0);
    expect(target()).toHaveProperty('value', '120/2026');
    expect(comment()).toHaveProperty('value', 'Duplikat.');
  });

  it('asks for the report and the note, and refuses what is neither a number nor an id', async () => {
    await open();
    await submit();
    expect(await screen.findByRole('heading', { name: 'Postoji problem' })).toBeDefined();
    await userEvent.type(target(), 'rupa kod pekare');
    await userEvent.type(comment(), 'x');
    await submit();
    await waitFor(() => expect(target().getAttribute('aria-invalid')).toBe('true'));
    expect(fetchMock.mock.calls.filter(([url]) => String(url).includes('ComplaintConfiguration'))).toEqual(
      [],
    );
  });

  it('offers no merge for a report merged already, resolved or found inappropriate', async () => {
    const merged = await open(
      staffComplaint({ statusId: ComplaintStatus.Resolved, mergedInto: { id: 31, number: '120/2026' } }),
    );
    expect(await screen.findByText(/Ova prijava je spojena s prijavom/)).toBeDefined();
    expect(screen.getByRole('link', { name: '120/2026' }).getAttribute('href')).toBe(
      '/admin/complaint-configuration/complaint-details/31',
    );
    expect(screen.queryByRole('button', { name: 'Spoji s drugom prijavom' })).toBeNull();
    merged.view.unmount();
    await open(staffComplaint({ statusId: ComplaintStatus.Inappropriate }));
    expect(
      await screen.findByText('Riješena ili neprimjerena prijava ne može se spojiti s drugom prijavom.'),
    ).toBeDefined();
  });
});
