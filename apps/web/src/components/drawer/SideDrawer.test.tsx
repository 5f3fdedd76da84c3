import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SideDrawer } from './SideDrawer';

/** A drawer with its owner's state, as the phone's menu holds it, and how often it closed. */
function Owner({ closes }: { closes: string[] }) {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpened(true)}>
        Otvori
      </button>
      <span data-testid="state">{opened ? 'open' : 'closed'}</span>
      <SideDrawer
        opened={opened}
        onClose={() => {
          closes.push('closed');
          setOpened(false);
        }}
        title="Glavni meni"
        closeLabel="Zatvori meni"
      >
        <a href="#x">Sve prijave</a>
      </SideDrawer>
    </>
  );
}

const state = () => screen.getByTestId('state').textContent;
const dialog = () => document.querySelector('dialog')!;

describe('a side drawer', () => {
  it('opens as a modal dialog named by its title, and its close button closes it', () => {
    const closes: string[] = [];
    render(<Owner closes={closes} />);
    expect(dialog().open).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    expect(dialog().open).toBe(true);
    expect(screen.getByRole('dialog', { name: 'Glavni meni' })).toBe(dialog());
    fireEvent.click(screen.getByRole('button', { name: 'Zatvori meni' }));
    expect(dialog().open).toBe(false);
    expect(state()).toBe('closed');
    expect(closes).toEqual(['closed']);
  });

  it('closes on a tap beside the panel, not on a tap inside it', () => {
    render(<Owner closes={[]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    const box = { left: 0, top: 0, right: 320, bottom: 740, width: 320, height: 740, x: 0, y: 0 };
    dialog().getBoundingClientRect = () => ({ ...box, toJSON: () => box });
    // Inside the panel, on its own ground (padding): it stays.
    fireEvent.click(dialog(), { clientX: 100, clientY: 300 });
    expect(dialog().open).toBe(true);
    fireEvent.click(screen.getByText('Sve prijave'), { clientX: 350, clientY: 300 });
    expect(dialog().open).toBe(true);
    // On the backdrop: the click's target is the dialog, its point outside the panel.
    fireEvent.click(dialog(), { clientX: 350, clientY: 300 });
    expect(dialog().open).toBe(false);
    expect(state()).toBe('closed');
  });

  it('tells its owner when the browser closes it (Escape)', () => {
    const closes: string[] = [];
    render(<Owner closes={closes} />);
    fireEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    // The browser's Escape closes the dialog itself; the owner's state follows its event.
    act(() => dialog().close());
    expect(state()).toBe('closed');
    expect(closes).toEqual(['closed']);
    fireEvent.click(screen.getByRole('button', { name: 'Otvori' }));
    expect(dialog().open).toBe(true);
  });
});
