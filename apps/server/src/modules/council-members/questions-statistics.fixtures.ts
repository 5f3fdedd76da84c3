import { MemberType, Profile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { createAccount } from '../../../test/accounts';
import { insertConvocations } from '../../../test/convocations';
import type { TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';
import { organizationalUnit, politicalParty } from '../code-lists/code-lists.schema';
import { councilMember, question, questionUnitSetting } from './council-members.schema';

/*
 * Council members, units and questions whose counts the question statistics, the
 * responsiveness table and the council-member reports are checked against
 * (questions-statistics.test.ts, questions.reports.test.ts). Moments are UTC; Sarajevo is an
 * hour ahead in winter, two in summer.
 *
 * Convocations: current 01.11.2024.–31.10.2028., old 01.11.2020.–31.10.2024.
 * Addressees: the mayor Selma Mujić (SDP), council members Amir Babić (SDA) and Vesna Čolić
 * (NS, asked nothing) of the current convocation, Ozren Delić (SDA) of the old one; the units
 * "Služba za urbanizam" (takes questions) and "Služba za finansije" (takes none, asked nothing).
 *
 * | q   | to     | asked (UTC)          | answer                                   |
 * | q1  | Babić  | 2025-03-10 09:00     | published after exactly 24 h            |
 * | q2  | Babić  | 2025-03-20 09:00     | published after 30 h                     |
 * | q3  | Babić  | 2025-04-05 09:00     | none                                     |
 * | q4  | mayor  | 2025-04-10 09:00     | published after 60 h                     |
 * | q5  | mayor  | 2025-05-01 09:00     | published after 100 days                 |
 * | q6  | mayor  | 2025-05-02 09:00     | entered, awaiting activation (mode 3)    |
 * | q7  | unit   | 2025-06-01 09:00     | active after 5 days, no publication kept |
 * | q8  | unit   | 2025-06-02 09:00     | none; the question is inappropriate      |
 * | q9  | unit   | 2025-06-03 09:00     | after 1 h; the question is inactive      |
 * | q10 | Delić  | 2023-05-01 09:00     | published after 72 h                     |
 * | q11 | Babić  | 2024-12-31 23:30     | published after 2 h (1 January there)    |
 * | q12 | Babić  | 2025-12-31 23:30     | none (1 January 2026 there)              |
 */

const t = (bs: string) => ({ bs, hr: bs, sr_cyr: bs });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export async function questionStatisticsWorld(ctx: TestContext) {
  const municipalityId = ctx.config.MUNICIPALITY_ID;
  const db = ctx.database.db;

  const convocations = await insertConvocations(ctx, { translate: t });
  const party = async (short: string) => {
    const [row] = await db
      .insert(politicalParty)
      .values({ municipalityId, name: t(short), description: t(''), shortName: t(short) })
      .returning({ id: politicalParty.id });
    return row!.id;
  };
  const [sdp, sda, ns] = [await party('SDP'), await party('SDA'), await party('NS')];
  const unit = async (name: string) => {
    const [row] = await db
      .insert(organizationalUnit)
      .values({ municipalityId, name: t(name), description: t('') })
      .returning({ id: organizationalUnit.id });
    return row!.id;
  };
  const urbanism = await unit('Služba za urbanizam');
  const finance = await unit('Služba za finansije');
  await db
    .insert(questionUnitSetting)
    .values({ municipalityId, organizationalUnitId: finance, acceptsQuestions: false });

  const member = async (
    firstName: string,
    lastName: string,
    values: { memberTypeId: number; politicalPartyId: number; convocationId: number },
  ) => {
    const profileId = values.memberTypeId === MemberType.Mayor ? Profile.Mayor : Profile.CouncilMember;
    const account = await createAccount(ctx, { profileId });
    await db.update(appUser).set({ firstName, lastName }).where(eq(appUser.id, account.id));
    const [row] = await db
      .insert(councilMember)
      .values({ municipalityId, userId: account.id, biography: t(''), ...values })
      .returning({ id: councilMember.id });
    return { id: row!.id, userId: account.id };
  };
  const mayor = await member('Selma', 'Mujić', {
    memberTypeId: MemberType.Mayor,
    politicalPartyId: sdp,
    convocationId: convocations.current,
  });
  const babic = await member('Amir', 'Babić', {
    memberTypeId: MemberType.CouncilMember,
    politicalPartyId: sda,
    convocationId: convocations.current,
  });
  const colic = await member('Vesna', 'Čolić', {
    memberTypeId: MemberType.CouncilMember,
    politicalPartyId: ns,
    convocationId: convocations.current,
  });
  const delic = await member('Ozren', 'Delić', {
    memberTypeId: MemberType.CouncilMember,
    politicalPartyId: sda,
    convocationId: convocations.old,
  });

  const asker = await createAccount(ctx, { profileId: Profile.RegisteredCitizen });
  type Answer = { after: number; published?: boolean; active?: boolean };
  const ask = async (
    key: string,
    to: { councilMemberId: number } | { organizationalUnitId: number },
    askedAt: string,
    answer: Answer | null,
    flags: { questionActive?: boolean; inappropriate?: boolean; answerInputMode?: number } = {},
  ) => {
    const asked = new Date(askedAt);
    const answeredAt = answer ? new Date(asked.getTime() + answer.after) : null;
    const [row] = await db
      .insert(question)
      .values({
        municipalityId,
        ...to,
        askerId: asker.id,
        text: `Pitanje ${key}`,
        citizenEmail: 'gradjanin@example.ba',
        askedAt: asked,
        answerInputMode: flags.answerInputMode ?? 1,
        answerText: answer ? `Odgovor ${key}` : null,
        answeredAt,
        answeredBy: answer ? asker.id : null,
        answerActive: answer ? (answer.active ?? true) : false,
        answerPublishedAt:
          answer && answer.published !== false && answer.active !== false ? answeredAt : null,
        questionActive: flags.questionActive ?? true,
        inappropriate: flags.inappropriate ?? false,
      })
      .returning({ id: question.id });
    return row!.id;
  };
  const toBabic = { councilMemberId: babic.id };
  const toMayor = { councilMemberId: mayor.id };
  const toUnit = { organizationalUnitId: urbanism };
  const questions = {
    q1: await ask('q1', toBabic, '2025-03-10T09:00:00Z', { after: 24 * HOUR }),
    q2: await ask('q2', toBabic, '2025-03-20T09:00:00Z', { after: 30 * HOUR }),
    q3: await ask('q3', toBabic, '2025-04-05T09:00:00Z', null),
    q4: await ask('q4', toMayor, '2025-04-10T09:00:00Z', { after: 60 * HOUR }),
    q5: await ask('q5', toMayor, '2025-05-01T09:00:00Z', { after: 100 * DAY }),
    q6: await ask(
      'q6',
      toMayor,
      '2025-05-02T09:00:00Z',
      { after: HOUR, active: false },
      { answerInputMode: 3 },
    ),
    q7: await ask('q7', toUnit, '2025-06-01T09:00:00Z', { after: 5 * DAY, published: false }),
    q8: await ask('q8', toUnit, '2025-06-02T09:00:00Z', null, { inappropriate: true }),
    q9: await ask('q9', toUnit, '2025-06-03T09:00:00Z', { after: HOUR }, { questionActive: false }),
    q10: await ask('q10', { councilMemberId: delic.id }, '2023-05-01T09:00:00Z', { after: 72 * HOUR }),
    q11: await ask('q11', toBabic, '2024-12-31T23:30:00Z', { after: 2 * HOUR }),
    q12: await ask('q12', toBabic, '2025-12-31T23:30:00Z', null),
  };

  return {
    convocations,
    members: { mayor: mayor.id, babic: babic.id, colic: colic.id, delic: delic.id },
    accounts: { mayor: mayor.userId, babic: babic.userId },
    units: { urbanism, finance },
    questions,
  };
}
