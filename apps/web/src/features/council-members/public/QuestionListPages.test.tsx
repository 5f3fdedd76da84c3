import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CouncilMemberQuestionsPage, UnitQuestionsPage } from './QuestionListPages';
import { addressees, bodiesOf, json, listItem, renderAt, unit } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
const searches = () => bodiesOf(fetchMock, '/api/PublicQuestions/Search');

const COUNCIL_LIST = '/questions/council-members-questions/council-member-question-list';
const UNIT_LIST = '/questions/organizational-unit-questions/organizational-unit-questions-list';

const longText =
  'Poštovana vijećnice, zanima me kada će biti popravljena javna rasvjeta u Ulici Franje Ledera, ' +
  'jer je ulica već tri mjeseca u mraku, a djeca tuda idu u školu rano ujutro i kasno navečer kada ' +
  'se vraćaju s treninga. Molim vas da me obavijestite o rokovima.';

describe('the public question lists', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/PublicQuestions/GetAddressees/')) return json(addressees());
      return json({
        items: [
          listItem({ id: 31, text: longText }),
          listItem({
            id: 32,
            text: 'Koliko je utrošeno na sanaciju deponije?',
            answered: true,
            answeredAt: '2026-11-12T10:00:00.000Z',
            addressee: addressees().councilMembers[1]!,
          }),
          listItem({ id: 33, text: '', inappropriate: true }),
        ],
        totalCount: 23,
      });
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('reads its filters and page from the address and shows each question with its state', async () => {
    await renderAt(
      COUNCIL_LIST.slice(1),
      `${COUNCIL_LIST}?addresseeId=7&answered=unanswered&dateFrom=2026-01-01&dateTo=2026-11-30&text=rasvjeta&page=2`,
      <CouncilMemberQuestionsPage />,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitanja vijećnicima' })).toBeDefined();
    await waitFor(() => expect(searches().length).toBeGreaterThan(0));
    expect(searches()[0]).toEqual({
      languageId: 1,
      pageNumber: 2,
      pageSize: 10,
      addresseeKind: 1,
      addresseeId: 7,
      answered: 'unanswered',
      dateFrom: '2026-01-01',
      dateTo: '2026-11-30',
      text: 'rasvjeta',
    });
    // The filters show what the address says.
    expect(screen.getByRole('searchbox', { name: 'Tekst pitanja' })).toHaveProperty('value', 'rasvjeta');
    expect(screen.getAllByLabelText('Status')[0]).toHaveProperty('value', 'Bez odgovora');
    await waitFor(() =>
      expect(screen.getAllByLabelText('Vijećnik')[0]).toHaveProperty('value', 'Amra Hodžić'),
    );

    const table = await screen.findByRole('table', { name: 'Pitanja vijećnicima' });
    const rows = within(table).getAllByRole('row').slice(1);
    // A long question is shortened at a word, and leads to its page.
    const first = within(rows[0]!).getByRole('link', { name: /^Poštovana vijećnice/ });
    expect(first.textContent!.endsWith('…')).toBe(true);
    expect(first.textContent!.length).toBeLessThanOrEqual(181);
    expect(first.getAttribute('href')).toBe('/questions/question-details/31');
    expect(within(rows[0]!).getByText('03.11.2026.')).toBeDefined();
    expect(within(rows[0]!).getByText('Čeka odgovor')).toBeDefined();
    expect(within(rows[0]!).getByRole('link', { name: 'Amra Hodžić' }).getAttribute('href')).toBe(
      '/questions/council-members/7',
    );
    expect(within(rows[0]!).getByText('Vijećnik · SDA')).toBeDefined();

    expect(within(rows[1]!).getByText('Odgovoreno 12.11.2026.')).toBeDefined();
    expect(within(rows[1]!).getByRole('link', { name: 'Edin Kovačević' })).toBeDefined();
    // Hidden for inappropriate content, in its place.
    expect(
      within(rows[2]!)
        .getByRole('link', { name: 'Pitanje je sakriveno zbog neprimjerenog sadržaja.' })
        .getAttribute('href'),
    ).toBe('/questions/question-details/33');
  });

  it('asks again from page 1 when a filter changes, and clears them all', async () => {
    const { router } = await renderAt(
      COUNCIL_LIST.slice(1),
      `${COUNCIL_LIST}?answered=unanswered&page=2`,
      <CouncilMemberQuestionsPage />,
    );
    await screen.findByRole('table', { name: 'Pitanja vijećnicima' });

    await userEvent.click(screen.getAllByLabelText('Status')[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'S odgovorom' }));
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ answered: 'answered', pageNumber: 1 }));
    expect(router.state.location.search).toBe('?answered=answered');

    await userEvent.type(screen.getByRole('searchbox', { name: 'Tekst pitanja' }), 'deponija{Enter}');
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ text: 'deponija', answered: 'answered' }));
    expect(new URLSearchParams(router.state.location.search).get('text')).toBe('deponija');

    await userEvent.click(screen.getByRole('button', { name: 'Poništi filtere' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(searches().at(-1)).toMatchObject({ answered: 'all', pageNumber: 1 });
    expect(searches().at(-1)).not.toHaveProperty('text');
    expect(screen.getByRole('searchbox', { name: 'Tekst pitanja' })).toHaveProperty('value', '');
  });

  it('lists the units’ questions, filtered by the unit in the address', async () => {
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/PublicQuestions/GetAddressees/')) return json(addressees());
      return json({ items: [listItem({ id: 41, addressee: unit() })], totalCount: 1 });
    });
    await renderAt(UNIT_LIST.slice(1), `${UNIT_LIST}?addresseeId=21`, <UnitQuestionsPage />);
    const table = await screen.findByRole('table', { name: 'Pitanja organizacionim jedinicama' });
    await waitFor(() => expect(searches()[0]).toMatchObject({ addresseeKind: 3, addresseeId: 21 }));
    const link = await within(table).findByRole('link', { name: 'Služba za komunalne poslove' });
    expect(link.getAttribute('href')).toBe(`${UNIT_LIST}?addresseeId=21`);
    expect(within(table).getByText('Organizaciona jedinica')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Postavi pitanje' }).getAttribute('href')).toBe(
      '/questions/ask?kind=3',
    );
  });
});
