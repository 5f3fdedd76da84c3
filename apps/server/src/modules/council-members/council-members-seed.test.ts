import { AnswerInputMode, MemberType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../../../test/accounts';
import { seedDemo, startApp, type TestContext } from '../../../test/harness';
import { get } from '../../../test/http';
import { DEMO_PASSWORD } from '../accounts';
import { councilMember, questionUnitSetting } from './council-members.schema';
import { demoCouncilUsernames } from './council-members.seed';

/** The demo council (decision 0028): Tuzla's current convocation, seeded once. */
describe('council members: the demo council', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
    await seedDemo(ctx);
    await seedDemo(ctx);
    // The whole demo is seeded twice: more than the usual minute on a busy machine.
  }, 300_000);
  afterAll(() => ctx.close());

  it('seeds the mayor, the council with a college and a working-body member, once', async () => {
    const rows = await ctx.database.db
      .select()
      .from(councilMember)
      .where(eq(councilMember.municipalityId, 6));
    expect(rows).toHaveLength(demoCouncilUsernames.length);
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const types = rows.map((r) => r.memberTypeId);
    expect(types.filter((t) => t === MemberType.Mayor)).toHaveLength(1);
    expect(types).toContain(MemberType.CollegeMember);
    expect(types).toContain(MemberType.WorkingBodyMember);
    const modes = new Set(rows.map((r) => r.answerInputMode));
    expect([...modes].sort()).toEqual([
      AnswerInputMode.ThroughSystem,
      AnswerInputMode.ReplyToNotification,
      AnswerInputMode.ReplyToNotificationWithActivation,
      AnswerInputMode.ThroughSystemByAdministrator,
    ]);
    expect(rows.find((r) => r.memberTypeId === MemberType.Mayor)?.answerInputMode).toBe(
      AnswerInputMode.ThroughSystem,
    );
    for (const row of rows) {
      expect(row.biography.bs.length).toBeGreaterThan(40);
      expect(row.biography.sr_cyr).toMatch(/^[\u0400-\u04ff0-9 .,;:„“()–-]+$/);
    }
    const units = await ctx.database.db.select().from(questionUnitSetting);
    expect(units.length).toBeGreaterThanOrEqual(2);
    expect(units.some((u) => u.answerInputMode === AnswerInputMode.ReplyToNotification)).toBe(true);
  });

  it('shows the public the council, the mayor and real pictures', async () => {
    const council = (await get(ctx, '/api/PublicCouncilMembers/GetAll/1')).json();
    expect(council.members).toHaveLength(demoCouncilUsernames.length);
    expect(council.members[0]).toMatchObject({ name: 'Nermin Zukić', memberTypeId: MemberType.Mayor });
    expect(council.members.every((m: { hasPicture: boolean }) => m.hasPicture)).toBe(true);
    const mayor = (await get(ctx, '/api/PublicCouncilMembers/GetMayor/2')).json().mayor;
    expect(mayor.biography).toContain('Градоначелник');
    const picture = await get(ctx, `/api/PublicCouncilMembers/Picture/${council.members[1].id}`);
    expect(picture.statusCode).toBe(200);
    const meta = await sharp(picture.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 480, 600]);
  });

  it('lets the demo accounts sign in with the demo password', async () => {
    for (const username of ['mayor', 'council', 'vijecnik2']) {
      await expect(signIn(ctx, username, DEMO_PASSWORD)).resolves.toHaveProperty('authorization');
    }
  });
});
