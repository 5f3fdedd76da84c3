import { randomUUID } from 'node:crypto';
import { Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signedIn } from '../../../test/accounts';
import { multipart, sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { systemNotificationRecipient } from '../system-notifications/system-notifications.schema';
import { complaintWorld, type Headers, reportBody } from './complaints.fixtures';
import { stagedUpload } from '../../platform/attachments/attachments.schema';

const MB = 1024 * 1024;
// The figures of decision 0018, as a client meets them.
const REPORTS_PER_USER = 10; // an hour
const REPORTS_PER_ADDRESS = 30; // an hour
const COMMENTS_PER_MINUTE = 5;
const UPLOADS_PER_USER = 60; // an hour
const PENDING_UPLOADS_MAX_MB = 100;

describe('complaints: limits on reports, comments and uploads (decision 0018)', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    // Every new complaint is e-mailed to two members of staff.
    await ctx.database.db.insert(systemNotificationRecipient).values([
      { municipalityId: 6, kind: 1, userId: w.all.user.id },
      { municipalityId: 6, kind: 1, userId: w.admin.user.id },
    ]);
  });
  afterAll(() => ctx.close());

  const send = (url: string, headers: Headers, ip: string, payload: object) =>
    ctx.app.inject({ method: 'POST', url, headers, remoteAddress: ip, payload });
  const reportFrom = (headers: Headers, ip: string) =>
    send('/api/Complaints/Report', headers, ip, reportBody(w.roads));
  const uploadFrom = (headers: Headers, ip: string, data: Buffer) => {
    const body = multipart([{ name: 'zapisnik.pdf', data }]);
    return ctx.app.inject({
      method: 'POST',
      url: '/api/Complaints/UploadDocument',
      headers: { ...headers, ...body.headers },
      remoteAddress: ip,
      payload: body.payload,
    });
  };
  const citizen = () => signedIn(ctx, { profileId: Profile.RegisteredCitizen });

  it('refuses the report after a citizen’s allowance with too_many_reports, and e-mails no staff for it', async () => {
    const { headers } = await citizen();
    const mailsBefore = (await outbox(ctx)).length;
    for (let i = 0; i < REPORTS_PER_USER; i += 1) {
      expect((await reportFrom(headers, '10.90.0.1')).statusCode).toBe(200);
    }
    const mailsAllowed = (await outbox(ctx)).length;
    // Two members of staff and the reporter's receipt, per report.
    expect(mailsAllowed - mailsBefore).toBe(3 * REPORTS_PER_USER);

    const refused = await reportFrom(headers, '10.90.0.2');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      errors: { general: 'too_many_reports' },
      params: { general: { minutes: 60 } },
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(59 * 60);
    expect((await outbox(ctx)).length).toBe(mailsAllowed);
  });

  it('refuses reports past the allowance of one address, whichever anonymous citizen sends them', async () => {
    const statuses: number[] = [];
    for (let person = 0; person * REPORTS_PER_USER <= REPORTS_PER_ADDRESS; person += 1) {
      const { headers } = await signedIn(ctx, { profileId: Profile.AnonymousCitizen, email: null });
      for (let i = 0; i < REPORTS_PER_USER; i += 1) {
        statuses.push((await reportFrom(headers, '10.90.1.1')).statusCode);
      }
    }
    expect(statuses.slice(0, REPORTS_PER_ADDRESS).every((s) => s === 200)).toBe(true);
    expect(statuses[REPORTS_PER_ADDRESS]).toBe(429);
  });

  it('does not hold staff who handle complaints to the citizens’ limits', async () => {
    for (let i = 0; i <= REPORTS_PER_USER; i += 1) {
      expect((await reportFrom(w.all.headers, '10.90.2.1')).statusCode).toBe(200);
    }
  });

  it('refuses a comment flood with too_many_comments', async () => {
    const { headers } = await citizen();
    const { id } = (await reportFrom(w.other.headers, '10.90.3.9')).json() as { id: number };
    const statuses: number[] = [];
    for (let i = 0; i <= COMMENTS_PER_MINUTE; i += 1) {
      const res = await send('/api/Complaints/AddComment', headers, '10.90.3.1', {
        complaintId: id,
        text: `Komentar ${i}`,
        fileIds: [],
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, COMMENTS_PER_MINUTE).every((s) => s === 200)).toBe(true);
    const refused = await send('/api/Complaints/AddComment', headers, '10.90.3.2', {
      complaintId: id,
      text: 'Još jedan',
      fileIds: [],
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_comments' });
  });

  it('refuses uploads past a person’s allowance with too_many_uploads', async () => {
    const { headers } = await citizen();
    for (let i = 0; i < UPLOADS_PER_USER; i += 1) {
      expect((await uploadFrom(headers, '10.90.4.1', sampleFiles.pdf)).statusCode).toBe(200);
    }
    const refused = await uploadFrom(headers, '10.90.4.2', sampleFiles.pdf);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_uploads' });
  });

  it('refuses an upload that would take a person’s waiting uploads over the cap', async () => {
    const { user, headers } = await citizen();
    // Files already uploaded and not yet taken by a report: just under the cap.
    await ctx.database.db.insert(stagedUpload).values({
      municipalityId: 6,
      userId: user.id,
      kind: 'complaint.file',
      storageKey: `complaints/6/${randomUUID()}`,
      fileName: 'veliki.pdf',
      contentType: 'application/pdf',
      size: PENDING_UPLOADS_MAX_MB * MB - MB / 2,
    });
    const big = Buffer.concat([sampleFiles.pdf, Buffer.alloc(MB)]);
    const refused = await uploadFrom(headers, '10.90.5.1', big);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      errors: { file: 'pending_uploads_too_large' },
      params: { file: { maximum: PENDING_UPLOADS_MAX_MB } },
    });
    // What still fits is taken; another person is not affected.
    expect((await uploadFrom(headers, '10.90.5.1', sampleFiles.pdf)).statusCode).toBe(200);
    expect((await uploadFrom((await citizen()).headers, '10.90.5.1', big)).statusCode).toBe(200);
  });
});
