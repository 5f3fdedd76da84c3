import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { subscribeNewsletter } from '@portal/contracts';
import { ApiError, call } from '../../lib/api-client';
import { toaster } from '../../lib/toast';
import { renderWithApp } from '../../test/render';
import { VoteButtons } from './VoteButtons';

const fetchMock = vi.fn<typeof fetch>();

/** A module's vote call as modules make it: through `call`, with the options the buttons hand it. */
const votedThroughCall = vi.fn((_code: number, options: { quiet: true }) =>
  call(
    subscribeNewsletter,
    { body: { id: 0, email: 'x@example.ba', active: true, dateCreated: null } },
    options,
  ).then(() => undefined),
);

const choices = [
  { code: 1, label: 'Za' },
  { code: 2, label: 'Protiv' },
  { code: 3, label: 'Suzdržan' },
  { code: 4, label: 'Odsutan' },
] as const;

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

const button = (name: string) => screen.getByRole('button', { name });
/** The choices that take no vote: disabled, or the own one (aria-disabled, so it does not look greyed). */
const closed = () =>
  choices
    .map(({ label }) => button(label))
    .filter((b) => (b as HTMLButtonElement).disabled || b.getAttribute('aria-disabled') === 'true')
    .map((b) => b.textContent);

describe('VoteButtons', () => {
  afterEach(() => toaster.hide());

  it('offers every choice while the voter has not voted', async () => {
    await renderWithApp(<VoteButtons choices={choices} ownVote={null} onVote={vi.fn()} />);
    for (const { label } of choices) {
      expect(button(label)).toHaveProperty('disabled', false);
      expect(button(label).getAttribute('aria-pressed')).toBe('false');
    }
    expect(screen.queryByText(/^Vaš glas/)).toBeNull();
  });

  it('marks the voter’s own vote and takes no other', async () => {
    await renderWithApp(<VoteButtons choices={choices} ownVote={2} onVote={vi.fn()} />);
    expect(button('Protiv').getAttribute('aria-pressed')).toBe('true');
    expect(button('Za').getAttribute('aria-pressed')).toBe('false');
    expect(closed()).toEqual(choices.map(({ label }) => label));
    expect(screen.getByText('Vaš glas: Protiv')).toBeDefined();
  });

  it('sends the chosen code once, shows it is saving, then the vote', async () => {
    const saving = deferred();
    const onVote = vi.fn(() => saving.promise);
    await renderWithApp(<VoteButtons choices={choices} ownVote={null} onVote={onVote} />);
    await userEvent.click(button('Suzdržan'));
    await userEvent.click(button('Suzdržan'));

    expect(onVote).toHaveBeenCalledTimes(1);
    expect(onVote).toHaveBeenCalledWith(3, { quiet: true });
    expect(screen.getByText('Glas se čuva…')).toBeDefined();
    expect(screen.getByRole('group', { name: 'Glasanje' }).getAttribute('aria-busy')).toBe('true');
    expect(button('Za')).toHaveProperty('disabled', true);

    saving.resolve();
    expect(await screen.findByText('Vaš glas: Suzdržan')).toBeDefined();
    expect(button('Suzdržan').getAttribute('aria-pressed')).toBe('true');
    expect(closed()).toEqual(choices.map(({ label }) => label));
    await userEvent.click(button('Suzdržan'));
    expect(onVote).toHaveBeenCalledTimes(1);
  });

  it('shows a refused vote in place, in words, and lets the voter try again', async () => {
    const onVote = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(400, { errors: { agendaItemId: 'vote_already_added' } }));
    await renderWithApp(<VoteButtons choices={choices} ownVote={null} onVote={onVote} />);
    await userEvent.click(button('Za'));

    expect((await screen.findByRole('alert')).textContent).toBe('Već ste glasali za ovu tačku dnevnog reda.');
    expect(button('Za').getAttribute('aria-pressed')).toBe('false');
    await waitFor(() => expect(button('Za')).toHaveProperty('disabled', false));
    expect(screen.queryByText(/^Vaš glas/)).toBeNull();
  });

  it('shows a refusal of the vote once: in place, not again as a toast', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(
      Response.json({ errors: { agendaItemId: 'vote_already_added' } }, { status: 400 }),
    );
    await renderWithApp(<VoteButtons choices={choices} ownVote={null} onVote={votedThroughCall} />);
    await userEvent.click(button('Za'));
    expect((await screen.findByRole('alert')).textContent).toBe('Već ste glasali za ovu tačku dnevnog reda.');
    expect(votedThroughCall).toHaveBeenCalledWith(1, { quiet: true });
    expect(toaster.getState().visible).toBe(false);
    vi.unstubAllGlobals();
  });

  it('shows a failure that is not about the vote as the central handler does, not in place', async () => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    await renderWithApp(<VoteButtons choices={choices} ownVote={null} onVote={votedThroughCall} />);
    await userEvent.click(button('Za'));
    await waitFor(() => expect(toaster.getState().message).toBe('Zahtjev prema web servisu nije ispravan.'));
    expect(toaster.getState().kind).toBe('danger');
    expect(screen.queryByRole('alert')).toBeNull();
    await waitFor(() => expect(button('Za')).toHaveProperty('disabled', false));
    vi.unstubAllGlobals();
  });

  it('takes no vote when disabled', async () => {
    const onVote = vi.fn();
    await renderWithApp(<VoteButtons choices={choices} ownVote={null} disabled onVote={onVote} />);
    await userEvent.click(button('Za'));
    expect(onVote).not.toHaveBeenCalled();
  });
});
