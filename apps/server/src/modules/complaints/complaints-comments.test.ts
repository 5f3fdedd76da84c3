import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { comment } from '../../platform/discussions/discussion.schema';
import { complaintWorld, get, type Headers, post, report, upload } from './complaints.fixtures';

const STAFF = '/api/ComplaintConfiguration';

/** Comments on complaints kept by the platform's discussions (decision 0022). */
describe('complaints: comments through the discussions', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const uploadDocument = async (headers: Headers, name: string) =>
    (await upload(ctx, '/api/Complaints/UploadDocument', headers, { name, data: sampleFiles.pdf })).json()
      .fileId as string;
  const commentsOf = (id: number) =>
    ctx.database.db
      .select()
      .from(comment)
      .where(and(eq(comment.subjectKind, 'complaint'), eq(comment.subjectId, id)));

  it('serves a report’s documents and its comments’ files by one series of ids, each its own', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads, {
      documentIds: [await uploadDocument(w.citizen.headers, 'prijava.pdf')],
    });
    const saved = await post(ctx, '/api/Complaints/AddComment', w.citizen.headers, {
      complaintId: id,
      text: 'Dopuna prijave.',
      fileIds: [await uploadDocument(w.citizen.headers, 'dopuna.pdf')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const details = (await get(ctx, `/api/Complaints/GetByID/${id}/1`)).json();
    const documentId = details.documents[0].id as number;
    const commentFileId = details.comments[0].files[0].id as number;
    expect(commentFileId).not.toBe(documentId);
    for (const [fileId, name] of [
      [documentId, 'prijava.pdf'],
      [commentFileId, 'dopuna.pdf'],
    ] as const) {
      const download = await get(ctx, `/api/Complaints/DownloadFile/${fileId}`);
      expect(download.statusCode).toBe(200);
      expect(download.headers['content-disposition']).toContain(name);
      const staff = await get(ctx, `${STAFF}/DownloadFile/${fileId}`, w.admin.headers);
      expect(staff.headers['content-disposition']).toContain(name);
    }
  });

  it('counts a complaint’s comments in the staff list, and deletes them with the complaint', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    for (const text of ['Prvi', 'Drugi']) {
      const res = await post(ctx, `${STAFF}/AddNewComplaintComment`, w.admin.headers, {
        complaintId: id,
        text,
        fileIds: [await uploadDocument(w.admin.headers, 'prilog.pdf')],
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    const list = (
      await post(ctx, `${STAFF}/GetAllComplaints`, w.admin.headers, { languageId: 1, pageSize: 50 })
    ).json();
    expect(list.items.find((c: { id: number }) => c.id === id)).toMatchObject({ commentCount: 2 });
    expect(await commentsOf(id)).toHaveLength(2);

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `${STAFF}/DeleteComplaintByID/${id}`,
      headers: w.admin.headers,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await commentsOf(id)).toEqual([]);
  });
});
