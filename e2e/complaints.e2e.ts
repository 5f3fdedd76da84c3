import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messagesTo } from './support/api';
import {
  expectAccessible,
  device,
  expectNoErrors,
  launch,
  listRecord,
  openPage,
  screenshot,
  tap,
  signIn,
  visit,
} from './support/browser';
import { pdf } from './support/files';
import { chooseFiles, pickOption } from './support/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.locator('main');

/** Today as the portal writes dates, dd.mm.yyyy., in the time of Bosnia and Herzegovina. */
const today = () =>
  new Intl.DateTimeFormat('de-DE', {
    timeZone: 'Europe/Sarajevo',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date()) + '.';

/** The staff page of a complaint, scrolled to one of its parts (all of them are on the page, no tabs). */
async function openStaffTab(page: Page, id: number, part: string) {
  await visit(page, `/admin/complaint-configuration/complaint-details/${id}`);
  await main(page).getByRole('heading', { level: 2, name: part }).scrollIntoViewIfNeeded();
}

const outboxFor = (recipient: string) => messagesTo(recipient);

describe('complaints', () => {
  const title = `Oštećen šaht ${Date.now().toString(36)}`;
  let id = 0;
  let number = '';

  it('lets a citizen report a problem with a photo and a pin on the map', async () => {
    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 180, g: 120, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const citizen = await openPage(browser, { language: 'bs' });
    await signIn(citizen, 'citizen');
    await visit(citizen, '/complaints/report-problem');
    await main(citizen)
      .getByLabel(/^Naslov/)
      .fill(title);
    await main(citizen)
      .getByLabel(/^Opis problema/)
      .fill('Poklopac šahta je napukao i pomjeren, opasno za pješake i vozila.');
    await pickOption(citizen, /^Kategorija/, /.+/);

    // A pin on the map; with no geocoder reachable here, the address is typed.
    await tap(main(citizen).getByRole('region', { name: /^Lokacija problema/ }));
    await main(citizen)
      .getByText(/^Geografska širina/)
      .waitFor();
    await main(citizen).getByText('Adresa nije pronađena: upišite je sami.').waitFor({ timeout: 15_000 });
    await main(citizen)
      .getByLabel(/^Adresa/)
      .fill('Turalibegova 1, Tuzla');

    await chooseFiles(citizen, 'Dodaj fotografije', [
      { name: 'saht.jpg', mimeType: 'image/jpeg', buffer: photo },
    ]);
    await main(citizen).getByText('Učitano').waitFor();
    await expectAccessible(citizen);
    await screenshot(citizen, 'complaint-report-bs');

    await tap(main(citizen).getByRole('button', { name: 'Pošalji prijavu' }));
    // The confirmation (issue 18), then the complaint by its link.
    await citizen.waitForURL(/\/complaints\/report-problem\/confirmation\/\d+$/);
    await main(citizen).getByRole('heading', { level: 1, name: 'Prijava je poslana' }).waitFor();
    await expectAccessible(citizen);
    await screenshot(citizen, 'complaint-report-confirmation-bs');
    await tap(main(citizen).getByRole('link', { name: /^Otvori prijavu / }));
    await citizen.waitForURL(/\/complaints\/complaint-details\/\d+$/);
    await citizen.locator('main h1', { hasText: title }).waitFor();
    id = Number(new URL(citizen.url()).pathname.split('/').pop());
    // The page's title names the complaint by its number of this year.
    await citizen.waitForFunction(() => /^Prijava \d+\/\d{4}/.test(document.title));
    number = /^Prijava (\d+\/\d{4})/.exec(await citizen.title())![1]!;
    expect(id).toBeGreaterThan(0);
    // The photo arrives with the citizen's token, re-encoded.
    await main(citizen).locator('img[src^="blob:"]').first().waitFor();
    await expectAccessible(citizen);
    expectNoErrors(citizen);
    await citizen.context().close();
  });

  it('is assigned by the office, answered by the unit with a file and resolved', async () => {
    const office = await openPage(browser, { language: 'bs' });
    await signIn(office, 'office');
    await openStaffTab(office, id, 'Status i dodjela');
    await pickOption(
      office,
      /^Organizaciona jedinica/,
      'Služba za komunalne poslove, infrastrukturu i obnovu',
    );
    await tap(main(office).getByRole('button', { name: 'Dodijeli' }));
    await office.getByRole('status').getByText('Prijava je dodijeljena organizacionoj jedinici.').waitFor();
    await expectAccessible(office);

    const unit = await openPage(browser, { language: 'bs' });
    await signIn(unit, 'orgunit');
    await openStaffTab(unit, id, 'Odgovori');
    await main(unit)
      .getByLabel(/^Tekst odgovora/)
      .fill('Ekipa je zamijenila poklopac šahta. Zapisnik je u prilogu.');
    // The answer form's files (the comment form beside it has a button of the same name).
    const answerForm = main(unit)
      .locator('form')
      .filter({ has: unit.getByLabel(/^Tekst odgovora/) });
    await chooseFiles(
      unit,
      'Dodaj datoteke',
      [{ name: 'zapisnik.pdf', mimeType: 'application/pdf', buffer: pdf('Zapisnik o zamjeni') }],
      answerForm,
    );
    await main(unit).getByText('Učitano').waitFor();
    await tap(main(unit).getByRole('button', { name: 'Pošalji odgovor' }));
    await unit.getByRole('status').getByText('Odgovor je sačuvan, a podnosilac obaviješten.').waitFor();
    await main(unit).getByText('zapisnik.pdf').first().waitFor();
    await expectAccessible(unit);
    await screenshot(unit, 'complaint-staff-answers-bs');
    expectNoErrors(unit);
    await unit.context().close();

    await openStaffTab(office, id, 'Status i dodjela');
    await pickOption(office, /^Novi status/, 'Riješena');
    await main(office)
      .getByLabel(/^Komentar uz promjenu/)
      .fill('Poklopac je zamijenjen, prijava je riješena.');
    await tap(main(office).getByRole('button', { name: 'Promijeni status' }));
    // Resolving cannot be undone: it is asked about first.
    const resolve = office.getByRole('dialog');
    await resolve.getByText('Riješena prijava se više ne može mijenjati.', { exact: false }).waitFor();
    await tap(resolve.getByRole('button', { name: 'Označi kao riješenu' }));
    await office.getByRole('status').getByText('Status prijave je promijenjen.').waitFor();
    // Resolved is final: no further move is offered.
    await main(office)
      .getByText(/ne može/)
      .first()
      .waitFor();
    await screenshot(office, 'complaint-staff-status-bs');
    expectNoErrors(office);
    await office.context().close();
  });

  it('shows the citizen the answer and the resolved status, and the outbox holds the e-mails', async () => {
    const citizen = await openPage(browser, { language: 'bs' });
    await signIn(citizen, 'citizen');
    await visit(citizen, `/complaints/complaint-details/${id}`);
    await main(citizen).getByText('Ekipa je zamijenila poklopac šahta.', { exact: false }).waitFor();
    await main(citizen).getByText('Riješena').first().waitFor();
    await main(citizen).getByText('zapisnik.pdf').first().waitFor();
    await expectAccessible(citizen);
    await screenshot(citizen, 'complaint-details-resolved-bs');
    expectNoErrors(citizen);
    await citizen.context().close();

    const toCitizen = (await outboxFor('citizen@example.org')).map((m) => m.subject);
    expect(toCitizen).toEqual(
      expect.arrayContaining([
        `Vaša prijava ${number} je u obradi`,
        `Odgovor na vašu prijavu ${number}`,
        `Vaša prijava ${number} je riješena`,
      ]),
    );
    const toOffice = (await outboxFor('office@example.org')).map((m) => m.subject);
    expect(toOffice).toEqual(
      expect.arrayContaining([
        `Nova prijava problema ${number}`,
        `Prijava ${number} je u obradi`,
        `Prijava ${number} je odgovorena`,
        `Prijava ${number} je riješena`,
      ]),
    );
  });

  it('shows an anonymous visitor the complaint in the public list and on the map', async () => {
    const visitor = await openPage(browser, { language: 'bs' });
    await visit(visitor, '/complaints/all-complaints');
    await main(visitor)
      .getByLabel(/^Pretraga/)
      .first()
      .fill(title);
    // The newest complaint is on the unfiltered first page too: the search is applied (after its
    // pause for typing) when it reaches the address, and its rows are judged once they are in.
    await visitor.waitForURL(/[?&]q=/);
    await main(visitor).getByRole('link', { name: title }).first().waitFor();
    // Desk or phone, the list tells the status, category, date and address of each complaint.
    const record = listRecord(visitor, title);
    for (const text of ['Riješena', 'Turalibegova 1, Tuzla', today()]) {
      await record.getByText(text, { exact: false }).first().waitFor();
    }
    await expectAccessible(visitor);
    await screenshot(visitor, `complaints-list-${device}-bs`);
    // On a phone the filters wait behind their button, so the list is in sight; a tap opens them.
    const category = main(visitor).getByRole('combobox', { name: /^Kategorija/ });
    if (device === 'phone') {
      expect(await category.isVisible()).toBe(false);
      await tap(main(visitor).getByRole('button', { name: 'Prikaži filtere' }));
      await screenshot(visitor, `complaints-filters-${device}-bs`);
    }
    await category.waitFor();

    await tap(main(visitor).getByRole('tab', { name: 'Mapa' }));
    const marker = main(visitor).locator(`.leaflet-marker-icon[title="${title}"]`);
    await marker.waitFor();
    await expect
      .poll(() => main(visitor).getByRole('status').first().textContent())
      .toBe('1 prijava na mapi u vidljivom području');
    await screenshot(visitor, `complaints-map-found-${device}-bs`);
    // Its pin leads to its page.
    await tap(marker);
    await visitor.waitForURL(new RegExp(`/complaints/complaint-details/${id}$`));

    expectNoErrors(visitor);
    await visitor.context().close();
  });
});

describe('the map and statistics as a phone shows them too', () => {
  it('first shows every public complaint a desk’s map shows, however narrow the map', async () => {
    const visitor = await openPage(browser, { language: 'bs' });
    await visit(visitor, '/complaints/all-complaints');
    const range = await main(visitor)
      .getByText(/^Prikazano 1–\d+ od \d+$/)
      .textContent();
    const total = Number(/od (\d+)$/.exec(range!)![1]);
    await tap(main(visitor).getByRole('tab', { name: 'Mapa' }));
    // The demo's complaints all lie in the city around its centre, where the map starts.
    await expect
      .poll(() => main(visitor).getByRole('status').first().textContent(), { timeout: 15_000 })
      .toMatch(new RegExp(`^${total} prijav[aei]? na mapi u vidljivom području$`));
    await screenshot(visitor, `complaints-map-${device}-bs`);
    await visitor.context().close();
  });

  it('names every status in its chart, with a legend of colours and counts', async () => {
    const visitor = await openPage(browser, { language: 'bs' });
    await visit(visitor, '/complaints/statistic');
    const chart = main(visitor).getByRole('region', { name: 'Prijave po statusu' });
    for (const status of ['Kreirana', 'Neprimjerena', 'Dodijeljena', 'Odgovorena', 'Riješena']) {
      // The drawn name beside its bar (recharts drops names that do not fit) and its key.
      await chart.locator('svg text', { hasText: status }).first().waitFor();
      await chart.getByText(new RegExp(`^${status}: \\d+$`)).waitFor();
    }
    await expectAccessible(visitor);
    await screenshot(visitor, `complaints-statistics-${device}-bs`);
    await visitor.context().close();
  });
});
