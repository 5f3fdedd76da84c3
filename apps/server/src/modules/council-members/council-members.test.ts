import { AccessRight, MemberType, Profile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signedIn, signIn } from '../../../test/accounts';
import { insertConvocations } from '../../../test/convocations';
import { startApp, type TestContext } from '../../../test/harness';
import { get, type Headers, post, upload } from '../../../test/http';
import { UserStatus } from '../accounts';
import { appUser } from '../accounts/accounts.schema';
import { organizationalUnit } from '../code-lists/code-lists.schema';
import {
  answeringAccount,
  insertParty,
  insertQuestion,
  memberBody,
  portraitWithGps,
  uploadPicture,
} from './council-members.fixtures';
import { councilMember } from './council-members.schema';

/** The administration of council members and of the units' question settings (decision 0028). */
describe('council members: administration', () => {
  let ctx: TestContext;
  let admin: { headers: Headers; user: { id: number } };
  let clerk: { headers: Headers };
  let citizen: { headers: Headers; user: { id: number } };
  let current: number;
  let old: number;
  let party: number;
  let formerParty: number;

  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
    admin = await signedIn(ctx, { profileId: Profile.Administrator });
    clerk = await signedIn(ctx, { profileId: Profile.Office, rights: [AccessRight.Questions] });
    citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    ({ current, old } = await insertConvocations(ctx));
    party = await insertParty(ctx, { name: 'Socijaldemokratska partija', shortName: 'SDP BiH' });
    formerParty = await insertParty(ctx, {
      name: 'Savez za bolju budućnost',
      shortName: 'SBB',
      active: false,
    });
  });
  afterAll(() => ctx.close());

  const save = (headers: Headers, body: unknown) => post(ctx, '/api/CouncilMembers/Save', headers, body);
  const details = async (id: number) => {
    const res = await get(ctx, `/api/CouncilMembers/GetByID/${id}`, admin.headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const remove = (id: number, headers: Headers = admin.headers) =>
    ctx.app.inject({ method: 'DELETE', url: `/api/CouncilMembers/DeleteCouncilMemberByID/${id}`, headers });
  /** A new member of the current convocation with a picture; answers the member's id. */
  const create = async (values: Record<string, unknown> & { userId: number }, headers = admin.headers) => {
    const res = await save(
      headers,
      memberBody({
        convocationId: current,
        politicalPartyId: party,
        pictureId: await uploadPicture(ctx, headers),
        ...values,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };
  const account = (lastName: string, profileId: number = Profile.CouncilMember) =>
    answeringAccount(ctx, { firstName: 'Emina', lastName }, { profileId });
  const storedKeys = async (id: number) => {
    const [row] = await ctx.database.db.select().from(councilMember).where(eq(councilMember.id, id));
    return [row!.pictureKey!, row!.pictureThumbnailKey!];
  };

  it('is administered by administrators and holders of right 18 only', async () => {
    const office = await signedIn(ctx, { profileId: Profile.Office });
    for (const who of [citizen.headers, office.headers]) {
      const calls = [
        await post(ctx, '/api/CouncilMembers/SearchCouncilMembers', who, { languageId: 1 }),
        await get(ctx, '/api/CouncilMembers/GetByID/1', who),
        await save(who, memberBody({ convocationId: current, politicalPartyId: party, userId: 1 })),
        await remove(1, who),
        await get(ctx, '/api/CouncilMembers/GetAnsweringUsers', who),
        await get(ctx, '/api/CouncilMembers/GetUnitSettings/1', who),
        await post(ctx, '/api/CouncilMembers/SaveUnitSetting', who, {
          organizationalUnitId: 1,
          acceptsQuestions: true,
          answerInputModeId: 1,
        }),
      ];
      expect(calls.map((r) => r.statusCode)).toEqual(calls.map(() => 403));
    }
    const anonymous = await post(ctx, '/api/CouncilMembers/SearchCouncilMembers', {}, { languageId: 1 });
    expect(anonymous.statusCode).toBe(401);
    // Right 18 is enough: the clerk uploads, creates and finds a member.
    const user = await account('Kadrić');
    const id = await create({ userId: user.id }, clerk.headers);
    const found = await post(ctx, '/api/CouncilMembers/SearchCouncilMembers', clerk.headers, {
      languageId: 1,
      text: 'kadric',
    });
    expect(found.json().items.map((m: { id: number }) => m.id)).toEqual([id]);
  });

  it('creates a member whose picture is stored without its metadata, and reads it back', async () => {
    const original = await portraitWithGps();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const uploaded = await upload(ctx, '/api/CouncilMembers/UploadPicture', admin.headers, {
      name: 'portret.jpg',
      data: original,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toMatchObject({ contentType: 'image/jpeg', width: 300, height: 400 });
    const user = await account('Hodžić', Profile.Mayor);
    const res = await save(
      admin.headers,
      memberBody({
        convocationId: current,
        politicalPartyId: party,
        userId: user.id,
        answerInputModeId: 2,
        biography: { bs: 'Rođena je u Tuzli.', hr: '', sr_cyr: '' },
        pictureId: uploaded.json().fileId,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const id = res.json().id as number;
    expect(await details(id)).toEqual({
      id,
      memberTypeId: MemberType.CouncilMember,
      politicalPartyId: party,
      convocationId: current,
      userId: user.id,
      userName: 'Emina Hodžić',
      // Croatian takes the Bosnian text, Serbian Cyrillic its transliteration.
      biography: { bs: 'Rođena je u Tuzli.', hr: 'Rođena je u Tuzli.', sr_cyr: 'Рођена је у Тузли.' },
      answerInputModeId: 2,
      active: true,
      hasPicture: true,
      questionCount: 0,
    });

    const picture = await get(ctx, `/api/PublicCouncilMembers/Picture/${id}`);
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toMatch(/^image\/jpeg/);
    const meta = await sharp(picture.rawPayload).metadata();
    expect(meta.format).toBe('jpeg');
    expect(meta.exif).toBeUndefined();
    expect(picture.rawPayload.includes('TestPhone')).toBe(false);
    const thumbnail = await get(ctx, `/api/PublicCouncilMembers/Picture/${id}?size=small`);
    expect((await sharp(thumbnail.rawPayload).metadata()).height).toBeLessThanOrEqual(240);

    const found = await post(ctx, '/api/CouncilMembers/SearchCouncilMembers', admin.headers, {
      languageId: 1,
      text: 'HODZIC',
      convocationId: current,
    });
    expect(found.json()).toEqual({
      items: [
        {
          id,
          name: 'Emina Hodžić',
          memberTypeId: MemberType.CouncilMember,
          politicalPartyName: 'Socijaldemokratska partija',
          politicalPartyShortName: 'SDP BiH',
          convocationName: 'Saziv 2024–2028',
          hasPicture: true,
          active: true,
          userId: user.id,
          answerInputModeId: 2,
          questionCount: 0,
        },
      ],
      totalCount: 1,
    });
    // The upload was taken: it cannot be used again.
    const other = await account('Mujić');
    const again = await save(
      admin.headers,
      memberBody({
        convocationId: current,
        politicalPartyId: party,
        userId: other.id,
        pictureId: uploaded.json().fileId,
      }),
    );
    expect(again.statusCode).toBe(400);
    expect(again.json().errors).toEqual({ pictureId: 'document_not_found_or_invalid' });
  });

  it('takes only the current active convocation for a new member or one moved to another', async () => {
    const user = await account('Salihović');
    const body = memberBody({
      convocationId: old,
      politicalPartyId: party,
      userId: user.id,
      pictureId: await uploadPicture(ctx, admin.headers),
    });
    const refused = await save(admin.headers, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ convocationId: 'convocation_not_current_or_inactive' });
    const unknown = await save(admin.headers, { ...body, convocationId: 999_999 });
    expect(unknown.json().errors).toEqual({ convocationId: 'convocation_not_current_or_inactive' });

    // A member of the earlier convocation is kept there when changed, not moved back into it.
    const [earlier] = await ctx.database.db
      .insert(councilMember)
      .values({
        municipalityId: 6,
        memberTypeId: MemberType.CouncilMember,
        politicalPartyId: formerParty,
        convocationId: old,
        userId: user.id,
        biography: { bs: 'Raniji saziv.', hr: 'Raniji saziv.', sr_cyr: 'Ранији сазив.' },
      })
      .returning({ id: councilMember.id });
    const kept = await save(admin.headers, {
      ...body,
      id: earlier!.id,
      politicalPartyId: formerParty,
      pictureId: null,
      biography: { bs: 'Vijećnik u sazivu 2020–2024.', hr: '', sr_cyr: '' },
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await details(earlier!.id)).biography.bs).toBe('Vijećnik u sazivu 2020–2024.');
    const begovic = await account('Begović');
    const now = await create({ userId: begovic.id });
    const moved = await save(admin.headers, { ...body, id: now, userId: begovic.id, pictureId: null });
    expect(moved.json().errors).toEqual({ convocationId: 'convocation_not_current_or_inactive' });
  });

  it('refuses a party that is not the municipality’s active one and an account that cannot answer', async () => {
    const pictureId = await uploadPicture(ctx, admin.headers);
    const dobojAccount = await account('Dobojlija');
    const doboj = await createAccount(ctx, { profileId: Profile.CouncilMember, municipalityId: 1 });
    const deactivated = await answeringAccount(
      ctx,
      { firstName: 'Senad', lastName: 'Alić' },
      { status: UserStatus.Deactivated },
    );
    const body = (values: { politicalPartyId?: number; userId: number }) =>
      memberBody({ convocationId: current, politicalPartyId: party, pictureId, ...values });
    // Every refused field at once.
    const both = await save(admin.headers, body({ politicalPartyId: formerParty, userId: citizen.user.id }));
    expect(both.statusCode).toBe(400);
    expect(both.json().errors).toEqual({
      politicalPartyId: 'record_not_found',
      userId: 'council_member_user_invalid',
    });
    const unknownParty = await save(
      admin.headers,
      body({ politicalPartyId: 999_999, userId: dobojAccount.id }),
    );
    expect(unknownParty.json().errors).toEqual({ politicalPartyId: 'record_not_found' });
    for (const userId of [deactivated.id, doboj.id, admin.user.id, 999_999]) {
      const res = await save(admin.headers, body({ userId }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors, `account ${userId}`).toEqual({ userId: 'council_member_user_invalid' });
    }
    // Nothing was taken by the refused saves: the picture still makes a member.
    expect((await save(admin.headers, body({ userId: dobojAccount.id }))).statusCode).toBe(200);
  });

  it('takes one account once per convocation and requires a new member’s picture', async () => {
    const user = await account('Delić');
    const first = await create({ userId: user.id });
    const twice = await save(
      admin.headers,
      memberBody({
        convocationId: current,
        politicalPartyId: party,
        userId: user.id,
        pictureId: await uploadPicture(ctx, admin.headers),
      }),
    );
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errors).toEqual({ userId: 'council_member_already_in_convocation' });
    const withoutPicture = await save(
      admin.headers,
      memberBody({ convocationId: current, politicalPartyId: party, userId: (await account('Husić')).id }),
    );
    expect(withoutPicture.json().errors).toEqual({ pictureId: 'validation_required' });
    // A kept member keeps their picture without a new one.
    const changed = await save(
      admin.headers,
      memberBody({
        id: first,
        convocationId: current,
        politicalPartyId: party,
        userId: user.id,
        active: false,
      }),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await details(first)).toMatchObject({ hasPicture: true, active: false });
  });

  it('replaces a picture and removes the bytes of the one replaced', async () => {
    const id = await create({ userId: (await account('Omerović')).id });
    const [oldKey, oldThumbnail] = await storedKeys(id);
    expect(await ctx.storage.get(oldKey!)).not.toBeNull();
    const res = await save(
      admin.headers,
      memberBody({
        id,
        convocationId: current,
        politicalPartyId: party,
        userId: (await details(id)).userId,
        pictureId: await uploadPicture(ctx, admin.headers, await portraitWithGps(200, 100)),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await ctx.storage.get(oldKey!)).toBeNull();
    expect(await ctx.storage.get(oldThumbnail!)).toBeNull();
    const [newKey] = await storedKeys(id);
    expect(newKey).not.toBe(oldKey);
    const picture = await get(ctx, `/api/PublicCouncilMembers/Picture/${id}`);
    expect((await sharp(picture.rawPayload).metadata()).width).toBe(200);
  });

  it('has one active mayor per convocation', async () => {
    const mayor = await account('Gradonačelnica', Profile.Mayor);
    const first = await create({ userId: mayor.id, memberTypeId: MemberType.Mayor });
    const second = await account('Zamjenik', Profile.Mayor);
    const body = memberBody({
      convocationId: current,
      politicalPartyId: party,
      userId: second.id,
      memberTypeId: MemberType.Mayor,
      pictureId: await uploadPicture(ctx, admin.headers),
    });
    const refused = await save(admin.headers, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ memberTypeId: 'mayor_already_in_convocation' });
    // An inactive one beside the active one is allowed; the active one changes freely.
    expect((await save(admin.headers, { ...body, active: false })).statusCode).toBe(200);
    const kept = await save(
      admin.headers,
      memberBody({
        id: first,
        convocationId: current,
        politicalPartyId: party,
        userId: mayor.id,
        memberTypeId: MemberType.Mayor,
        answerInputModeId: 4,
      }),
    );
    expect(kept.statusCode, kept.body).toBe(200);
  });

  it('deletes a member no question is addressed to, and refuses one with questions', async () => {
    const asked = await create({ userId: (await account('Pitani')).id });
    await insertQuestion(ctx, { councilMemberId: asked, askerId: citizen.user.id, questionActive: false });
    const refused = await remove(asked);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ general: 'deletion_not_possible' });
    expect((await details(asked)).questionCount).toBe(1);

    const free = await create({ userId: (await account('Slobodni')).id });
    const keys = await storedKeys(free);
    const done = await remove(free);
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true });
    expect((await get(ctx, `/api/CouncilMembers/GetByID/${free}`, admin.headers)).statusCode).toBe(404);
    for (const key of keys) expect(await ctx.storage.get(key)).toBeNull();
    expect((await remove(free)).statusCode).toBe(404);
  });

  it('keeps each municipality’s members to itself', async () => {
    const id = await create({ userId: (await account('Tuzlak')).id });
    const dobojAdmin = await createAccount(ctx, { profileId: Profile.Administrator, municipalityId: 1 });
    const doboj = {
      ...(await signIn(ctx, dobojAdmin.username, PASSWORD, { host: 'doboj.test' })),
      host: 'doboj.test',
    };
    const read = await get(ctx, `/api/CouncilMembers/GetByID/${id}`, doboj);
    expect(read.statusCode).toBe(404);
    expect(read.json().errors).toEqual({ id: 'record_not_found' });
    const changed = await save(
      doboj,
      memberBody({ id, convocationId: current, politicalPartyId: party, userId: 1, active: false }),
    );
    expect(changed.statusCode).toBe(404);
    expect((await remove(id, doboj)).statusCode).toBe(404);
    const listed = await post(ctx, '/api/CouncilMembers/SearchCouncilMembers', doboj, {
      languageId: 1,
      pageSize: 50,
    });
    expect(listed.json()).toEqual({ items: [], totalCount: 0 });
    // Doboj's administrator cannot take Tuzla's convocation, party or accounts either.
    const foreign = await save(
      doboj,
      memberBody({
        convocationId: current,
        politicalPartyId: party,
        userId: (await account('Tuđi')).id,
        pictureId: await uploadPicture(ctx, doboj),
      }),
    );
    expect(foreign.json().errors).toEqual({
      convocationId: 'convocation_not_current_or_inactive',
      politicalPartyId: 'record_not_found',
      userId: 'council_member_user_invalid',
    });
    expect((await details(id)).active).toBe(true);
  });

  it('lists the municipality’s active accounts that may answer for a member, by surname', async () => {
    const mayor = await answeringAccount(
      ctx,
      { firstName: 'Edin', lastName: 'Ćatić' },
      { profileId: Profile.Mayor },
    );
    const member = await answeringAccount(ctx, { firstName: 'Edin', lastName: 'Cvijetić' });
    const closed = await answeringAccount(
      ctx,
      { firstName: 'Edin', lastName: 'Zatvoreni' },
      { status: UserStatus.Deactivated },
    );
    const doboj = await answeringAccount(
      ctx,
      { firstName: 'Edin', lastName: 'Dobojac' },
      { municipalityId: 1 },
    );
    const res = await get(ctx, '/api/CouncilMembers/GetAnsweringUsers', admin.headers);
    expect(res.statusCode).toBe(200);
    const users = res.json() as { id: number; name: string; email: string | null; profileId: number }[];
    expect(users.every((u) => u.profileId === Profile.CouncilMember || u.profileId === Profile.Mayor)).toBe(
      true,
    );
    const ids = users.map((u) => u.id);
    for (const refused of [closed.id, doboj.id, citizen.user.id, admin.user.id])
      expect(ids).not.toContain(refused);
    // Ć after C, in the alphabet's order.
    expect(ids.indexOf(member.id)).toBeLessThan(ids.indexOf(mayor.id));
    expect(users.find((u) => u.id === mayor.id)).toEqual({
      id: mayor.id,
      name: 'Edin Ćatić',
      email: mayor.email,
      profileId: Profile.Mayor,
    });
  });

  it('keeps the units’ question settings: none stored takes questions through the system', async () => {
    const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });
    const units = await ctx.database.db
      .insert(organizationalUnit)
      .values([
        { municipalityId: 6, name: t('Služba za komunalne poslove'), description: t(''), sortOrder: 2 },
        { municipalityId: 6, name: t('Kabinet gradonačelnika'), description: t(''), sortOrder: 1 },
        { municipalityId: 6, name: t('Ugašena služba'), description: t(''), sortOrder: 3, active: false },
        { municipalityId: 1, name: t('Dobojska služba'), description: t(''), sortOrder: 1 },
      ])
      .returning({ id: organizationalUnit.id });
    const [communal, cabinet, closed, foreign] = units.map((u) => u.id) as [number, number, number, number];
    // The unit's answerers: its active accounts of profile OrgUnit (not a deactivated one, not a citizen).
    for (const [profileId, status] of [
      [Profile.OrgUnit, UserStatus.Active],
      [Profile.OrgUnit, UserStatus.Deactivated],
      [Profile.RegisteredCitizen, UserStatus.Active],
    ] as const) {
      const user = await createAccount(ctx, { profileId, status });
      await ctx.database.db
        .update(appUser)
        .set({ organizationalUnitId: communal })
        .where(eq(appUser.id, user.id));
    }

    const read = async () => {
      const res = await get(ctx, '/api/CouncilMembers/GetUnitSettings/1', admin.headers);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { organizationalUnitId: number }[];
    };
    const before = await read();
    expect(before.map((u) => u.organizationalUnitId)).toEqual([cabinet, communal]);
    expect(before[1]).toEqual({
      organizationalUnitId: communal,
      name: 'Služba za komunalne poslove',
      acceptsQuestions: true,
      answerInputModeId: 1,
      answererCount: 1,
      questionCount: 0,
    });
    const setting = (organizationalUnitId: number, values: Record<string, unknown> = {}) =>
      post(ctx, '/api/CouncilMembers/SaveUnitSetting', clerk.headers, {
        organizationalUnitId,
        acceptsQuestions: true,
        answerInputModeId: 2,
        ...values,
      });
    expect((await setting(communal)).json()).toEqual({ success: true });
    expect((await setting(cabinet, { acceptsQuestions: false, answerInputModeId: 1 })).statusCode).toBe(200);
    expect((await setting(communal, { answerInputModeId: 3 })).statusCode).toBe(200);
    const after = await read();
    expect(after).toMatchObject([
      { organizationalUnitId: cabinet, acceptsQuestions: false, answerInputModeId: 1 },
      { organizationalUnitId: communal, acceptsQuestions: true, answerInputModeId: 3 },
    ]);
    const badMode = await setting(communal, { answerInputModeId: 5 });
    expect(badMode.statusCode).toBe(400);
    expect(badMode.json().errors).toEqual({ answerInputModeId: 'validation_required' });
    for (const id of [foreign, 999_999]) {
      const res = await setting(id);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual({ organizationalUnitId: 'record_not_found' });
    }
    expect(closed).toBeGreaterThan(0);
  });
});
