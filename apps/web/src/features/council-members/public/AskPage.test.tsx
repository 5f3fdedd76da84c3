import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { AskPage } from './AskPage';
import { addressees, bodiesOf, json, renderAt, signInCitizen } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
let askAnswer: () => Response = () => json({ id: 77 });

const others = [
  { path: '/council-member-questions/my-questions', element: <p>moja pitanja</p> },
  { path: '/questions/question-details/:id', element: <p>pitanje</p> },
];
const open = (search = '') => renderAt('/questions/ask', `/questions/ask${search}`, <AskPage />, others);
const asked = () => bodiesOf(fetchMock, '/api/PublicQuestions/Ask');

const questionBox = () => screen.getByRole('textbox', { name: /Vaše pitanje/ });
const citizenEmail = () => screen.getByRole('textbox', { name: /E-pošta za obavijest o odgovoru/ });

describe('asking a question', { timeout: 30_000 }, () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url) => {
      const address = String(url);
      if (address.includes('/PublicQuestions/GetAddressees/')) return json(addressees());
      if (address.endsWith('/Account/GetUserBasicData'))
        return json({
          username: 'amra',
          firstName: 'Amra',
          lastName: 'Begić',
          birthYear: null,
          phone: null,
          email: 'amra@example.ba',
          sex: null,
          languageId: 1,
          profileId: 3,
        });
      if (address.endsWith('/PublicQuestions/Ask')) return askAnswer();
      return json({});
    });
    askAnswer = () => json({ id: 77 });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
    auth.signOut();
  });

  it('tells a signed-out visitor to sign in first (the spec’s message), with a way back and to register', async () => {
    await open('?kind=1&addresseeId=7');
    expect(screen.getByText('Morate se prijaviti na sistem da biste postavili pitanje!')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Prijava na sistem' }).getAttribute('href')).toBe(
      `/login?returnTo=${encodeURIComponent('/questions/ask?kind=1&addresseeId=7')}`,
    );
    expect(screen.getByRole('link', { name: 'Registrujte se' }).getAttribute('href')).toBe('/register');
    expect(screen.queryByRole('button', { name: 'Pošalji pitanje' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes whom from the address and the e-mail from the account, sends, and says what comes next', async () => {
    signInCitizen();
    const { router } = await open('?kind=1&addresseeId=7');
    await waitFor(() => expect(citizenEmail()).toHaveProperty('value', 'amra@example.ba'));
    expect(screen.getByRole('radio', { name: 'Vijećnik' })).toHaveProperty('checked', true);
    expect(screen.getAllByLabelText(/Primalac pitanja/)[0]).toHaveProperty('value', 'Amra Hodžić');
    expect(screen.getByText(/Odgovor može imati najviše 8.000 znakova/)).toBeDefined();

    await userEvent.type(questionBox(), 'Kada će biti popravljena rasvjeta?');
    expect(screen.getByText('34 / 4.000 znakova')).toBeDefined();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji pitanje' }));

    expect(await screen.findByRole('heading', { name: 'Pitanje je poslano' })).toBeDefined();
    expect(asked()).toEqual([
      {
        addresseeKind: 1,
        addresseeId: 7,
        text: 'Kada će biti popravljena rasvjeta?',
        citizenEmail: 'amra@example.ba',
        contactEmail: null,
      },
    ]);
    expect(screen.getByText(/javit ćemo vam na adresu amra@example.ba/)).toBeDefined();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Pitanje je poslano' }));
    expect(screen.getByRole('link', { name: 'Otvori pitanje' }).getAttribute('href')).toBe(
      '/questions/question-details/77',
    );
    await userEvent.click(screen.getByRole('link', { name: 'Moja pitanja' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/council-member-questions/my-questions'),
    );
  });

  it('asks the mayor without choosing further, and asks for what is missing by name', async () => {
    signInCitizen();
    await open();
    await waitFor(() => expect(citizenEmail()).toHaveProperty('value', 'amra@example.ba'));
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji pitanje' }));
    const summary = await waitFor(() => document.querySelector<HTMLElement>('[data-error-summary]')!);
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Kome postavljate pitanje: izaberite jednu mogućnost.',
      'Primalac pitanja: izaberite jednu mogućnost.',
      'Vaše pitanje: unesite vrijednost.',
    ]);
    expect(asked()).toEqual([]);

    await userEvent.click(screen.getByRole('radio', { name: 'Gradonačelnik' }));
    expect(screen.getAllByLabelText(/Primalac pitanja/)[0]).toHaveProperty('value', 'Zijad Lugavić');
    await userEvent.type(questionBox(), 'Pitanje za gradonačelnika.');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji pitanje' }));
    await screen.findByRole('heading', { name: 'Pitanje je poslano' });
    expect(asked()[0]).toMatchObject({ addresseeKind: 2, addresseeId: 1 });
  });

  it('shows the server’s refusals at their fields and keeps everything typed', async () => {
    signInCitizen();
    askAnswer = () =>
      json({ errors: { contactEmail: 'validation_invalid_email', text: 'validation_too_long' } }, 400);
    const { router } = await open('?kind=3&addresseeId=21');
    await waitFor(() => expect(citizenEmail()).toHaveProperty('value', 'amra@example.ba'));
    expect(screen.getByRole('radio', { name: 'Organizaciona jedinica' })).toHaveProperty('checked', true);
    await userEvent.type(questionBox(), 'Zašto se smeće ne odvozi redovno?');
    await userEvent.type(
      screen.getByRole('textbox', { name: /E-pošta za kontakt/ }),
      'amra.posao@example.ba',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji pitanje' }));

    const contact = screen.getByRole('textbox', { name: /E-pošta za kontakt/ });
    await waitFor(() => expect(contact.getAttribute('aria-invalid')).toBe('true'));
    expect(
      screen.getByText('Adresa e-pošte nije ispravna.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
    expect(questionBox().getAttribute('aria-invalid')).toBe('true');
    // Nothing was lost, nothing left the page, and the refusal is not shown twice.
    expect(questionBox()).toHaveProperty('value', 'Zašto se smeće ne odvozi redovno?');
    expect(contact).toHaveProperty('value', 'amra.posao@example.ba');
    expect(citizenEmail()).toHaveProperty('value', 'amra@example.ba');
    expect(screen.getAllByLabelText(/Primalac pitanja/)[0]).toHaveProperty(
      'value',
      'Služba za komunalne poslove',
    );
    expect(screen.queryByRole('heading', { name: 'Pitanje je poslano' })).toBeNull();
    expect(router.state.location.pathname).toBe('/questions/ask');
    expect(toaster.getState().visible).toBe(false);
    expect(asked()[0]).toMatchObject({
      addresseeKind: 3,
      addresseeId: 21,
      contactEmail: 'amra.posao@example.ba',
    });
  });
});
