import { footerDocumentCodes, Profile } from '@portal/contracts';
import { catalogues } from '@portal/i18n/server';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { sampleFiles, uploadDocument } from '../../../test/files';
import { seedDemo, startApp, type TestContext } from '../../../test/harness';
import { pdfTitle } from '../../../test/pdf';
import { documentType } from '../code-lists/code-lists.schema';
import { infoSectionDocument, infoSectionFile } from './info-section.schema';

type Headers = Record<string, string>;

const calls = {
  USER_MANUAL: 'DownloadUserManual',
  TERMS: 'DownloadTermsAndRequirements',
  PRIVACY: 'DownloadPrivacyPolicy',
  HELP_CONTACTS: 'DownloadHelpContacts',
} as const;

const titles = {
  TERMS: 'terms',
  PRIVACY: 'privacy',
  HELP_CONTACTS: 'helpContacts',
} as const;

const languages = [
  [1, 'bs'],
  [3, 'hr'],
  [2, 'sr_cyr'],
] as const;

function download(ctx: TestContext, code: keyof typeof calls, languageId: number, headers: Headers = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/StaticDocuments/${calls[code]}/${languageId}`,
    headers: { 'content-type': 'application/json', ...headers },
    payload: 'null',
  });
}

async function typeIds(ctx: TestContext, municipalityId: number) {
  const rows = await ctx.database.db
    .select({ id: documentType.id, code: documentType.code })
    .from(documentType)
    .where(
      and(eq(documentType.municipalityId, municipalityId), inArray(documentType.code, footerDocumentCodes)),
    );
  return Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<string, number>;
}

describe('footer documents', () => {
  let ctx: TestContext;
  let admin: Headers;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'ljubinje.test=42' } });
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
  });
  afterAll(() => ctx.close());

  async function publish(
    code: string,
    options: { languageId: number | null; name: string; data?: Buffer; fileName?: string },
  ) {
    const uploaded = await uploadDocument(ctx, admin, {
      name: options.fileName ?? 'dokument.pdf',
      data: options.data ?? sampleFiles.pdf,
    });
    const [extension] = uploaded.json().extensions;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/AdminInfoSectionDocument/Save',
      headers: admin,
      payload: {
        id: 0,
        dataStatus: 2,
        name: options.name,
        documentTypeId: (await typeIds(ctx, 6))[code],
        languageId: options.languageId,
        extension,
        fileId: uploaded.json().fileId,
        order: 0,
        active: true,
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number };
  }

  it('gives every municipality the four document types, found by their codes', async () => {
    for (const municipalityId of [1, 6, 42]) {
      expect(Object.keys(await typeIds(ctx, municipalityId)).sort()).toEqual([...footerDocumentCodes].sort());
    }
    const [terms] = await ctx.database.db
      .select()
      .from(documentType)
      .where(and(eq(documentType.municipalityId, 6), eq(documentType.code, 'TERMS')));
    expect(terms!.name).toEqual({
      bs: 'Uslovi korištenja',
      hr: 'Uvjeti korištenja',
      sr_cyr: 'Услови коришћења',
    });
  });

  describe.each(Object.entries(titles))('%s, while the municipality uploaded none', (code, name) => {
    it.each(languages)('is a PDF generated from the catalogue in language %i', async (languageId, key) => {
      const res = await download(ctx, code as keyof typeof titles, languageId);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const title = (catalogues[key]['content'] as Record<string, Record<string, string>>)[name]!['title']!;
      expect(pdfTitle(res.rawPayload)).toBe(title);
      expect(res.headers['content-disposition']).toContain(
        `filename*=UTF-8''${encodeURIComponent(`${title}.pdf`)}`,
      );
    });
  });

  it('answers the newest active uploaded document for the language, or for every language', async () => {
    const croatian = await publish('TERMS', {
      languageId: 3,
      name: 'Uvjeti korištenja Grada Tuzle',
      data: sampleFiles.docx,
      fileName: 'uvjeti.docx',
    });
    const hr = await download(ctx, 'TERMS', 3);
    expect(hr.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(hr.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Uvjeti korištenja Grada Tuzle.docx')}`,
    );
    expect(hr.rawPayload.equals(sampleFiles.docx)).toBe(true);
    // Bosnian still has none of its own: the generated one.
    expect(pdfTitle((await download(ctx, 'TERMS', 1)).rawPayload)).toBe('Uslovi korištenja');

    const forAll = await publish('TERMS', { languageId: null, name: 'Uslovi korištenja (svi jezici)' });
    for (const languageId of [1, 2, 3]) {
      const res = await download(ctx, 'TERMS', languageId);
      expect(res.rawPayload.equals(sampleFiles.pdf), `language ${languageId}`).toBe(true);
    }

    // Switched off, the document is no longer offered: the Croatian one is the newest again.
    await ctx.database.db
      .update(infoSectionDocument)
      .set({ active: false })
      .where(eq(infoSectionDocument.id, forAll.id));
    expect((await download(ctx, 'TERMS', 3)).rawPayload.equals(sampleFiles.docx)).toBe(true);
    expect(pdfTitle((await download(ctx, 'TERMS', 2)).rawPayload)).toBe('Услови коришћења');
    expect(croatian.id).toBeGreaterThan(0);
  });

  it('lets the municipality replace the generated user manual', async () => {
    const generated = await download(ctx, 'USER_MANUAL', 1);
    expect(pdfTitle(generated.rawPayload)).toBe('Uputstvo za korištenje portala');
    const png = await publish('USER_MANUAL', {
      languageId: 1,
      name: 'Uputstvo',
      data: sampleFiles.png,
      fileName: 'u.png',
    });
    const res = await download(ctx, 'USER_MANUAL', 1);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(sampleFiles.png)).toBe(true);
    expect(pdfTitle((await download(ctx, 'USER_MANUAL', 3)).rawPayload)).toBe('Upute za korištenje portala');
    expect(png.id).toBeGreaterThan(0);
  });

  it('falls back to the generated document when the uploaded file has gone missing', async () => {
    await publish('PRIVACY', { languageId: 1, name: 'Politika privatnosti' });
    const [file] = await ctx.database.db
      .select({ key: infoSectionFile.storageKey })
      .from(infoSectionDocument)
      .innerJoin(infoSectionFile, eq(infoSectionFile.id, infoSectionDocument.fileId))
      .where(eq(infoSectionDocument.name, 'Politika privatnosti'));
    await ctx.storage.delete(file!.key);
    const res = await download(ctx, 'PRIVACY', 1);
    expect(res.statusCode).toBe(200);
    expect(pdfTitle(res.rawPayload)).toBe('Politika privatnosti');
  });

  it('serves each municipality its own documents and texts', async () => {
    const ljubinje = await download(ctx, 'TERMS', 2, { host: 'ljubinje.test' });
    expect(ljubinje.headers['content-type']).toBe('application/pdf');
    expect(pdfTitle(ljubinje.rawPayload)).toBe('Услови коришћења');
  });

  it('refuses a language that does not exist', async () => {
    const res = await download(ctx, 'HELP_CONTACTS', 4);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ languageId: 'validation_invalid_value' });
  });
});

