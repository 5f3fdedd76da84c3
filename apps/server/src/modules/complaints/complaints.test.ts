import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ComplaintStatus } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import {
  complaintWorld,
  get,
  type Headers,
  photoWithGps,
  post,
  report,
  reportBody,
  upload,
} from './complaints.fixtures';
import { stagedUpload } from '../../platform/attachments/attachments.schema';
import { complaint, complaintImage } from './complaints.schema';

async function storedFiles(ctx: TestContext): Promise<string[]> {
  const root = path.join(ctx.config.dataDir, 'files', 'complaints', '6');
  return readdir(root).catch(() => []);
}

describe('complaints: reporting, the public side and files', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const uploadImage = (headers: Headers, data: Buffer, name = 'slika.jpg') =>
    upload(ctx, '/api/Complaints/UploadImage', headers, { name, data });
  const uploadDocument = (headers: Headers, data: Buffer, name = 'zapisnik.pdf') =>
    upload(ctx, '/api/Complaints/UploadDocument', headers, { name, data });
  const search = (body: Record<string, unknown> = {}, headers: Headers = {}) =>
    post(ctx, '/api/Complaints/Search', headers, { languageId: 1, pageSize: 50, ...body });

  it('refuses an anonymous report with must_login_to_report_problem', async () => {
    const res = await post(ctx, '/api/Complaints/Report', {}, reportBody(w.roads));
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual({ general: 'must_login_to_report_problem' });
  });

  it('names the refused fields of a report', async () => {
    const res = await post(ctx, '/api/Complaints/Report', w.citizen.headers, {
      ...reportBody(w.roads),
      title: '  ',
      latitude: 95,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      title: 'validation_required',
      latitude: 'validation_too_large',
    });
    const unknown = await post(ctx, '/api/Complaints/Report', w.citizen.headers, reportBody(999_999));
    expect(unknown.json().errors).toEqual({ categoryId: 'record_not_found' });
  });

  it('reports with a photo and a document, numbered per year; the photo is stored without GPS', async () => {
    const original = await photoWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const photo = await uploadImage(w.citizen.headers, original);
    expect(photo.statusCode).toBe(200);
    expect(photo.json()).toMatchObject({ contentType: 'image/jpeg', width: 400, height: 300 });
    const doc = await uploadDocument(w.citizen.headers, sampleFiles.pdf);
    expect(doc.json()).toMatchObject({ contentType: 'application/pdf', fileName: 'zapisnik.pdf' });
    const first = await report(ctx, w.citizen.headers, w.roads, {
      imageIds: [photo.json().fileId],
      documentIds: [doc.json().fileId],
    });
    const second = await report(ctx, w.citizen.headers, w.roads);
    const year = new Intl.DateTimeFormat('en', { timeZone: 'Europe/Sarajevo', year: 'numeric' }).format(
      new Date(),
    );
    const [seq1] = first.number.split('/').map(Number);
    expect(first.number).toMatch(new RegExp(`^\\d+/${year}$`));
    expect(second.number).toBe(`${seq1! + 1}/${year}`);

    const details = (await get(ctx, `/api/Complaints/GetByID/${first.id}/1`)).json();
    expect(details).toMatchObject({
      id: first.id,
      statusId: ComplaintStatus.Created,
      mine: false,
      documents: [{ fileName: 'zapisnik.pdf', contentType: 'application/pdf' }],
    });
    expect(details.images).toHaveLength(1);
    expect(details.imageId).toBe(details.images[0].id);
    // The uploads were taken: they cannot be used again.
    const again = await post(ctx, '/api/Complaints/Report', w.citizen.headers, {
      ...reportBody(w.roads),
      imageIds: [photo.json().fileId],
    });
    expect(again.json().errors).toEqual({ imageIds: 'document_not_found_or_invalid' });

    const image = await get(ctx, `/api/Complaints/GetImage/${details.images[0].id}`);
    expect(image.statusCode).toBe(200);
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    const thumb = await get(ctx, `/api/Complaints/GetThumbnail/${details.images[0].id}`);
    expect((await sharp(thumb.rawPayload).metadata()).width).toBeLessThanOrEqual(320);
    const file = await get(ctx, `/api/Complaints/DownloadFile/${details.documents[0].id}`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(sampleFiles.pdf)).toBe(true);
  });

  it('refuses an HTML file named .jpg, as a photo and as a document, and stores nothing', async () => {
    const before = await storedFiles(ctx);
    const photo = await uploadImage(w.citizen.headers, sampleFiles.html, 'slika.jpg');
    expect(photo.statusCode).toBe(400);
    expect(photo.json().errors).toEqual({ file: 'image_type_not_allowed' });
    const doc = await uploadDocument(w.citizen.headers, sampleFiles.html, 'slika.jpg');
    expect(doc.json().errors).toEqual({ file: 'file_type_not_allowed' });
    expect(await storedFiles(ctx)).toEqual(before);
  });

  it('limits photos by the parameters: their number and their size in KB', async () => {
    const save = (id: number, value: number) =>
      post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.admin.headers, { id, value });
    expect((await save(1, 2)).statusCode).toBe(200);
    const ids = [];
    for (let i = 0; i < 3; i += 1)
      ids.push((await uploadImage(w.citizen.headers, await photoWithGps())).json().fileId);
    const res = await post(ctx, '/api/Complaints/Report', w.citizen.headers, {
      ...reportBody(w.roads),
      imageIds: ids,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errors: { imageIds: 'complaint_images_limit' },
      params: { imageIds: { maximum: 2 } },
    });
    expect((await save(2, 100)).statusCode).toBe(200);
    const noisy = await sharp({
      create: {
        width: 900,
        height: 900,
        channels: 3,
        background: { r: 0, g: 0, b: 0 },
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .jpeg({ quality: 95 })
      .toBuffer();
    expect(noisy.length).toBeGreaterThan(100 * 1024);
    const big = await uploadImage(w.citizen.headers, noisy);
    expect(big.json()).toMatchObject({
      errors: { file: 'image_too_large' },
      params: { file: { maximum: 100 } },
    });
    const settings = (await get(ctx, '/api/Complaints/GetReportSettings')).json();
    expect(settings).toMatchObject({ imagesPerComplaint: 2, maxImageSizeKb: 100 });
    expect(settings.documentExtensions).toContain('docx');
    await save(1, 5);
    await save(2, 5120);
  });

  it('saves parameters only within their bounds, and only for administrators or right 12', async () => {
    const res = await post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.admin.headers, {
      id: 1,
      value: 21,
    });
    expect(res.json()).toMatchObject({
      errors: { value: 'validation_too_large' },
      params: { value: { maximum: 20 } },
    });
    const low = await post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.admin.headers, {
      id: 2,
      value: 99,
    });
    expect(low.json().errors).toEqual({ value: 'validation_too_small' });
    const list = (
      await get(ctx, '/api/SystemParameters/GetAllComplaintParameters/1', w.admin.headers)
    ).json();
    expect(list).toEqual([
      expect.objectContaining({ id: 1, name: 'Broj fotografija po prijavi', value: 5, min: 1, max: 20 }),
      expect.objectContaining({ id: 2, value: 5120, min: 100, max: 20_480 }),
      expect.objectContaining({ id: 3, value: 150, min: 20, max: 2000 }),
      expect.objectContaining({ id: 4, value: 7, min: 1, max: 90 }),
      expect.objectContaining({ id: 5, value: 2560, min: 800, max: 8000 }),
    ]);
    const one = await get(ctx, '/api/SystemParameters/GetComplaintParameterByID/2/2', w.admin.headers);
    expect(one.json()).toMatchObject({ id: 2, name: 'Највећа величина фотографије (КБ)' });
    expect(
      (await get(ctx, '/api/SystemParameters/GetAllComplaintParameters/1', w.all.headers)).statusCode,
    ).toBe(403);
  });

  it('lists public complaints only: hidden and inappropriate ones are left out, and 404 / 410 to others', async () => {
    const shown = await report(ctx, w.citizen.headers, w.lights, { title: 'Javna svjetiljka ne radi' });
    const hidden = await report(ctx, w.citizen.headers, w.lights, { title: 'Skrivena prijava' });
    const bad = await report(ctx, w.citizen.headers, w.lights, { title: 'Neprimjerena prijava' });
    await post(ctx, '/api/ComplaintConfiguration/UpdateComplaintStatus', w.admin.headers, {
      complaintId: hidden.id,
      title: 'Skrivena prijava',
      description: 'Lični podaci',
      categoryId: w.lights,
      visible: false,
    });
    const moved = await post(ctx, '/api/ComplaintConfiguration/ChangeComplaintStatus', w.admin.headers, {
      complaintId: bad.id,
      statusId: ComplaintStatus.Inappropriate,
      comment: 'Uvredljiv sadržaj',
    });
    expect(moved.statusCode).toBe(200);
    const ids = (await search({ categoryId: w.lights })).json().items.map((i: { id: number }) => i.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(bad.id);

    expect((await get(ctx, `/api/Complaints/GetByID/${hidden.id}/1`, w.other.headers)).statusCode).toBe(404);
    const gone = await get(ctx, `/api/Complaints/GetByID/${bad.id}/1`, w.other.headers);
    expect(gone.statusCode).toBe(410);
    expect(gone.json().errors).toEqual({ complaint: 'complaint_hidden_inappropriate' });
    // The reporter and staff still see them.
    expect((await get(ctx, `/api/Complaints/GetByID/${bad.id}/1`, w.citizen.headers)).json()).toMatchObject({
      mine: true,
      inappropriate: true,
    });
    expect((await get(ctx, `/api/Complaints/GetByID/${hidden.id}/1`, w.all.headers)).statusCode).toBe(200);
    // The reporter's own list has them all.
    const mine = (
      await post(ctx, '/api/Complaints/GetMyComplaints', w.citizen.headers, { languageId: 1, pageSize: 50 })
    )
      .json()
      .items.map((i: { id: number }) => i.id);
    expect(mine).toEqual(expect.arrayContaining([shown.id, hidden.id, bad.id]));
    const others = (
      await post(ctx, '/api/Complaints/GetMyComplaints', w.other.headers, { languageId: 1 })
    ).json();
    expect(others.items.map((i: { id: number }) => i.id)).not.toContain(shown.id);
  });

  it('searches by text with prefixes and without diacritics, and by status and dates', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads, {
      title: 'Oštećen šaht kod Čaršijske džamije',
    });
    const find = async (text: string) =>
      (await search({ text })).json().items.map((i: { id: number }) => i.id) as number[];
    expect(await find('sah carsij')).toContain(id);
    expect(await find('Čaršijs')).toContain(id);
    expect(await find('nepostojeca rijec')).toEqual([]);
    // The municipality's day, not UTC's: between 23:00 and midnight UTC they differ.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Sarajevo' }).format(new Date());
    const byDate = (await search({ dateFrom: today, dateTo: today, statusId: 1 })).json();
    expect(byDate.items.map((i: { id: number }) => i.id)).toContain(id);
    expect((await search({ dateTo: '2020-01-01' })).json().totalCount).toBe(0);
  });

  it('searches across scripts: Latin by Cyrillic words, Cyrillic by Latin, both without diacritics', async () => {
    const latin = await report(ctx, w.citizen.headers, w.roads, {
      title: 'Rupa kod Đurđevdanske česme u Odžacima',
      description: 'Voda curi danima.',
      address: 'Đurđevdanska 4, Odžaci',
    });
    const cyrillic = await report(ctx, w.citizen.headers, w.roads, {
      title: 'Поломљена љуљашка у Његошевом парку',
      description: 'Деца се не могу љуљати.',
      address: 'Његошева 7, Тузла',
    });
    const find = async (text: string) =>
      (await search({ text })).json().items.map((i: { id: number }) => i.id) as number[];
    const latinQueries = ['Оџаци', 'рупа ђурђевданск', 'ЧЕСМ', 'odzaci', 'djurdjevdansk cesm', 'Đurđevd'];
    for (const text of latinQueries) {
      const found = await find(text);
      expect(found, text).toContain(latin.id);
      expect(found, text).not.toContain(cyrillic.id);
    }
    const cyrillicQueries = ['ljuljaska', 'polomljena ljuljaška', 'Njegosev park', 'Његошев', 'ЉУЉАШК'];
    for (const text of cyrillicQueries) {
      const found = await find(text);
      expect(found, text).toContain(cyrillic.id);
      expect(found, text).not.toContain(latin.id);
    }
    expect(await find('česma парк')).toEqual([]);
  });

  it('comments: citizens see active and appropriate ones, and their files only', async () => {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const file = (await uploadDocument(w.other.headers, sampleFiles.docx, 'prilog.docx')).json();
    const saved = await post(ctx, '/api/Complaints/AddComment', w.other.headers, {
      complaintId: id,
      text: 'I ja sam primijetio.',
      fileIds: [file.fileId, '00000000-0000-4000-8000-000000000000'],
    });
    expect(saved.statusCode).toBe(200);
    const { comment, fileRefused } = saved.json();
    expect(fileRefused).toBe(true);
    expect(comment.files).toHaveLength(1);
    const fileId = comment.files[0].id;
    expect((await get(ctx, `/api/Complaints/DownloadFile/${fileId}`)).statusCode).toBe(200);

    await post(ctx, '/api/ComplaintConfiguration/SetComplaintCommentInappropriate', w.admin.headers, {
      commentId: comment.id,
      inappropriate: true,
    });
    const details = (await get(ctx, `/api/Complaints/GetByID/${id}/1`, w.other.headers)).json();
    expect(details.comments).toEqual([]);
    expect((await get(ctx, `/api/Complaints/DownloadFile/${fileId}`, w.other.headers)).statusCode).toBe(404);
    expect(
      (await get(ctx, `/api/ComplaintConfiguration/DownloadFile/${fileId}`, w.admin.headers)).statusCode,
    ).toBe(200);
    const staffComments = (
      await get(ctx, `/api/ComplaintConfiguration/GetComplaintCommentsByComplaintId/${id}`, w.admin.headers)
    ).json();
    expect(staffComments).toEqual([
      expect.objectContaining({ id: comment.id, inappropriate: true, active: true }),
    ]);

    await post(ctx, '/api/ComplaintConfiguration/SetComplaintCommentInappropriate', w.admin.headers, {
      commentId: comment.id,
      inappropriate: false,
    });
    await post(ctx, '/api/ComplaintConfiguration/SetComplaintCommentActive', w.admin.headers, {
      commentId: comment.id,
      active: false,
    });
    expect((await get(ctx, `/api/Complaints/GetByID/${id}/1`)).json().comments).toEqual([]);
    expect((await get(ctx, `/api/Complaints/DownloadFile/${fileId}`)).statusCode).toBe(404);
    const files = await get(
      ctx,
      `/api/ComplaintConfiguration/GetFilesByComplaintCommentID/${comment.id}`,
      w.admin.headers,
    );
    expect(files.json()).toEqual([expect.objectContaining({ fileName: 'prilog.docx' })]);
  });

  it('never serves the photos and files of a complaint the caller may not see', async () => {
    const photo = (await uploadImage(w.citizen.headers, await photoWithGps())).json();
    const { id } = await report(ctx, w.citizen.headers, w.roads, { imageIds: [photo.fileId] });
    const [image] = await ctx.database.db
      .select()
      .from(complaintImage)
      .where(eq(complaintImage.complaintId, id));
    await ctx.database.db.update(complaint).set({ visible: false }).where(eq(complaint.id, id));
    expect((await get(ctx, `/api/Complaints/GetImage/${image!.id}`)).statusCode).toBe(404);
    expect((await get(ctx, `/api/Complaints/GetThumbnail/${image!.id}`, w.other.headers)).statusCode).toBe(
      404,
    );
    expect((await get(ctx, `/api/Complaints/GetImage/${image!.id}`, w.citizen.headers)).statusCode).toBe(200);
  });

  it('removes uploads nobody took after a day', async () => {
    const first = (await uploadDocument(w.citizen.headers, sampleFiles.pdf)).json();
    await ctx.database.db
      .update(stagedUpload)
      .set({ dateCreated: new Date(Date.now() - 25 * 3_600_000) })
      .where(eq(stagedUpload.id, first.fileId));
    const before = (await storedFiles(ctx)).length;
    await uploadDocument(w.citizen.headers, sampleFiles.pdf);
    const rows = await ctx.database.db.select().from(stagedUpload).where(eq(stagedUpload.id, first.fileId));
    expect(rows).toEqual([]);
    expect((await storedFiles(ctx)).length).toBe(before);
  });
});
