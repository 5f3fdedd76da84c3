import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { AccessRight, Profile } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { multipart, sampleFiles, uploadDocument } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { stagedUpload } from '../../platform/attachments/attachments.schema';
import { documentType } from '../code-lists/code-lists.schema';
import { infoSectionDocument, infoSectionFile } from './info-section.schema';
import { addDocumentType } from '../../../test/documents';

type Headers = Record<string, string>;

/** Every file kept under DATA_DIR/files/info-section, for checking what an action stored or removed. */
async function storedFiles(ctx: TestContext): Promise<string[]> {
  const root = path.join(ctx.config.dataDir, 'files', 'info-section');
  try {
    const dirs = await readdir(root);
    return (
      await Promise.all(dirs.map(async (d) => (await readdir(path.join(root, d))).map((f) => `${d}/${f}`)))
    ).flat();
  } catch {
    return [];
  }
}

describe('info-section documents', () => {
  let ctx: TestContext;
  let admin: Headers;
  let editor: Headers;
  let typeId: number;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    editor = (await signedIn(ctx, { profileId: Profile.Office, rights: [AccessRight.InfoSectionModule] }))
      .headers;
    typeId = await addDocumentType(ctx.database.db, {
      code: 'ODL',
      name: { bs: 'Odluke', hr: 'Odluke', sr_cyr: 'Одлуке' },
      sortOrder: 10,
    });
  });
  afterAll(() => ctx.close());

  const upload = (file: { name: string; data: Buffer }, headers: Headers = admin) =>
    uploadDocument(ctx, headers, file);
  const save = (body: Record<string, unknown>, headers: Headers = admin) =>
    ctx.app.inject({ method: 'POST', url: '/api/AdminInfoSectionDocument/Save', headers, payload: body });
  const document = (overrides: Record<string, unknown> = {}) => ({
    id: 0,
    dataStatus: 2,
    name: 'Odluka o budžetu',
    documentTypeId: typeId,
    languageId: null,
    extension: 'pdf',
    fileId: null,
    order: 10,
    active: true,
    ...overrides,
  });
  /** Uploads a file and saves a document with it. */
  async function create(
    overrides: Record<string, unknown> = {},
    file = { name: 'odluka.pdf', data: sampleFiles.pdf },
  ) {
    const uploaded = await upload(file);
    expect(uploaded.statusCode).toBe(200);
    const res = await save(document({ fileId: uploaded.json().fileId, ...overrides }));
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }

  describe('upload', () => {
    it('judges a file by its bytes: a PDF named .png is a PDF, and named so', async () => {
      const res = await upload({ name: 'skenirano.png', data: sampleFiles.pdf });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        fileName: 'skenirano.pdf',
        contentType: 'application/pdf',
        extensions: ['pdf'],
        size: sampleFiles.pdf.length,
      });
      expect(res.json().fileId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it.each([
      ['ugovor.doc', 'doc', ['doc']],
      ['tabela.xls', 'xls', ['xls']],
      ['ugovor.docx', 'docx', ['docx']],
      ['tabela.xlsx', 'xlsx', ['xlsx']],
      ['slika.jpeg', 'jpeg', ['jpeg', 'jpg']],
      ['slika.JPG', 'jpeg', ['jpg', 'jpeg']],
      ['plan.png', 'png', ['png']],
      ['plan.bmp', 'bmp', ['bmp']],
      ['snimak.mov', 'mov', ['mov']],
      ['snimak.mp4', 'mp4', ['mov']],
    ] as const)(
      'accepts %s, offering the extensions its content may carry',
      async (name, sample, extensions) => {
        const res = await upload({ name, data: sampleFiles[sample] });
        expect(res.statusCode, res.body).toBe(200);
        expect(res.json().extensions).toEqual(extensions);
      },
    );

    it.each([
      ['tekst.pdf', 'text'],
      ['stranica.pdf', 'html'],
      ['arhiva.docx', 'zip'],
      ['prezentacija.doc', 'ppt'],
      ['fotografija.jpg', 'heic'],
      ['animacija.png', 'gif'],
    ] as const)('refuses %s (really %s) with a clear message and stores nothing', async (name, sample) => {
      const filesBefore = await storedFiles(ctx);
      const rowsBefore = await ctx.database.db.$count(stagedUpload);
      const res = await upload({ name, data: sampleFiles[sample] });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ file: 'file_type_not_allowed' });
      expect(await storedFiles(ctx)).toEqual(filesBefore);
      expect(await ctx.database.db.$count(stagedUpload)).toBe(rowsBefore);
    });

    it('needs a file, in a multipart form', async () => {
      const empty = await upload({ name: 'prazno.pdf', data: Buffer.alloc(0) });
      expect(empty.json().errors).toEqual({ file: 'validation_required' });
      const otherField = await uploadDocument(ctx, admin, {
        field: 'document',
        name: 'a.pdf',
        data: sampleFiles.pdf,
      });
      expect(otherField.json().errors).toEqual({ file: 'validation_required' });
      const fieldsOnly = multipart([], { name: 'bez datoteke' });
      const noFile = await ctx.app.inject({
        method: 'POST',
        url: '/api/AdminInfoSectionDocument/Upload',
        headers: { ...admin, ...fieldsOnly.headers },
        payload: fieldsOnly.payload,
      });
      expect(noFile.json().errors).toEqual({ file: 'validation_required' });
      const json = await ctx.app.inject({
        method: 'POST',
        url: '/api/AdminInfoSectionDocument/Upload',
        headers: admin,
        payload: { file: 'JVBERi0=' },
      });
      expect(json.statusCode).toBe(415);
      expect(json.json().errors).toEqual({ file: 'unsupported_media_type' });
    });

    it('refuses a broken form as a failed upload', async () => {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/AdminInfoSectionDocument/Upload',
        headers: { ...admin, 'content-type': 'multipart/form-data; boundary=abc' },
        payload:
          '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 cut off',
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ file: 'document_upload_failed' });
    });

    it('is for administrators and holders of right 2 only, and reads nothing from others', async () => {
      expect((await upload({ name: 'a.pdf', data: sampleFiles.pdf }, editor)).statusCode).toBe(200);
      const citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
      const filesBefore = await storedFiles(ctx);
      expect((await upload({ name: 'a.pdf', data: sampleFiles.pdf }, citizen.headers)).statusCode).toBe(403);
      expect((await upload({ name: 'a.pdf', data: sampleFiles.pdf }, {})).statusCode).toBe(401);
      expect(await storedFiles(ctx)).toEqual(filesBefore);
    });

    it('removes files no document took within a day', async () => {
      const stale = (await upload({ name: 'zaboravljeno.pdf', data: sampleFiles.pdf })).json();
      await ctx.database.db
        .update(stagedUpload)
        .set({ dateCreated: new Date(Date.now() - 25 * 60 * 60_000) })
        .where(eq(stagedUpload.id, stale.fileId));
      const [row] = await ctx.database.db
        .select()
        .from(stagedUpload)
        .where(eq(stagedUpload.id, stale.fileId));
      await upload({ name: 'novo.pdf', data: sampleFiles.pdf });
      expect(await ctx.database.db.$count(stagedUpload, eq(stagedUpload.id, stale.fileId))).toBe(0);
      expect(await ctx.storage.get(row!.storageKey)).toBeNull();
      const late = await save(document({ fileId: stale.fileId }));
      expect(late.json().errors).toEqual({ fileId: 'document_not_found_or_invalid' });
    });
  });

  describe('the size limit', () => {
    let small: TestContext;
    let headers: Headers;
    beforeAll(async () => {
      small = await startApp({ env: { UPLOAD_MAX_MB: '0.1' } });
      headers = (await signedIn(small, { profileId: Profile.Administrator })).headers;
    });
    afterAll(() => small.close());

    const pdfOf = (bytes: number) =>
      Buffer.concat([sampleFiles.pdf, Buffer.alloc(bytes - sampleFiles.pdf.length, 32)]);

    it('accepts a file up to the configured size', async () => {
      const res = await uploadDocument(small, headers, { name: 'mali.pdf', data: pdfOf(100 * 1024) });
      expect(res.statusCode).toBe(200);
    });

    it('refuses a larger file, naming the limit in MB, and stores nothing', async () => {
      const before = await storedFiles(small);
      const res = await uploadDocument(small, headers, { name: 'veliki.pdf', data: pdfOf(110 * 1024) });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        errors: { file: 'file_too_large' },
        params: { file: { maximum: 0.1 } },
      });
      expect(await storedFiles(small)).toEqual(before);
    });

    it('refuses a request whose declared length is over the limit before reading it', async () => {
      const res = await uploadDocument(small, headers, { name: 'ogroman.pdf', data: pdfOf(400 * 1024) });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ file: 'file_too_large' });
    });

    it('is 20 MB unless configured', () => {
      expect(ctx.config.UPLOAD_MAX_MB).toBe(20);
      expect(ctx.app.uploadMaxBytes).toBe(20 * 1024 * 1024);
    });
  });

  describe('saving by data status', () => {
    it('creates a document with an uploaded file', async () => {
      const saved = await create({ name: 'Odluka o budžetu za 2026. godinu', languageId: 1, order: 5 });
      expect(saved).toMatchObject({
        name: 'Odluka o budžetu za 2026. godinu',
        documentTypeId: typeId,
        documentTypeCode: 'ODL',
        documentTypeName: { bs: 'Odluke', sr_cyr: 'Одлуке' },
        languageId: 1,
        extension: 'pdf',
        fileName: 'odluka.pdf',
        contentType: 'application/pdf',
        size: sampleFiles.pdf.length,
        order: 5,
        active: true,
      });
      const got = await ctx.app.inject({
        url: `/api/AdminInfoSectionDocument/GetByID/${saved.id}`,
        headers: editor,
      });
      expect(got.json()).toEqual(saved);
      const all = await ctx.app.inject({ url: '/api/AdminInfoSectionDocument/GetAll', headers: editor });
      expect(all.json().map((d: { id: number }) => d.id)).toContain(saved.id);
    });

    it('requires name, type, extension and, for a new document, a file', async () => {
      const res = await save({ ...document(), name: ' ', documentTypeId: null, extension: '' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        name: 'validation_required',
        documentTypeId: 'validation_required',
        extension: 'validation_required',
        fileId: 'validation_required',
      });
      const unknownExtension = await save(document({ extension: 'exe' }));
      expect(unknownExtension.json().errors).toMatchObject({ extension: 'validation_invalid_value' });
    });

    it('refuses a file that does not exist or another document already has', async () => {
      const unknown = await save(document({ fileId: '00000000-0000-4000-8000-000000000000' }));
      expect(unknown.json().errors).toEqual({ fileId: 'document_not_found_or_invalid' });
      const notAnId = await save(document({ fileId: 'nije-id' }));
      expect(notAnId.json().errors).toEqual({ fileId: 'document_not_found_or_invalid' });
      const taken = (await upload({ name: 'a.pdf', data: sampleFiles.pdf })).json().fileId;
      expect((await save(document({ fileId: taken }))).statusCode).toBe(200);
      expect((await save(document({ fileId: taken }))).json().errors).toEqual({
        fileId: 'document_not_found_or_invalid',
      });
    });

    it('gives a file to one of two saves racing for it', async () => {
      const fileId = (await upload({ name: 'a.pdf', data: sampleFiles.pdf })).json().fileId;
      const results = await Promise.all([save(document({ fileId })), save(document({ fileId }))]);
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const refused = results.find((r) => r.statusCode === 400)!;
      expect(refused.json().errors).toEqual({ fileId: 'document_not_found_or_invalid' });
    });

    it('refuses an extension the file’s content cannot carry, and a type that is not the municipality’s', async () => {
      const fileId = (await upload({ name: 'ugovor.docx', data: sampleFiles.docx })).json().fileId;
      const wrong = await save(document({ fileId, extension: 'pdf' }));
      expect(wrong.json().errors).toEqual({ extension: 'file_type_not_allowed' });
      const [doboj] = await ctx.database.db
        .select({ id: documentType.id })
        .from(documentType)
        .where(and(eq(documentType.municipalityId, 1), eq(documentType.code, 'TERMS')));
      const foreign = await save(document({ fileId, extension: 'docx', documentTypeId: doboj!.id }));
      expect(foreign.json().errors).toEqual({ documentTypeId: 'record_not_found' });
      const missing = await save(document({ fileId, extension: 'docx', documentTypeId: 999_999 }));
      expect(missing.json().errors).toEqual({ documentTypeId: 'record_not_found' });
    });

    it('changes a document, keeping its file unless a new one is given', async () => {
      const created = await create();
      const kept = await save(
        document({ id: created.id, dataStatus: 3, name: 'Izmijenjena odluka', active: false }),
      );
      expect(kept.json()).toMatchObject({
        name: 'Izmijenjena odluka',
        active: false,
        fileName: 'odluka.pdf',
      });
      const fileOf = async () =>
        (
          await ctx.database.db
            .select({ id: infoSectionDocument.fileId, key: infoSectionFile.storageKey })
            .from(infoSectionDocument)
            .innerJoin(infoSectionFile, eq(infoSectionFile.id, infoSectionDocument.fileId))
            .where(eq(infoSectionDocument.id, created.id))
        )[0]!;
      const oldFile = await fileOf();
      const replacement = (await upload({ name: 'plan.png', data: sampleFiles.png })).json();
      const replaced = await save(
        document({ id: created.id, dataStatus: 3, fileId: replacement.fileId, extension: 'png' }),
      );
      expect(replaced.json()).toMatchObject({
        fileName: 'plan.png',
        contentType: 'image/png',
        extension: 'png',
      });
      expect((await fileOf()).id).toBe(replacement.fileId);
      expect(await ctx.database.db.$count(infoSectionFile, eq(infoSectionFile.id, oldFile.id))).toBe(0);
      expect(await ctx.storage.get(oldFile.key)).toBeNull();
      const download = await ctx.app.inject({
        url: `/api/AdminInfoSectionDocument/Download/${created.id}`,
        headers: admin,
      });
      expect(download.rawPayload.equals(sampleFiles.png)).toBe(true);
    });

    it('refuses a new file’s extension that the kept file cannot carry', async () => {
      const created = await create();
      const res = await save(document({ id: created.id, dataStatus: 3, extension: 'docx' }));
      expect(res.json().errors).toEqual({ extension: 'file_type_not_allowed' });
    });

    it('answers Unchanged with the document as it is, and deletes with Deleted', async () => {
      const created = await create();
      const unchanged = await save(document({ id: created.id, dataStatus: 1, name: 'Zanemareno' }));
      expect(unchanged.json().name).toBe('Odluka o budžetu');
      const before = await storedFiles(ctx);
      const deleted = await save(document({ id: created.id, dataStatus: 4 }));
      expect(deleted.statusCode).toBe(200);
      expect(
        (await ctx.app.inject({ url: `/api/AdminInfoSectionDocument/GetByID/${created.id}`, headers: admin }))
          .statusCode,
      ).toBe(404);
      expect((await storedFiles(ctx)).length).toBe(before.length - 1);
    });

    it('refuses an unknown data status and changes nothing', async () => {
      const created = await create();
      const res = await save(document({ id: created.id, dataStatus: 0, name: 'Nešto drugo' }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ dataStatus: 'data_not_saved_unknown_status' });
      const now = await ctx.app.inject({
        url: `/api/AdminInfoSectionDocument/GetByID/${created.id}`,
        headers: admin,
      });
      expect(now.json().name).toBe('Odluka o budžetu');
    });

    it('refuses saving to citizens and visitors', async () => {
      const citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
      expect((await save(document(), citizen.headers)).statusCode).toBe(403);
      expect((await save(document(), {})).statusCode).toBe(401);
      const list = await ctx.app.inject({
        url: '/api/AdminInfoSectionDocument/GetAll',
        headers: citizen.headers,
      });
      expect(list.statusCode).toBe(403);
    });
  });

  describe('deleting', () => {
    it('deletes a document and its file by id', async () => {
      const created = await create();
      const before = await storedFiles(ctx);
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/AdminInfoSectionDocument/DeleteByID/${created.id}`,
        headers: editor,
      });
      expect(res.json()).toEqual({ success: true });
      expect((await storedFiles(ctx)).length).toBe(before.length - 1);
      const again = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/AdminInfoSectionDocument/DeleteByID/${created.id}`,
        headers: editor,
      });
      expect(again.statusCode).toBe(404);
    });

    it('keeps a document type that documents use', async () => {
      const typeId = await addDocumentType(ctx.database.db, {
        code: 'PRAV',
        name: { bs: 'Pravilnici', hr: 'Pravilnici', sr_cyr: 'Правилници' },
      });
      await create({ documentTypeId: typeId });
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/AdminInfoSectionDocumentType/DeleteAdminInfoSectionDocumentTypeByID/${typeId}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ general: 'deletion_not_possible' });
    });
  });

  describe('the public info section', () => {
    it('lists anyone the active documents for the language and for every language', async () => {
      const forAll = await create({ name: 'Za sve jezike', order: 1 });
      const bosnian = await create({ name: 'Samo bosanski', languageId: 1, order: 2 });
      const serbian = await create({ name: 'Само српски', languageId: 2, order: 3 });
      const hidden = await create({ name: 'Neaktivan', active: false, order: 4 });
      const list = async (languageId: number) =>
        (
          (await ctx.app.inject({ url: `/api/InfoSection/GetDocuments/${languageId}` })).json() as {
            id: number;
          }[]
        ).map((d) => d.id);
      const bs = await list(1);
      expect(bs).toEqual(expect.arrayContaining([forAll.id, bosnian.id]));
      expect(bs).not.toContain(serbian.id);
      expect(bs).not.toContain(hidden.id);
      expect(bs.indexOf(forAll.id)).toBeLessThan(bs.indexOf(bosnian.id));
      const sr = (await ctx.app.inject({ url: '/api/InfoSection/GetDocuments/2' })).json();
      expect(sr.find((d: { id: number }) => d.id === serbian.id)).toEqual({
        id: serbian.id,
        name: 'Само српски',
        documentTypeId: typeId,
        documentTypeName: 'Одлуке',
        extension: 'pdf',
        contentType: 'application/pdf',
        size: sampleFiles.pdf.length,
        dateModified: expect.any(String),
      });
      expect(await list(3)).not.toContain(bosnian.id);
    });

    it('lets anyone download an active document with its content type and a UTF-8 file name', async () => {
      const created = await create(
        { name: 'Odluka o ćevapima, šljivama i džemu / 2026' },
        { name: 'scan.png', data: sampleFiles.pdf },
      );
      const res = await ctx.app.inject({ url: `/api/InfoSection/DownloadDocument/${created.id}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      const name = 'Odluka o ćevapima, šljivama i džemu - 2026.pdf';
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="Odluka o cevapima, sljivama i dzemu - 2026.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
      expect(res.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    });

    it('gives each format the content type its bytes show', async () => {
      const created = await create(
        { extension: 'jpg', name: 'Plan grada' },
        { name: 'plan.jpeg', data: sampleFiles.jpeg },
      );
      const res = await ctx.app.inject({ url: `/api/InfoSection/DownloadDocument/${created.id}` });
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-disposition']).toContain("filename*=UTF-8''Plan%20grada.jpg");
    });

    it('does not give the public an inactive document, or one of another municipality', async () => {
      const hidden = await create({ active: false });
      const res = await ctx.app.inject({ url: `/api/InfoSection/DownloadDocument/${hidden.id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual({ id: 'document_not_found_or_invalid' });
      const adminDownload = await ctx.app.inject({
        url: `/api/AdminInfoSectionDocument/Download/${hidden.id}`,
        headers: editor,
      });
      expect(adminDownload.statusCode).toBe(200);
      const active = await create();
      const elsewhere = await ctx.app.inject({
        url: `/api/InfoSection/DownloadDocument/${active.id}`,
        headers: { host: 'doboj.test' },
      });
      expect(elsewhere.statusCode).toBe(404);
    });
  });

  it('describes the upload as a multipart form in the API description', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    const upload = doc.paths['/api/AdminInfoSectionDocument/Upload'].post;
    expect(upload.requestBody.content['multipart/form-data'].schema).toMatchObject({
      required: ['file'],
      properties: { file: { type: 'string', format: 'binary' } },
    });
  });
});
