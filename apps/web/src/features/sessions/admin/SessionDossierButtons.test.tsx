import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { auth } from '../../../lib/auth';
import { toaster } from '../../../lib/toast';
import { renderWithApp } from '../../../test/render';
import { SessionDossierButtons } from './SessionDossierButtons';
import { signInAs } from './test-support';

const fetchMock = vi.fn<typeof fetch>();
/** The names of the files offered for saving (the download link's name when it was clicked). */
let saved: string[] = [];

describe('the session export buttons', () => {
  beforeEach(() => {
    saved = [];
    signInAs(6);
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: () => 'blob:session', revokeObjectURL: () => {} }),
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
    auth.signOut();
  });

  it('downloads the session as PDF, Word and Excel under the names the server gives', async () => {
    const types = {
      pdf: 'application/pdf',
      docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    };
    fetchMock.mockImplementation(async (_, init) => {
      const { format } = JSON.parse(String(init?.body)) as { format: keyof typeof types };
      const name = `Prva sjednica 02.03.2026.${format}`;
      return new Response(new Blob(['file']), {
        headers: {
          'content-type': types[format],
          'content-disposition': `attachment; filename="x"; filename*=UTF-8''${encodeURIComponent(name)}`,
        },
      });
    });
    await renderWithApp(<SessionDossierButtons sessionId={13} />);
    expect(screen.getByRole('group', { name: 'Preuzmi podatke o sjednici' })).toBeDefined();

    const names = [
      ['Preuzmi podatke o sjednici kao PDF dokument', 'PDF'],
      ['Preuzmi podatke o sjednici kao Word dokument', 'Word'],
      ['Preuzmi podatke o sjednici kao Excel tabelu', 'Excel'],
    ];
    for (const [i, [label, text]] of names.entries()) {
      const button = screen.getByRole('button', { name: label });
      expect(button.textContent).toBe(text);
      await userEvent.click(button);
      await waitFor(() => expect(saved).toHaveLength(i + 1));
    }
    expect(saved).toEqual([
      'Prva sjednica 02.03.2026.pdf',
      'Prva sjednica 02.03.2026.docx',
      'Prva sjednica 02.03.2026.xlsx',
    ]);
    expect(
      fetchMock.mock.calls.map(([url, init]) => [String(url), JSON.parse(String(init?.body)) as unknown]),
    ).toEqual(
      (['pdf', 'docx', 'xlsx'] as const).map((format) => [
        '/api/Sessions/ExportSessionData',
        { sessionId: 13, languageId: 1, format },
      ]),
    );
  });

  it('offers nothing to an office moderator, who may not export the session', async () => {
    signInAs(14);
    await renderWithApp(<SessionDossierButtons sessionId={13} />);
    expect(screen.queryByRole('group', { name: 'Preuzmi podatke o sjednici' })).toBeNull();
  });
});
