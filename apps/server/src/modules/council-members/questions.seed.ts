import { AnswerInputMode, MemberType, Profile } from '@portal/contracts';
import { and, asc, eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { hashReplyToken, newReplyToken } from '../../platform/inbound-mail';
import type { SeedContext } from '../../platform/module';
import { appUser } from '../accounts/accounts.schema';
import { convocation, organizationalUnit } from '../code-lists/code-lists.schema';
import { councilMember, question, questionUnitSetting } from './council-members.schema';
import { type DemoQuestion, mayorQuestions, memberQuestions, unitQuestions } from './questions.demo-data';

const DAY = 86_400_000;
const HOUR = 3_600_000;
/** The demo questions are spread over the last fourteen months. */
const SPAN_DAYS = 425;

/** How long an answer took, in hours, in turn: some the same day, most within a month, a few later. */
const answerHours = [20, 70, 6, 300, 45, 900, 150, 30, 480, 110, 8, 1100, 60, 200, 26, 700, 96, 14, 380, 52];

type Account = { id: number; username: string; email: string | null };

async function accounts(db: Db, municipalityId: number) {
  return db
    .select({
      id: appUser.id,
      username: appUser.username,
      email: appUser.email,
      profileId: appUser.profileId,
      organizationalUnitId: appUser.organizationalUnitId,
    })
    .from(appUser)
    .where(
      and(
        eq(appUser.municipalityId, municipalityId),
        or(
          inArray(appUser.username, ['citizen', 'admin']),
          like(appUser.username, 'demo.%'),
          eq(appUser.profileId, Profile.OrgUnit),
        ),
      ),
    )
    .orderBy(asc(appUser.id));
}

/**
 * The demo municipality's citizens' questions (decision 0028), about 25 to the mayor, 25 to
 * council members and 25 to units, over the last fourteen months, each in its addressee's
 * mode: answered through the portal, by e-mail reply, one mode-3 answer awaiting activation,
 * mode 4 answers entered by the administrator, a few unanswered, one inappropriate, one
 * inactive. Reads the council members and units' settings seeded before it. Idempotent.
 */
export async function seedDemoQuestions({ db, config }: SeedContext): Promise<void> {
  const municipalityId = config.MUNICIPALITY_ID;
  const [existing] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(question)
    .where(eq(question.municipalityId, municipalityId));
  if ((existing?.n ?? 0) > 0) return;

  const members = await db
    .select({
      id: councilMember.id,
      memberTypeId: councilMember.memberTypeId,
      userId: councilMember.userId,
      mode: councilMember.answerInputMode,
    })
    .from(councilMember)
    .innerJoin(convocation, eq(convocation.id, councilMember.convocationId))
    .where(
      and(
        eq(councilMember.municipalityId, municipalityId),
        eq(councilMember.active, true),
        eq(convocation.isCurrent, true),
      ),
    )
    .orderBy(asc(councilMember.id));
  const units = await db
    .select({
      id: organizationalUnit.id,
      code: organizationalUnit.code,
      accepts: sql<boolean>`coalesce(${questionUnitSetting.acceptsQuestions}, true)`,
      mode: sql<number>`coalesce(${questionUnitSetting.answerInputMode}, 1)::int`,
    })
    .from(organizationalUnit)
    .leftJoin(
      questionUnitSetting,
      and(
        eq(questionUnitSetting.organizationalUnitId, organizationalUnit.id),
        eq(questionUnitSetting.municipalityId, municipalityId),
      ),
    )
    .where(and(eq(organizationalUnit.municipalityId, municipalityId), eq(organizationalUnit.active, true)));
  const people = await accounts(db, municipalityId);
  const admin = people.find((p) => p.username === 'admin');
  const askers: Account[] = people.filter((p) => p.username === 'citizen' || p.username.startsWith('demo.'));
  const mayor = members.find((m) => m.memberTypeId === MemberType.Mayor);
  const others = members.filter((m) => m.memberTypeId !== MemberType.Mayor);
  if (!admin || askers.length === 0) return;
  const adminId = admin.id;

  const now = Date.now();
  let counter = 0;
  type Target = {
    councilMemberId: number | null;
    organizationalUnitId: number | null;
    mode: number;
    answererId: number;
  };

  async function insert(
    list: readonly DemoQuestion[],
    targetOf: (d: DemoQuestion, i: number) => Target | null,
  ) {
    for (const [i, d] of list.entries()) {
      const target = targetOf(d, i);
      if (!target) continue;
      const special = d.special;
      counter += 1;
      const asker = askers[counter % askers.length]!;
      const daysAgo = Math.round(SPAN_DAYS * (1 - (i + 0.5) / list.length)) + (counter % 3);
      const askedAt = new Date(now - daysAgo * DAY - (counter % 9) * HOUR);
      const values: typeof question.$inferInsert = {
        municipalityId,
        councilMemberId: target.councilMemberId,
        organizationalUnitId: target.organizationalUnitId,
        askerId: asker.id,
        text: d.q,
        citizenEmail: asker.email ?? `${asker.username}@example.org`,
        contactEmail: counter % 4 === 0 ? `${asker.username.replace('demo.', '')}.kontakt@example.org` : null,
        askedAt,
        answerInputMode: target.mode,
        questionActive: special !== 'inactive',
        inappropriate: special === 'inappropriate',
      };
      if (d.a) {
        const hours = answerHours[counter % answerHours.length]!;
        const answeredAt = new Date(Math.min(now - HOUR, askedAt.getTime() + hours * HOUR));
        const byReply =
          target.mode === AnswerInputMode.ReplyToNotification ||
          target.mode === AnswerInputMode.ReplyToNotificationWithActivation;
        // Mode 3 waits for an administrator's activation: one still waits, the others a day later.
        const waiting =
          target.mode === AnswerInputMode.ReplyToNotificationWithActivation && special === 'awaiting';
        const publishedAt =
          target.mode === AnswerInputMode.ReplyToNotificationWithActivation
            ? new Date(Math.min(now, answeredAt.getTime() + DAY))
            : answeredAt;
        Object.assign(values, {
          answerText: d.a,
          answeredBy:
            target.mode === AnswerInputMode.ThroughSystemByAdministrator ? adminId : target.answererId,
          answeredAt,
          answeredByEmail: byReply,
          answerActive: !waiting,
          answerPublishedAt: waiting ? null : publishedAt,
          ...(byReply
            ? { replyTokenHash: hashReplyToken(newReplyToken()), replyTokenUsedAt: answeredAt }
            : {}),
        });
      }
      await db.insert(question).values(values);
    }
  }

  if (mayor)
    await insert(mayorQuestions, () => ({
      councilMemberId: mayor.id,
      organizationalUnitId: null,
      mode: mayor.mode,
      answererId: mayor.userId,
    }));
  if (others.length) {
    // The answer awaiting activation goes to a member answering in mode 3, when there is one.
    const withActivation = others.find((m) => m.mode === AnswerInputMode.ReplyToNotificationWithActivation);
    await insert(memberQuestions, (d, i) => {
      const member = d.special === 'awaiting' && withActivation ? withActivation : others[i % others.length]!;
      return {
        councilMemberId: member.id,
        organizationalUnitId: null,
        mode: member.mode,
        answererId: member.userId,
      };
    });
  }
  await insert(unitQuestions, (d) => {
    const unit = units.find((u) => u.code === d.unit && u.accepts);
    if (!unit) return null;
    // The unit's own account answers where it has one; elsewhere the administrator entered the answer.
    const own = people.find((p) => p.profileId === Profile.OrgUnit && p.organizationalUnitId === unit.id);
    return {
      councilMemberId: null,
      organizationalUnitId: unit.id,
      mode: unit.mode,
      answererId: own?.id ?? adminId,
    };
  });
}
