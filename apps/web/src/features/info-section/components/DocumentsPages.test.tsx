import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from '../../../lib/router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { DocumentFormPage } from './DocumentsPages';

const fetchMock = vi.fn<typeof fetch>();

const uploaded = {
  fileId: '6f1c2a4e-8d3b-4c1a-9e2f-0a1b2c3d4e5f',
  fileName: 'skenirano.png',
  contentType: 'application/pdf',
  extensions: ['pdf'],
  size: 2048,
};

function route(url: string, init?: RequestInit): Response {
  if (url.includes('/AdminInfoSectionDocumentType/GetAllForDropdown/')) {
    return Response.json([
      { id: 3, name: 'Odluke' },
      { id: 4, name: 'Pravilnici' },
    ]);
  }
  if (url.endsWith('/AdminInfoSectionDocument/Upload')) {
    const file = (init?.body as FormData).get('file') as File;
    return file.name.endsWith('.txt') || file.name === 'tekst.pdf'
      ? Response.json({ errors: { file: 'file_type_not_allowed' } }, { status: 400 })
      : Response.json(uploaded);
  }
  if (url.endsWith('/AdminInfoSectionDocument/Save')) {
    return Response.json({ id: 1 });
  }
  return Response.json([]);
}

async function openForm() {
  const router = createMemoryRouter(
    [
      { path: '/admin/info-section/document-add', element: <DocumentFormPage /> },
      { path: '/admin/info-section/document-list', element: <p>spisak</p> },
    ],
    { initialEntries: ['/admin/info-section/document-add'] },
  );
  const view = await renderWithApp(<RouterProvider router={router} />);
  const input = view.container.querySelector<HTMLInputElement>('input[type="file"]')!;
  return { router, input };
}

describe('adding an info-section document', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(async (url, init) => route(String(url), init));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('uploads the chosen file at once and saves the document with it', async () => {
    const { router, input } = await openForm();
    await userEvent.upload(input, new File(['%PDF-1.4'], 'skenirano.png', { type: 'image/png' }));
    expect(await screen.findByText('Učitana datoteka: skenirano.png, 2 KB')).toBeDefined();
    expect(screen.getByRole('textbox', { name: /Naziv/ })).toHaveProperty('value', 'skenirano');
    expect(screen.getAllByLabelText(/Ekstenzija/)[0]).toHaveProperty('value', 'pdf');

    await userEvent.click(screen.getAllByLabelText(/Vrsta dokumenta/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Odluke' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/info-section/document-list'));
    const save = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/Save'))!;
    expect(JSON.parse(String(save[1]?.body))).toEqual({
      id: 0,
      dataStatus: 2,
      name: 'skenirano',
      documentTypeId: 3,
      languageId: null,
      extension: 'pdf',
      fileId: uploaded.fileId,
      order: 0,
      active: true,
    });
  });

  it('shows a refused file under the field and keeps nothing', async () => {
    const { input } = await openForm();
    await userEvent.upload(input, new File(['obični tekst'], 'tekst.pdf', { type: 'application/pdf' }));
    expect(
      await screen.findByText(/Vrsta datoteke nije dozvoljena/, { selector: '.mantine-InputWrapper-error' }),
    ).toBeDefined();
    expect(toaster.getState().kind).toBe('danger');
    expect(screen.getByRole('textbox', { name: /Naziv/ })).toHaveProperty('value', '');
  });

  it('asks for the file, the name and the type before sending anything', async () => {
    await openForm();
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));
    // Each message names its field, under the field and as a link in the summary at the top.
    const asked = [
      'Datoteka: izaberite datoteku.',
      'Naziv: unesite vrijednost.',
      'Vrsta dokumenta: izaberite jednu mogućnost.',
    ];
    for (const message of asked) {
      expect(await screen.findByText(message, { selector: '.mantine-InputWrapper-error' })).toBeDefined();
      expect(screen.getByRole('link', { name: message })).toBeDefined();
    }
    expect(screen.getByRole('heading', { name: 'Postoji problem' })).toBeDefined();
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/Save'))).toBe(false);
  });

  it('shows a refused save on its fields and in the summary, not again as a toast', async () => {
    const { input } = await openForm();
    await userEvent.upload(input, new File(['%PDF-1.4'], 'skenirano.png', { type: 'image/png' }));
    await screen.findByText('Učitana datoteka: skenirano.png, 2 KB');
    await userEvent.click(screen.getAllByLabelText(/Vrsta dokumenta/)[0]!);
    await userEvent.click(await screen.findByRole('option', { name: 'Odluke' }));
    fetchMock.mockImplementation(async (url, init) =>
      String(url).endsWith('/Save')
        ? Response.json({ errors: { file: 'document_not_found_or_invalid' } }, { status: 400 })
        : route(String(url), init),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sačuvaj' }));

    const link = await screen.findByRole('link', { name: /^Datoteka: / });
    expect(document.activeElement?.contains(link)).toBe(true);
    expect(toaster.getState().visible).toBe(false);
    expect(screen.getByRole('textbox', { name: /Naziv/ })).toHaveProperty('value', 'skenirano');
  });
});
