import type { DiscussionComment } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../test/render';
import { CommentList } from './CommentList';

const comment = (overrides: Partial<DiscussionComment>): DiscussionComment => ({
  id: 1,
  text: 'Rupa je i dalje tu.',
  authorName: 'Emir B.',
  byStaff: false,
  dateCreated: '2026-03-04T10:05:00.000Z',
  files: [],
  active: true,
  inappropriate: false,
  ...overrides,
});

describe('CommentList', () => {
  it('shows author, date, text and files as downloads', async () => {
    const onDownload = vi.fn();
    const file = { id: 9, fileName: 'slika.jpg', contentType: 'image/jpeg', size: 100 };
    await renderWithApp(<CommentList comments={[comment({ files: [file] })]} onDownload={onDownload} />);
    const article = screen.getByRole('article', { name: 'Komentar: Emir B.' });
    expect(within(article).getByText('Rupa je i dalje tu.')).toBeDefined();
    expect(within(article).getByText(/^04\.03\.2026\. \d\d:05$/)).toBeDefined();
    await userEvent.click(within(article).getByRole('button', { name: 'Preuzmi datoteku slika.jpg' }));
    expect(onDownload).toHaveBeenCalledWith(file);
    // The public sees no moderation.
    expect(screen.queryByRole('switch')).toBeNull();
  });

  it('shows the public a hidden comment’s caption instead of its empty text', async () => {
    await renderWithApp(
      <CommentList
        comments={[comment({ id: 2, text: '', inappropriate: true, active: false })]}
        onDownload={() => {}}
      />,
    );
    expect(
      within(screen.getByRole('article')).getByText('Komentar je sakriven zbog neprimjerenog sadržaja.'),
    ).toBeDefined();
  });

  it('says when there are no comments', async () => {
    await renderWithApp(<CommentList comments={[]} onDownload={() => {}} />);
    expect(screen.getByText('Još nema komentara.')).toBeDefined();
  });

  it('shows staff each comment’s state and changes it through the module’s calls', async () => {
    const setActive = vi.fn(() => Promise.resolve());
    const setInappropriate = vi.fn(() => Promise.reject(new Error('refused')));
    await renderWithApp(
      <CommentList
        comments={[
          comment({ id: 3, authorName: 'Emir Begić' }),
          comment({ id: 4, authorName: 'Amra Hodžić', text: 'Uvreda', inappropriate: true }),
        ]}
        onDownload={() => {}}
        moderation={{ setActive, setInappropriate }}
      />,
    );
    const shown = screen.getByRole('article', { name: 'Komentar: Emir Begić' });
    const flagged = screen.getByRole('article', { name: 'Komentar: Amra Hodžić' });
    // Staff read an inappropriate comment's text, marked as unseen by citizens.
    expect(within(flagged).getByText('Uvreda')).toBeDefined();
    expect(within(flagged).getByText('Građani ga ne vide')).toBeDefined();
    expect(within(flagged).getByRole('switch', { name: 'Neprimjeren' })).toHaveProperty('checked', true);
    expect(within(shown).queryByText('Građani ga ne vide')).toBeNull();

    await userEvent.click(within(shown).getByRole('switch', { name: 'Aktivan' }));
    expect(setActive).toHaveBeenCalledWith(3, false);
    await within(shown).findByText('Građani ga ne vide');
    expect(within(shown).getByRole('switch', { name: 'Aktivan' })).toHaveProperty('checked', false);

    // A refused change is put back.
    await userEvent.click(within(flagged).getByRole('switch', { name: 'Neprimjeren' }));
    expect(setInappropriate).toHaveBeenCalledWith(4, false);
    await waitFor(() =>
      expect(within(flagged).getByRole('switch', { name: 'Neprimjeren' })).toHaveProperty('checked', true),
    );
  });
});
