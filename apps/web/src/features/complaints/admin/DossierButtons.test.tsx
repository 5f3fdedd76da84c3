import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { DossierButtons } from './DossierButtons';

const fetchMock = vi.fn<typeof fetch>();
/** The names of the files offered for saving (the download link's name when it was clicked). */
let saved: string[] = [];

function file(name: string, contentType: string): Response {
  return new Response(new Blob(['%PDF-1.7']), {
    headers: {
      'content-type': contentType,
      'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}`,
    },
  });
}

const requests = () =>
  fetchMock.mock.calls.map(([url, init]) => ({
    url: String(url),
    method: init?.method,
    body: JSON.parse(String(init?.body)) as unknown,
  }));

describe('the complaint details export buttons', () => {
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:dossier', revokeObjectURL: () => {} }),
    );
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
    toaster.hide();
  });

  it('downloads the complaint as PDF and as Word under the names the server gives', async () => {
    fetchMock.mockImplementation(async (_, init) => {
      const { format } = JSON.parse(String(init?.body)) as { format: string };
      return format === 'pdf'
        ? file('Prijava problema 154-2026 02.03.2026.pdf', 'application/pdf')
        : file(
            'Prijava problema 154-2026 02.03.2026.docx',
            'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
          );
    });
    await renderWithApp(<DossierButtons complaint={{ id: 7, number: '154/2026' }} />);
    expect(screen.getByRole('group', { name: 'Preuzmi prijavu' })).toBeDefined();

    const pdf = screen.getByRole('button', { name: 'Preuzmi prijavu 154/2026 kao PDF dokument' });
    expect(pdf.textContent).toBe('PDF');
    await userEvent.click(pdf);
    await waitFor(() => expect(saved).toEqual(['Prijava problema 154-2026 02.03.2026.pdf']));

    await userEvent.click(screen.getByRole('button', { name: 'Preuzmi prijavu 154/2026 kao Word dokument' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('Prijava problema 154-2026 02.03.2026.docx');

    expect(requests()).toEqual([
      {
        url: '/api/Reports/ComplaintDetails/Export',
        method: 'POST',
        body: { complaintId: 7, languageId: 1, format: 'pdf' },
      },
      {
        url: '/api/Reports/ComplaintDetails/Export',
        method: 'POST',
        body: { complaintId: 7, languageId: 1, format: 'docx' },
      },
    ]);
  });

  it('offers nothing when the export is refused, and may be tried again', async () => {
    fetchMock.mockImplementation(async () =>
      Response.json({ errors: { id: 'record_not_found' } }, { status: 404 }),
    );
    await renderWithApp(<DossierButtons complaint={{ id: 7, number: '154/2026' }} />);
    const word = screen.getByRole('button', { name: 'Preuzmi prijavu 154/2026 kao Word dokument' });
    await userEvent.click(word);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(word.hasAttribute('data-loading')).toBe(false));
    expect(saved).toEqual([]);
    expect((word as HTMLButtonElement).disabled).toBe(false);
    expect(
      (screen.getByRole('button', { name: 'Preuzmi prijavu 154/2026 kao PDF dokument' }) as HTMLButtonElement)
        .disabled,
    ).toBe(false);
  });
});
