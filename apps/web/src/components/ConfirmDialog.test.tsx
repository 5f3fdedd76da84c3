import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../test/render';
import { ApiError } from '../lib/api-client';
import { ConfirmDialog, type ConfirmDialogProps, useConfirm } from './ConfirmDialog';

const LINK = 'https://portal.test/survey/public-surveys/7';

/** A promise the test settles itself. */
function deferred() {
  let resolve!: () => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

async function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onCancel = vi.fn();
  const onConfirm = vi.fn();
  await renderWithApp(
    <ConfirmDialog
      opened
      message="Obrisati ulicu Titova?"
      onCancel={onCancel}
      onConfirm={onConfirm}
      {...props}
    />,
  );
  return { onCancel, onConfirm, dialog: screen.getByRole('dialog') };
}

function stubClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('confirmation dialog', () => {
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'clipboard');
  });

  it('asks in Bosnian with the default title and buttons', async () => {
    const { dialog } = await renderDialog();
    expect(screen.getByRole('dialog', { name: 'Potvrda' })).toBe(dialog);
    expect(within(dialog).getByText('Obrisati ulicu Titova?')).toBeDefined();
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Odustani', 'Potvrdi']);
  });

  it('starts with focus on cancel, even when the copy button comes first', async () => {
    await renderDialog({ copyLink: LINK });
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Odustani' })),
    );
  });

  it('paints the confirm button red for a dangerous action', async () => {
    await renderDialog({ danger: true });
    const bg = screen.getByRole('button', { name: 'Potvrdi' }).style.getPropertyValue('--button-bg');
    expect(bg).toBe('var(--mantine-color-red-9)');
  });

  it('takes its own title and button texts', async () => {
    await renderDialog({ title: 'Brisanje ulice', confirmLabel: 'Obriši', cancelLabel: 'Nazad' });
    expect(screen.getByRole('dialog', { name: 'Brisanje ulice' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Obriši' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Nazad' })).toBeDefined();
  });

  it('cancels on Escape and on the cancel button', async () => {
    const { onCancel, onConfirm } = await renderDialog();
    const user = userEvent.setup();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Odustani' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('shows loading on the confirm button while the action runs, and cannot be cancelled meanwhile', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const { onCancel } = await renderDialog({ onConfirm });
    const user = userEvent.setup();
    const confirm = screen.getByRole('button', { name: 'Potvrdi' });
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(confirm.hasAttribute('data-loading')).toBe(true);
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Odustani' })).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
    await act(async () => action.resolve());
    expect(confirm.hasAttribute('data-loading')).toBe(false);
  });

  it('stays open and can be confirmed again when the action fails', async () => {
    const action = deferred();
    const onConfirm = vi.fn(() => action.promise);
    const { onCancel } = await renderDialog({ onConfirm });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    await act(async () => action.reject(new Error('refused')));
    const confirm = screen.getByRole('button', { name: 'Potvrdi' });
    expect(screen.getByRole('dialog')).toBeDefined();
    expect(confirm.hasAttribute('data-loading')).toBe(false);
    expect(confirm).toHaveProperty('disabled', false);
    expect(onCancel).not.toHaveBeenCalled();
    await user.click(confirm);
    expect(onConfirm).toHaveBeenCalledTimes(2);
  });

  it('closes on a refusal of the server, and reports the question unconfirmed', async () => {
    let answer: boolean | undefined;
    function Deleting() {
      const { confirm, dialog } = useConfirm();
      const ask = async () => {
        answer = await confirm({
          message: 'Obrisati unos?',
          onConfirm: () =>
            Promise.reject(new ApiError(400, { errors: { general: 'deletion_not_possible' } })),
        });
      };
      return (
        <>
          <button type="button" onClick={() => void ask()}>
            Obriši
          </button>
          {dialog}
        </>
      );
    }
    await renderWithApp(<Deleting />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Obriši' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Potvrdi' }));
    await waitFor(() => expect(answer).toBe(false));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('copies the link and says so for a moment', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    stubClipboard({ writeText });
    await renderDialog({ copyLink: LINK });
    vi.useFakeTimers();
    await act(async () => screen.getByRole('button', { name: 'Kopiraj vezu' }).click());
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(screen.getByRole('status').textContent).toBe('Veza je kopirana');
    await act(async () => vi.advanceTimersByTime(2000));
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('selects the link in a field to copy by hand when there is no clipboard', async () => {
    const user = userEvent.setup();
    stubClipboard(undefined);
    await renderDialog({ copyLink: LINK });
    expect(screen.queryByRole('textbox', { name: 'Veza' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Kopiraj vezu' }));
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Veza' });
    expect(field.value).toBe(LINK);
    expect(field.readOnly).toBe(true);
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, LINK.length]);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('falls back to the field when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    stubClipboard({ writeText: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) });
    await renderDialog({ copyLink: LINK });
    await user.click(screen.getByRole('button', { name: 'Kopiraj vezu' }));
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Veza' }).value).toBe(LINK);
  });
});

describe('confirm(), the dialog as a promise', () => {
  function DeleteButton({ onAnswer, action }: { onAnswer: (yes: boolean) => void; action?: () => unknown }) {
    const { confirm, dialog } = useConfirm();
    const [deleted, setDeleted] = useState(0);
    return (
      <>
        <button
          type="button"
          onClick={async () => {
            const yes = await confirm({ message: 'Obrisati?', danger: true, onConfirm: action });
            onAnswer(yes);
            if (yes) setDeleted((n) => n + 1);
          }}
        >
          Obriši
        </button>
        <p>Obrisano: {deleted}</p>
        {dialog}
      </>
    );
  }

  it('answers true on confirm and false on cancel, closing the dialog', async () => {
    const onAnswer = vi.fn();
    await renderWithApp(<DeleteButton onAnswer={onAnswer} />);
    const user = userEvent.setup();
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Obriši' }));
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(onAnswer).toHaveBeenLastCalledWith(true);
    expect(screen.getByText('Obrisano: 1')).toBeDefined();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Obriši' }));
    await user.keyboard('{Escape}');
    expect(onAnswer).toHaveBeenLastCalledWith(false);
    expect(screen.getByText('Obrisano: 1')).toBeDefined();
  });

  it('answers only after the action succeeds, and not at all while it fails', async () => {
    const onAnswer = vi.fn();
    const action = vi.fn().mockRejectedValueOnce(new Error('refused')).mockResolvedValueOnce(undefined);
    await renderWithApp(<DeleteButton onAnswer={onAnswer} action={action} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Obriši' }));
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    expect(action).toHaveBeenCalledTimes(1);
    expect(onAnswer).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Potvrdi' }));
    await waitFor(() => expect(onAnswer).toHaveBeenCalledWith(true));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
