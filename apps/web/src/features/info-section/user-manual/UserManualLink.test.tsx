import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/api';
import { renderWithApp } from '../../../test/render';
import { HelpContactsPage } from '../content-pages/components/pages';
import { userManualModule } from './index';

const fetchMock = mockApi();

describe('the user manual', () => {
  it('is offered on the help page, in the page’s language', async () => {
    fetchMock.mockResolvedValue(
      new Response(new Blob(['%PDF-1.7']), {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': "attachment; filename*=UTF-8''Upute.pdf",
        },
      }),
    );
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: () => 'blob:x', revokeObjectURL: () => {} }));
    await renderWithApp(<HelpContactsPage />, { language: 'hr' });
    expect(screen.getByRole('heading', { name: 'Upute za korištenje (PDF)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^Preuzmite upute/ }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(String(fetchMock.mock.calls[0]![0])).toMatch(/\/api\/StaticDocuments\/DownloadUserManual\/3$/);
  });

  it('is in the footer and no longer an entry of the home page', () => {
    expect(userManualModule.footerLinks?.map((l) => l.label)).toEqual(['common.footer.manual']);
    expect(userManualModule.home).toBeUndefined();
  });
});
