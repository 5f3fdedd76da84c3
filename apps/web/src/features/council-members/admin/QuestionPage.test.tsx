import { AccessRight, AnswerInputMode, Profile, type StaffQuestion } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { QuestionPage } from './QuestionPage';
import { fakeXhr, signInAs, staffQuestion, stubFonts, uploaded } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
const FILE_ID = 'b7d1c0de-1111-4a1a-9a1a-000000000041';

const bodiesOf = (path: string) =>
  fetchMock.mock.calls
    .filter(([url]) => String(url).endsWith(path))
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

async function open() {
  const router = createMemoryRouter(
    [{ path: '/admin/council-members/question/:id', element: <QuestionPage /> }],
    { initialEntries: ['/admin/council-members/question/41'] },
  );
  const view = await renderWithApp(<RouterProvider router={router} />);
  await screen.findByRole('heading', { name: 'Pitanje od 02.03.2026.', level: 1 });
  return view;
}

describe('a question’s page for its addressee and the administration', { timeout: 60_000 }, () => {
  /** What GetQuestionByID answers, in order; the last one stays. */
  let details: StaffQuestion[] = [];
  let saveAnswers: (() => Response)[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    stubFonts();
    details = [staffQuestion()];
    saveAnswers = [];
    fetchMock.mockImplementation(async (url) => {
      const path = String(url);
      if (path.endsWith('/CouncilMembers/GetQuestionByID/41/1'))
        return Response.json(details.length > 1 ? details.shift() : details[0]);
      if (path.endsWith('/CouncilMembers/SaveAnswer'))
        return saveAnswers.shift()?.() ?? Response.json({ success: true });
      if (path.endsWith('/CouncilMembers/SetQuestionState')) return Response.json({ success: true });
      return Response.json([]);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('lets the addressee answer with a file, keeping the text of a refused save', async () => {
    signInAs(Profile.CouncilMember);
    const xhr = fakeXhr((file) => ({ status: 200, body: uploaded(FILE_ID, file.name) }));
    vi.stubGlobal('XMLHttpRequest', xhr.FakeXhr);
    saveAnswers = [
      () => Response.json({ errors: { answerText: 'validation_required' } }, { status: 400 }),
      () => Response.json({ success: true }),
    ];
    const view = await open();
    const user = userEvent.setup();

    expect(screen.getByText('Čeka odgovor')).toBeDefined();
    expect(screen.getByText('Edin Karić')).toBeDefined();
    expect(screen.getByRole('link', { name: 'edin.karic@example.ba' }).getAttribute('href')).toBe(
      'mailto:edin.karic@example.ba',
    );
    // Only administrators and right 18 moderate.
    expect(screen.queryByRole('switch')).toBeNull();

    const text = screen.getByRole('textbox', { name: /Tekst odgovora/ });
    await user.type(text, 'Radovi počinju u aprilu.');
    expect(screen.getByText('24 / 8.000 znakova')).toBeDefined();
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, new File(['%PDF'], 'plan-radova.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Učitano')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Sačuvaj odgovor' }));
    expect(await screen.findAllByText(/Tekst odgovora/)).not.toHaveLength(0);
    expect(text.getAttribute('aria-invalid')).toBe('true');
    expect(text).toHaveProperty('value', 'Radovi počinju u aprilu.');
    expect(screen.getByText('plan-radova.pdf')).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Sačuvaj odgovor' }));
    await waitFor(() => expect(toaster.getState().message).toBe('Podaci su sačuvani.'));
    expect(bodiesOf('/CouncilMembers/SaveAnswer')).toEqual([
      { questionId: 41, answerText: 'Radovi počinju u aprilu.', fileIds: [FILE_ID], removedFileIds: [] },
      { questionId: 41, answerText: 'Radovi počinju u aprilu.', fileIds: [FILE_ID], removedFileIds: [] },
    ]);
  });

  it('removes a kept file of the answer with the next save', async () => {
    signInAs(Profile.Mayor);
    details = [
      staffQuestion({
        answerText: 'Odgovor je u prilogu.',
        answerActive: true,
        answered: true,
        answeredAt: '2026-03-04T10:00:00.000Z',
        answeredByName: 'Zijad Lugavić',
        files: [{ id: 91, fileName: 'odluka.pdf', contentType: 'application/pdf', size: 2048 }],
      }),
    ];
    await open();
    const user = userEvent.setup();
    expect(screen.getByText('Odgovor je objavljen')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Obriši datoteku odluka.pdf' }));
    expect(screen.getByText('1 prilog će biti obrisan pri spremanju.')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Sačuvaj izmjenu odgovora' }));
    await waitFor(() =>
      expect(bodiesOf('/CouncilMembers/SaveAnswer')).toEqual([
        { questionId: 41, answerText: 'Odgovor je u prilogu.', fileIds: [], removedFileIds: [91] },
      ]),
    );
  });

  it('lets a holder of right 18 publish an answer waiting for activation', async () => {
    signInAs(Profile.Office, [AccessRight.Questions]);
    const waiting = staffQuestion({
      answerInputModeId: AnswerInputMode.ReplyToNotificationWithActivation,
      answerText: 'Radovi počinju u aprilu.',
      answeredByEmail: true,
      answeredByName: 'Amra Hodžić',
      answeredAt: '2026-03-03T08:00:00.000Z',
      mayModerate: true,
    });
    details = [waiting, { ...waiting, answerActive: true, answered: true }];
    await open();
    const user = userEvent.setup();

    expect(screen.getByText('Odgovor čeka aktivaciju')).toBeDefined();
    expect(screen.getByText(/odgovorom na e-poruku/)).toBeDefined();
    const moderation = screen.getByRole('region', { name: 'Moderacija' });
    const publish = within(moderation).getByRole('switch', { name: /Objavi odgovor/ });
    expect(publish).toHaveProperty('checked', false);
    await user.click(publish);

    await waitFor(() =>
      expect(bodiesOf('/CouncilMembers/SetQuestionState')).toEqual([{ questionId: 41, answerActive: true }]),
    );
    await waitFor(() => expect(toaster.getState().message).toBe('Odgovor je objavljen.'));
    // Read afresh: the answer is public now.
    expect(await screen.findByText('Odgovor je objavljen')).toBeDefined();
    expect(within(moderation).getByRole('switch', { name: /Odgovor aktivan/ })).toHaveProperty(
      'checked',
      true,
    );

    await user.click(within(moderation).getByRole('switch', { name: /Neprimjereno/ }));
    await waitFor(() =>
      expect(bodiesOf('/CouncilMembers/SetQuestionState')).toEqual([
        { questionId: 41, answerActive: true },
        { questionId: 41, inappropriate: true },
      ]),
    );
  });
});
