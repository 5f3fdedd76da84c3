import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, lastMessage, uniqueName } from './support/api';
import {
  appStarted,
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
import { pdf } from './support/files';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.locator('main');

async function chooseFiles(page: Page, button: Locator, files: { name: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await tap(button);
  await (await chooser).setFiles(files.map((f) => ({ ...f, mimeType: 'application/pdf' })));
}

/** Sets a moment's day (typed as people type it) and time. */
async function setMoment(page: Page, label: string, day: string, time: string) {
  const group = main(page).getByRole('group', { name: new RegExp(`^${label}`) });
  await group.getByRole('textbox', { name: /Datum/ }).fill(day);
  const [hours, minutes] = time.split(':') as [string, string];
  await group.getByLabel('Sati').fill(hours);
  await group.getByLabel('Minute').fill(minutes);
}
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
  it('a clerk creates a session with two items and a sub-item, adds a document and publishes it', async () => {
    const title = uniqueName('Sjednica e2e');
    const page = await openPage(browser, { language: 'bs' });
    await signIn(page, 'office');
    await visit(page, '/admin/sessions/session-list');
    await tap(main(page).getByRole('link', { name: 'Nova sjednica' }));
    await main(page).getByRole('heading', { level: 1, name: 'Nova sjednica' }).waitFor();
    await main(page)
      .getByRole('group', { name: /^Naslov/ })
      .getByRole('textbox', { name: /Bosanski/ })
      .fill(title);
    await main(page)
      .getByRole('textbox', { name: /Mjesto održavanja/ })
      .fill('Gradska vijećnica, Velika sala');
    const day = new Date(Date.now() + 7 * 86_400_000);
    const date = `${String(day.getDate()).padStart(2, '0')}.${String(day.getMonth() + 1).padStart(2, '0')}.${day.getFullYear()}`;
    await setMoment(page, 'Početak', date, '17:00');
    await setMoment(page, 'Završetak', date, '20:00');
    await tap(main(page).getByRole('combobox', { name: /^Saziv/ }));
    // The current convocation: a new session takes no other.
    await tap(page.getByRole('option', { name: 'Saziv 2024–2028' }));
    await tap(main(page).getByRole('button', { name: 'Sačuvaj', exact: true }));
    await main(page).getByRole('heading', { level: 2, name: 'Dnevni red' }).waitFor();

    // The agenda: two items, the second with a sub-item, the numbers proposed by the server.
    const agendaName = (row: string) =>
      main(page)
        .getByRole('article', { name: row })
        .getByRole('group', { name: /^Naziv/ })
        .getByRole('textbox', { name: /Bosanski/ });
    await tap(main(page).getByRole('button', { name: 'Dodaj tačku' }));
    await agendaName('Tačka 1.').fill('Prijedlog odluke o javnoj rasvjeti');
    await tap(main(page).getByRole('button', { name: 'Dodaj tačku' }));
    await agendaName('Tačka 2.').fill('Prijedlog plana održavanja parkova');
    await tap(main(page).getByRole('button', { name: 'Dodaj podtačku: 2.' }));
    await agendaName('Podtačka 2.1.').fill('Amandmani vijećnika');
    await tap(main(page).getByRole('button', { name: 'Sačuvaj dnevni red' }));
    await page.getByRole('status').getByText('Podaci su sačuvani.').first().waitFor();
    await expectAccessible(page);
    await screenshot(page, `sessions-admin-agenda-${onPhone ? 'phone' : 'desk'}`);

    // A document of the session, then publication: kind 6 goes to its recipients.
    await chooseFiles(page, main(page).getByRole('button', { name: 'Dodaj dokumente' }).first(), [
      { name: 'poziv-na-sjednicu.pdf', buffer: pdf('Poziv na sjednicu') },
    ]);
    await main(page).getByText('Učitano').waitFor();
    await tap(main(page).getByRole('switch', { name: /^Objavljena/ }));
    await tap(main(page).getByRole('button', { name: 'Sačuvaj', exact: true }));
    await main(page).getByRole('button', { name: 'Pošalji obavještenje o izmjeni' }).waitFor();
    await main(page)
      .getByRole('link', { name: /poziv-na-sjednicu\.pdf/ })
      .or(main(page).getByRole('button', { name: /poziv-na-sjednicu\.pdf/ }))
      .first()
      .waitFor();
    expect((await lastMessage('office@example.org')).subject).toBe(`Objavljena je sjednica: ${title}`);
    expectNoErrors(page);

    // The public sees it, its agenda in order, and its document.
    await visit(page, '/public-sessions/session-list');
    await tap(main(page).getByRole('link', { name: title }).first());
    await main(page).getByText('2.1. Amandmani vijećnika').waitFor();
    await main(page).getByText('poziv-na-sjednicu.pdf').first().waitFor();
    await page.context().close();
  });

  it('a citizen opens a session, reads an item, votes once, is refused a second vote, and comments', async () => {
    const title = uniqueName('Sjednica e2e');
    await activeSession(title);
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
    await appStarted(stale);
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
    await chooseFiles(page, main(page).getByRole('button', { name: 'Dodaj datoteke' }), [
      { name: 'prijedlog.pdf', buffer: pdf('Prijedlog građana') },
    ]);
    await main(page).getByText('Učitano').waitFor();
    await tap(main(page).getByRole('button', { name: 'Pošalji komentar' }));
    // Sent: the form empties, and the comment is in the list with its file.
    await page.waitForFunction(() => !document.querySelector<HTMLTextAreaElement>('main textarea')?.value);
    const comment = main(page)
      .getByRole('article', { name: /^Komentar: / })
      .filter({ hasText: text });
    await comment.getByText('prijedlog.pdf').waitFor();
    expectNoErrors(page);
    await screenshot(page, `sessions-item-voted-${onPhone ? 'phone' : 'desk'}`);

    // An office moderator finds it inappropriate in the administration…
    const moderator = await openPage(browser, { language: 'bs' });
    await signIn(moderator, 'moderator');
    await visit(moderator, '/admin/sessions/session-list');
    await tap(main(moderator).getByRole('link', { name: `Pregledaj komentare: ${title}` }));
    await main(moderator).getByRole('heading', { level: 1, name: 'Komentari sjednice' }).waitFor();
    expect(await main(moderator).getByRole('button', { name: 'Sačuvaj', exact: true }).count()).toBe(0);
    await tap(main(moderator).getByRole('button', { name: 'Komentari (1): 1.' }));
    const flagged = main(moderator)
      .getByRole('article', { name: /^Komentar: / })
      .filter({ hasText: text });
    await tap(flagged.getByRole('switch', { name: 'Neprimjeren' }));
    await flagged.getByText('Građani ga ne vide').waitFor();
    await expectAccessible(moderator);
    await screenshot(moderator, `sessions-moderation-${onPhone ? 'phone' : 'desk'}`);
    expectNoErrors(moderator);
    await moderator.context().close();

    // …and in public it stays in place, its text hidden.
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
