import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { InfoSectionPage } from './InfoSectionPage';

const fetchMock = vi.fn<typeof fetch>();

const texts = [
  { id: 1, title: 'Radno vrijeme', text: 'Radimo od 7.30.\n\n- ponedjeljak\n- petak' },
  { id: 2, title: 'Javni poziv', text: 'Pozivamo udruženja.' },
];
const documents = [
  {
    id: 11,
    name: 'Odluka o budžetu',
    documentTypeId: 3,
    documentTypeName: 'Odluke',
    extension: 'pdf',
    contentType: 'application/pdf',
    size: 1_572_864,
    dateModified: '2026-03-01T10:00:00.000Z',
  },
  {
    id: 12,
    name: 'Odluka o porezima',
    documentTypeId: 3,
    documentTypeName: 'Odluke',
    extension: 'docx',
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    size: 20_480,
    dateModified: '2026-03-02T10:00:00.000Z',
  },
  {
    id: 13,
    name: 'Uslovi korištenja',
    documentTypeId: 9,
    documentTypeName: 'Uslovi korištenja',
    extension: 'pdf',
    contentType: 'application/pdf',
    size: 800,
    dateModified: '2026-03-03T10:00:00.000Z',
  },
];

describe('the public info section', () => {
  beforeEach(() => vi.stubGlobal('fetch', fetchMock));
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('shows the texts in order and the documents by type, each a download link', async () => {
    fetchMock.mockImplementation(async (url) =>
      Response.json(String(url).includes('GetTexts') ? texts : documents),
    );
    await renderWithApp(<InfoSectionPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Info sekcija' })).toBeDefined();
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => within(a).getByRole('heading').textContent)).toEqual([
      'Radno vrijeme',
      'Javni poziv',
    ]);
    expect(
      within(articles[0]!)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['ponedjeljak', 'petak']);

    const budget = await screen.findByRole('link', {
      name: 'Preuzmite dokument Odluka o budžetu (PDF, 1,5 MB)',
    });
    expect(budget.getAttribute('href')).toBe('/api/InfoSection/DownloadDocument/11');
    expect(budget.hasAttribute('download')).toBe(true);
    expect(screen.getByRole('link', { name: /Odluka o porezima \(DOCX, 20 KB\)/ })).toBeDefined();
    expect(screen.getByRole('link', { name: /Uslovi korištenja \(PDF, 800 B\)/ })).toBeDefined();
    expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Radno vrijeme',
      'Javni poziv',
      'Odluke',
      'Uslovi korištenja',
    ]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(
      expect.arrayContaining(['/api/InfoSection/GetTexts/1', '/api/InfoSection/GetDocuments/1']),
    );
  });

  it('says so when nothing is published', async () => {
    fetchMock.mockImplementation(async () => Response.json([]));
    await renderWithApp(<InfoSectionPage />);
    expect(await screen.findByText('Trenutno nema objavljenih obavještenja.')).toBeDefined();
    expect(await screen.findByText('Trenutno nema objavljenih dokumenata.')).toBeDefined();
  });
});
