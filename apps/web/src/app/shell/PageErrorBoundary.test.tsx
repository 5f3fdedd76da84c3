import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Outlet, useLocation } from '../../lib/router';
import { renderRoutes } from '../../test/render';
import { PageErrorBoundary } from './PageErrorBoundary';

/** As the shell holds it: around the page, afresh at each address. */
function Shell() {
  return (
    <PageErrorBoundary key={useLocation().pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}

function Broken(): never {
  throw new Error('drawing failed');
}

describe('a page that cannot be drawn', () => {
  it('says so in the visitor’s language with a way to reload and the way home, and the next page is drawn', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = await renderRoutes(
      [
        {
          path: '/',
          element: <Shell />,
          children: [
            { path: 'broken', element: <Broken /> },
            { path: 'gone', lazy: () => Promise.reject(new Error('chunk gone')) },
            { path: 'home', element: <p>Početna stranica</p> },
          ],
        },
      ],
      '/broken',
    );
    expect((await screen.findByRole('alert')).textContent).toContain('Stranicu nije moguće prikazati');
    expect(screen.getByRole('button', { name: 'Učitaj ponovo' })).toBeTruthy();
    await userEvent.click(screen.getByRole('link', { name: 'Nazad na početnu' }));
    await screen.findByText('Početna stranica');
    expect(screen.queryByRole('alert')).toBeNull();

    // A page whose code cannot be fetched says the same.
    await act(() => router.navigate('/gone'));
    expect((await screen.findByRole('alert')).textContent).toContain('Učitajte je ponovo');
  });
});
