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
    // The message names the field it asks for.
    expect(await screen.findByText('Unesite adresu e-pošte.')).toBeDefined();
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
    // Shown once, on the field (which takes focus and is read with it), not again as a toast.
    expect(toaster.getState().visible).toBe(false);
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a failure that belongs to no field as the central handler does', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 503 }));
    await renderWithApp(<NewsletterForm />);
    const input = screen.getByLabelText('Adresa e-pošte');
    await userEvent.type(input, 'amra@example.ba');
    await userEvent.click(screen.getByRole('button', { name: 'Pretplati se' }));
    await waitFor(() => expect(toaster.getState().kind).toBe('danger'));
    expect(input).toHaveProperty('value', 'amra@example.ba');
    expect(input.getAttribute('aria-invalid')).toBeNull();
  });
});
