import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken, lastMessage, uniqueName } from './support/api';
import {
  baseUrl,
  expectAccessible,
  expectNoErrors,
  followMenu,
  launch,
  listRecord,
  menuEntries,
  openPage,
  quiet,
  screenshot,
  tap,
  visit,
} from './support/browser';
import { field, fillRegistration } from './support/forms';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(() => browser?.close());

async function signInThroughForm(page: Page, username: string, password: string) {
  await visit(page, '/login');
  await field(page, 'Korisničko ime').fill(username);
  await field(page, 'Lozinka').fill(password);
  await tap(page.locator('main').getByRole('button', { name: 'Prijavi se', exact: true }));
}

/**
 * Signs in and waits until the portal has taken the person on from the sign-in page and the
 * next page has loaded: a menu opened before that closes under the navigation, or under the
 * spinner that covers the page while the route and its calls load.
 */
async function signedInThroughForm(page: Page, username: string, password: string) {
  await signInThroughForm(page, username, password);
  await page.waitForURL((url) => url.pathname !== '/login');
  await quiet(page);
}

const userMenu = (page: Page, name: string) => page.getByRole('button', { name: `Korisnički meni: ${name}` });

/** Creates a confirmed citizen through the API (registration itself is tested below). */
async function citizen(password = 'Izvor-Bistre-Vode-77') {
  const admin = await apiToken('admin');
  const username = uniqueName('gr');
  const res = await api<{ id: number }>('/api/Users/Save', {
    token: admin,
    body: {
      id: 0,
      dataStatus: 2,
      username,
      password,
      confirmPassword: password,
      firstName: 'Lejla',
      lastName: 'Alić',
      email: `${username}@example.ba`,
      profileId: 3,
      languageId: 1,
      active: true,
      accessRights: [],
    },
  });
  expect(res.status).toBe(200);
  return { username, password, email: `${username}@example.ba` };
}

describe('registration', () => {
  it('confirms the account by the link in the e-mail and signs the person in', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/home');
    await tap(page.getByRole('link', { name: 'Prijava na sistem', exact: true }));
    await tap(page.getByRole('link', { name: 'Registrujte se' }));
    await page.locator('main h1', { hasText: 'Registracija' }).waitFor();
    await expectAccessible(page);
    const username = uniqueName('reg');
    await fillRegistration(page, {
      'Korisničko ime': username,
      Lozinka: 'Sunce-Nad-Majevicom-1',
      'Ponovite lozinku': 'Sunce-Nad-Majevicom-1',
      Ime: 'Amar',
      Prezime: 'Begić',
      'Adresa e-pošte': `${username}@example.ba`,
    });
    await screenshot(page, 'register-bs');
    await tap(page.getByRole('button', { name: 'Registruj se' }));
    await page.locator('main h1', { hasText: 'Potvrda korisničkog računa' }).waitFor();
    expect(await page.locator('main').innerText()).toContain('@example.ba');
    await expectAccessible(page);
    const mail = await lastMessage(`${username}@example.ba`);
    const link = /https?:\/\/[^\s]+\/register\/activate\/[A-Za-z0-9_-]+/.exec(mail.body)?.[0];
    expect(link).toBeDefined();
    await page.goto(`${baseUrl()}${new URL(link!).pathname}`);
    await page.getByRole('status').getByText('Korisnički račun je potvrđen. Dobro došli!').waitFor();
    await userMenu(page, username).waitFor();
    // The home page may still be loading its code when the session has started.
    await page.waitForURL((url) => url.pathname === '/home');
    expectNoErrors(page);
    await page.context().close();
  });

  it('refuses a taken username on its field and keeps what was typed', async () => {
    const page = await openPage(browser, { language: 'hr' });
    await visit(page, '/register');
    await field(page, 'Korisničko ime').fill('admin');
    await field(page, 'Lozinka').fill('Sunce-Nad-Majevicom-1');
    await field(page, 'Ponovite lozinku').fill('Sunce-Nad-Majevicom-1');
    await field(page, 'Ime').fill('Ivan');
    await field(page, 'Prezime').fill('Perić');
    await field(page, 'Adresa e-pošte').fill('ivan.peric@example.ba');
    await tap(page.getByRole('button', { name: 'Registriraj se' }));
    await page.getByText('Korisnik s ovim korisničkim imenom već postoji.').first().waitFor();
    expect(await field(page, 'Prezime').inputValue()).toBe('Perić');
    await expectAccessible(page);
    await screenshot(page, 'register-refused-hr');
    await page.context().close();
  });

  it('confirms the account by the code in the SMS when the municipality confirms by SMS', async () => {
    const admin = await apiToken('admin');
    await api('/api/SystemParameters/SaveConfirmationRegistrationTypeActivity', {
      token: admin,
      body: { id: 2 },
    });
    try {
      const page = await openPage(browser, { language: 'sr_cyr' });
      await visit(page, '/register');
      const username = uniqueName('sms');
      const phone = `0616${String(Date.now()).slice(-5)}`;
      await field(page, 'Корисничко име').fill(username);
      await field(page, 'Лозинка').fill('Sunce-Nad-Majevicom-1');
      await field(page, 'Поновите лозинку').fill('Sunce-Nad-Majevicom-1');
      await field(page, 'Име').fill('Марко');
      await field(page, 'Презиме').fill('Јовић');
      await field(page, 'Адреса е-поште').fill(`${username}@example.ba`);
      await field(page, 'Број мобилног телефона').fill(phone);
      await tap(page.getByRole('button', { name: 'Региструј се' }));
      await page.locator('main h1', { hasText: 'Потврда корисничког налога' }).waitFor();
      const sms = await lastMessage(`+387${phone.slice(1)}`);
      const code = /\d{6}/.exec(sms.body)![0];
      await tap(page.getByRole('textbox', { name: 'Цифра 1' }));
      await page.keyboard.type(code);
      await screenshot(page, 'confirm-code-sr_cyr');
      await tap(page.getByRole('button', { name: 'Потврди налог' }));
      await page.getByRole('status').getByText('Кориснички налог је потврђен. Добро дошли!').waitFor();
      await page.getByRole('button', { name: `Кориснички мени: ${username}` }).waitFor();
      await page.context().close();
    } finally {
      await api('/api/SystemParameters/SaveConfirmationRegistrationTypeActivity', {
        token: admin,
        body: { id: 1 },
      });
    }
  });
});

