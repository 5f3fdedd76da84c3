import type { FixedQuestion } from '@portal/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { describe, expect, it } from 'vitest';
import { bodiesOf, mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { FixedQuestionPage } from './FixedQuestionPage';

const fetchMock = mockApi();
const TOKEN = 'q9Wz3n0Xb1c2D3e4F5g6H7i8J9k0L1mNoPqRsTuVwXy';

const question: FixedQuestion = {
  complaintId: 12,
  number: '12/2026',
  title: 'Udarna rupa kod škole',
  resolutionNote: 'Rupa je zakrpljena asfaltom.',
  dateResolved: '2026-03-10T09:00:00.000Z',
  answered: false,
  fixed: null,
};

const refusal = (status: number, field: string, key: string) =>
  Response.json({ errors: { [field]: key } }, { status });

function serve(answers: { question?: () => Response; answer?: () => Response } = {}) {
  fetchMock.mockImplementation(async (url) => {
    const path = String(url);
    if (path.endsWith('/Complaints/GetFixedQuestion')) return answers.question?.() ?? Response.json(question);
    if (path.endsWith('/Complaints/AnswerFixedQuestion'))
      return answers.answer?.() ?? Response.json({ fixed: true, statusId: 5 });
    return Response.json({});
  });
}

async function open(search = '', language: 'bs' | 'sr_cyr' = 'bs') {
  const router = createMemoryRouter(
    [
      { path: '/complaints/fixed/:token', element: <FixedQuestionPage /> },
      { path: '/complaints/complaint-details/:id', element: <p>detalji</p> },
    ],
    { initialEntries: [`/complaints/fixed/${TOKEN}${search}`] },
  );
  await renderWithApp(<RouterProvider router={router} />, { language });
  return router;
}

const answers = () => bodiesOf(fetchMock, '/Complaints/AnswerFixedQuestion');

describe('the "was it fixed?" page of the reporter’s e-mail', () => {
  it('opens with the "no" of the link chosen, sends nothing until asked, and reopens with a comment', async () => {
    serve({ answer: () => Response.json({ fixed: false, statusId: 3 }) });
    await open('?answer=no');
    expect(await screen.findByRole('heading', { name: 'Udarna rupa kod škole' })).toBeDefined();
    expect(screen.getByText('Prijava 12/2026')).toBeDefined();
    expect(screen.getByText('Rupa je zakrpljena asfaltom.')).toBeDefined();
    expect(screen.getByText('Datum rješavanja: 10.03.2026.')).toBeDefined();
    // Opening the link only reads the question (by POST, the token in the body).
    expect(bodiesOf(fetchMock, '/Complaints/GetFixedQuestion')).toEqual([{ token: TOKEN }]);
    expect(answers()).toEqual([]);

    expect(screen.getByRole('radio', { name: 'Ne, nije riješeno' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(screen.getByRole('radio', { name: 'Da, riješeno je' }).getAttribute('aria-checked')).toBe('false');
    await userEvent.type(
      screen.getByRole('textbox', { name: /Šta još nije uređeno/ }),
      'Rupa se ponovo otvorila.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji odgovor' }));
    expect(
      await screen.findByText('Hvala vam. Prijava je ponovo otvorena i nadležna služba je obaviještena.'),
    ).toBeDefined();
    expect(answers()).toEqual([{ token: TOKEN, fixed: false, comment: 'Rupa se ponovo otvorila.' }]);
    expect(screen.getByRole('link', { name: 'Pogledajte prijavu' }).getAttribute('href')).toBe(
      '/complaints/complaint-details/12',
    );
    expect(screen.queryByRole('button', { name: 'Pošalji odgovor' })).toBeNull();
  });

  it('confirms it fixed from the "yes" link, without a comment field', async () => {
    serve();
    await open('?answer=yes');
    const yes = await screen.findByRole('radio', { name: 'Da, riješeno je' });
    expect(yes.getAttribute('aria-checked')).toBe('true');
    expect(screen.queryByRole('textbox')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji odgovor' }));
    expect(await screen.findByText('Hvala vam! Potvrdili ste da je problem riješen.')).toBeDefined();
    expect(answers()).toEqual([{ token: TOKEN, fixed: true, comment: '' }]);
  });

  it('asks for an answer when none is chosen, and lets one change it', async () => {
    serve();
    await open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pošalji odgovor' }));
    expect((await screen.findAllByText('Izaberite jedan od odgovora.')).length).toBeGreaterThan(0);
    expect(answers()).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: 'Ne, nije riješeno' }));
    expect(screen.getByRole('textbox', { name: /Šta još nije uređeno/ })).toBeDefined();
    await userEvent.click(screen.getByRole('radio', { name: 'Da, riješeno je' }));
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('keeps the comment after a refusal and then shows the answer given meanwhile', async () => {
    let given = false;
    serve({
      question: () => Response.json(given ? { ...question, answered: true, fixed: false } : question),
      answer: () => {
        given = true;
        return refusal(400, 'token', 'complaint_fixed_already_answered');
      },
    });
    await open('?answer=no');
    const comment = await screen.findByRole('textbox', { name: /Šta još nije uređeno/ });
    await userEvent.type(comment, 'I dalje je tu.');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji odgovor' }));
    expect(
      await screen.findByText(
        'Na ovo pitanje ste već odgovorili: problem nije riješen, pa je prijava ponovo otvorena.',
      ),
    ).toBeDefined();
    expect(answers()).toHaveLength(1);
  });

  it('says when the link is not valid, and when it was used before', async () => {
    serve({ question: () => refusal(404, 'token', 'complaint_fixed_link_not_valid') });
    await open('?answer=yes');
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Link nije ispravan')).toBeDefined();
    expect(screen.queryByRole('radio')).toBeNull();

    fetchMock.mockReset();
    document.body.innerHTML = '';
    serve({ question: () => Response.json({ ...question, answered: true, fixed: true }) });
    await open('?answer=no');
    expect(await screen.findByText('Na ovo pitanje ste već odgovorili: problem je riješen.')).toBeDefined();
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('speaks Serbian Cyrillic', async () => {
    serve();
    await open('?answer=no', 'sr_cyr');
    expect(await screen.findByRole('heading', { name: 'Да ли је проблем ријешен?' })).toBeDefined();
    const no = await screen.findByRole('radio', { name: 'Не, није ријешено' });
    expect(no.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Шта још није уређено/ })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Пошаљи одговор' })).toBeDefined();
  });
});
