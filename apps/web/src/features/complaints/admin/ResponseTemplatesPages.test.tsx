import { DataStatus, type ResponseTemplate } from '@portal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LeaveGuardProvider } from '../../../components/LeaveGuard';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { ResponseTemplateFormPage, ResponseTemplatesPage } from './ResponseTemplatesPages';

const fetchMock = vi.fn<typeof fetch>();

const template: ResponseTemplate = {
  id: 5,
  name: 'Rupa u planu sanacije',
  categoryId: 3,
  categoryName: 'Putevi',
  organizationalUnitId: null,
  organizationalUnitName: null,
  text: {
    bs: 'Prijava {{number}} je u planu.',
    hr: 'Prijava {{number}} je u planu.',
    sr_cyr: 'Пријава {{number}} је у плану.',
  },
  active: true,
  dateModified: '2026-03-02T09:15:00.000Z',
};

/** What a save answers; the rest answers from the data above. */
let saveAnswer: () => Response;

function route(url: string, init?: RequestInit): Response {
  const method = init?.method ?? 'GET';
  if (url.endsWith('/SearchResponseTemplates')) return Response.json({ items: [template], totalCount: 1 });
  if (url.includes('/GetResponseTemplateByID/5/')) return Response.json(template);
  if (url.endsWith('/SaveResponseTemplate')) return saveAnswer();
  if (method === 'DELETE') return Response.json({ success: true });
  if (url.includes('/GetOrganizationalUnitsForAssignment/')) {
    return Response.json([
      { id: 1, name: 'Služba za komunalne poslove', parentId: null },
      { id: 2, name: 'Odsjek za puteve', parentId: 1 },
    ]);
  }
  if (url.includes('/Category/')) return Response.json([{ id: 3, name: 'Putevi' }]);
  return Response.json([]);
}

const LIST = '/admin/complaint-configuration/response-templates';
const EDIT = '/admin/complaint-configuration/response-templates/response-template-edit/:id';

async function open(path: string) {
  const router = createMemoryRouter(
    [
      { path: LIST, element: <ResponseTemplatesPage /> },
      {
        path: EDIT,
        element: (
          <LeaveGuardProvider>
            <ResponseTemplateFormPage />
          </LeaveGuardProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  await renderWithApp(<RouterProvider router={router} />);
  return router;
}

const calls = (end: string, method = 'POST') =>
  fetchMock.mock.calls
    .filter(([url, init]) => String(url).includes(end) && (init?.method ?? 'GET') === method)
    .map(([url, init]) => ({ url: String(url), body: init?.body ? JSON.parse(String(init.body)) : null }));

describe('the answer templates', { timeout: 30_000 }, () => {
  beforeEach(() => {
    saveAnswer = () => Response.json(template);
    vi.stubGlobal('fetch', fetchMock);
    // The texts' autosize text areas listen for web fonts, which happy-dom does not have.
    if (!('fonts' in document)) {
      Object.defineProperty(document, 'fonts', {
        configurable: true,
        value: { addEventListener: () => undefined, removeEventListener: () => undefined },
      });
    }
    fetchMock.mockImplementation(async (url, init) => route(String(url), init));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('lists templates with their category and unit, and deletes one only after saying it cannot be undone', async () => {
    await open(LIST);
    expect(await screen.findByText('Rupa u planu sanacije')).toBeDefined();
    expect(screen.getByText('Putevi')).toBeDefined();
    expect(screen.getByText('Sve jedinice')).toBeDefined();
    expect(calls('/SearchResponseTemplates')[0]!.body).toMatchObject({
      languageId: 1,
      sort: 'name',
      direction: 'asc',
    });
    expect(screen.getByRole('link', { name: 'Uredi: Rupa u planu sanacije' }).getAttribute('href')).toBe(
      '/admin/complaint-configuration/response-templates/response-template-edit/5',
    );

    await userEvent.click(screen.getByRole('button', { name: 'Obriši: Rupa u planu sanacije' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('Obrisati predložak „Rupa u planu sanacije“? Brisanje se ne može poništiti.'),
    ).toBeDefined();
    expect(calls('/DeleteResponseTemplate/', 'DELETE')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Obriši' }));
    await waitFor(() => expect(calls('/DeleteResponseTemplate/5', 'DELETE')).toHaveLength(1));
  });

  it('refuses a placeholder that does not exist before sending, then adds the template', async () => {
    await open(EDIT.replace(':id', '0'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Novi predložak odgovora' })).toBeDefined();
    // The placeholders are explained beside the text.
    expect(screen.getByText('{{address}}')).toBeDefined();
    await userEvent.type(screen.getByRole('textbox', { name: /^Naziv predloška/ }), 'Zaprimljeno');
    const bosnian = screen.getByRole('textbox', { name: /^Bosanski/ });
    await userEvent.type(bosnian, 'Prijava {{{{broj}} je zaprimljena.');
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    const message =
      'Tekst sadrži nepoznato polje u dvostrukim vitičastim zagradama; dozvoljena polja su navedena ispod teksta.';
    expect(await screen.findByText(message, { selector: '.mantine-InputWrapper-error' })).toBeDefined();
    expect(calls('/SaveResponseTemplate')).toEqual([]);

    await userEvent.clear(bosnian);
    await userEvent.type(bosnian, 'Prijava {{{{number}} je zaprimljena: {{{{unit}}.');
    // Any category, one unit from the tree.
    await userEvent.click(screen.getByRole('combobox', { name: /^Organizaciona jedinica/ }));
    await userEvent.click(await screen.findByRole('option', { name: /^Odsjek za puteve/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(calls('/SaveResponseTemplate')).toHaveLength(1));
    expect(calls('/SaveResponseTemplate')[0]!.body).toEqual({
      id: 0,
      dataStatus: DataStatus.Created,
      name: 'Zaprimljeno',
      categoryId: null,
      organizationalUnitId: 2,
      text: { bs: 'Prijava {{number}} je zaprimljena: {{unit}}.', hr: '', sr_cyr: '' },
      active: true,
    });
  });

  it('edits a template and keeps the input after the server refuses it', async () => {
    saveAnswer = () => Response.json({ errors: { categoryId: 'record_not_found' } }, { status: 400 });
    await open(EDIT.replace(':id', '5'));
    const name = await screen.findByRole('textbox', { name: /^Naziv predloška/ });
    expect(name).toHaveProperty('value', 'Rupa u planu sanacije');
    await userEvent.clear(name);
    await userEvent.type(name, 'Rupa – sanacija');
    await userEvent.click(screen.getByRole('switch', { name: /^Aktivan/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    await waitFor(() => expect(calls('/SaveResponseTemplate')).toHaveLength(1));
    expect(calls('/SaveResponseTemplate')[0]!.body).toMatchObject({
      id: 5,
      dataStatus: DataStatus.Updated,
      name: 'Rupa – sanacija',
      categoryId: 3,
      active: false,
    });
    expect(
      await screen.findByText('Traženi zapis ne postoji.', { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
    expect(screen.getByRole('textbox', { name: /^Naziv predloška/ })).toHaveProperty(
      'value',
      'Rupa – sanacija',
    );
  });
});
