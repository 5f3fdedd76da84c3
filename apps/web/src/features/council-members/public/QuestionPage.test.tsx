import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QuestionPage } from './QuestionPage';
import { details, json, mayor, renderAt } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
let answer: () => Response = () => json(details());

const open = (id: number | string) =>
  renderAt('questions/question-details/:id', `/questions/question-details/${id}`, <QuestionPage />);

describe('a question’s public page', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      if (String(url).includes('/PublicQuestions/DownloadAnswerFile/'))
        return new Response('%PDF-1.4', {
          headers: {
            'content-type': 'application/pdf',
            'content-disposition': 'attachment; filename="odgovor.pdf"',
          },
        });
      return answer();
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the question, who asked and whom, and the answer with its author, date and files', async () => {
    answer = () =>
      json(
        details({
          id: 31,
          addressee: mayor(),
          answered: true,
          answeredAt: '2026-11-12T10:00:00.000Z',
          answerText: 'Radovi počinju 1. decembra.\nRok je 30 dana.',
          answeredByName: 'Zijad Lugavić',
          files: [{ id: 5, fileName: 'plan-radova.pdf', contentType: 'application/pdf', size: 2048 }],
        }),
      );
    await open(31);
    expect(await screen.findByRole('heading', { level: 1, name: 'Pitanje i odgovor' })).toBeDefined();
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/PublicQuestions\/GetByID\/31\/1$/);
    expect(screen.getByText('Kada će biti popravljena javna rasvjeta u Ulici Franje Ledera?')).toBeDefined();
    expect(screen.getByText('Emir B.')).toBeDefined();
    expect(screen.getByText('03.11.2026.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Zijad Lugavić' }).getAttribute('href')).toBe(
      '/questions/council-members-questions/mayor-question-details',
    );
    expect(screen.getByText('Gradonačelnik · SDP')).toBeDefined();
    expect(screen.getByText('Odgovoreno 12.11.2026.')).toBeDefined();
    expect(screen.getByText(/Radovi počinju 1. decembra./)).toBeDefined();
    expect(screen.getByText('Autor odgovora')).toBeDefined();
    expect(screen.getAllByText('Zijad Lugavić')).toHaveLength(2);
    expect(screen.getByText('12.11.2026.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Nazad na pitanja' }).getAttribute('href')).toBe(
      '/questions/council-members-questions/mayor-question-details',
    );

    await userEvent.click(screen.getByRole('button', { name: /plan-radova\.pdf/ }));
    await waitFor(() =>
      expect(
        fetchMock.mock.calls.some(([url]) =>
          String(url).endsWith('/api/PublicQuestions/DownloadAnswerFile/5'),
        ),
      ).toBe(true),
    );
  });

  it('hides an inappropriate question’s text and says when there is no answer yet', async () => {
    answer = () => json(details({ id: 33, text: '', inappropriate: true }));
    await open(33);
    expect(await screen.findByText('Pitanje je sakriveno zbog neprimjerenog sadržaja.')).toBeDefined();
    expect(screen.getByText('Na ovo pitanje još nije odgovoreno.')).toBeDefined();
    expect(screen.getByText('Čeka odgovor')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Amra Hodžić' }).getAttribute('href')).toBe(
      '/questions/council-members/7',
    );
  });

  it('says so when the question does not exist or is not public', async () => {
    answer = () => json({ errors: { id: 'question_not_found' } }, 404);
    await open(99);
    expect(await screen.findByRole('heading', { name: 'Pitanje nije pronađeno' })).toBeDefined();
    expect(screen.getByText('Pitanje ne postoji ili nije javno.')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Nazad na pitanja' })).toBeDefined();
  });
});
