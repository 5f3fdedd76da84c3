import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken } from './support/api';
import {
  expectAccessible,
  expectNoErrors,
  launch,
  openPage,
  screenshot,
  signIn,
  visit,
} from './support/browser';
import { pdf } from './support/files';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

const main = (page: Page) => page.locator('main');

/** Chooses files through the button that opens the browser's file chooser. */
async function chooseFiles(
  page: Page,
  button: string,
  files: { name: string; mimeType: string; buffer: Buffer }[],
) {
  const chooser = page.waitForEvent('filechooser');
  await main(page).getByRole('button', { name: button }).click();
  await (await chooser).setFiles(files);
}

async function pickOption(page: Page, field: RegExp, option: string | RegExp) {
  await main(page).getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option }).first().click();
}

async function openStaffTab(page: Page, id: number, tab: string) {
  await visit(page, `/admin/complaint-configuration/complaint-details/${id}`);
  await main(page).getByRole('tab', { name: tab }).click();
}

type Message = { recipient: string; subject: string | null };

async function outboxFor(recipient: string): Promise<Message[]> {
  const token = await apiToken('admin');
  const res = await api<{ items: Message[] }>('/api/Outbox/Search', {
    token,
    body: { recipient, pageNumber: 1, pageSize: 50 },
  });
  return res.body.items;
}

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
    await main(citizen)
      .getByRole('region', { name: /^Lokacija problema/ })
      .click();
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

    await main(citizen).getByRole('button', { name: 'Pošalji prijavu' }).click();
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
    await main(office).getByRole('button', { name: 'Dodijeli' }).click();
    await office.getByRole('status').getByText('Prijava je dodijeljena organizacionoj jedinici.').waitFor();
    await expectAccessible(office);

    const unit = await openPage(browser, { language: 'bs' });
    await signIn(unit, 'orgunit');
    await openStaffTab(unit, id, 'Odgovori');
    await main(unit)
      .getByLabel(/^Tekst odgovora/)
      .fill('Ekipa je zamijenila poklopac šahta. Zapisnik je u prilogu.');
    await chooseFiles(unit, 'Dodaj datoteke', [
      { name: 'zapisnik.pdf', mimeType: 'application/pdf', buffer: pdf('Zapisnik o zamjeni') },
    ]);
    await main(unit).getByText('Učitano').waitFor();
    await main(unit).getByRole('button', { name: 'Pošalji odgovor' }).click();
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
    await main(office).getByRole('button', { name: 'Promijeni status' }).click();
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
    await main(visitor).getByRole('link', { name: title }).first().waitFor();
    await expectAccessible(visitor);

    await main(visitor).getByRole('tab', { name: 'Mapa' }).click();
    const marker = main(visitor).locator(`.leaflet-marker-icon[title="${title}"]`);
    await marker.waitFor();
    await expect
      .poll(() => main(visitor).getByRole('status').first().textContent())
      .toBe('Prijava na mapi u vidljivom području: 1');
    // Its pin leads to its page.
    await marker.click();
    await visitor.waitForURL(new RegExp(`/complaints/complaint-details/${id}$`));
    await screenshot(visitor, 'complaints-map-bs');
    expectNoErrors(visitor);
    await visitor.context().close();
  });
});
