import { Profile } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { bodiesOf, mockApi } from '../../../test/api';
import { signInAs } from '../../../test/auth';
import { fakeXhr, stubFonts } from '../../../test/browser';
import { renderRoutes } from '../../../test/render';
import { MemberEditPage } from './MemberEditPage';
import { memberDetails, uploaded } from './test-support';

const fetchMock = mockApi();
const EDIT = '/admin/council-members/council-member-edit/:id';
const LIST = '/admin/council-members/council-members-list';
const PICTURE_ID = 'b7d1c0de-1111-4a1a-9a1a-000000000007';

const saves = () => bodiesOf(fetchMock, '/CouncilMembers/Save');

const open = (id: number) =>
  renderRoutes(
    [
      { path: EDIT, element: <MemberEditPage /> },
      { path: LIST, element: <p>Lista članova</p> },
    ],
    `/admin/council-members/council-member-edit/${id}`,
  );

describe('the council member’s edit page', { timeout: 60_000 }, () => {
  let saveAnswers: (() => Response)[] = [];
  beforeEach(() => {
    stubFonts();
    signInAs(Profile.Administrator);
    saveAnswers = [];
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/CouncilMembers/GetByID/7')) return Response.json(memberDetails());
      if (path.endsWith('/CouncilMembers/GetAnsweringUsers'))
        return Response.json([
          { id: 31, name: 'Amra Hodžić', email: 'amra.hodzic@tuzla.ba', profileId: Profile.CouncilMember },
          { id: 32, name: 'Mirza Delić', email: null, profileId: Profile.CouncilMember },
        ]);
      if (path.includes('/PoliticalParty/GetAllForDropdown/'))
        return Response.json([
          { id: 4, name: 'SDP' },
          { id: 5, name: 'SDA' },
        ]);
      if (path.includes('/Convocation/GetAllForDropdown/'))
        return Response.json([
          { id: 2, name: 'Saziv 2020–2024' },
          { id: 3, name: 'Saziv 2024–2028' },
        ]);
      if (path.endsWith('/Convocation/GetAll'))
        return Response.json([
          { id: 2, isCurrent: false, active: true },
          { id: 3, isCurrent: true, active: true },
        ]);
      if (path.endsWith('/CouncilMembers/Save')) return saveAnswers.shift()!();
      return Response.json([]);
    });
  });

  it('keeps the input of a refused save with the server’s message at its field, then saves and goes back', async () => {
    const user = userEvent.setup();
    saveAnswers = [
      () =>
        Response.json({ errors: { convocationId: 'convocation_not_current_or_inactive' } }, { status: 400 }),
      () => Response.json({ id: 7 }),
    ];
    const { router } = await open(7);
    await screen.findByRole('heading', { name: 'Uređivanje člana: Amra Hodžić' });

    const biography = within(screen.getByRole('group', { name: /Kratka biografija/ })).getByRole('textbox', {
      name: /Bosanski/,
    });
    await waitFor(() => expect(biography).toHaveProperty('value', 'Diplomirana ekonomistica.'));
    await user.type(biography, ' Od 2016.');
    await user.click(screen.getByRole('combobox', { name: /Način unosa odgovora/ }));
    await user.click(
      await screen.findByRole('option', { name: 'Odgovorom na obavještenje uz odobrenje administratora' }),
    );
    // The chosen mode is explained in one line.
    expect(screen.getByText(/odgovor se objavljuje tek kada ga administrator aktivira/)).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findAllByText(/Saziv nije trenutni ili nije aktivan/)).not.toHaveLength(0);
    // The message is at the convocation's field, and nothing typed is lost.
    const convocation = screen.getByRole('combobox', { name: /^Saziv/ });
    expect(convocation.getAttribute('aria-invalid')).toBe('true');
    expect(biography).toHaveProperty('value', 'Diplomirana ekonomistica. Od 2016.');
    expect(router.state.location.pathname).toBe('/admin/council-members/council-member-edit/7');
    expect(saves()[0]).toEqual({
      id: 7,
      memberTypeId: 1,
      politicalPartyId: 4,
      convocationId: 3,
      userId: 31,
      biography: { bs: 'Diplomirana ekonomistica. Od 2016.', hr: '', sr_cyr: '' },
      answerInputModeId: 3,
      active: true,
      pictureId: null,
    });

    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(toaster.getState().message).toBe('Podaci su sačuvani.');
    expect(saves()).toHaveLength(2);
  });

  it('takes the current convocation for a new member and asks for a picture before sending', async () => {
    const user = userEvent.setup();
    const xhr = fakeXhr((file) => ({ status: 200, body: uploaded(PICTURE_ID, file.name, 'image/jpeg') }));
    vi.stubGlobal('XMLHttpRequest', xhr.FakeXhr);
    saveAnswers = [() => Response.json({ id: 8 })];
    const { router, view } = await open(0);
    await screen.findByRole('heading', { name: 'Novi član' });

    // The current convocation is chosen by itself.
    await waitFor(
      () =>
        expect(screen.getByRole('combobox', { name: /^Saziv/ })).toHaveProperty('value', 'Saziv 2024–2028'),
      { timeout: 5000 },
    );
    await user.click(screen.getByRole('combobox', { name: /Korisnički račun koji odgovara/ }));
    await user.click(await screen.findByRole('option', { name: /Mirza Delić/ }));
    await user.click(screen.getByRole('combobox', { name: /Politička stranka/ }));
    await user.click(await screen.findByRole('option', { name: 'SDA' }));
    const biography = within(screen.getByRole('group', { name: /Kratka biografija/ })).getByRole('textbox', {
      name: /Bosanski/,
    });
    await user.type(biography, 'Pravnik.');

    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    expect(await screen.findAllByText('Fotografija: izaberite datoteku.')).not.toHaveLength(0);
    expect(saves()).toEqual([]);

    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['jpeg'], 'portret.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Nova fotografija će biti sačuvana pri spremanju.')).toBeDefined();
    expect(xhr.sent.map((s) => s.url)).toEqual(['/api/CouncilMembers/UploadPicture']);

    await user.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(saves()).toEqual([
      {
        id: 0,
        memberTypeId: 1,
        politicalPartyId: 5,
        convocationId: 3,
        userId: 32,
        biography: { bs: 'Pravnik.', hr: '', sr_cyr: '' },
        answerInputModeId: 1,
        active: true,
        pictureId: PICTURE_ID,
      },
    ]);
  });
});
