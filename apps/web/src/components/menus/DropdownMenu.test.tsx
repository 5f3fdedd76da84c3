import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from '../../lib/router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DropdownMenu, type MenuEntry } from './DropdownMenu';

function renderMenu({ openOnHover = false, onSelect = vi.fn() } = {}) {
  const entries: MenuEntry[] = [
    { kind: 'link', key: 'a', label: 'Sve prijave', to: '/complaints' },
    {
      kind: 'group',
      key: 'g',
      label: 'Izvještaji',
      items: [{ kind: 'link', key: 'b', label: 'Statistika', to: '/statistics' }],
    },
    { kind: 'divider', key: 'd' },
    { kind: 'action', key: 'c', label: 'Odjava', onSelect, lang: 'bs' },
  ];
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            <DropdownMenu
              openOnHover={openOnHover}
              entries={entries}
              target={<button type="button">Prijave problema</button>}
            />
            <a href="#after">Dalje</a>
          </>
        ),
      },
    ],
    { initialEntries: ['/home'] },
  );
  render(<RouterProvider router={router} />);
  return { router, onSelect, button: screen.getByRole('button', { name: 'Prijave problema' }) };
}

const focused = () => document.activeElement?.textContent;

afterEach(() => vi.useRealTimers());

describe('a drop-down menu', () => {
  it('says it opens a menu, opens on a click with its first entry focused, and is named by its button', async () => {
    const { button } = renderMenu();
    expect(button.getAttribute('aria-haspopup')).toBe('menu');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.click(button);
    const menu = screen.getByRole('menu', { name: 'Prijave problema' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(menu.id);
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Sve prijave', 'Statistika', 'Odjava']);
    expect(within(menu).getByRole('group', { name: 'Izvještaji' })).toBeTruthy();
    expect(focused()).toBe('Sve prijave');

    // A second click closes it.
    fireEvent.click(button);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves through its entries with the arrows, Home and End, and Escape gives the focus back to the button', () => {
    const { button } = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowUp' });
    const menu = screen.getByRole('menu');
    expect(focused()).toBe('Odjava');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Sve prijave');
    fireEvent.keyDown(menu, { key: 'ArrowDown' });
    expect(focused()).toBe('Statistika');
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    fireEvent.keyDown(menu, { key: 'ArrowUp' });
    expect(focused()).toBe('Odjava');
    fireEvent.keyDown(menu, { key: 'Home' });
    expect(focused()).toBe('Sve prijave');
    fireEvent.keyDown(menu, { key: 'End' });
    expect(focused()).toBe('Odjava');

    fireEvent.keyDown(menu, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('closes on Tab with the focus on its button, for the browser to move on from there', () => {
    const { button } = renderMenu();
    button.focus();
    fireEvent.keyDown(button, { key: 'ArrowDown' });
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Tab' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs an action and follows a link, closing itself', async () => {
    const { button, onSelect, router } = renderMenu();
    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Odjava' }));
    expect(onSelect).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);

    fireEvent.click(button);
    fireEvent.click(screen.getByRole('menuitem', { name: 'Statistika' }));
    expect(router.state.location.pathname).toBe('/statistics');
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on a click or tap beside it', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Statistika' }));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the focus moves elsewhere', () => {
    const { button } = renderMenu();
    fireEvent.click(button);
    // The page focuses its heading, say, once drawn: the menu goes.
    act(() => screen.getByRole('link', { name: 'Dalje' }).focus());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes on Escape wherever the focus is', () => {
    vi.useFakeTimers();
    const hover = renderMenu({ openOnHover: true });
    fireEvent.pointerEnter(hover.button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(60));
    expect(screen.getByRole('menu')).toBeTruthy();
    // Opened by the mouse, the focus is not in it: Escape closes it all the same.
    fireEvent.keyDown(document.body, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens for a mouse resting on its button and closes when it leaves, but not for a touch', () => {
    vi.useFakeTimers();
    const { button } = renderMenu({ openOnHover: true });
    fireEvent.pointerEnter(button, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('menu')).toBeNull();

    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(60));
    const menu = screen.getByRole('menu');
    // Opened by resting on it, it does not take the focus.
    expect(document.activeElement).not.toBe(within(menu).getAllByRole('menuitem')[0]);

    // On its way from the button to the menu, the mouse does not close it.
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    fireEvent.pointerEnter(menu, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('menu')).toBeTruthy();
    fireEvent.pointerLeave(menu, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('menu')).toBeNull();

    // A click on a menu the mouse opened keeps it open after the mouse leaves.
    fireEvent.pointerEnter(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(60));
    fireEvent.click(button);
    fireEvent.pointerLeave(button, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(200));
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