describe('sign-in and sign-out', () => {
  it('signs in, and signing out ends the session on the server too', async () => {
    const person = await citizen();
    const page = await openPage(browser, { language: 'bs' });
    await signedInThroughForm(page, person.username, person.password);
    await userMenu(page, person.username).waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token as string);
    expect(await page.evaluate(() => localStorage.getItem('additionalAccessRights'))).toBe('[]');
    expect((await api('/api/Account/GetUserBasicData', { token })).status).toBe(200);
    await tap(userMenu(page, person.username));
    await tap(page.getByRole('menuitem', { name: 'Odjava' }));
    await page.getByRole('status').getByText('Uspješno ste se odjavili.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    await page.getByRole('link', { name: 'Prijava na sistem', exact: true }).waitFor();
    expect((await api('/api/Account/GetUserBasicData', { token })).status).toBe(401);
    await page.context().close();
  });

  it('says so when the username or password is wrong', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signInThroughForm(page, 'admin', 'pogresna-lozinka');
    await page
      .getByRole('alert')
      .getByText('Poruka sistema: Korisničko ime ili lozinka nisu ispravni.')
      .waitFor();
    await expectAccessible(page);
    await screenshot(page, 'login-refused-bs');
    await page.context().close();
  });

  it('signs in an anonymous citizen, whose menu offers only sign-out', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/login');
    await tap(page.getByRole('button', { name: 'Prijavi se kao anonimni građanin' }));
    await page.getByRole('status').getByText('Prijavljeni ste kao anonimni građanin.').waitFor();
    await tap(userMenu(page, 'Anonimni građanin'));
    await page.getByRole('menu').waitFor();
    expect(await page.getByRole('menuitem').allTextContents()).toEqual(['Odjava']);
    await page.context().close();
  });

  it('takes a signed-out visitor to sign-in and back to the page asked for', async () => {
    const person = await citizen();
    const page = await openPage(browser, { language: 'bs' });
    await page.goto(`${baseUrl()}/user-basic-data/change-password`);
    await page.locator('main h1', { hasText: 'Prijava na sistem' }).waitFor();
    await field(page, 'Korisničko ime').fill(person.username);
    await field(page, 'Lozinka').fill(person.password);
    await tap(page.locator('main').getByRole('button', { name: 'Prijavi se', exact: true }));
    await page.locator('main h1', { hasText: 'Promjena lozinke' }).waitFor();
    await page.context().close();
  });

  it('sends a person whose session ended elsewhere to sign-in, saying the session expired', async () => {
    const person = await citizen();
    const page = await openPage(browser, { language: 'bs' });
    await signInThroughForm(page, person.username, person.password);
    await userMenu(page, person.username).waitFor();
    const token = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').token as string);
    await api('/api/Account/Logout', { token, body: null });
    await page.goto(`${baseUrl()}/user-basic-data/change-user-basic-data`);
    await page
      .getByRole('alert')
      .getByText('Vaša sesija je istekla, molimo prijavite se ponovo na sistem!')
      .waitFor();
    await page.locator('main h1', { hasText: 'Prijava na sistem' }).waitFor();
    await page.context().close();
  });
});

