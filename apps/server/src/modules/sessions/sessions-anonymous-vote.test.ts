import { ParticipationParameter, Profile } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { get, type Headers, post } from '../../../test/http';
import { vote } from '../../platform/votes/votes.schema';
import { isParticipationOn } from '../system-parameters';
import { insertConvocations } from './sessions.fixtures';

const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });
const PARAMETERS = '/api/SystemParameters/GetAllParticipationParameters';
const SAVE = '/api/SystemParameters/SaveParticipationParameterActivity';

/**
 * Anonymous citizens and agenda votes (decision 0027): refused while the system parameter is off,
 * its default; counted once each, as registered citizens' votes, once an administrator turns it on.
 */
describe('anonymous citizens voting on agenda items', () => {
  let ctx: TestContext;
  let admin: Headers;
  let office: Headers;
  let itemId: number;
  let addressCounter = 0;

  /** An anonymous citizen as the sign-in page makes one: Account/LoginAnonymous. */
  const anonymousCitizen = async (): Promise<Headers> => {
    addressCounter += 1;
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Account/LoginAnonymous',
      payload: { languageId: 1 },
      remoteAddress: `10.77.0.${addressCounter}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return { authorization: `Bearer ${res.json().token}` };
  };
  const cast = (headers: Headers, choice: string) =>
    post(ctx, '/api/PublicSessions/Vote', headers, { agendaItemId: itemId, choice });
  const rows = () =>
    ctx.database.db
      .select()
      .from(vote)
      .where(and(eq(vote.subjectKind, 'agenda-item'), eq(vote.subjectId, itemId)));
  const setAnonymousVoting = (headers: Headers, active: boolean) =>
    post(ctx, SAVE, headers, { id: ParticipationParameter.AnonymousAgendaVoting, active });

  beforeAll(async () => {
    ctx = await startApp();
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    office = (await signedIn(ctx, { profileId: Profile.Office })).headers;
    const { current } = await insertConvocations(ctx);
    const session = await post(ctx, '/api/Sessions/Save', office, {
      id: 0,
      title: t('Sjednica u toku'),
      description: t(''),
      place: 'Sala vijeća',
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 3_600_000).toISOString(),
      statusId: 2,
      privilegeId: 1,
      votingEnabled: true,
      commentingEnabled: false,
      published: true,
      convocationId: current,
    });
    expect(session.statusCode, session.body).toBe(200);
    const agenda = await post(ctx, '/api/Sessions/SaveAgendas', office, {
      sessionId: session.json().id,
      items: [
        {
          key: -1,
          dataStatus: 2,
          parentKey: null,
          ordinalNumber: 1,
          subNumber: 0,
          name: t('Izvještaj o radu'),
          description: t(''),
          statusId: 2,
        },
      ],
    });
    expect(agenda.statusCode, agenda.body).toBe(200);
    itemId = agenda.json()[0].id;
  });
  afterAll(() => ctx.close());

  it('refuses an anonymous citizen while the parameter is off, as it is by default', async () => {
    expect((await get(ctx, `${PARAMETERS}/1`, admin)).json()).toEqual([
      { id: 1, name: 'Anonimni korisnici mogu glasati o tačkama dnevnog reda sjednica', active: false },
    ]);
    const anonymous = await anonymousCitizen();
    const page = await get(ctx, `/api/PublicSessions/GetAgendaItem/${itemId}/1`, anonymous);
    expect(page.json().anonymousVoting).toBe(false);
    const refused = await cast(anonymous, 'for');
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ general: 'must_register_to_vote' });
    expect(await rows()).toEqual([]);
  });

  it('is set by administrators and holders of the configuration right only', async () => {
    const citizen = (await signedIn(ctx, { profileId: Profile.RegisteredCitizen })).headers;
    expect((await setAnonymousVoting(office, true)).statusCode).toBe(403);
    expect((await setAnonymousVoting(citizen, true)).statusCode).toBe(403);
    expect((await get(ctx, `${PARAMETERS}/1`, office)).statusCode).toBe(403);
    const holder = (await signedIn(ctx, { profileId: Profile.Office, rights: [12] })).headers;
    expect((await get(ctx, `${PARAMETERS}/2`, holder)).json()).toEqual([
      { id: 1, name: 'Анонимни корисници могу гласати о тачкама дневног реда сједница', active: false },
    ]);
    const unknown = await post(ctx, SAVE, admin, { id: 2, active: true });
    expect(unknown.statusCode).toBe(400);
  });

  it('counts an anonymous citizen’s vote once when turned on, for this municipality only, and refuses again when off', async () => {
    expect((await setAnonymousVoting(admin, true)).json()).toEqual({ success: true });
    expect((await get(ctx, `${PARAMETERS}/3`, admin)).json()[0]).toMatchObject({ id: 1, active: true });
    expect(await isParticipationOn(ctx.database.db, 6, ParticipationParameter.AnonymousAgendaVoting)).toBe(
      true,
    );
    expect(await isParticipationOn(ctx.database.db, 1, ParticipationParameter.AnonymousAgendaVoting)).toBe(
      false,
    );

    const anonymous = await anonymousCitizen();
    expect((await get(ctx, `/api/PublicSessions/GetAgendaItem/${itemId}/1`, anonymous)).json()).toMatchObject(
      {
        anonymousVoting: true,
        item: { myVote: null },
      },
    );
    const first = await cast(anonymous, 'against');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      votes: { for: 0, against: 1, abstained: 0, absent: 0 },
      myVote: 'against',
    });
    const again = await cast(anonymous, 'for');
    expect(again.json().errors).toEqual({ general: 'vote_already_added' });
    expect(await rows()).toHaveLength(1);
    expect(
      (await get(ctx, `/api/PublicSessions/GetAgendaItem/${itemId}/1`, anonymous)).json().item,
    ).toMatchObject({
      myVote: 'against',
      votes: { for: 0, against: 1 },
    });

    await setAnonymousVoting(admin, false);
    const later = await cast(await anonymousCitizen(), 'for');
    expect(later.json().errors).toEqual({ general: 'must_register_to_vote' });
    expect(await rows()).toHaveLength(1);
  });
});
