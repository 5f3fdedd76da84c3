import nodemailer from 'nodemailer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { api, apiToken, uniqueName } from './support/api';
import {
  expectAccessible,
  expectNoErrors,
  launch,
  onPhone,
  openPage,
  screenshot,
  signIn,
  tap,
  visit,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.locator('main');
const device = onPhone ? 'phone' : 'desk';

type Member = { id: number; name: string; memberTypeId: number; answerInputModeId: number; userId: number };
type OutboxMessage = {
  recipient: string;
  subject: string | null;
  body: string | null;
  replyTo: string | null;
};

/** A council member of the demo council answering in the given mode (not the mayor). */
async function memberInMode(mode: number): Promise<Member> {
  const token = await apiToken('admin');
  const found = await api<{ items: Member[] }>('/api/CouncilMembers/SearchCouncilMembers', {
    token,
    body: { pageNumber: 1, pageSize: 50, languageId: 1, active: true },
  });
  const member = found.body.items.find((m) => m.answerInputModeId === mode && m.memberTypeId !== 2);
  if (!member) throw new Error(`No demo council member answers in mode ${mode}`);
  return member;
}

/** The demo citizen asks through the API (the journeys that start after the question). */
async function ask(addresseeKind: number, addresseeId: number, text: string): Promise<number> {
  const token = await apiToken('citizen');
  const asked = await api<{ id: number }>('/api/PublicQuestions/Ask', {
    token,
    body: { addresseeKind, addresseeId, text, citizenEmail: 'citizen@example.org' },
  });
  expect(asked.status, JSON.stringify(asked.body)).toBe(200);
  return asked.body.id;
}

/** The message the portal wrote that carries the text, among the newest in the demo outbox. */
async function messageWith(text: string): Promise<OutboxMessage> {
  const token = await apiToken('admin');
  const res = await api<{ items: OutboxMessage[] }>('/api/Outbox/Search', {
    token,
    body: { pageNumber: 1, pageSize: 50 },
  });
  const message = res.body.items.find((m) => m.replyTo && m.body?.includes(text));
  if (!message) throw new Error(`No e-mail with a reply address carries "${text}"`);
  return message;
}

async function staffQuestion(id: number) {
  const token = await apiToken('admin');
  return (
    await api<{ answerText: string; answerActive: boolean; answeredByEmail: boolean }>(
      `/api/CouncilMembers/GetQuestionByID/${id}/1`,
      { token },
    )
  ).body;
}

describe('questions to the mayor, council members and units', () => {
  it('a citizen asks the mayor, the mayor answers in the portal, and everyone reads the answer', async () => {
    const text = `Kada će biti popravljena rasvjeta u Ulici Mije Keroševića? (${uniqueName('e2e')})`;
    const citizen = await openPage(browser, { language: 'bs' });
    await signIn(citizen, 'citizen');
    await visit(citizen, '/questions/council-members-questions/mayor-question-details');
    await tap(
      main(citizen)
        .getByRole('link', { name: /^Postavi pitanje/ })
        .first(),
    );
    await main(citizen).getByRole('heading', { level: 1, name: 'Postavite pitanje' }).waitFor();
    await expect(main(citizen).getByRole('radio', { name: 'Gradonačelnik' }).isChecked()).resolves.toBe(true);
    await main(citizen)
      .getByRole('textbox', { name: /^Vaše pitanje/ })
      .fill(text);
    await expectAccessible(citizen);
    await screenshot(citizen, `questions-ask-${device}`);
    await tap(main(citizen).getByRole('button', { name: 'Pošalji pitanje' }));
    await main(citizen).getByText('Pitanje je poslano').waitFor();
    expectNoErrors(citizen);

    // The mayor's account finds it among the questions to answer and answers it.
    const mayor = await openPage(browser, { language: 'bs' });
    await signIn(mayor, 'mayor');
    await visit(mayor, '/council-member-questions/questions-to-answer');
    await tap(
      main(mayor)
        .getByRole('link', { name: /^Odgovori: / })
        .first(),
    );
    await main(mayor).getByText(text).first().waitFor();
    const answer = 'Radovi na rasvjeti počinju sljedeće sedmice i završavaju se do kraja mjeseca.';
    await main(mayor)
      .getByRole('textbox', { name: /^Tekst odgovora/ })
      .fill(answer);
    await expectAccessible(mayor);
    await tap(main(mayor).getByRole('button', { name: 'Sačuvaj odgovor' }));
    await main(mayor).getByRole('button', { name: 'Sačuvaj izmjenu odgovora' }).waitFor();
    const id = Number(/question\/(\d+)/.exec(mayor.url())![1]);
    await screenshot(mayor, `questions-answer-${device}`);
    expectNoErrors(mayor);
    await mayor.context().close();

    // The citizen reads it in "my questions"; a visitor on the question's page.
    await visit(citizen, '/council-member-questions/my-questions');
    await main(citizen).getByText(answer).first().waitFor();
    await citizen.context().close();
    const visitor = await openPage(browser, { language: 'bs' });
    await visit(visitor, `/questions/question-details/${id}`);
    await main(visitor).getByText(text).waitFor();
    await main(visitor).getByText(answer).waitFor();
    await expectAccessible(visitor);
    await screenshot(visitor, `questions-details-${device}`);
    await visitor.context().close();
  }, 150_000);

  it('a reply to the notification e-mail becomes the answer, shown only after a moderator activates it', async () => {
    const member = await memberInMode(3);
    const marker = uniqueName('e2e');
    const id = await ask(1, member.id, `Ima li plana za novi park u Slavinovićima? (${marker})`);
    const message = await messageWith(marker);

    // The council member replies from their mail program, to the portal's SMTP receiver.
    const mail = nodemailer.createTransport({ host: '127.0.0.1', port: inject('smtpPort'), secure: false });
    const answer = 'Park u Slavinovićima je u planu za narednu godinu.';
    await mail.sendMail({
      from: message.recipient,
      to: message.replyTo!,
      subject: `Re: ${message.subject ?? ''}`,
      text: `${answer}\n\nOn Fri, 27 Nov 2026 at 10:00, e-Učešće <no-reply@localhost> wrote:\n> ${marker}\n`,
    });
    await expect.poll(async () => (await staffQuestion(id)).answerText, { timeout: 15_000 }).toBe(answer);
    expect(await staffQuestion(id)).toMatchObject({ answerActive: false, answeredByEmail: true });

    const visitor = await openPage(browser, { language: 'bs' });
    await visit(visitor, `/questions/question-details/${id}`);
    await main(visitor).getByText('Na ovo pitanje još nije odgovoreno.').waitFor();

    const moderator = await openPage(browser, { language: 'bs' });
    await signIn(moderator, 'moderator');
    await visit(moderator, `/admin/council-members/question/${id}`);
    await main(moderator).getByText(answer).first().waitFor();
    await tap(main(moderator).getByRole('switch', { name: /^Objavi odgovor/ }));
    await moderator.getByRole('status').getByText('Odgovor je objavljen.').first().waitFor();
    await expectAccessible(moderator);
    await screenshot(moderator, `questions-moderation-${device}`);
    expectNoErrors(moderator);
    await moderator.context().close();

    await visit(visitor, `/questions/question-details/${id}`);
    await main(visitor).getByText(answer).waitFor();
    // The quoted text of the e-mail is not part of the answer.
    await expect(
      main(visitor)
        .getByText(/wrote:/)
        .count(),
    ).resolves.toBe(0);
    await visitor.context().close();
  }, 150_000);

  it('a moderator hides an inappropriate question: its text leaves the public pages', async () => {
    const member = await memberInMode(1);
    const text = `Neprimjeren sadržaj za provjeru moderacije (${uniqueName('e2e')})`;
    const id = await ask(1, member.id, text);

    const moderator = await openPage(browser, { language: 'bs' });
    await signIn(moderator, 'moderator');
    await visit(moderator, '/admin/council-members/questions');
    await main(moderator).getByText(text).first().waitFor();
    await visit(moderator, `/admin/council-members/question/${id}`);
    await tap(main(moderator).getByRole('switch', { name: /^Neprimjereno/ }));
    await main(moderator)
      .getByText('Tekst pitanja je javno skriven jer je označeno kao neprimjereno.')
      .waitFor();
    await moderator.context().close();

    const visitor = await openPage(browser, { language: 'bs' });
    await visit(visitor, `/questions/question-details/${id}`);
    await main(visitor).getByText('Pitanje je sakriveno zbog neprimjerenog sadržaja.').first().waitFor();
    await expect(main(visitor).getByText(text).count()).resolves.toBe(0);
    await visitor.context().close();
  }, 150_000);

  it.skipIf(onPhone)('a question can be asked with the keyboard alone', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'citizen');
    await visit(page, '/questions/ask');
    const focusedName = () =>
      page.evaluate(() => {
        const el = document.activeElement as HTMLInputElement | null;
        return `${el?.labels?.[0]?.textContent ?? ''}|${el?.textContent ?? ''}|${el?.value ?? ''}`;
      });
    const tabTo = async (pattern: RegExp) => {
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press('Tab');
        if (pattern.test(await focusedName())) return;
      }
      throw new Error(`The keyboard never reached ${pattern}`);
    };
    // Whom: the mayor (a radio chosen with Space).
    await tabTo(/Gradonačelnik/);
    await page.keyboard.press('Space');
    await expect(main(page).getByRole('radio', { name: 'Gradonačelnik' }).isChecked()).resolves.toBe(true);
    const text = `Pitanje postavljeno tastaturom (${uniqueName('e2e')})`;
    await tabTo(/Vaše pitanje/);
    await page.keyboard.type(text);
    await tabTo(/Pošalji pitanje/);
    await page.keyboard.press('Enter');
    await main(page).getByText('Pitanje je poslano').waitFor();
    await visit(page, '/council-member-questions/my-questions');
    await main(page).getByText(text).first().waitFor();
    await page.context().close();
  });
});
