import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { toaster } from '../../../lib/toast';
import { NewsletterForm } from './NewsletterForm';

const fetchMock = vi.fn<typeof fetch>();

describe('newsletter sign-up', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('thanks the visitor and empties the field after a subscription', async () => {
    fetchMock.mockResolvedValue(Response.json({ email: 'amra@example.ba', active: true }));
    await renderWithApp(<NewsletterForm />);
    const input = screen.getByLabelText('Adresa e-pošte');
    await userEvent.type(input, 'amra@example.ba');
    await userEvent.click(screen.getByRole('button', { name: 'Pretplati se' }));
    await waitFor(() => expect(toaster.getState().message).toBe('Uspješno ste se prijavili na bilten.'));
    expect(toaster.getState().kind).toBe('success');
    expect(input).toHaveProperty('value', '');
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]?.body))).toEqual({
      id: 0,
      email: 'amra@example.ba',
      active: false,
      dateCreated: null,
    });
  });

  it('sends even an empty field, and shows the refusal on it', async () => {
    fetchMock.mockResolvedValue(Response.json({ errors: { email: 'validation_required' } }, { status: 400 }));
    await renderWithApp(<NewsletterForm />);
    fireEvent.submit(screen.getByRole('button', { name: 'Pretplati se' }).closest('form')!);
    expect(await screen.findByText('Polje je obavezno.')).toBeDefined();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('keeps what was typed when the address is refused', async () => {
    fetchMock.mockResolvedValue(
      Response.json({ errors: { email: 'validation_invalid_email' } }, { status: 400 }),
    );
    await renderWithApp(<NewsletterForm />);
    const input = screen.getByLabelText('Adresa e-pošte');
    await userEvent.type(input, 'amra@');
    await userEvent.click(screen.getByRole('button', { name: 'Pretplati se' }));
    expect(await screen.findByText('Adresa e-pošte nije ispravna.')).toBeDefined();
    expect(input).toHaveProperty('value', 'amra@');
    expect(toaster.getState().message).toBe('Poruka sistema: Adresa e-pošte nije ispravna.');
  });
});
