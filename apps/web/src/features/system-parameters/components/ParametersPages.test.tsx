import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { LoginTypesPage } from './ParametersPages';

const fetchMock = vi.fn<typeof fetch>();
const VOTING = 'Anonimni korisnici mogu glasati o tačkama dnevnog reda sjednica';

const saved = () =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith('/api/SystemParameters/SaveParticipationParameterActivity'))
    .map(([, init]) => JSON.parse(String(init?.body)) as unknown);

describe('the sign-in types screen and what anonymous citizens may do', () => {
  let anonymousVoting: boolean;
  beforeEach(() => {
    anonymousVoting = false;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (input, init) => {
      const url = String(input);
      if (url.endsWith('/api/SystemParameters/GetAllLoginType/1'))
        return Response.json([
          { id: 1, name: 'Registrovani korisnik', active: true },
          { id: 2, name: 'Anonimni korisnik', active: true },
        ]);
      if (url.endsWith('/api/SystemParameters/GetAllParticipationParameters/1'))
        return Response.json([{ id: 1, name: VOTING, active: anonymousVoting }]);
      if (url.endsWith('/api/SystemParameters/SaveParticipationParameterActivity')) {
        anonymousVoting = (JSON.parse(String(init?.body)) as { active: boolean }).active;
        return Response.json({ success: true });
      }
      return Response.json({ errors: { general: 'record_not_found' } }, { status: 404 });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('shows anonymous voting on agenda items off, as it is by default, and turns it on and off again', async () => {
    await renderWithApp(<LoginTypesPage />);
    expect(screen.getByRole('heading', { level: 2, name: 'Učešće anonimnih korisnika' })).toBeDefined();
    const voting = await screen.findByRole('switch', { name: VOTING });
    expect(voting).toHaveProperty('checked', false);

    await userEvent.click(voting);
    await waitFor(() => expect(screen.getByRole('switch', { name: VOTING })).toHaveProperty('checked', true));
    expect(saved()).toEqual([{ id: 1, active: true }]);
    expect(toaster.getState()).toMatchObject({ message: 'Podaci su sačuvani.', kind: 'success' });

    await userEvent.click(screen.getByRole('switch', { name: VOTING }));
    await waitFor(() =>
      expect(screen.getByRole('switch', { name: VOTING })).toHaveProperty('checked', false),
    );
    expect(saved()).toEqual([
      { id: 1, active: true },
      { id: 1, active: false },
    ]);
  });
});
