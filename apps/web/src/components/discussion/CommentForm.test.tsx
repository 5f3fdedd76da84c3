import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { QUIET } from '../../lib/save';
import { toaster } from '../../lib/toast';
import { renderWithApp } from '../../test/render';
import { CommentForm } from './CommentForm';

const refusedText = () =>
  new ApiError(400, { errors: { text: 'validation_too_long' }, params: { text: { count: 2000 } } });

describe('CommentForm', () => {
  afterEach(() => {
    toaster.hide();
    vi.restoreAllMocks();
  });

  it('counts the characters against the limit', async () => {
    await renderWithApp(<CommentForm add={vi.fn()} upload={vi.fn()} maxLength={2000} maxFiles={1} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Komentar/ }), 'Hvala');
    expect(screen.getByText('5 / 2.000 znakova')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^Komentar/ })).toHaveProperty('maxLength', 2000);
  });

  it('keeps the text after a refused save and shows the server’s message on the field', async () => {
    const add = vi.fn().mockRejectedValueOnce(refusedText()).mockResolvedValueOnce({ fileRefused: false });
    await renderWithApp(<CommentForm add={add} upload={vi.fn()} maxLength={2000} maxFiles={1} />);
    const text = screen.getByRole('textbox', { name: /^Komentar/ });
    await userEvent.type(text, 'Još uvijek nije popravljeno.');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));

    expect(await screen.findByText('Tekst je predug (najviše 2.000 znakova).')).toBeDefined();
    expect(text).toHaveProperty('value', 'Još uvijek nije popravljeno.');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    // The save is quiet: the refusal is shown on its field and in the summary, not also as a toast.
    expect(add).toHaveBeenCalledWith({ text: 'Još uvijek nije popravljeno.', fileIds: [] }, QUIET);
    expect(
      screen.getByRole('link', { name: 'Komentar: Tekst je predug (najviše 2.000 znakova).' }),
    ).toBeDefined();
    expect(toaster.getState().visible).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));
    await waitFor(() => expect(text).toHaveProperty('value', ''));
    expect(toaster.getState().message).toBe('Komentar je sačuvan.');
  });

  it('says the comment was saved without the file when the answer says fileRefused', async () => {
    const add = vi.fn().mockResolvedValue({ fileRefused: true });
    const upload = vi.fn().mockResolvedValue({ fileId: 'b7d1c0de-1111-4a1a-9a1a-000000000001' });
    const view = await renderWithApp(<CommentForm add={add} upload={upload} maxLength={2000} maxFiles={5} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Komentar/ }), 'Evo zapisnika.');
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF'], 'zapisnik.pdf', { type: 'application/pdf' }));
    await screen.findByText('Učitano');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));

    await waitFor(() =>
      expect(add).toHaveBeenCalledWith(
        {
          text: 'Evo zapisnika.',
          fileIds: ['b7d1c0de-1111-4a1a-9a1a-000000000001'],
        },
        QUIET,
      ),
    );
    expect(await screen.findByText('Datoteka nije ispravna, pa je komentar sačuvan bez nje.')).toBeDefined();
    expect(toaster.getState()).toMatchObject({
      message: 'Datoteka nije ispravna, pa je komentar sačuvan bez nje.',
      kind: 'warning',
    });
  });

  it('asks for the text by its name before sending, and sends nothing', async () => {
    const add = vi.fn();
    await renderWithApp(<CommentForm add={add} upload={vi.fn()} maxLength={2000} maxFiles={1} />);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));

    expect(await screen.findByRole('link', { name: 'Komentar: unesite vrijednost.' })).toBeDefined();
    expect(
      screen.getByText('Komentar: unesite vrijednost.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
    expect(add).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a file on the files field and keeps the file', async () => {
    const add = vi
      .fn()
      .mockRejectedValue(new ApiError(400, { errors: { 'fileIds.0': 'document_not_found_or_invalid' } }));
    const upload = vi.fn().mockResolvedValue({ fileId: 'b7d1c0de-1111-4a1a-9a1a-000000000001' });
    const view = await renderWithApp(<CommentForm add={add} upload={upload} maxLength={2000} maxFiles={5} />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Komentar/ }), 'Evo zapisnika.');
    const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    await userEvent.upload(input, new File(['%PDF'], 'zapisnik.pdf', { type: 'application/pdf' }));
    await screen.findByText('Učitano');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji komentar' }));

    expect(
      await screen.findByRole('link', { name: 'Datoteke: Dokument nije pronađen ili nije ispravan.' }),
    ).toBeDefined();
    expect(
      screen.getByText('Dokument nije pronađen ili nije ispravan.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(screen.getByText('zapisnik.pdf')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^Komentar/ })).toHaveProperty('value', 'Evo zapisnika.');
    expect(toaster.getState().visible).toBe(false);
  });
});
