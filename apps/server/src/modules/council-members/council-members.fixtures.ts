import { MemberType, Profile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { expect } from 'vitest';
import { createAccount } from '../../../test/accounts';
import type { TestContext } from '../../../test/harness';
import { type Headers, upload } from '../../../test/http';
import { UserStatus } from '../accounts';
import { appUser } from '../accounts/accounts.schema';
import { convocation, politicalParty } from '../code-lists/code-lists.schema';
import { question } from './council-members.schema';

const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });

/** A portrait as a phone takes it: a JPEG with the camera's EXIF and a GPS position. */
export function portraitWithGps(width = 300, height = 400): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 180, g: 90, b: 60 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestPhone', Model: 'Portret 1' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '44/1 32/1 0/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '18/1 40/1 0/1',
      },
    })
    .toBuffer();
}

/** Uploads a picture for a member; answers its upload id. */
export async function uploadPicture(ctx: TestContext, headers: Headers, data?: Buffer): Promise<string> {
  const res = await upload(ctx, '/api/CouncilMembers/UploadPicture', headers, {
    name: 'portret.jpg',
    data: data ?? (await portraitWithGps()),
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().fileId as string;
}

/** A convocation of the municipality. */
export async function insertConvocation(
  ctx: TestContext,
  values: { name: string; start: string; end: string; current: boolean; municipalityId?: number },
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(convocation)
    .values({
      municipalityId: values.municipalityId ?? 6,
      name: t(values.name),
      description: t(''),
      startDate: values.start,
      endDate: values.end,
      isCurrent: values.current,
    })
    .returning({ id: convocation.id });
  return row!.id;
}

export async function insertParty(
  ctx: TestContext,
  values: { name: string; shortName: string; active?: boolean; municipalityId?: number },
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(politicalParty)
    .values({
      municipalityId: values.municipalityId ?? 6,
      name: t(values.name),
      description: t(''),
      shortName: { bs: values.shortName, hr: '', sr_cyr: '' },
      active: values.active ?? true,
    })
    .returning({ id: politicalParty.id });
  return row!.id;
}

/** An account that answers for a member, with the names the member's pages show. */
export async function answeringAccount(
  ctx: TestContext,
  names: { firstName: string; lastName: string },
  overrides: { profileId?: number; status?: number; municipalityId?: number } = {},
) {
  const user = await createAccount(ctx, {
    profileId: overrides.profileId ?? Profile.CouncilMember,
    status: overrides.status ?? UserStatus.Active,
    municipalityId: overrides.municipalityId,
  });
  await ctx.database.db.update(appUser).set(names).where(eq(appUser.id, user.id));
  return { ...user, ...names };
}

/** A question to a member, straight in the database, as the questions' use cases leave it. */
export async function insertQuestion(
  ctx: TestContext,
  values: {
    councilMemberId: number;
    askerId: number;
    questionActive?: boolean;
    answerText?: string | null;
    answerActive?: boolean;
    municipalityId?: number;
  },
): Promise<number> {
  const [row] = await ctx.database.db
    .insert(question)
    .values({
      municipalityId: values.municipalityId ?? 6,
      councilMemberId: values.councilMemberId,
      askerId: values.askerId,
      text: 'Kada će biti popravljena rasvjeta u ulici?',
      citizenEmail: 'gradjanin@example.ba',
      answerInputMode: 1,
      questionActive: values.questionActive ?? true,
      answerText: values.answerText ?? null,
      answerActive: values.answerActive ?? false,
    })
    .returning({ id: question.id });
  return row!.id;
}

/** The body of a new member (id 0) of the given convocation, party and account. */
export function memberBody(values: {
  convocationId: number;
  politicalPartyId: number;
  userId: number;
  pictureId?: string | null;
  [key: string]: unknown;
}) {
  return {
    id: 0,
    memberTypeId: MemberType.CouncilMember,
    biography: { bs: 'Rođen u Tuzli, profesor historije.', hr: '', sr_cyr: '' },
    answerInputModeId: 1,
    active: true,
    pictureId: null,
    ...values,
  };
}

/**
 * For the object-access suite: an active member and an inactive one whose biography holds
 * `secret`, both with pictures, in the given (current) convocation.
 */
export async function councilAccessWorld(
  ctx: TestContext,
  admin: Headers,
  convocationId: number,
  secret: string,
): Promise<{ active: number; inactive: number }> {
  const politicalPartyId = await insertParty(ctx, { name: 'Stranka', shortName: 'S' });
  const member = async (lastName: string, active: boolean) => {
    const user = await answeringAccount(ctx, { firstName: 'Vijećnik', lastName });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/CouncilMembers/Save',
      headers: admin,
      payload: memberBody({
        convocationId,
        politicalPartyId,
        userId: user.id,
        active,
        biography: { bs: active ? 'Javna biografija.' : secret, hr: '', sr_cyr: '' },
        pictureId: await uploadPicture(ctx, admin),
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  return { active: await member('Aktivni', true), inactive: await member('Neaktivni', false) };
}