describe('the demo info section', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
    await seedDemo(ctx);
    await seedDemo(ctx);
  });
  afterAll(() => ctx.close());

  it('stores the terms, privacy policy and help as documents in the three languages, once', async () => {
    const headers = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    const documents = (
      await ctx.app.inject({ url: '/api/AdminInfoSectionDocument/GetAll', headers })
    ).json() as {
      documentTypeCode: string;
      languageId: number;
      name: string;
      extension: string;
      active: boolean;
    }[];
    const stored = documents.filter((d) =>
      ['TERMS', 'PRIVACY', 'HELP_CONTACTS'].includes(d.documentTypeCode),
    );
    expect(stored).toHaveLength(9);
    expect(stored.every((d) => d.extension === 'pdf' && d.active)).toBe(true);
    expect(stored.find((d) => d.documentTypeCode === 'HELP_CONTACTS' && d.languageId === 2)!.name).toBe(
      'Помоћ и контакти',
    );
    expect(documents.some((d) => d.documentTypeCode === 'USER_MANUAL')).toBe(false);
  });

  it('offers the stored documents in the footer', async () => {
    const res = await download(ctx, 'HELP_CONTACTS', 3);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(pdfTitle(res.rawPayload)).toBe('Pomoć i kontakti');
    expect(res.headers['content-disposition']).toContain(
      `filename*=UTF-8''${encodeURIComponent('Pomoć i kontakti.pdf')}`,
    );
  });

  it('publishes a few texts in the three languages', async () => {
    const texts = (await ctx.app.inject({ url: '/api/InfoSection/GetTexts/2' })).json() as {
      title: string;
    }[];
    expect(texts.length).toBeGreaterThanOrEqual(3);
    expect(texts.every((t) => !/[A-Za-z]/.test(t.title))).toBe(true);
    const documents = (await ctx.app.inject({ url: '/api/InfoSection/GetDocuments/2' })).json() as {
      name: string;
    }[];
    expect(documents.map((d) => d.name)).toEqual(
      expect.arrayContaining(['Услови коришћења', 'Политика приватности', 'Помоћ и контакти']),
    );
  });
});
