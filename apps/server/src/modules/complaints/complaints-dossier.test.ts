import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { AccessRight, ComplaintStatus, Profile } from '@portal/contracts';
import JSZip from 'jszip';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { docxText, pdfText } from '../../../test/report-files';
import { complaintWorld, type Headers, photoWithGps, post, report, upload } from './complaints.fixtures';

const run = promisify(execFile);
const STAFF = '/api/ComplaintConfiguration';
const EXPORT = '/api/Reports/ComplaintDetails/Export';

/** The complaint details export: one complaint as a PDF or Word document (decision 0026). */
describe('complaints: the details export', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let dir: string;
  let complaint: { id: number; number: string };
  let reporter: string;

  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    dir = await mkdtemp(path.join(tmpdir(), 'complaint-dossier-'));
    reporter = `Test ${w.citizen.user.username}`;

    const photo = (
      await upload(ctx, '/api/Complaints/UploadImage', w.citizen.headers, {
        name: 'rupa.jpg',
        data: await photoWithGps(400, 300),
      })
    ).json();
    complaint = await report(ctx, w.citizen.headers, w.roads, {
      description: 'Duboka rupa na sredini kolovoza, opasna za bicikliste.',
      imageIds: [photo.fileId],
    });
    const call = (action: string, headers: Headers, body: Record<string, unknown>) =>
      post(ctx, `${STAFF}/${action}`, headers, body);
    const ok = (res: { statusCode: number; body: string }) => expect(res.statusCode, res.body).toBe(200);

    ok(
      await call('AssignComplaint', w.admin.headers, {
        complaintId: complaint.id,
        organizationalUnitId: w.unitA1,
        comment: 'Na nadležnost Odsjeku A1',
      }),
    );
    const file = (
      await upload(ctx, `${STAFF}/UploadAnswerFiles`, w.all.headers, {
        name: 'zapisnik-sanacije.pdf',
        data: sampleFiles.pdf,
      })
    ).json();
    ok(
      await call('AddComplaintAnswer', w.all.headers, {
        complaintId: complaint.id,
        text: 'Ekipa je izašla na teren i sanirala rupu.',
        fileIds: [file.fileId],
      }),
    );
    ok(
      await post(ctx, '/api/Complaints/AddComment', w.citizen.headers, {
        complaintId: complaint.id,
        text: 'Hvala na brzoj reakciji.',
        fileIds: [],
      }),
    );
    const rude = await post(ctx, '/api/Complaints/AddComment', w.other.headers, {
      complaintId: complaint.id,
      text: 'Uvredljiv komentar.',
      fileIds: [],
    });
    ok(rude);
    ok(
      await call('SetComplaintCommentInappropriate', w.admin.headers, {
        commentId: rude.json().comment.id,
        inappropriate: true,
      }),
    );
    ok(
      await call('ChangeComplaintStatus', w.admin.headers, {
        complaintId: complaint.id,
        statusId: ComplaintStatus.Resolved,
        comment: 'Sanirano na terenu',
      }),
    );
  });
  afterAll(async () => {
    await ctx.close();
    await rm(dir, { recursive: true, force: true });
  });

  const exported = (headers: Headers, format: string, languageId = 1, complaintId = complaint.id) =>
    post(ctx, EXPORT, headers, { complaintId, languageId, format });

  /** What the document must say, whatever its format. */
  const contents = () => [
    'Grad Tuzla',
    `Prijava problema ${complaint.number}`,
    'Udarna rupa u Turalibegovoj',
    'Duboka rupa na sredini kolovoza, opasna za bicikliste.',
    'Turalibegova bb, Tuzla',
    reporter,
    'Putevi',
    'Odsjek A1',
    'Ekipa je izašla na teren i sanirala rupu.',
    'zapisnik-sanacije.pdf',
    'Hvala na brzoj reakciji.',
    'Uvredljiv komentar.',
    'Neprimjeren',
    'Na nadležnost Odsjeku A1',
    'Sanirano na terenu',
    'Dodijeljena',
    'Odgovorena',
    'Riješena',
    'Historija statusa',
    'Fotografija 1',
  ];

  it('exports the complaint as PDF with its photo, answer, comments and history', async () => {
    const res = await exported(w.admin.headers, 'pdf');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const [sequence, year] = complaint.number.split('/');
    expect(res.headers['content-disposition']).toMatch(
      new RegExp(
        `filename\\*=UTF-8''Prijava%20problema%20${sequence}-${year}%20\\d\\d\\.\\d\\d\\.\\d{4}\\.pdf`,
      ),
    );
    const text = (await pdfText(res.rawPayload)).replace(/[ \t]+/g, ' ');
    for (const expected of contents()) expect(text).toContain(expected);
    // The coordinates, in the local format.
    expect(text).toContain('44,538000');

    const file = path.join(dir, 'complaint.pdf');
    await writeFile(file, res.rawPayload);
    const { stdout } = await run('/usr/bin/pdfimages', ['-list', file]);
    const pictures = stdout
      .split('\n')
      .slice(2)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[2] === 'image')
      .map((fields) => `${fields[3]}×${fields[4]}`);
    // The photo, beside the coat of arms.
    expect(pictures).toContain('400×300');
    expect(pictures).toHaveLength(2);
  });

  it('exports the complaint as Word with the same contents and the photo among its media', async () => {
    const res = await exported(w.admin.headers, 'docx');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/\.docx$/);
    const text = await docxText(res.rawPayload);
    for (const expected of contents()) expect(text).toContain(expected);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const media = await Promise.all(zip.file(/^word\/media\//).map((f) => f.async('nodebuffer')));
    const sizes = await Promise.all(media.map(async (m) => (await sharp(m).metadata()).width));
    expect(sizes).toContain(400);
  });

  it('writes the Serbian Cyrillic document in Cyrillic', async () => {
    const res = await exported(w.admin.headers, 'pdf', 2);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(
      encodeURIComponent(`Пријава проблема ${complaint.number.replace('/', '-')}`),
    );
    const text = await pdfText(res.rawPayload);
    for (const expected of [
      'Град Тузла',
      `Пријава проблема ${complaint.number}`,
      'Подаци о пријави',
      'Историја статуса',
      'Додијељена',
      'Ријешена',
      'Непримјерен',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Podaci o prijavi');
  });

  it('is refused to citizens, to the signed-out and to right 16 outside its branch', async () => {
    expect((await exported(w.citizen.headers, 'pdf')).statusCode).toBe(403);
    expect((await exported({}, 'pdf')).statusCode).toBe(401);
    // Unit B's branch does not hold the complaint (it is in A1): as the staff details, not found.
    expect((await exported(w.otherBranch.headers, 'pdf')).statusCode).toBe(404);
    expect((await exported(w.otherBranch.headers, 'docx')).statusCode).toBe(404);
    // Unit A's branch does (A1 is under A).
    expect((await exported(w.branch.headers, 'pdf')).statusCode).toBe(200);
    expect((await exported(w.admin.headers, 'pdf', 1, 999_999)).statusCode).toBe(404);
    expect((await exported(w.admin.headers, 'xlsx')).statusCode).toBe(400);
  });

  it('counts against the person’s exports, 30 in 10 minutes, like any report file', async () => {
    const clerk = (
      await signedIn(ctx, { profileId: Profile.Office, rights: [AccessRight.ComplaintListAllLevels] })
    ).headers;
    const statuses: number[] = [];
    for (let i = 0; i < 30; i++) statuses.push((await exported(clerk, 'docx', 1, 999_999)).statusCode);
    expect(statuses.every((status) => status === 404)).toBe(true);
    const refused = await exported(clerk, 'docx');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_exports' });
  });
});
