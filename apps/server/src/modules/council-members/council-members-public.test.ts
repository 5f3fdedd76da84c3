import { MemberType, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { insertConvocations } from '../../../test/convocations';
import { startApp, type TestContext } from '../../../test/harness';
import { get, type Headers, post } from '../../../test/http';
import {
  answeringAccount,
  insertConvocation,
  insertParty,
  insertQuestion,
  memberBody,
  uploadPicture,
} from './council-members.fixtures';
import { councilMember } from './council-members.schema';

type PublicMember = {
  id: number;
  name: string;
  memberTypeId: number;
  hasPicture: boolean;
  questionCount: number;
  answeredCount: number;
};

/** The council as the public reads it: members, the mayor, pictures (decision 0028). */
describe('council members: the public council', () => {
  let ctx: TestContext;
  let admin: Headers;
  let asker: number;
  let current: number;
  let old: number;
  let sdp: number;
  let ns: number;
  const ids: Record<string, number> = {};

  const create = async (
    lastName: string,
    values: { memberTypeId?: number; politicalPartyId?: number; active?: boolean; profileId?: number } = {},
  ) => {
    const user = await answeringAccount(
      ctx,
      { firstName: 'Ana', lastName },
      { profileId: values.profileId ?? Profile.CouncilMember },
    );
    const res = await post(
      ctx,
      '/api/CouncilMembers/Save',
      admin,
      memberBody({
        convocationId: current,
        politicalPartyId: values.politicalPartyId ?? sdp,
        userId: user.id,
        memberTypeId: values.memberTypeId ?? MemberType.CouncilMember,
        active: values.active ?? true,
        biography: { bs: `Biografija: ${lastName}, Tuzla.`, hr: '', sr_cyr: '' },
        pictureId: await uploadPicture(ctx, admin),
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    ids[lastName] = res.json().id;
    return user;
  };

  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    asker = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).user.id;
    ({ current, old } = await insertConvocations(ctx, {
      terms: {
        current: { start: '2024-11-14', end: '2028-11-13' },
        old: { start: '2020-12-17', end: '2024-11-13' },
      },
    }));
    await insertConvocation(ctx, {
      name: 'Saziv 2016–2020',
      start: '2016-11-24',
      end: '2020-12-16',
      current: false,
    });
    sdp = await insertParty(ctx, { name: 'Socijaldemokratska partija', shortName: 'SDP BiH' });
    ns = await insertParty(ctx, { name: 'Naša stranka', shortName: 'NS' });
  });
  afterAll(() => ctx.close());

  const council = async (query = '', languageId = 1, headers: Headers = {}) => {
    const res = await get(ctx, `/api/PublicCouncilMembers/GetAll/${languageId}${query}`, headers);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as {
      convocations: { id: number; name: string; current: boolean }[];
      convocationId: number | null;
      members: PublicMember[];
    };
  };

  it('has no mayor and no members before any are recorded', async () => {
    expect((await get(ctx, '/api/PublicCouncilMembers/GetMayor/1')).json()).toEqual({ mayor: null });
    expect(await council()).toEqual({ convocations: [], convocationId: null, members: [] });
  });

  it('lists the active members of the current convocation: the mayor first, then by type and surname', async () => {
    await create('Dizdar');
    await create('Čolić', { politicalPartyId: ns });
    await create('Alić', { memberTypeId: MemberType.CollegeMember });
    await create('Cerić');
    await create('Ćosić');
    await create('Zukić', { memberTypeId: MemberType.Mayor, profileId: Profile.Mayor });
    await create('Avdić', { active: false });
    // A member of the convocation before, recorded then.
    const earlier = await answeringAccount(ctx, { firstName: 'Ana', lastName: 'Babić' });
    await ctx.database.db.insert(councilMember).values({
      municipalityId: 6,
      memberTypeId: MemberType.CouncilMember,
      politicalPartyId: sdp,
      convocationId: old,
      userId: earlier.id,
      biography: { bs: 'Raniji saziv.', hr: 'Raniji saziv.', sr_cyr: 'Ранији сазив.' },
    });

    const shown = await council();
    // Convocations with active members, newest first; the 2016 one has none.
    expect(shown.convocations).toEqual([
      { id: current, name: 'Saziv 2024–2028', startDate: '2024-11-14', endDate: '2028-11-13', current: true },
      { id: old, name: 'Saziv 2020–2024', startDate: '2020-12-17', endDate: '2024-11-13', current: false },
    ]);
    expect(shown.convocationId).toBe(current);
    // Č and Ć come after C, in the alphabet of the page's language; the inactive member is not shown.
    expect(shown.members.map((m) => m.name)).toEqual([
      'Ana Zukić',
      'Ana Cerić',
      'Ana Čolić',
      'Ana Ćosić',
      'Ana Dizdar',
      'Ana Alić',
    ]);
    expect(shown.members.find((m) => m.name === 'Ana Čolić')).toEqual({
      id: ids['Čolić'],
      name: 'Ana Čolić',
      memberTypeId: MemberType.CouncilMember,
      politicalPartyName: 'Naša stranka',
      politicalPartyShortName: 'NS',
      convocationName: 'Saziv 2024–2028',
      hasPicture: true,
      active: true,
      biography: 'Biografija: Čolić, Tuzla.',
      questionCount: 0,
      answeredCount: 0,
    });
    const before = await council(`?convocationId=${old}`);
    expect(before.convocationId).toBe(old);
    expect(before.members.map((m) => [m.name, m.hasPicture])).toEqual([['Ana Babić', false]]);
    const unknown = await get(ctx, '/api/PublicCouncilMembers/GetAll/1?convocationId=999999');
    expect(unknown.statusCode).toBe(404);
  });

  it('counts the questions and answers the public sees', async () => {
    const id = ids['Cerić']!;
    await insertQuestion(ctx, { councilMemberId: id, askerId: asker });
    await insertQuestion(ctx, {
      councilMemberId: id,
      askerId: asker,
      answerText: 'Odgovor.',
      answerActive: true,
    });
    // Waiting for activation, answered with nothing, and a question taken down: not answered for the public.
    await insertQuestion(ctx, {
      councilMemberId: id,
      askerId: asker,
      answerText: 'Čeka.',
      answerActive: false,
    });
    await insertQuestion(ctx, { councilMemberId: id, askerId: asker, answerText: '  ', answerActive: true });
    await insertQuestion(ctx, {
      councilMemberId: id,
      askerId: asker,
      questionActive: false,
      answerText: 'Skriveno.',
      answerActive: true,
    });
    const member = (await get(ctx, `/api/PublicCouncilMembers/GetByID/${id}/1`)).json();
    expect(member).toMatchObject({ questionCount: 4, answeredCount: 1 });
    const listed = (await council()).members.find((m) => m.id === id);
    expect(listed).toMatchObject({ questionCount: 4, answeredCount: 1 });
    const staff = (await get(ctx, `/api/CouncilMembers/GetByID/${id}`, admin)).json();
    expect(staff.questionCount).toBe(5);
  });

  it('shows one active member in the page’s language and the mayor of the current convocation', async () => {
    const member = await get(ctx, `/api/PublicCouncilMembers/GetByID/${ids['Dizdar']}/2`);
    expect(member.statusCode).toBe(200);
    expect(member.json()).toMatchObject({
      name: 'Ana Dizdar',
      biography: 'Биографија: Диздар, Тузла.',
      politicalPartyName: 'Socijaldemokratska partija',
    });
    for (const id of [ids['Avdić'], 999_999]) {
      const res = await get(ctx, `/api/PublicCouncilMembers/GetByID/${id}/1`);
      expect(res.statusCode).toBe(404);
      expect(res.json().errors).toEqual({ id: 'record_not_found' });
    }
    const mayor = (await get(ctx, '/api/PublicCouncilMembers/GetMayor/1')).json().mayor;
    expect(mayor).toMatchObject({ id: ids['Zukić'], name: 'Ana Zukić', memberTypeId: MemberType.Mayor });
  });

  it('serves the pictures of active members only', async () => {
    const full = await get(ctx, `/api/PublicCouncilMembers/Picture/${ids['Dizdar']}`);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toMatch(/^image\//);
    const small = await get(ctx, `/api/PublicCouncilMembers/Picture/${ids['Dizdar']}?size=small`);
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThanOrEqual(full.rawPayload.length);
    for (const id of [ids['Avdić'], 999_999]) {
      expect((await get(ctx, `/api/PublicCouncilMembers/Picture/${id}`)).statusCode).toBe(404);
    }
    const bad = await get(ctx, `/api/PublicCouncilMembers/Picture/${ids['Dizdar']}?size=huge`);
    expect(bad.statusCode).toBe(400);
  });

  it('shows another municipality nothing of this one’s council', async () => {
    const doboj = { host: 'doboj.test' };
    expect(await council('', 1, doboj)).toEqual({ convocations: [], convocationId: null, members: [] });
    expect(
      (await get(ctx, `/api/PublicCouncilMembers/GetAll/1?convocationId=${current}`, doboj)).statusCode,
    ).toBe(404);
    expect((await get(ctx, `/api/PublicCouncilMembers/GetByID/${ids['Dizdar']}/1`, doboj)).statusCode).toBe(
      404,
    );
    expect((await get(ctx, `/api/PublicCouncilMembers/Picture/${ids['Dizdar']}`, doboj)).statusCode).toBe(
      404,
    );
    expect((await get(ctx, '/api/PublicCouncilMembers/GetMayor/1', doboj)).json()).toEqual({ mayor: null });
  });

  it('no longer shows a member made inactive, nor their picture', async () => {
    const id = ids['Ćosić']!;
    const edit = (await get(ctx, `/api/CouncilMembers/GetByID/${id}`, admin)).json();
    const res = await post(ctx, '/api/CouncilMembers/Save', admin, {
      id,
      memberTypeId: edit.memberTypeId,
      politicalPartyId: edit.politicalPartyId,
      convocationId: edit.convocationId,
      userId: edit.userId,
      biography: edit.biography,
      answerInputModeId: edit.answerInputModeId,
      active: false,
      pictureId: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await council()).members.map((m) => m.id)).not.toContain(id);
    expect((await get(ctx, `/api/PublicCouncilMembers/GetByID/${id}/1`)).statusCode).toBe(404);
    expect((await get(ctx, `/api/PublicCouncilMembers/Picture/${id}`)).statusCode).toBe(404);
  });
});
