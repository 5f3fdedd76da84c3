import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { sampleFiles } from '../../../test/files';
import { type Database, queryRows } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { diskStorage, type FileStorage } from '../files/storage';
import { MEGABYTE } from '../files/upload';
import { type Attachments, createAttachments, defineAttachmentKind, STAGED_TTL_MS } from './attachments';

const photo = defineAttachmentKind({
  name: 'test.photo',
  content: 'image',
  folder: 'test',
  maxBytes: async () => 200 * 1024,
});
const document = defineAttachmentKind({ name: 'test.document', content: 'document', folder: 'test' });
const pdfOnly = defineAttachmentKind({
  name: 'test.pdf',
  content: 'document',
  folder: 'test',
  judge: ({ contentType }) => (contentType === 'application/pdf' ? null : 'file_type_not_allowed'),
});

const owner = { municipalityId: 6, userId: 1 };
const other = { municipalityId: 6, userId: 2 };
const file = (data: Buffer, fileName: string) => ({ data, fileName, uploader: 'test' });

async function refusal(work: Promise<unknown>): Promise<string> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return `${error.field}:${error.key}`;
    throw error;
  }
  throw new Error('not refused');
}

describe('attachments', () => {
  let database: Database;
  let storage: FileStorage;
  let attachments: Attachments;
  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
    storage = diskStorage(mkdtempSync(path.join(tmpdir(), 'attachments-')));
    attachments = createAttachments({ db: database.db, storage, config: { UPLOAD_MAX_MB: 10 } });
  });
  afterAll(() => database.close());

  it('stages a photo re-encoded with a thumbnail, and its uploader takes it once', async () => {
    const staged = await attachments.stage(owner, photo, file(sampleFiles.png, 'rupa.png'));
    // An opaque photo becomes a JPEG, and its name says so.
    expect(staged).toMatchObject({
      kind: 'test.photo',
      fileName: 'rupa.jpg',
      contentType: 'image/jpeg',
      width: 2,
      height: 2,
    });
    expect(staged.thumbnailKey).not.toBeNull();
    expect(await storage.get(staged.storageKey)).not.toBeNull();
    expect(await storage.get(staged.thumbnailKey!)).not.toBeNull();
    // Not another person's, and not under another kind.
    expect(await inTransaction(database.db, (tx) => attachments.take(tx, other, photo, [staged.id]))).toEqual(
      [],
    );
    expect(
      await inTransaction(database.db, (tx) => attachments.take(tx, owner, document, [staged.id])),
    ).toEqual([]);
    expect(await attachments.peek(owner, photo, staged.id)).toEqual(staged);
    const taken = await inTransaction(database.db, (tx) => attachments.take(tx, owner, photo, [staged.id]));
    expect(taken).toEqual([staged]);
    expect(await inTransaction(database.db, (tx) => attachments.take(tx, owner, photo, [staged.id]))).toEqual(
      [],
    );
  });

  it('gives the upload back when the record’s transaction fails', async () => {
    const staged = await attachments.stage(owner, document, file(sampleFiles.pdf, 'zahtjev.pdf'));
    await expect(
      inTransaction(database.db, async (tx) => {
        expect(await attachments.take(tx, owner, document, [staged.id])).toHaveLength(1);
        throw new Error('the record was not saved');
      }),
    ).rejects.toThrow('the record was not saved');
    expect(await attachments.peek(owner, document, staged.id)).not.toBeNull();
  });

  it('serves a taken file only to whom the owning module admits, and says when its bytes are gone', async () => {
    const staged = await attachments.stage(owner, photo, file(sampleFiles.png, 'rupa.png'));
    const [taken] = await inTransaction(database.db, (tx) => attachments.take(tx, owner, photo, [staged.id]));
    const admitted = async () => undefined;
    // A record's photo keeps no name: it is shown, not offered as a download.
    const record = {
      storageKey: taken!.storageKey,
      thumbnailKey: taken!.thumbnailKey,
      contentType: 'image/jpeg',
    };
    const photoServed = await attachments.download(record, admitted);
    expect(photoServed.fileName).toBeUndefined();
    expect(Buffer.from(photoServed.data as Uint8Array)).toEqual(await storage.get(taken!.storageKey));
    const thumbnail = await attachments.download(record, admitted, { thumbnail: true });
    expect(Buffer.from(thumbnail.data as Uint8Array)).toEqual(await storage.get(taken!.thumbnailKey!));
    // The module's refusal stands; nothing is read for a refused caller.
    const refused = new AppError(404, 'record_not_found', 'id');
    await expect(
      attachments.download(taken, async () => {
        throw refused;
      }),
    ).rejects.toBe(refused);
    expect(await refusal(attachments.download(null, admitted))).toBe('id:record_not_found');
    expect(
      await refusal(attachments.download(null, admitted, { notFound: 'document_not_found_or_invalid' })),
    ).toBe('id:document_not_found_or_invalid');

    const pdf = await attachments.stage(owner, document, file(sampleFiles.pdf, 'zahtjev.pdf'));
    const [kept] = await inTransaction(database.db, (tx) => attachments.take(tx, owner, document, [pdf.id]));
    expect(await attachments.download(kept, admitted)).toMatchObject({
      contentType: 'application/pdf',
      fileName: 'zahtjev.pdf',
    });
    await storage.delete(kept!.storageKey);
    expect(await refusal(attachments.download(kept, admitted))).toBe('id:file_not_found');
  });

  it('takes uploads in the order they were given, leaving out ids that are not there', async () => {
    const a = await attachments.stage(owner, document, file(sampleFiles.pdf, 'a.pdf'));
    const b = await attachments.stage(owner, document, file(sampleFiles.docx, 'b.docx'));
    const taken = await inTransaction(database.db, (tx) =>
      attachments.take(tx, owner, document, [b.id, '00000000-0000-4000-8000-000000000000', a.id, b.id]),
    );
    expect(taken.map((t) => t.fileName)).toEqual(['b.docx', 'a.pdf']);
  });

  it('judges by the bytes and the kind: type, size and the module’s own rule', async () => {
    expect(await refusal(attachments.stage(owner, photo, file(sampleFiles.pdf, 'slika.jpg')))).toBe(
      'file:image_type_not_allowed',
    );
    expect(await refusal(attachments.stage(owner, document, file(sampleFiles.text, 'zahtjev.pdf')))).toBe(
      'file:file_type_not_allowed',
    );
    expect(await refusal(attachments.stage(owner, pdfOnly, file(sampleFiles.docx, 'a.docx')))).toBe(
      'file:file_type_not_allowed',
    );
    const small = defineAttachmentKind({ ...document, name: 'test.small', maxBytes: async () => 100 });
    expect(await refusal(attachments.stage(owner, small, file(sampleFiles.pdf, 'a.pdf')))).toBe(
      'file:file_too_large',
    );
    // The name follows the content: a PDF under another name is kept as a PDF.
    const renamed = await attachments.stage(owner, document, file(sampleFiles.pdf, 'Zahtjev.hta'));
    expect(renamed).toMatchObject({ fileName: 'Zahtjev.pdf', contentType: 'application/pdf' });
  });

  it('holds a person’s waiting uploads to the pending limit, whoever else uploads', async () => {
    const limited = createAttachments({ db: database.db, storage, config: { UPLOAD_MAX_MB: 1 } });
    const heavy = { municipalityId: 6, userId: 77 };
    await database.db.execute(sql`
      insert into staged_upload (municipality_id, user_id, kind, storage_key, file_name, content_type, size)
      values (6, 77, 'test.document', 'test/6/teret', 'teret.pdf', 'application/pdf', ${100 * MEGABYTE - 10})`);
    expect(await refusal(limited.stage(heavy, document, file(sampleFiles.pdf, 'a.pdf')))).toBe(
      'file:pending_uploads_too_large',
    );
    await limited.stage({ municipalityId: 6, userId: 78 }, document, file(sampleFiles.pdf, 'a.pdf'));
  });

  it('sweeps uploads nobody took within a day, with their stored bytes', async () => {
    const old = await attachments.stage(owner, photo, file(sampleFiles.jpeg, 'stara.jpg'));
    const fresh = await attachments.stage(owner, document, file(sampleFiles.pdf, 'nova.pdf'));
    await database.db.execute(
      sql`update staged_upload set date_created = ${new Date(Date.now() - STAGED_TTL_MS - 1000)} where id = ${old.id}`,
    );
    await attachments.sweep();
    const left = await queryRows<{ id: string }>(database.db, sql`select id from staged_upload`);
    expect(left.map((r) => r.id)).not.toContain(old.id);
    expect(left.map((r) => r.id)).toContain(fresh.id);
    expect(await storage.get(old.storageKey)).toBeNull();
    expect(await storage.get(old.thumbnailKey!)).toBeNull();
    expect(await storage.get(fresh.storageKey)).not.toBeNull();
  });

  it('lets one of many takers racing for an upload have it', async () => {
    const staged = await attachments.stage(owner, document, file(sampleFiles.pdf, 'jedan.pdf'));
    const results = await Promise.all(
      Array.from({ length: 20 }, () =>
        inTransaction(database.db, (tx) => attachments.take(tx, owner, document, [staged.id])),
      ),
    );
    expect(results.filter((r) => r.length === 1)).toHaveLength(1);
  });
});
