import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ActivateByLinkPage } from './ActivateByLinkPage';
import { ConfirmAccountPage } from './ConfirmAccountPage';
import { LoginPage, returnPath } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const fetchMock = vi.fn<typeof fetch>();
const REPORT = '/complaints/report-problem';
const back = `?returnTo=${encodeURIComponent(REPORT)}`;
const signedInUser = {
  token: 't',
  isLoggedIn: true,
  username: 'amra',
  id: 9,
  organizationId: null,
  profileId: 3,
  roleName: 'Citizen',
  expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
};

function serve() {
  fetchMock.mockImplementation(async (url) => {
    const address = String(url);
    if (address.endsWith('/Account/GetRegistrationSettings'))
      return Response.json({
        mandatoryFields: [],
        confirmationType: 1,
        registeredLoginActive: true,
        anonymousLoginActive: false,
      });
    if (address.endsWith('/Account/Register'))
      return Response.json({
        userId: 31,
        confirmationType: 1,
        destination: 'am***@example.ba',
        delivered: true,
      });
    if (address.endsWith('/Account/SendNewCode'))
      return Response.json({
        userId: 31,
        confirmationType: 1,
        destination: 'am***@example.ba',
        delivered: true,
      });
    if (address.endsWith('/Account/ActivateByCode') || address.includes('/Account/ActivateByLink/'))
      return Response.json(signedInUser);
    if (address.endsWith('/Account/GetAdditionalAccessRights')) return Response.json([]);
    return Response.json({});
  });
}

async function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/login', element: <LoginPage /> },
      {
        path: '/register',
        element: (
          <LeaveGuardProvider>
            <RegisterPage />
          </LeaveGuardProvider>
        ),
      },
      { path: '/register/confirm/:userId', element: <ConfirmAccountPage /> },
      { path: '/register/activate/:token', element: <ActivateByLinkPage /> },
      { path: REPORT, element: <p>prijava problema</p> },
      { path: '/home', element: <p>početna</p> },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const bodyOf = (path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url]) => String(url).endsWith(path))![1]?.body)) as Record<
    string,
    unknown
  >;

describe('coming back to the report after registering', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    serve();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('takes only paths of this portal as the way back', () => {
    const of = (value: string) => returnPath(new URLSearchParams({ returnTo: value }));
    expect(of(REPORT)).toBe(REPORT);
    expect(of('/complaints/report-problem?x=1')).toBe('/complaints/report-problem?x=1');
    for (const hostile of [
      '//evil.example',
      '/\\evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      '',
    ])
      expect(of(hostile)).toBe('/home');
    expect(returnPath(new URLSearchParams())).toBe('/home');
  });

  it('carries the way back from signing in to registering', async () => {
    await open(`/login${back}`);
    expect(screen.getByRole('link', { name: 'Registrujte se' }).getAttribute('href')).toBe(
      `/register${back}`,
    );
  });

  it('registers with the way back for the e-mailed link, and returns after the code', async () => {
    const router = await open(`/register${back}`);
    await userEvent.type(screen.getByLabelText(/^Korisničko ime/), 'amra');
    await userEvent.type(screen.getByLabelText(/^Lozinka/), 'Lozinka-Konjuh-1');
    await userEvent.type(screen.getByLabelText(/^Ponovite lozinku/), 'Lozinka-Konjuh-1');
    await userEvent.type(screen.getByLabelText(/^Ime/), 'Amra');
    await userEvent.type(screen.getByLabelText(/^Prezime/), 'Hodžić');
    await userEvent.type(screen.getByLabelText(/^Adresa e-pošte/), 'amra@example.ba');
    await userEvent.click(screen.getByRole('button', { name: 'Registruj se' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/register/confirm/31'));
    expect(bodyOf('/Account/Register')).toMatchObject({ username: 'amra', returnTo: REPORT });
    expect(router.state.location.search).toBe(back);

    // A new code keeps the way back for its link too.
    await userEvent.click(await screen.findByRole('button', { name: /Pošalji novi kod/ }));
    await waitFor(() => expect(bodyOf('/Account/SendNewCode')).toEqual({ userId: 31, returnTo: REPORT }));

    for (const [index, digit] of [...'123456'].entries())
      await userEvent.type(screen.getByLabelText(`Cifra ${index + 1}`, { exact: false }), digit);
    await userEvent.click(screen.getByRole('button', { name: /Potvrdi/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe(REPORT));
    expect(auth.getSession()?.user.username).toBe('amra');
  });

  it('registers without a way back that is not this portal’s', async () => {
    const router = await open(`/register?returnTo=${encodeURIComponent('//evil.example/x')}`);
    await userEvent.type(screen.getByLabelText(/^Korisničko ime/), 'amra');
    await userEvent.type(screen.getByLabelText(/^Lozinka/), 'Lozinka-Konjuh-1');
    await userEvent.type(screen.getByLabelText(/^Ponovite lozinku/), 'Lozinka-Konjuh-1');
    await userEvent.type(screen.getByLabelText(/^Ime/), 'Amra');
    await userEvent.type(screen.getByLabelText(/^Prezime/), 'Hodžić');
    await userEvent.type(screen.getByLabelText(/^Adresa e-pošte/), 'amra@example.ba');
    await userEvent.click(screen.getByRole('button', { name: 'Registruj se' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register/confirm/31'));
    expect(bodyOf('/Account/Register')).not.toHaveProperty('returnTo');
    expect(router.state.location.search).toBe('');
  });

  it('the e-mailed link confirms the account and brings the person back to the report', async () => {
    const router = await open(`/register/activate/abcdefghijklmnopqrstuvwxyz${back}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(REPORT));
    expect(auth.getSession()?.user.username).toBe('amra');
  });

  it('a link with a way back elsewhere goes home instead', async () => {
    const router = await open(
      `/register/activate/abcdefghijklmnopqrstuvwxyz?returnTo=${encodeURIComponent('https://evil.example')}`,
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });
});
