import { login } from '@portal/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, RouterProvider } from '../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { call } from '../../lib/api-client';
import { useSave } from '../../lib/save';
import { toaster } from '../../lib/toast';
import { renderWithApp } from '../../test/render';
import { NewPasswordFields } from '../AccountFields';
import { LeaveGuardProvider } from '../LeaveGuard';
import { CheckboxField, Form, NumberField, SelectField, TextField, useZodForm } from '.';
import { DateField } from './DateField';

const fetchMock = vi.fn<typeof fetch>();

const Schema = z.object({
  username: z.string().trim().min(1),
  email: z.string().trim().min(1),
});

/** Two fields, one with its own required message, saved through useSave with Account.Login. */
function SignUp({ navigateTo }: { navigateTo?: string }) {
  const form = useZodForm(Schema, { username: '', email: '' });
  const save = useSave({
    mutationFn: (values: z.output<typeof Schema>, options) =>
      call(login, { body: { username: values.username, password: values.email } }, options),
    successMessage: 'messages.data_saved',
    navigateTo,
  });
  return (
    <Form form={form} onSubmit={save.submit}>
      <TextField
        name="username"
        label="accounts.fields.username"
        requiredMessage="components.form.enter.username"
      />
      <TextField name="email" label="accounts.fields.email" type="email" />
      <button type="submit">Pošalji</button>
    </Form>
  );
}

const summary = () => document.querySelector<HTMLElement>('[data-error-summary]');
const refuse = (errors: Record<string, string>, status = 400) =>
  fetchMock.mockResolvedValue(Response.json({ errors }, { status }));

async function fillAndSend() {
  await userEvent.type(screen.getByLabelText('Korisničko ime'), 'amra');
  await userEvent.type(screen.getByLabelText('Adresa e-pošte'), 'amra@example.ba');
  await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
}

describe('the form kit', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('shows a focused summary when the schema refuses the form, naming each field', async () => {
    await renderWithApp(<SignUp />);
    expect(summary()).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));

    const box = await waitFor(() => summary()!);
    expect(document.activeElement).toBe(box);
    expect(screen.getByRole('heading', { name: 'Postoji problem' })).toBeDefined();
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links).toEqual(['Unesite korisničko ime.', 'Adresa e-pošte: unesite vrijednost.']);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the same message under the field, with aria-invalid and aria-describedby', async () => {
    await renderWithApp(<SignUp />);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    const input = screen.getByLabelText('Korisničko ime');
    await waitFor(() => expect(input.getAttribute('aria-invalid')).toBe('true'));
    const described = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('Unesite korisničko ime.');
  });

  it('moves focus to the field when its link in the summary is followed', async () => {
    await renderWithApp(<SignUp />);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    await userEvent.click(await screen.findByRole('link', { name: 'Adresa e-pošte: unesite vrijednost.' }));
    expect(document.activeElement).toBe(screen.getByLabelText('Adresa e-pošte'));
  });

  it('drops an error from the summary once the field is corrected', async () => {
    await renderWithApp(<SignUp />);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    await screen.findByRole('link', { name: 'Unesite korisničko ime.' });
    await userEvent.type(screen.getByLabelText('Korisničko ime'), 'amra');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Unesite korisničko ime.' })).toBeNull());
    expect(screen.getByRole('link', { name: 'Adresa e-pošte: unesite vrijednost.' })).toBeDefined();
  });

  it('puts the server’s field refusals on the fields and in the summary, without a toast, keeping the input', async () => {
    refuse({ username: 'user_already_exists', email: 'validation_required' });
    await renderWithApp(<SignUp />);
    await fillAndSend();

    const box = await waitFor(() => summary()!);
    expect(document.activeElement).toBe(box);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Korisničko ime: Korisnik s ovim korisničkim imenom već postoji.',
      'Adresa e-pošte: unesite vrijednost.',
    ]);
    expect(
      screen.getByText('Korisnik s ovim korisničkim imenom već postoji.', {
        selector: '.mantine-InputWrapper-error',
      }),
    ).toBeDefined();
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByLabelText('Korisničko ime')).toHaveProperty('value', 'amra');
    expect(screen.getByLabelText('Adresa e-pošte')).toHaveProperty('value', 'amra@example.ba');
  });

  it('shows a refusal that belongs to no field once, as a toast, and no summary', async () => {
    refuse({ general: 'incorrect_username_or_password' });
    await renderWithApp(<SignUp />);
    await fillAndSend();
    await waitFor(() =>
      expect(toaster.getState().message).toBe('Poruka sistema: Korisničko ime ili lozinka nisu ispravni.'),
    );
    expect(toaster.getState().kind).toBe('danger');
    expect(summary()).toBeNull();
    expect(screen.getByLabelText('Korisničko ime')).toHaveProperty('value', 'amra');
  });

  it('toasts only the part of a refusal that no field shows', async () => {
    refuse({ username: 'user_already_exists', general: 'incorrect_username_or_password' });
    await renderWithApp(<SignUp />);
    await fillAndSend();
    await screen.findByRole('link', {
      name: 'Korisničko ime: Korisnik s ovim korisničkim imenom već postoji.',
    });
    expect(toaster.getState().message).toBe('Poruka sistema: Korisničko ime ili lozinka nisu ispravni.');
  });

  it('shows a failed connection or server error as the central handler does, once', async () => {
    fetchMock.mockResolvedValue(new Response('', { status: 500 }));
    const show = vi.spyOn(toaster, 'show');
    await renderWithApp(<SignUp />);
    await fillAndSend();
    await waitFor(() => expect(toaster.getState().message).toBe('Zahtjev prema web servisu nije ispravan.'));
    expect(show).toHaveBeenCalledTimes(1);
    expect(summary()).toBeNull();
    show.mockRestore();
  });

  it('thanks after a save and keeps the values, no longer unsaved', async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    await renderWithApp(<SignUp />);
    await fillAndSend();
    await waitFor(() => expect(toaster.getState().message).toBe('Podaci su sačuvani.'));
    expect(toaster.getState().kind).toBe('success');
    expect(screen.getByLabelText('Korisničko ime')).toHaveProperty('value', 'amra');
  });
});

