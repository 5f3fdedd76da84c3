import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });

/**
 * A session the office publishes (through the API: the journey is the citizen's), active with
 * voting and comments open, with two items and a sub-item.
 */
async function activeSession(title: string) {
  const token = await apiToken('office');
  const demo = await api<{ items: { convocationId: number }[] }>('/api/Sessions/Search', {
    token,
    body: { languageId: 1, pageNumber: 1, pageSize: 5 },
  });
  const now = Date.now();
  const saved = await api<{ id: number }>('/api/Sessions/Save', {
    token,
    body: {
      id: 0,
      title: t(title),
      description: t('Sjednica za provjeru glasanja građana.'),
      place: 'Gradska uprava Tuzla, Mala sala',
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 3 * 3_600_000).toISOString(),
      statusId: 2,
      privilegeId: 1,
      votingEnabled: true,
      commentingEnabled: true,
      published: true,
      convocationId: demo.body.items[0]!.convocationId,
      documentIds: [],
      additionalIds: [],
    },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const item = (key: number, ordinalNumber: number, name: string, parentKey: number | null = null) => ({
    key,
    dataStatus: 2,
    parentKey,
    ordinalNumber,
    subNumber: parentKey === null ? 0 : 1,
    name: t(name),
    description: t(''),
    statusId: 2,
  });
  const agenda = await api<{ id: number; name: { bs: string } }[]>('/api/Sessions/SaveAgendas', {
    token,
    body: {
      sessionId: saved.body.id,
      items: [
        item(-1, 1, 'Prijedlog odluke o javnoj rasvjeti'),
        item(-2, 2, 'Prijedlog plana održavanja parkova'),
        item(-3, 2, 'Amandmani vijećnika', -2),
      ],
    },
  });
  expect(agenda.status, JSON.stringify(agenda.body)).toBe(200);
  return { id: saved.body.id, items: agenda.body };
}

describe('council sessions', () => {
  it('a citizen opens a session, reads an item, votes once, is refused a second vote, and comments', async () => {
    const title = uniqueName('Sjednica e2e');
    const session = await activeSession(title);
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'citizen');
    await visit(page, '/public-sessions/session-list');
    await tap(main(page).getByRole('link', { name: title }).first());
    await main(page).getByRole('heading', { level: 1, name: title }).waitFor();
    await main(page).getByText('2.1. Amandmani vijećnika').waitFor();
    await expectAccessible(page);
    await screenshot(page, `sessions-details-${onPhone ? 'phone' : 'desk'}`);

    await tap(main(page).getByRole('link', { name: /Prijedlog odluke o javnoj rasvjeti/ }));
    await main(page).getByRole('heading', { level: 1, name: 'Prijedlog odluke o javnoj rasvjeti' }).waitFor();
    // A second tab on the same item, opened before the vote: its buttons are still there.
    const stale = await page.context().newPage();
    await stale.goto(page.url());
    await stale.getByRole('button', { name: 'Protiv' }).waitFor();

    const za = main(page).getByRole('button', { name: 'Za' });
    if (onPhone) await za.tap();
    else {
      // The keyboard alone: focus the button and press Enter.
      await za.focus();
      await page.keyboard.press('Enter');
    }
    await page.getByRole('status').getByText('Vaš glas je zaprimljen.').waitFor();
    await main(page).getByText('1 glas, 100,0 %').waitFor();
    await main(page).getByText('Vaš glas: Za').waitFor();
    await expectAccessible(page);

    await tap(stale.locator('main').getByRole('button', { name: 'Protiv' }));
    await stale.locator('main').getByText('Već ste glasali za ovu tačku dnevnog reda.').first().waitFor();
    await stale.close();

    const text = `Podržavam prijedlog (${title}).`;
    await main(page).getByRole('textbox', { name: 'Komentar' }).fill(text);
    await tap(main(page).getByRole('button', { name: 'Pošalji komentar' }));
    // Sent: the form empties, and the comment is in the list.
    await page.waitForFunction(() => !document.querySelector<HTMLTextAreaElement>('main textarea')?.value);
    await main(page).getByText(text).waitFor();
    expectNoErrors(page);
    await screenshot(page, `sessions-item-voted-${onPhone ? 'phone' : 'desk'}`);

    // A moderator finds it inappropriate: in public it stays in place, its text hidden.
    const moderator = await apiToken('moderator');
    const comments = await api<{ id: number; text: string }[]>(
      `/api/Sessions/GetAgendaCommentsByAgendaId/${session.items[0]!.id}`,
      { token: moderator },
    );
    const mine = comments.body.find((c) => c.text === text)!;
    const hidden = await api('/api/Sessions/SetAgendaCommentInappropriate', {
      token: moderator,
      body: { commentId: mine.id, inappropriate: true },
    });
    expect(hidden.status).toBe(200);
    await page.reload();
    await main(page).getByText('Komentar je sakriven zbog neprimjerenog sadržaja.').waitFor();
    expect(await main(page).getByText(text).count()).toBe(0);
    await page.context().close();
  });

  it('asks a visitor who is not signed in to sign in before voting, in Serbian Cyrillic', async () => {
    const title = uniqueName('Sjednica e2e');
    const session = await activeSession(title);
    const page = await openPage(browser, { language: 'sr_cyr' });
    await visit(page, `/public-sessions/agenda-item/${session.items[0]!.id}`);
    await main(page).getByText('Пријавите се на систем да бисте гласали.').waitFor();
    expect(await main(page).getByRole('button', { name: 'За' }).count()).toBe(0);
    await expectAccessible(page);
    await page.context().close();
  });
});
