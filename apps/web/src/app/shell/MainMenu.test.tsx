import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from '../../lib/router';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../test/render';
import { MainMenu } from './MainMenu';

function renderMenu() {
  const router = createMemoryRouter([{ path: '*', element: <MainMenu /> }], { initialEntries: ['/home'] });
  return { router, ...renderWithApp(<RouterProvider router={router} />) };
}

describe('the phone menu', () => {
  it('opens the drawer with the burger and keeps it open until a link is followed', async () => {
    const { router } = renderMenu();
    const burger = await screen.findByRole('button', { name: 'Otvori meni' });
    expect(burger.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(burger);
    const drawer = await screen.findByRole('dialog', { name: 'Glavni meni' });
    // Renders after the click (queries, effects) must not close it again.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(burger.getAttribute('aria-expanded')).toBe('true');
    expect(burger.getAttribute('aria-label')).toBe('Zatvori meni');
    expect(drawer.isConnected).toBe(true);

    const link = screen
      .getAllByRole('link', { name: 'Sve prijave' })
      .find((element) => drawer.contains(element))!;
    fireEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/complaints/all-complaints'));
    await waitFor(() => expect(burger.getAttribute('aria-expanded')).toBe('false'));
  });
});

describe('the phone menu after a change of page', () => {
  it('is closed in the same render that draws the new page (the back button), and opens at the next tap', async () => {
    // What the menu button says when a page is first on the screen, before any effect runs.
    const seen: string[] = [];
    function Page() {
      const { pathname } = useLocation();
      useLayoutEffect(() => {
        const burger = document.querySelector('button[aria-expanded]');
        seen.push(`${pathname} ${burger?.getAttribute('aria-expanded')}`);
      }, [pathname]);
      return null;
    }
    const router = createMemoryRouter(
      [
        {
          path: '*',
          element: (
            <>
              <MainMenu />
              <Page />
            </>
          ),
        },
      ],
      { initialEntries: ['/home'] },
    );
    await renderWithApp(<RouterProvider router={router} />);
    const burger = await screen.findByRole('button', { name: 'Otvori meni' });
    fireEvent.click(burger);
    await screen.findByRole('dialog', { name: 'Glavni meni' });
    await act(() => router.navigate('/complaints/all-complaints'));
    expect(seen.at(-1)).toBe('/complaints/all-complaints false');
    fireEvent.click(burger);
    await screen.findByRole('dialog', { name: 'Glavni meni' });
    await act(() => router.navigate(-1));
    expect(seen.at(-1)).toBe('/home false');
    fireEvent.click(burger);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(burger.getAttribute('aria-expanded')).toBe('true');
  });
});

describe('a section of the menu bar', () => {
  it('says it opens a menu, and opens on the first click', async () => {
    renderMenu();
    const bar = await screen.findByRole('navigation', { name: 'Glavni meni' });
    const section = within(bar).getByRole('button', { name: 'Prijave problema' });
    expect(section.getAttribute('aria-haspopup')).toBe('menu');
    expect(section.getAttribute('aria-expanded')).toBe('false');

    fireEvent.click(section);
    expect(await screen.findByRole('menuitem', { name: 'Statistika' })).toBeTruthy();
    const opened = within(bar).getByRole('button', { name: 'Prijave problema' });
    expect(opened.getAttribute('aria-expanded')).toBe('true');
  });
});
