import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import LatestQuestions from './LatestQuestions';
import { json, listItem, renderAt, unit } from './test-support';

const fetchMock = vi.fn<typeof fetch>();

describe('the home page block of the latest questions', { timeout: 30_000 }, () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  it('asks for the latest in the reader’s language and links each to its page', async () => {
    fetchMock.mockResolvedValue(
      json([
        listItem({ id: 5, answered: true, answeredAt: '2026-11-12T10:00:00.000Z' }),
        listItem({ id: 4, addressee: unit() }),
        listItem({ id: 3, text: '', inappropriate: true }),
        listItem({ id: 2 }),
        listItem({ id: 1 }),
      ]),
    );
    await renderAt('/home', '/home', <LatestQuestions />);
    expect(await screen.findAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Najnovija pitanja' })).toBeDefined();
    const links = screen.getAllByRole('link', {
      name: 'Kada će biti popravljena javna rasvjeta u Ulici Franje Ledera?',
    });
    expect(links.map((l) => l.getAttribute('href'))).toEqual([
      '/questions/question-details/5',
      '/questions/question-details/4',
      '/questions/question-details/2',
      '/questions/question-details/1',
    ]);
    expect(screen.getByText('03.11.2026. · Amra Hodžić · Odgovoreno 12.11.2026.')).toBeDefined();
    expect(screen.getByText('03.11.2026. · Služba za komunalne poslove · Čeka odgovor')).toBeDefined();
    expect(
      screen
        .getByRole('link', { name: 'Pitanje je sakriveno zbog neprimjerenog sadržaja.' })
        .getAttribute('href'),
    ).toBe('/questions/question-details/3');
    expect(screen.getByRole('link', { name: 'Pitanja gradonačelniku' }).getAttribute('href')).toBe(
      '/questions/council-members-questions/mayor-question-details',
    );
    expect(screen.getByRole('link', { name: 'Pitanja vijećnicima' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Pitanja organizacionim jedinicama' })).toBeDefined();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/PublicQuestions\/GetLatest\/1$/);
  });

  it('says so when there is none yet', async () => {
    fetchMock.mockResolvedValue(json([]));
    await renderAt('/home', '/home', <LatestQuestions />);
    expect(await screen.findByText('Još nema objavljenih pitanja.')).toBeDefined();
  });
});
