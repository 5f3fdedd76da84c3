import { catalogues } from '@portal/i18n/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { pdfTitle } from '../../../test/pdf';

describe('user manual', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it.each([
    [1, 'bs'],
    [3, 'hr'],
    [2, 'sr_cyr'],
  ] as const)('is a PDF in language %i', async (languageId, key) => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/StaticDocuments/DownloadUserManual/${languageId}`,
      headers: { 'content-type': 'application/json' },
      payload: 'null',
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const manual = catalogues[key]['manual'] as { title: string; fileName: string };
    expect(pdfTitle(res.rawPayload)).toBe(manual.title);
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent(`${manual.fileName}.pdf`)}`,
    );
    const pages = res.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(3);
  });

  it('offers an ASCII file name too, for old clients', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/StaticDocuments/DownloadUserManual/2' });
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="Uputstvo za koriscenje portala.pdf"/,
    );
  });

  it('refuses a language that does not exist', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/StaticDocuments/DownloadUserManual/4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ languageId: 'validation_invalid_value' });
  });
});