describe('the form kit and the leave guard', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  async function openForm(navigateTo?: string) {
    const router = createMemoryRouter(
      [
        {
          path: '/form',
          element: (
            <LeaveGuardProvider>
              <Link to="/elsewhere">Drugdje</Link>
              <SignUp navigateTo={navigateTo} />
            </LeaveGuardProvider>
          ),
        },
        { path: '/elsewhere', element: <p>Drugdje smo</p> },
      ],
      { initialEntries: ['/form'] },
    );
    await renderWithApp(<RouterProvider router={router} />);
    return router;
  }

  it('asks before leaving a form with unsaved input, without being told to', async () => {
    const router = await openForm();
    await userEvent.type(screen.getByLabelText('Korisničko ime'), 'amra');
    await userEvent.click(screen.getByRole('link', { name: 'Drugdje' }));
    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    expect(router.state.location.pathname).toBe('/form');
  });

  it('lets a saved form go where the save leads', async () => {
    fetchMock.mockResolvedValue(Response.json({}));
    const router = await openForm('/elsewhere');
    await fillAndSend();
    await waitFor(() => expect(router.state.location.pathname).toBe('/elsewhere'));
    expect(screen.queryByText(/imate izmjene koje nisu sačuvane/)).toBeNull();
  });

  it('keeps guarding a refused form', async () => {
    refuse({ username: 'user_already_exists' });
    const router = await openForm('/elsewhere');
    await fillAndSend();
    await screen.findByRole('link', { name: /Korisnik s ovim korisničkim imenom već postoji/ });
    await userEvent.click(screen.getByRole('link', { name: 'Drugdje' }));
    expect(await screen.findByText(/imate izmjene koje nisu sačuvane/)).toBeDefined();
    expect(router.state.location.pathname).toBe('/form');
  });
});

const Choices = z.object({
  sex: z.number({ error: 'validation_required' }),
  order: z.number().int().min(0),
  accepted: z.literal(true, { error: 'validation_required' }),
  day: z.iso.date({ error: 'validation_required' }),
});

