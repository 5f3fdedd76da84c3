import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../test/render';
import { PasswordField } from './PasswordField';

describe('password field', () => {
  it('offers its show/hide button to the keyboard, named in the page’s language', async () => {
    await renderWithApp(<PasswordField label="Lozinka" />);
    const user = userEvent.setup();
    const input = screen.getByLabelText('Lozinka');
    await user.click(input);
    await user.keyboard('Tajna-1');
    await user.tab();
    const toggle = screen.getByRole('button', { name: 'Prikaži lozinku' });
    expect(document.activeElement).toBe(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(input.getAttribute('type')).toBe('password');

    await user.keyboard('{Enter}');
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Sakrij lozinku' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.queryByRole('button', { name: /Toggle/ })).toBeNull();
  });
});
