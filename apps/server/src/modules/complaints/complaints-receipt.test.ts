import { ComplaintParameter, ComplaintStatus, Profile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { complaintWorld, get, post, report, reportBody } from './complaints.fixtures';
import { complaint } from './complaints.schema';

const PUBLIC_URL = 'https://e-ucesce.tuzla.ba';
const HOSTILE = { host: 'evil.example', 'x-forwarded-host': 'evil.example' };

describe('reporting: the receipt, the public name and what the form is told', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL, TRUST_PROXY: 'true' } });
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  /** The messages written while `act` ran. */
  async function messagesOf(act: () => Promise<unknown>) {
    const before = (await outbox(ctx)).length;
    await act();
    return (await outbox(ctx)).slice(before);
  }

  it('e-mails the reporter a receipt with the number, title and address and a configured link to the complaint', async () => {
    let id = 0;
    let number = '';
    const messages = await messagesOf(async () => {
      ({ id, number } = await report(ctx, { ...w.citizen.headers, ...HOSTILE }, w.roads, {
        title: 'Šaht <b>bez</b> poklopca',
        address: 'Turalibegova 12, Tuzla',
      }));
    });
    const receipts = messages.filter((m) => m.recipient === w.citizen.user.email);
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0]!;
    expect(receipt.subject).toBe(`Zaprimljena je vaša prijava ${number}`);
    expect(receipt.body).toContain(`zaprimljena je pod brojem ${number}`);
    expect(receipt.body).toContain('Naslov: Šaht <b>bez</b> poklopca');
    expect(receipt.body).toContain('Adresa: Turalibegova 12, Tuzla');
    expect(receipt.body).toContain(`${PUBLIC_URL}/complaints/complaint-details/${id}`);
    expect(receipt.body).not.toContain('evil.example');
    // A title is text in the HTML too, never a tag.
    expect(receipt.html).toContain('Šaht &lt;b&gt;bez&lt;/b&gt; poklopca');
    expect(receipt.html).toContain(`href="${PUBLIC_URL}/complaints/complaint-details/${id}"`);
  });

  it('writes no receipt for a refused report, nor for an account without an e-mail address', async () => {
    const refused = await messagesOf(async () => {
      const res = await post(ctx, '/api/Complaints/Report', w.citizen.headers, reportBody(999_999));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ errors: { categoryId: 'record_not_found' } });
    });
    expect(refused.filter((m) => m.recipient === w.citizen.user.email)).toEqual([]);

    const anonymous = await signedIn(ctx, { profileId: Profile.AnonymousCitizen, email: null });
    const written = await messagesOf(() => report(ctx, anonymous.headers, w.roads));
    expect(written.filter((m) => (m.subject ?? '').startsWith('Zaprimljena'))).toEqual([]);
  });

  it('stores the choice to show the name, and shows "First L." to the public only then', async () => {
    const shown = await report(ctx, w.citizen.headers, w.roads, { showName: true });
    const hidden = await report(ctx, w.citizen.headers, w.roads);
    const stored = async (id: number) =>
      (await ctx.database.db.select().from(complaint).where(eq(complaint.id, id)))[0]!.showName;
    expect(await stored(shown.id)).toBe(true);
    expect(await stored(hidden.id)).toBe(false);

    const user = w.citizen.user;
    const full = `${user.firstName} ${user.lastName}`;
    const short = `${user.firstName} ${user.lastName!.charAt(0)}.`;
    const nameFor = async (id: number, headers: Record<string, string> = {}) => {
      const res = await get(ctx, `/api/Complaints/GetByID/${id}/1`, headers);
      expect(res.statusCode).toBe(200);
      return res.json().userName as string;
    };
    // The public: a visitor and another citizen.
    expect(await nameFor(shown.id)).toBe(short);
    expect(await nameFor(shown.id, w.other.headers)).toBe(short);
    expect(await nameFor(hidden.id)).toBe('');
    expect(await nameFor(hidden.id, w.other.headers)).toBe('');
    // The reporter and staff always see the full name.
    expect(await nameFor(hidden.id, w.citizen.headers)).toBe(full);
    expect(await nameFor(hidden.id, w.admin.headers)).toBe(full);
    const staff = await get(
      ctx,
      `/api/ComplaintConfiguration/GetComplaintByID/${hidden.id}/1`,
      w.admin.headers,
    );
    expect(staff.statusCode).toBe(200);
    expect(staff.json().userName).toBe(full);
  });

  it('never shows an anonymous citizen’s account name, even when asked to', async () => {
    const anonymous = await signedIn(ctx, { profileId: Profile.AnonymousCitizen, email: null });
    const { id } = await report(ctx, anonymous.headers, w.roads, { showName: true });
    const [row] = await ctx.database.db.select().from(complaint).where(eq(complaint.id, id));
    expect(row!.showName).toBe(false);
    expect((await get(ctx, `/api/Complaints/GetByID/${id}/1`)).json().userName).toBe('');
  });

  it('refuses a show-name choice that is not a yes or no', async () => {
    const res = await post(
      ctx,
      '/api/Complaints/Report',
      w.citizen.headers,
      reportBody(w.roads, { showName: 'yes' }),
    );
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().errors)).toContain('showName');
  });

  it('tells the form the size photos are scaled to, as the administrator sets it', async () => {
    const before = await get(ctx, '/api/Complaints/GetReportSettings');
    expect(before.statusCode).toBe(200);
    expect(before.json()).toMatchObject({ photoScalePixels: 2560, maxImageSizeKb: 5120 });

    const refused = await post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.admin.headers, {
      id: ComplaintParameter.PhotoScalePixels,
      value: 200,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ errors: { value: 'validation_too_small' } });
    // A citizen may not set it.
    const citizen = await post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.citizen.headers, {
      id: ComplaintParameter.PhotoScalePixels,
      value: 1600,
    });
    expect(citizen.statusCode).toBe(403);

    const saved = await post(ctx, '/api/SystemParameters/SaveComplaintParameter', w.admin.headers, {
      id: ComplaintParameter.PhotoScalePixels,
      value: 1600,
    });
    expect(saved.statusCode).toBe(200);
    expect((await get(ctx, '/api/Complaints/GetReportSettings')).json().photoScalePixels).toBe(1600);
  });
});

