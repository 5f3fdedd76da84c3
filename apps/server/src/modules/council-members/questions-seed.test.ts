import { AnswerInputMode, MemberType } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo, startApp, type TestContext } from '../../../test/harness';
import { get, post } from '../../../test/http';
import { appUser } from '../accounts/accounts.schema';
import { councilMember, question } from './council-members.schema';

const DAY = 86_400_000;

/** The demo questions (decision 0028): Tuzla's citizens asking the mayor, the council and the units. */
describe('questions: the demo questions', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
    await seedDemo(ctx);
    await seedDemo(ctx);
    // The whole demo is seeded twice: more than the usual minute on a busy machine.
  }, 300_000);
  afterAll(() => ctx.close());

  const rows = async () => {
    const all = await ctx.database.db
      .select({ q: question, memberTypeId: councilMember.memberTypeId })
      .from(question)
      .leftJoin(councilMember, eq(councilMember.id, question.councilMemberId))
      .where(eq(question.municipalityId, 6));
    return all.map((r) => ({ ...r.q, memberTypeId: r.memberTypeId }));
  };

  it('seeds about 25 questions of each kind over the last fourteen months, once', async () => {
    const all = await rows();
    const toMayor = all.filter((q) => q.memberTypeId === MemberType.Mayor);
    const toMembers = all.filter((q) => q.councilMemberId !== null && q.memberTypeId !== MemberType.Mayor);
    const toUnits = all.filter((q) => q.organizationalUnitId !== null);
    for (const list of [toMayor, toMembers, toUnits]) {
      expect(list.length).toBeGreaterThanOrEqual(20);
      expect(list.length).toBeLessThanOrEqual(30);
    }
    const now = Date.now();
    const ages = all.map((q) => (now - q.askedAt.getTime()) / DAY);
    expect(Math.min(...ages)).toBeGreaterThanOrEqual(0);
    expect(Math.min(...ages)).toBeLessThan(31);
    expect(Math.max(...ages)).toBeGreaterThan(365);
    expect(Math.max(...ages)).toBeLessThan(14 * 31);
    for (const q of all.filter((a) => a.answeredAt)) {
      expect(q.answeredAt!.getTime()).toBeGreaterThan(q.askedAt.getTime());
      expect(q.answeredAt!.getTime()).toBeLessThanOrEqual(now);
    }
  });

  it('answers in every mode, with a few unanswered, one inappropriate and one inactive', async () => {
    const all = await rows();
    const [admin] = await ctx.database.db.select().from(appUser).where(eq(appUser.username, 'admin'));
    const answered = all.filter((q) => q.answerText !== null);
    expect(
      answered.some((q) => q.answerInputMode === AnswerInputMode.ThroughSystem && !q.answeredByEmail),
    ).toBe(true);
    const byReply = answered.filter((q) => q.answeredByEmail);
    expect(byReply.length).toBeGreaterThan(3);
    expect(byReply.every((q) => q.replyTokenUsedAt !== null && q.replyTokenHash !== null)).toBe(true);
    const waiting = answered.filter((q) => !q.answerActive);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({
      answerInputMode: AnswerInputMode.ReplyToNotificationWithActivation,
      answerPublishedAt: null,
    });
    const forMember = answered.filter(
      (q) => q.answerInputMode === AnswerInputMode.ThroughSystemByAdministrator,
    );
    expect(forMember.length).toBeGreaterThan(0);
    expect(forMember.every((q) => q.answeredBy === admin!.id)).toBe(true);
    expect(all.filter((q) => q.answerText === null).length).toBeGreaterThanOrEqual(3);
    expect(all.filter((q) => q.inappropriate)).toHaveLength(1);
    expect(all.filter((q) => !q.questionActive)).toHaveLength(1);
    // Published answers were told to their askers once: the date is kept.
    expect(
      answered.filter((q) => q.answerActive && q.questionActive).every((q) => q.answerPublishedAt !== null),
    ).toBe(true);
  });

  it('shows them on the public pages', async () => {
    const latest = (await get(ctx, '/api/PublicQuestions/GetLatest/1')).json();
    expect(latest).toHaveLength(5);
    const mayors = (
      await post(
        ctx,
        '/api/PublicQuestions/Search',
        {},
        { languageId: 1, addresseeKind: 2, answered: 'answered' },
      )
    ).json();
    expect(mayors.totalCount).toBeGreaterThan(15);
    const details = (await get(ctx, `/api/PublicQuestions/GetByID/${mayors.items[0].id}/1`)).json();
    expect(details.answerText.length).toBeGreaterThan(20);
    expect(details.askerName).toMatch(/^\p{Lu}\p{Ll}+ \p{Lu}\.$/u);
  });
});