describe('one’s own account', () => {
  it('recovers a forgotten password by the e-mailed link', async () => {
    const person = await citizen();
    const page = await openPage(browser, { language: 'bs' });
    await visit(page, '/login');
    await tap(page.getByRole('link', { name: 'Zaboravili ste lozinku?' }));
    await page.locator('main h1', { hasText: 'Zaboravljena lozinka' }).waitFor();
    await expectAccessible(page);
    await field(page, 'Adresa e-pošte').fill(person.email);
    await tap(page.getByRole('button', { name: 'Pošalji vezu' }));
    // The same page for any address: the message is on its way, and may be sent again.
    await page.locator('main h1', { hasText: 'Provjerite e-poštu' }).waitFor();
    await page.getByText(`Poruka je na putu na adresu ${person.email}.`, { exact: false }).waitFor();
    await expectAccessible(page);
    await tap(page.getByRole('button', { name: 'Pošalji ponovo' }));
    await page.getByRole('status').getByText('Poruka je ponovo poslana.').waitFor();
    const mail = await lastMessage(person.email);
    const path = new URL(/https?:\/\/\S+\/login\/reset-password\/\S+/.exec(mail.body)![0]).pathname;
    await visit(page, path);
    await field(page, 'Nova lozinka').fill('Novo-Jutro-U-Tuzli-9');
    await field(page, 'Ponovite lozinku').fill('Novo-Jutro-U-Tuzli-9');
    await expectAccessible(page);
    await tap(page.getByRole('button', { name: 'Postavi novu lozinku' }));
    await page.getByRole('status').getByText('Nova lozinka je postavljena. Prijavite se s njom.').waitFor();
    await signInThroughForm(page, person.username, 'Novo-Jutro-U-Tuzli-9');
    await userMenu(page, person.username).waitFor();
    await page.context().close();
  });

  it('changes the password with the old one', async () => {
    const person = await citizen();
    const page = await openPage(browser, { language: 'bs' });
    await signedInThroughForm(page, person.username, person.password);
    await tap(userMenu(page, person.username));
    await tap(page.getByRole('menuitem', { name: 'Promjena lozinke' }));
    await page.locator('main h1', { hasText: 'Promjena lozinke' }).waitFor();
    await field(page, 'Trenutna lozinka').fill('nije-ta-lozinka');
    await field(page, 'Nova lozinka').fill('Druga-Lozinka-Konjuh-3');
    await field(page, 'Ponovite lozinku').fill('Druga-Lozinka-Konjuh-3');
    await tap(page.getByRole('button', { name: 'Promijeni lozinku' }));
    await page.getByText('Stara lozinka nije ispravna.').first().waitFor();
    await field(page, 'Trenutna lozinka').fill(person.password);
    await tap(page.getByRole('button', { name: 'Promijeni lozinku' }));
    await page.getByRole('status').getByText('Lozinka je uspješno promijenjena.').waitFor();
    await expectAccessible(page);
    expect(
      (
        await api('/api/Account/Login', {
          body: { username: person.username, password: 'Druga-Lozinka-Konjuh-3' },
        })
      ).status,
    ).toBe(200);
    await page.context().close();
  });

  it('changes one’s own data', async () => {
    const person = await citizen();
    const page = await openPage(browser, { language: 'hr' });
    await visit(page, '/login');
    await field(page, 'Korisničko ime').fill(person.username);
    await field(page, 'Lozinka').fill(person.password);
    await tap(page.locator('main').getByRole('button', { name: 'Prijavi se', exact: true }));
    await page.getByRole('button', { name: `Korisnički izbornik: ${person.username}` }).waitFor();
    await page.goto(`${baseUrl()}/user-basic-data/change-user-basic-data`);
    await page.locator('main h1', { hasText: 'Moji podaci' }).waitFor();
    await field(page, 'Godina rođenja').fill('1988');
    await field(page, 'Broj mobitela').fill('062 555 777');
    await tap(page.getByRole('button', { name: 'Spremi' }));
    await page.getByRole('status').getByText('Podaci su spremljeni.').waitFor();
    await expectAccessible(page);
    await screenshot(page, 'basic-data-hr');
    await page.context().close();
  });

  it('deactivates the account after a confirmation, and it can no longer sign in', async () => {
    const person = await citizen();
    const page = await openPage(browser, { language: 'bs' });
    await signedInThroughForm(page, person.username, person.password);
    await tap(userMenu(page, person.username));
    await tap(page.getByRole('menuitem', { name: 'Deaktivacija računa' }));
    await page.locator('main h1', { hasText: 'Deaktivacija ili brisanje računa' }).waitFor();
    await expectAccessible(page);
    await field(page, 'Lozinka').fill(person.password);
    await tap(page.getByRole('button', { name: 'Deaktiviraj račun' }));
    const dialog = page.getByRole('dialog');
    await dialog
      .getByText('Da li ste sigurni da želite deaktivirati svoj korisnički račun?', { exact: false })
      .waitFor();
    await screenshot(page, 'deactivate-confirm-bs');
    await tap(dialog.getByRole('button', { name: 'Deaktiviraj račun' }));
    await page.getByRole('status').getByText('Korisnički račun je deaktiviran.').waitFor();
    expect(new URL(page.url()).pathname).toBe('/home');
    await signInThroughForm(page, person.username, person.password);
    await page
      .getByRole('alert')
      .getByText('Korisnički račun je deaktiviran. Obratite se upravi.', { exact: false })
      .waitFor();
    await page.context().close();
  });
});