describe('how long the municipality usually takes to answer', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const HOUR = 60 * 60 * 1000;
  const DAY = 24 * HOUR;

  /** A reported complaint, answered `hours` after it was made, `daysAgo` days ago. */
  async function answered(hours: number, options: { daysAgo?: number; visible?: boolean } = {}) {
    const { id } = await report(ctx, w.citizen.headers, w.roads);
    const created = new Date(Date.now() - (options.daysAgo ?? 10) * DAY);
    await ctx.database.db
      .update(complaint)
      .set({
        dateCreated: created,
        dateAnswered: new Date(created.getTime() + hours * HOUR),
        statusId: ComplaintStatus.Answered,
        visible: options.visible ?? true,
      })
      .where(eq(complaint.id, id));
  }

  const responseTime = async () => {
    const res = await get(ctx, '/api/Complaints/GetResponseTime');
    expect(res.statusCode).toBe(200);
    return res.json() as { medianHours: number | null; answeredCount: number };
  };

  it('says nothing until five public complaints of the last year were answered, then the median', async () => {
    // Reported but never answered: no time to tell.
    await report(ctx, w.citizen.headers, w.roads);
    expect(await responseTime()).toEqual({ medianHours: null, answeredCount: 0 });

    for (const hours of [2, 30, 50, 200]) await answered(hours);
    // Hidden by staff, and answered over a year ago: not counted.
    await answered(1, { visible: false });
    await answered(1, { daysAgo: 400 });
    expect(await responseTime()).toEqual({ medianHours: null, answeredCount: 4 });

    await answered(72);
    // 2, 30, 50, 72, 200: the middle one.
    expect(await responseTime()).toEqual({ medianHours: 50, answeredCount: 5 });
    await answered(1000);
    // An even count: halfway between 50 and 72.
    expect(await responseTime()).toEqual({ medianHours: 61, answeredCount: 6 });
  });
});
