import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
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
