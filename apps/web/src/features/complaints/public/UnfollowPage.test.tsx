import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { StrictMode } from 'react';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/api';
import { renderRoutes } from '../../../test/render';
import { signInCitizen } from './test-support';
import { UnfollowPage } from './UnfollowPage';

const fetchMock = mockApi();
const TOKEN = 'q9Wz3n0Xb1c2D3e4F5g6H7i8J9k0L1mN';

const open = (token = TOKEN) =>
  renderRoutes(
    [
      {
        path: '/complaints/unfollow/:token',
        // As in development: React runs the page's effect twice; the link is used once.
        element: (
          <StrictMode>
            <UnfollowPage />
          </StrictMode>
        ),
      },
      { path: '/complaints/complaint-details/:id', element: <p>detalji</p> },
    ],
    `/complaints/unfollow/${token}`,
  );

const serve = (answers: { unfollow: () => Response }) =>
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/Complaints/UnfollowByToken')) return answers.unfollow();
    if (path.endsWith('/Complaints/Follow')) return Response.json({ following: true, followerCount: 3 });
    return Response.json({});
  });

describe('the one-click unfollow page of a follower e-mail', () => {
  it('posts the token once on opening and says which complaint is no longer followed', async () => {
    serve({ unfollow: () => Response.json({ complaintId: 12, number: '12/2026' }) });
    await open();
    expect(await screen.findByText('Više ne pratite prijavu 12/2026.')).toBeDefined();
    expect(bodiesOf(fetchMock, '/Complaints/UnfollowByToken')).toEqual([{ token: TOKEN }]);
    expect(screen.getByRole('link', { name: 'Otvori prijavu 12/2026' }).getAttribute('href')).toBe(
      '/complaints/complaint-details/12',
    );
    // Signed out: following again starts by signing in, and comes back to the complaint.
    expect(
      screen.getByRole('link', { name: 'Prijavite se ako je želite ponovo pratiti' }).getAttribute('href'),
    ).toBe(`/login?returnTo=${encodeURIComponent('/complaints/complaint-details/12')}`);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('lets a signed-in person follow the complaint again', async () => {
    signInCitizen();
    serve({ unfollow: () => Response.json({ complaintId: 12, number: '12/2026' }) });
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Ponovo prati prijavu 12/2026' }));
    expect(await screen.findByText('Ponovo pratite prijavu 12/2026.')).toBeDefined();
    expect(bodiesOf(fetchMock, '/Complaints/Follow')).toEqual([{ complaintId: 12 }]);
    expect(screen.queryByText('Više ne pratite prijavu 12/2026.')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Ponovo prati prijavu 12/2026' })).toBeNull();
  });

  it('says a used or wrong link is not valid, on the page and without a toast', async () => {
    serve({
      unfollow: () => Response.json({ errors: { token: 'unfollow_link_not_valid' } }, { status: 400 }),
    });
    await open('iskoristen-link-0000000');
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      expect.stringContaining('Link nije ispravan ili je već iskorišten'),
    );
    expect(screen.queryByText(/Više ne pratite/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Sve prijave' })).toBeDefined();
  });

  it('says when the server could not be reached, so the link can be tried again', async () => {
    serve({ unfollow: () => Response.json({ errors: { general: 'service_unavailable' } }, { status: 503 }) });
    await open();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('Praćenje nije isključeno'));
  });
});
