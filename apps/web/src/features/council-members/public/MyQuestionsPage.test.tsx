import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { MyQuestionsPage } from './MyQuestionsPage';
import { bodiesOf, details, json, renderAt, signInCitizen, unit } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
const PATH = '/council-member-questions/my-questions';

const mine = (overrides: Parameters<typeof details>[0] = {}) => ({
  ...details(overrides),
  questionActive: true,
  citizenEmail: 'amra@example.ba',
});

describe('my questions', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    signInCitizen();
    fetchMock.mockImplementation(async (_url, init) => {
      const body = JSON.parse(String(init?.body)) as { pageNumber: number };
      return json({
        items:
          body.pageNumber === 1
            ? [
                mine({
                  id: 61,
                  answered: true,
                  answeredAt: '2026-11-12T10:00:00.000Z',
                  answerText: 'Odvoz je vraćen na raspored.',
                  answeredByName: 'Služba za komunalne poslove',
                  addressee: unit(),
                }),
                { ...mine({ id: 62, text: 'Moje neprimjereno pitanje.', inappropriate: true }) },
                { ...mine({ id: 63, text: 'Pitanje koje čeka.' }), questionActive: false },
              ]
            : [mine({ id: 51, text: 'Starije pitanje.' })],
        totalCount: 13,
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    auth.signOut();
  });

  it('shows each own question with its state and published answer, newest first, a page at a time', async () => {
    await renderAt(PATH, PATH, <MyQuestionsPage />);
    const list = await screen.findByRole('list', { name: 'Moja pitanja' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(bodiesOf(fetchMock, '/api/PublicQuestions/GetMine')[0]).toEqual({
      pageNumber: 1,
      pageSize: 10,
      languageId: 1,
    });

    const answered = within(items[0]!);
    expect(answered.getByText('Odgovoreno 12.11.2026.')).toBeDefined();
    expect(answered.getByText('Odvoz je vraćen na raspored.')).toBeDefined();
    expect(answered.getByText('Obavijest o odgovoru šaljemo na: amra@example.ba')).toBeDefined();
    expect(answered.getByRole('link', { name: 'Otvori javnu stranicu pitanja' }).getAttribute('href')).toBe(
      '/questions/question-details/61',
    );
    expect(within(items[1]!).getByText(/sakriveno od javnosti zbog neprimjerenog sadržaja/)).toBeDefined();
    expect(within(items[1]!).getByText('Moje neprimjereno pitanje.')).toBeDefined();
    expect(within(items[2]!).getByText('Pitanje nije javno objavljeno.')).toBeDefined();
    expect(within(items[2]!).getByText('Na ovo pitanje još nije odgovoreno.')).toBeDefined();
    expect(within(items[2]!).queryByRole('link', { name: 'Otvori javnu stranicu pitanja' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('Starije pitanje.')).toBeDefined();
    await waitFor(() =>
      expect(bodiesOf(fetchMock, '/api/PublicQuestions/GetMine').at(-1)).toMatchObject({ pageNumber: 2 }),
    );
  });
});