function ChoicesForm({ onSubmit }: { onSubmit: (values: unknown) => void }) {
  const form = useZodForm(Choices, {
    sex: null as unknown as number,
    order: 3,
    accepted: false as unknown as true,
    day: null as unknown as string,
  });
  return (
    <Form form={form} onSubmit={onSubmit}>
      <SelectField
        name="sex"
        label="accounts.fields.sex"
        numeric
        data={[
          { value: '1', label: 'Muški' },
          { value: '2', label: 'Ženski' },
        ]}
      />
      <NumberField name="order" label="admin.codeLists.order" />
      <CheckboxField name="accepted" label="admin.codeLists.activeLabel" />
      <DateField name="day" label="admin.codeLists.startDate" />
      <button type="submit">Pošalji</button>
    </Form>
  );
}

describe('the kit’s other fields', () => {
  it('name themselves by what they ask for, and link from the summary', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(<ChoicesForm onSubmit={onSubmit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Redoslijed' }));
    fireEvent.submit(screen.getByRole('button', { name: 'Pošalji' }).closest('form')!);

    const links = (await screen.findAllByRole('link')).map((link) => link.textContent);
    expect(links).toEqual([
      'Spol: izaberite jednu mogućnost.',
      'Redoslijed: unesite broj.',
      'Unos je aktivan i nudi se pri izboru: označite polje.',
      'Datum početka: unesite datum.',
    ]);
    const checkbox = screen.getByRole('checkbox', { name: 'Unos je aktivan i nudi se pri izboru' });
    expect(checkbox.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Redoslijed' }).getAttribute('aria-invalid')).toBe('true');

    await userEvent.click(screen.getByRole('link', { name: 'Datum početka: unesite datum.' }));
    expect(document.activeElement?.tagName).toBe('INPUT');
    expect(document.activeElement?.closest('.mantine-InputWrapper-root')?.textContent).toContain(
      'Datum početka',
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('hand the schema what it checks: a number from a numeric choice, the typed day', async () => {
    const onSubmit = vi.fn();
    await renderWithApp(<ChoicesForm onSubmit={onSubmit} />);
    await userEvent.click(screen.getAllByLabelText('Spol')[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Ženski' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Unos je aktivan i nudi se pri izboru' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Datum početka' }), '14.11.2024.');
    fireEvent.submit(screen.getByRole('button', { name: 'Pošalji' }).closest('form')!);
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ sex: 2, order: 3, accepted: true, day: '2024-11-14' });
    expect(screen.queryByRole('link')).toBeNull();
  });
});

const Username = z.object({ username: z.string().min(4) });

function UsernameForm() {
  const form = useZodForm(Username, { username: '' });
  return (
    <Form form={form} onSubmit={vi.fn()}>
      <TextField
        name="username"
        label="accounts.fields.username"
        requiredMessage="components.form.enter.username"
      />
      <button type="submit">Pošalji</button>
    </Form>
  );
}

describe('the kit’s messages', () => {
  it('ask for an empty field by name, whatever the schema calls it (too short), and say the rest', async () => {
    await renderWithApp(<UsernameForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByRole('link', { name: 'Unesite korisničko ime.' })).toBeDefined();

    await userEvent.type(screen.getByLabelText('Korisničko ime'), 'am');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(
      await screen.findByRole('link', { name: 'Korisničko ime: Tekst je prekratak (najmanje 4 znaka).' }),
    ).toBeDefined();
    expect(
      screen.getByText('Tekst je prekratak (najmanje 4 znaka).', { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
  });
});

/** A form of another module that does not use the kit's Form yet, with the shared password fields. */
function LegacyPasswordForm() {
  const form = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <NewPasswordFields form={form} />
      <button type="submit">Pošalji</button>
    </form>
  );
}

describe('the kit’s fields outside a kit form', () => {
  it('work with the form they are given, and name the field they ask for', async () => {
    await renderWithApp(<LegacyPasswordForm />);
    await userEvent.type(screen.getByLabelText(/^Nova lozinka/), 'Lozinka-Konjuh-1');
    await userEvent.type(screen.getByLabelText(/^Ponovite lozinku/), 'Lozinka-Konjuh-2');
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Lozinke se ne podudaraju.')).toBeDefined();
    await userEvent.clear(screen.getByLabelText(/^Nova lozinka/));
    await userEvent.click(screen.getByRole('button', { name: 'Pošalji' }));
    expect(await screen.findByText('Unesite novu lozinku.')).toBeDefined();
  });
});
