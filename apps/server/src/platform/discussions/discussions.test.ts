import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { sampleFiles } from '../../../test/files';
import { insertUser } from '../../modules/accounts/accounts.repository';
import { UserStatus } from '../../modules/accounts/accounts.schema';
import { type Attachments, createAttachments, defineAttachmentKind } from '../attachments/attachments';
import { type Database } from '../db/database';
import { inTransaction } from '../db/transaction';
import { AppError } from '../errors';
import { diskStorage, type FileStorage } from '../files/storage';
import { createDiscussions, defineDiscussionSubject, type Discussions, type Reader } from './discussions';

const TUZLA = 6;
const DOBOJ = 1;

const document = defineAttachmentKind({ name: 'test.comment-file', content: 'document', folder: 'test' });
/** Like complaints: the public does not see an inappropriate comment at all. */
const item = defineDiscussionSubject({ kind: 'test-item', fileKind: document, maxLength: 20 });
/** Like a debate: an inappropriate comment stays in the thread with its text hidden. */
const debate = defineDiscussionSubject({
  kind: 'test-debate',
  fileKind: document,
  maxLength: 500,
  inappropriate: 'hidden',
});

async function status(work: Promise<unknown>): Promise<number> {
  try {
    await work;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
  return 200;
}

describe('discussions', () => {
  let database: Database;
  let storage: FileStorage;
  let attachments: Attachments;
  let discussions: Discussions;
  let nextUser = 0;
  let nextSubject = 5000;
  /** A new account in a municipality, named as given. */
  const person = async (names: { firstName?: string; lastName?: string } = {}, municipalityId = TUZLA) => {
    nextUser += 1;
    const user = await insertUser(database.db, {
      municipalityId,
      username: `komentator${nextUser}`,
      profileId: 3,
      status: UserStatus.Active,
      ...names,
    });
    return { municipalityId, userId: user.id };
  };
  const subjectId = () => (nextSubject += 1);
  const upload = async (owner: { municipalityId: number; userId: number }, name = 'prilog.pdf') =>
    (await attachments.stage(owner, document, { data: sampleFiles.pdf, fileName: name })).id;
  const readers: Record<Reader, (comment: unknown) => Promise<Reader>> = {
    staff: async () => 'staff',
    public: async () => 'public',
  };

  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
    storage = diskStorage(mkdtempSync(path.join(tmpdir(), 'discussions-')));
    attachments = createAttachments({ db: database.db, storage, config: { UPLOAD_MAX_MB: 10 } });
    discussions = createDiscussions({ db: database.db, attachments });
  });
  afterAll(() => database.close());

  it('adds a comment with its files in order, served to whoever the subject admits', async () => {
    const ana = await person({ firstName: 'Ana', lastName: 'Babić' });
    const files = [await upload(ana, 'prvi.pdf'), await upload(ana, 'drugi.pdf')];
    const id = subjectId();
    const saved = await discussions.add(
      ana,
      item,
      id,
      { text: 'Slažem se.', fileIds: files },
      { byStaff: false },
    );
    expect(saved.fileRefused).toBe(false);
    expect(saved.comment).toMatchObject({
      text: 'Slažem se.',
      // The author is answered with their own full name.
      authorName: 'Ana Babić',
      byStaff: false,
      active: true,
      inappropriate: false,
    });
    expect(saved.comment.files.map((f) => f.fileName)).toEqual(['prvi.pdf', 'drugi.pdf']);
    // The uploads were taken: they wait no more.
    expect(await attachments.peek(ana, document, files[0]!)).toBeNull();

    const download = await discussions.file(
      item,
      { municipalityId: TUZLA, fileId: saved.comment.files[0]!.id },
      readers.public,
    );
    expect(download).toMatchObject({ contentType: 'application/pdf', fileName: 'prvi.pdf' });
    expect(Buffer.from(download.data as Uint8Array)).toEqual(sampleFiles.pdf);
    // Refused by the module's access rule: the platform passes its refusal on.
    const refusedByModule = discussions.file(
      item,
      { municipalityId: TUZLA, fileId: saved.comment.files[0]!.id },
      async () => {
        throw new AppError(404, 'record_not_found');
      },
    );
    expect(await status(refusedByModule)).toBe(404);
    // Not a file of another kind of subject.
    expect(
      await status(
        discussions.file(
          debate,
          { municipalityId: TUZLA, fileId: saved.comment.files[0]!.id },
          readers.staff,
        ),
      ),
    ).toBe(404);
  });

  it('saves a comment with a file it cannot take without that file, and says so; cuts long text', async () => {
    const [ana, ivo] = [await person(), await person()];
    const own = await upload(ana);
    const others = await upload(ivo);
    const missing = '00000000-0000-4000-8000-000000000000';
    const id = subjectId();
    const saved = await discussions.add(
      ana,
      item,
      id,
      { text: 'Ovo je komentar duži od dvadeset znakova.', fileIds: [own, others, missing] },
      { byStaff: false },
    );
    expect(saved.fileRefused).toBe(true);
    expect(saved.comment.files).toHaveLength(1);
    expect(saved.comment.text).toBe('Ovo je komentar duži');
    // Another person's upload is not taken: it still waits for them.
    expect(await attachments.peek(ivo, document, others)).not.toBeNull();
    // The same id twice is one file, not a refusal.
    const again = await discussions.add(
      ivo,
      item,
      id,
      { text: 'Dva puta isti.', fileIds: [others, others] },
      { byStaff: false },
    );
    expect(again).toMatchObject({ fileRefused: false, comment: { files: [expect.anything()] } });
  });

  it('shows the public active and appropriate comments only, citizens as "First L."; staff everything', async () => {
    const ana = await person({ firstName: 'Ana', lastName: 'Babić' });
    const clerk = await person({ firstName: 'Marko', lastName: 'Marić' });
    const id = subjectId();
    const add = async (text: string, who = ana, byStaff = false) =>
      (await discussions.add(who, item, id, { text, fileIds: [await upload(who)] }, { byStaff })).comment;
    const shown = await add('Vidljiv');
    const hidden = await add('Skriven');
    const rude = await add('Uvredljiv');
    const answer = await add('Odgovor', clerk, true);
    const where = { municipalityId: TUZLA };
    await discussions.setActive(item, { ...where, commentId: hidden.id }, false, readers.staff);
    await discussions.setInappropriate(item, { ...where, commentId: rude.id }, true, readers.staff);

    const publicList = await discussions.list(item, { ...where, subjectId: id }, { reader: 'public' });
    expect(publicList.items.map((c) => [c.text, c.authorName])).toEqual([
      ['Vidljiv', 'Ana B.'],
      // Staff are named in full, to the public too.
      ['Odgovor', 'Marko Marić'],
    ]);
    expect(publicList.totalCount).toBe(2);
    const staffList = await discussions.list(item, { ...where, subjectId: id }, { reader: 'staff' });
    expect(staffList.items.map((c) => [c.text, c.authorName, c.active, c.inappropriate])).toEqual([
      ['Vidljiv', 'Ana Babić', true, false],
      ['Skriven', 'Ana Babić', false, false],
      ['Uvredljiv', 'Ana Babić', true, true],
      ['Odgovor', 'Marko Marić', true, false],
    ]);
    // Files of comments the public does not see are not served to it; staff get them.
    for (const comment of [hidden, rude]) {
      const fileId = comment.files[0]!.id;
      expect(await status(discussions.file(item, { ...where, fileId }, readers.public))).toBe(404);
      expect(await status(discussions.file(item, { ...where, fileId }, readers.staff))).toBe(200);
    }
    expect(
      await status(discussions.file(item, { ...where, fileId: shown.files[0]!.id }, readers.public)),
    ).toBe(200);
    // One comment, as the reader may see it.
    expect(await discussions.comment(item, { ...where, commentId: rude.id }, readers.public)).toBeNull();
    expect(await discussions.comment(item, { ...where, commentId: rude.id }, readers.staff)).toMatchObject({
      text: 'Uvredljiv',
      files: [expect.objectContaining({ fileName: 'prilog.pdf' })],
    });
    // Moderation waits for the module's check, and does nothing when it refuses.
    const refused = discussions.setActive(item, { ...where, commentId: shown.id }, false, async () => {
      throw new AppError(404, 'record_not_found');
    });
    expect(await status(refused)).toBe(404);
    expect(
      (await discussions.list(item, { ...where, subjectId: id }, { reader: 'public' })).items.map(
        (c) => c.id,
      ),
    ).toEqual([shown.id, answer.id]);
  });

  it('shows an inappropriate comment with its text and files hidden where the subject says so', async () => {
    const ana = await person({ firstName: 'Ana', lastName: 'Babić' });
    const id = subjectId();
    const { comment } = await discussions.add(
      ana,
      debate,
      id,
      { text: 'Uvredljiv', fileIds: [await upload(ana)] },
      { byStaff: false },
    );
    await discussions.setInappropriate(
      debate,
      { municipalityId: TUZLA, commentId: comment.id },
      true,
      readers.staff,
    );
    const { items } = await discussions.list(
      debate,
      { municipalityId: TUZLA, subjectId: id },
      { reader: 'public' },
    );
    expect(items).toEqual([
      expect.objectContaining({
        id: comment.id,
        text: '',
        files: [],
        inappropriate: true,
        authorName: 'Ana B.',
      }),
    ]);
    expect(
      await status(
        discussions.file(debate, { municipalityId: TUZLA, fileId: comment.files[0]!.id }, readers.public),
      ),
    ).toBe(404);
    expect(
      (
        await discussions.counts(debate, { municipalityId: TUZLA, subjectIds: [id] }, { reader: 'public' })
      ).get(id),
    ).toBe(1);
  });

  it('pages a discussion oldest first with the total', async () => {
    const ana = await person();
    const id = subjectId();
    for (const n of [1, 2, 3, 4, 5]) {
      await discussions.add(ana, item, id, { text: `Komentar ${n}`, fileIds: [] }, { byStaff: false });
    }
    const page = (pageNumber: number) =>
      discussions.list(
        item,
        { municipalityId: TUZLA, subjectId: id },
        { reader: 'public', page: { pageNumber, pageSize: 2 } },
      );
    expect((await page(1)).items.map((c) => c.text)).toEqual(['Komentar 1', 'Komentar 2']);
    expect(await page(3)).toEqual({
      items: [expect.objectContaining({ text: 'Komentar 5' })],
      totalCount: 5,
    });
    expect(await page(4)).toEqual({ items: [], totalCount: 5 });
  });

  it('counts the comments of several subjects at once, as the reader sees them', async () => {
    const ana = await person();
    const [a, b, none] = [subjectId(), subjectId(), subjectId()];
    const add = (subject: number, text: string) =>
      discussions.add(ana, item, subject, { text, fileIds: [] }, { byStaff: false });
    await add(a, 'a1');
    await add(a, 'a2');
    const { comment } = await add(b, 'b1');
    await add(b, 'b2');
    await add(b, 'b3');
    await discussions.setActive(item, { municipalityId: TUZLA, commentId: comment.id }, false, readers.staff);
    // Another kind's comments on the same id are not counted.
    await discussions.add(ana, debate, a, { text: 'rasprava', fileIds: [] }, { byStaff: false });
    const counts = (reader: Reader) =>
      discussions.counts(item, { municipalityId: TUZLA, subjectIds: [a, b, none] }, { reader });
    expect(await counts('staff')).toEqual(
      new Map([
        [a, 2],
        [b, 3],
        [none, 0],
      ]),
    );
    expect(await counts('public')).toEqual(
      new Map([
        [a, 2],
        [b, 2],
        [none, 0],
      ]),
    );
  });

  it('keeps municipalities apart: lists, counts, moderation and files', async () => {
    const [inTuzla, inDoboj] = [await person({}, TUZLA), await person({}, DOBOJ)];
    const id = subjectId();
    await discussions.add(inTuzla, item, id, { text: 'Tuzla', fileIds: [] }, { byStaff: false });
    const doboj = await discussions.add(
      inDoboj,
      item,
      id,
      { text: 'Doboj', fileIds: [await upload(inDoboj)] },
      { byStaff: false },
    );
    const list = await discussions.list(item, { municipalityId: TUZLA, subjectId: id }, { reader: 'staff' });
    expect(list.items.map((c) => c.text)).toEqual(['Tuzla']);
    expect(
      (await discussions.counts(item, { municipalityId: TUZLA, subjectIds: [id] }, { reader: 'staff' })).get(
        id,
      ),
    ).toBe(1);
    const where = { municipalityId: TUZLA, commentId: doboj.comment.id };
    expect(await status(discussions.setInappropriate(item, where, true, readers.staff))).toBe(404);
    expect(await status(discussions.comment(item, where, readers.staff))).toBe(404);
    expect(
      await status(
        discussions.file(item, { municipalityId: TUZLA, fileId: doboj.comment.files[0]!.id }, readers.staff),
      ),
    ).toBe(404);
    const inOwn = await discussions.list(
      item,
      { municipalityId: DOBOJ, subjectId: id },
      { reader: 'public' },
    );
    expect(inOwn.items).toEqual([expect.objectContaining({ text: 'Doboj', inappropriate: false })]);
  });

  it('removes the comments of deleted subjects in the caller’s transaction and answers their files', async () => {
    const ana = await person();
    const [gone, kept] = [subjectId(), subjectId()];
    const { comment } = await discussions.add(
      ana,
      item,
      gone,
      { text: 'Nestaje', fileIds: [await upload(ana)] },
      { byStaff: false },
    );
    await discussions.add(ana, item, kept, { text: 'Ostaje', fileIds: [] }, { byStaff: false });
    await discussions.add(ana, debate, gone, { text: 'Druga vrsta', fileIds: [] }, { byStaff: false });
    // A failed transaction removes nothing.
    await expect(
      inTransaction(database.db, async (tx) => {
        await discussions.remove(tx, item, { municipalityId: TUZLA, subjectIds: [gone] });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(
      (
        await discussions.counts(item, { municipalityId: TUZLA, subjectIds: [gone] }, { reader: 'staff' })
      ).get(gone),
    ).toBe(1);
    const keys = await inTransaction(database.db, (tx) =>
      discussions.remove(tx, item, { municipalityId: TUZLA, subjectIds: [gone] }),
    );
    expect(keys).toHaveLength(1);
    expect(await storage.get(keys[0]!)).not.toBeNull();
    const left = (subject: typeof item, ids: number[]) =>
      discussions.counts(subject, { municipalityId: TUZLA, subjectIds: ids }, { reader: 'staff' });
    expect(await left(item, [gone, kept])).toEqual(
      new Map([
        [gone, 0],
        [kept, 1],
      ]),
    );
    expect((await left(debate, [gone])).get(gone)).toBe(1);
    expect(
      await status(
        discussions.file(item, { municipalityId: TUZLA, fileId: comment.files[0]!.id }, readers.staff),
      ),
    ).toBe(404);
  });

  it('refuses a declaration it cannot keep', () => {
    expect(() => defineDiscussionSubject({ kind: 'Complaint', fileKind: document, maxLength: 10 })).toThrow();
    expect(() => defineDiscussionSubject({ kind: 'complaint', fileKind: document, maxLength: 0 })).toThrow();
  });
});
