import { AccessRight, Profile } from '@portal/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LoginPage } from '../features/accounts/components/LoginPage';
import { auth } from '../lib/auth';
import { type Landing, LandingContext, landingFor } from '../lib/landing';
import { toaster } from '../lib/toast';
import { renderWithApp } from '../test/render';
import { landings } from './modules';

const fetchMock = vi.fn<typeof fetch>();

/** The server signs in `profileId` with `rights`. */
function serve(profileId: number, rights: number[]) {
  fetchMock.mockImplementation(async (url) => {
    const address = String(url);
    if (address.endsWith('/Account/Login')) {
      return Response.json({
        token: 'token-1234567890',
        isLoggedIn: true,
        username: 'office',
        id: 2,
        organizationId: 4,
        profileId,
        roleName: 'Office',
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      });
    }
    if (address.endsWith('/Account/GetAdditionalAccessRights')) return Response.json(rights);
    if (address.endsWith('/Account/GetRegistrationSettings')) {
      return Response.json({
        mandatoryFields: [],
        confirmationType: 1,
        registeredLoginActive: true,
        anonymousLoginActive: false,
      });
    }
    return Response.json({});
  });
}

/** Signs in on the login page opened at `path`, with the app's landings; answers where it went. */
async function signInAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '*', element: <p>Stranica</p> },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(
    <LandingContext.Provider value={landings}>
      <RouterProvider router={router} />
    </LandingContext.Provider>,
  );
  await userEvent.type(screen.getByLabelText(/^Korisničko ime/), 'office');
  await userEvent.type(screen.getByLabelText(/^Lozinka/), 'Demo2026');
  await userEvent.click(screen.getByRole('button', { name: 'Prijavi se' }));
  await screen.findByText('Stranica');
  return router.state.location.pathname + router.state.location.search;
}

describe('where one lands after signing in', { timeout: 20_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('takes staff who handle complaints to their work queue, not the home page', async () => {
    serve(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
    expect(await signInAt('/login')).toBe('/admin/complaint-configuration/work-queue');
  });

  it('takes administrators there too', async () => {
    serve(Profile.Administrator, []);
    expect(await signInAt('/login')).toBe('/admin/complaint-configuration/work-queue');
  });

  it('takes citizens and other staff home', async () => {
    serve(Profile.RegisteredCitizen, []);
    expect(await signInAt('/login')).toBe('/home');
  });

  it('keeps an explicit page to return to, for staff as well', async () => {
    serve(Profile.OrgUnit, [AccessRight.ComplaintListOwnUnit]);
    const back = `/login?returnTo=${encodeURIComponent('/complaints/complaint-details/7?x=1')}`;
    expect(await signInAt(back)).toBe('/complaints/complaint-details/7?x=1');
  });

  it('chooses the first landing the caller may open, else home', () => {
    const access = (right: AccessRight) => ({ profiles: [], rights: [right] });
    const options: Landing[] = [
      { path: '/b', access: access(AccessRight.ComplaintListOwnUnit), order: 20 },
      { path: '/a', access: access(AccessRight.ComplaintListAllLevels), order: 10 },
    ];
    expect(landingFor({ profileId: 6, rights: [15, 16] }, options)).toBe('/a');
    expect(landingFor({ profileId: 6, rights: [16] }, options)).toBe('/b');
    expect(landingFor({ profileId: 6, rights: [] }, options)).toBe('/home');
    expect(landingFor(null, options)).toBe('/home');
  });
});