describe('administration', () => {
  it('an administrator creates a staff account, whose holder then sees the administration of that right', async () => {
    const page = await openPage(browser, { language: 'bs' });
    await signedInThroughForm(page, 'admin', 'Demo2026');
    await userMenu(page, 'admin').waitFor();
    await followMenu(page, 'Administracija', 'Korisnici');
    await page.locator('main h1', { hasText: 'Korisnici' }).waitFor();
    await listRecord(page, 'admin').getByText('admin', { exact: true }).waitFor();
    await expectAccessible(page);
    await screenshot(page, 'users-list-bs');
    await tap(page.getByRole('link', { name: 'Dodaj korisnika' }));
    await page.locator('main h1', { hasText: 'Novi korisnik' }).waitFor();
    const username = uniqueName('sl');
    await field(page, 'Korisničko ime').fill(username);
    await field(page, 'Lozinka').fill('Sluzbena-Lozinka-2026');
    await field(page, 'Ponovite lozinku').fill('Sluzbena-Lozinka-2026');
    await tap(page.getByRole('button', { name: 'Odustani' }));
    await page
      .getByRole('dialog')
      .getByText('Na ovoj stranici imate izmjene koje nisu sačuvane.', { exact: false })
      .waitFor();
    await tap(page.getByRole('dialog').getByRole('button', { name: 'Ostani na stranici' }));
    expect(await field(page, 'Korisničko ime').inputValue()).toBe(username);
    await field(page, 'Ime').fill('Tarik');
    await field(page, 'Prezime').fill('Mehić');
    await field(page, 'Obavezna polja registracije').check();
    await expectAccessible(page);
    await screenshot(page, 'user-form-bs');
    await tap(page.getByRole('button', { name: 'Sačuvaj' }));
    await page.getByRole('status').getByText('Podaci su sačuvani.').waitFor();
    await page.locator('main h1', { hasText: 'Korisnici' }).waitFor();

    await tap(userMenu(page, 'admin'));
    await tap(page.getByRole('menuitem', { name: 'Odjava' }));
    await signInThroughForm(page, username, 'Sluzbena-Lozinka-2026');
    await userMenu(page, username).waitFor();
    // An office account: the council's sessions (decision 0027) and the right given.
    expect(await menuEntries(page, 'Administracija')).toEqual(['Sjednice vijeća', 'Polja registracije']);
    await followMenu(page, 'Administracija', 'Polja registracije');
    await page.locator('main h1', { hasText: 'Polja registracije' }).waitFor();
    await expectAccessible(page);
    await page.goto(`${baseUrl()}/admin/users/users-list`);
    await page.locator('main h1', { hasText: 'Zabranjeno!' }).waitFor();
    await page.context().close();
  });

  // One test a language: each visits seven screens and checks them, within its own time limit.
  it.each(['bs', 'hr', 'sr_cyr'])(
    'shows every administration screen without accessibility faults (%s)',
    async (language) => {
      const screens = [
        '/admin/rest-service-users/rest-service-users-list',
        '/admin/rest-service-users/rest-service-users-add',
        '/admin/system-parameters/login-type',
        '/admin/system-parameters/registration-fields',
        '/admin/system-parameters/confirmation-registration-type',
        '/admin/outbox',
        '/admin/users/users-change-password/1',
      ];
      const page = await openPage(browser, { language });
      await page.goto(`${baseUrl()}/login`);
      await page.locator('input[autocomplete=username]').fill('admin');
      await page.locator('input[autocomplete=current-password]').fill('Demo2026');
      await tap(page.locator('main form button[type=submit]'));
      // An administrator handles complaints: the sign-in lands on the work queue (issue 18).
      await page.waitForURL(/\/admin\/complaint-configuration\/work-queue$/);
      for (const screen of screens) {
        await visit(page, screen);
        await page.waitForLoadState('networkidle');
        await expectAccessible(page);
        await screenshot(page, `${screen.split('/').slice(2).join('-')}-${language}`);
      }
      expectNoErrors(page);
      await page.context().close();
    },
  );
});
