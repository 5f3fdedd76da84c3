import { AccessRight, MemberType, Profile, SystemNotificationKind } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { createAccount, PASSWORD } from '../../../test/accounts';
import type { TestContext } from '../../../test/harness';
import type { Headers } from '../../../test/http';
import { appUser } from '../accounts/accounts.schema';
import { organizationalUnit } from '../code-lists/code-lists.schema';
import { systemNotificationRecipient } from '../system-notifications/system-notifications.schema';
import { answeringAccount, insertConvocation, insertParty } from './council-members.fixtures';
import { councilMember, questionUnitSetting } from './council-members.schema';

const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });

let signIns = 0;

/**
 * Signs in through the API from an address of its own: the tests sign in more people than one
 * address may in a minute (the sign-in limit).
 */
export async function signInAs(ctx: TestContext, username: string, municipalityId = 6): Promise<Headers> {
  signIns += 1;
  const host = hostOf(municipalityId);
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    payload: { username, password: PASSWORD },
    headers: host,
    remoteAddress: `127.2.${(signIns >> 8) & 255}.${signIns & 255 || 1}`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return { authorization: `Bearer ${res.json().token}`, ...host };
}

/** A signed-in person the questions' tests act as. */
export type Person = { headers: Headers; user: { id: number; username: string; email: string | null } };

/** A council member (or the mayor) with the account that answers for them, signed in. */
export type Member = Person & { id: number; name: string };

/** An inbound-mail bearer secret: with it, replies by e-mail are on (domain `localhost` in tests). */
export const INBOUND_ENV = { INBOUND_MAIL_TOKEN: 'inbound-mail-token-for-the-questions-tests-0001' };

/**
 * The people and addressees of the questions' tests: the current convocation with the mayor
 * and council members answering in each mode, a unit that takes questions (mode 1, two
 * answering accounts), one that takes none, staff, citizens and a recipient of kind 5.
 */
export async function questionWorld(ctx: TestContext, municipalityId = 6) {
  const convocationId = await insertConvocation(ctx, {
    name: 'Saziv 2024–2028',
    start: '2024-11-01',
    end: '2028-10-31',
    current: true,
    municipalityId,
  });
  const oldConvocationId = await insertConvocation(ctx, {
    name: 'Saziv 2020–2024',
    start: '2020-11-01',
    end: '2024-10-31',
    current: false,
    municipalityId,
  });
  const partyId = await insertParty(ctx, { name: 'Stranka za Tuzlu', shortName: 'SzT', municipalityId });

  let n = 0;
  async function member(
    mode: number,
    options: { type?: number; active?: boolean; convocation?: number; lastName?: string } = {},
  ): Promise<Member> {
    n += 1;
    const type = options.type ?? MemberType.CouncilMember;
    const names = { firstName: 'Vijećnik', lastName: options.lastName ?? `Prezime${n}` };
    const account = await answeringAccount(ctx, names, {
      profileId: type === MemberType.Mayor ? Profile.Mayor : Profile.CouncilMember,
      municipalityId,
    });
    const [row] = await ctx.database.db
      .insert(councilMember)
      .values({
        municipalityId,
        memberTypeId: type,
        politicalPartyId: partyId,
        convocationId: options.convocation ?? convocationId,
        userId: account.id,
        biography: t(''),
        answerInputMode: mode,
        active: options.active ?? true,
      })
      .returning({ id: councilMember.id });
    const headers = await signInAs(ctx, account.username, municipalityId);
    return { id: row!.id, name: `${names.firstName} ${names.lastName}`, headers, user: account };
  }

  async function unit(name: string, setting?: { acceptsQuestions: boolean; mode: number }) {
    const [row] = await ctx.database.db
      .insert(organizationalUnit)
      .values({ municipalityId, name: t(name), description: t('') })
      .returning({ id: organizationalUnit.id });
    if (setting)
      await ctx.database.db.insert(questionUnitSetting).values({
        municipalityId,
        organizationalUnitId: row!.id,
        acceptsQuestions: setting.acceptsQuestions,
        answerInputMode: setting.mode,
      });
    return row!.id;
  }

  async function unitAccount(unitId: number): Promise<Person> {
    const account = await createAccount(ctx, { profileId: Profile.OrgUnit, municipalityId });
    await ctx.database.db
      .update(appUser)
      .set({ organizationalUnitId: unitId })
      .where(eq(appUser.id, account.id));
    return { user: account, headers: await signInAs(ctx, account.username, municipalityId) };
  }

  const person = async (profileId: number, rights: number[] = []): Promise<Person> => {
    const account = await createAccount(ctx, { profileId, rights, municipalityId });
    return { user: account, headers: await signInAs(ctx, account.username, municipalityId) };
  };

  const mayor = await member(1, { type: MemberType.Mayor, lastName: 'Gradonačelnik' });
  const members = {
    system: await member(1),
    reply: await member(2),
    activation: await member(3),
    byAdministrator: await member(4),
    other: await member(1),
    inactive: await member(1, { active: false }),
    former: await member(1, { convocation: oldConvocationId }),
  };
  const communal = await unit('Služba za komunalne poslove');
  const communalAnswerers = [await unitAccount(communal), await unitAccount(communal)];
  const byReplyUnit = await unit('Služba za prostorno uređenje', { acceptsQuestions: true, mode: 2 });
  const byReplyUnitAnswerer = await unitAccount(byReplyUnit);
  const closedUnit = await unit('Kabinet', { acceptsQuestions: false, mode: 1 });

  const staff = await person(Profile.Office);
  await ctx.database.db
    .insert(systemNotificationRecipient)
    .values({ municipalityId, kind: SystemNotificationKind.NewQuestion, userId: staff.user.id });

  return {
    convocationId,
    mayor,
    members,
    units: { communal, byReply: byReplyUnit, closed: closedUnit },
    communalAnswerers,
    byReplyUnitAnswerer,
    staff,
    admin: await person(Profile.Administrator),
    moderator: await person(Profile.OfficeModerator, [AccessRight.Questions]),
    citizen: await person(Profile.RegisteredCitizen),
    otherCitizen: await person(Profile.RegisteredCitizen),
  };
}

export type QuestionWorld = Awaited<ReturnType<typeof questionWorld>>;

/** The host header of a municipality other than the default one (TENANT_HOSTS `doboj.test=1`). */
export const hostOf = (municipalityId: number): Record<string, string> =>
  municipalityId === 6 ? {} : { host: 'doboj.test' };

/**
 * Sends a question as `who` (or signed out), from an address of its own per person: the write
 * limit counts questions per address too, and every injected request would share one.
 */
export function postQuestion(ctx: TestContext, who: Person | null, body: Record<string, unknown>) {
  const id = who?.user.id ?? 0;
  return ctx.app.inject({
    method: 'POST',
    url: '/api/PublicQuestions/Ask',
    headers: who?.headers ?? {},
    payload: body,
    remoteAddress: `127.1.${(id >> 8) & 255}.${id & 255 || 1}`,
  });
}

/** Asks a question as `who`; answers its id. */
export async function ask(
  ctx: TestContext,
  who: Person,
  addressee: { addresseeKind: number; addresseeId: number },
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const res = await postQuestion(ctx, who, {
    ...addressee,
    text: 'Kada će biti popravljena javna rasvjeta u Ulici Mije Keroševića?',
    citizenEmail: who.user.email,
    contactEmail: '',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
}
