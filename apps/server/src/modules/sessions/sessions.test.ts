import { Profile, SystemNotificationKind } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, signedIn } from '../../../test/accounts';
import { sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { vote } from '../../platform/votes/votes.schema';
import { get, type Headers, post, upload } from '../../../test/http';
import { systemNotificationRecipient } from '../system-notifications/system-notifications.schema';
import { insertConvocations } from './sessions.fixtures';

const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });

/** Council sessions: administration, agenda by data status, publication, public reading and votes. */
describe('sessions', () => {
  let ctx: TestContext;
  let office: { headers: Headers; user: { id: number } };
  let admin: { headers: Headers };
  let moderator: { headers: Headers };
  let citizen: { headers: Headers; user: { id: number } };
  let other: { headers: Headers };
  let anonymous: { headers: Headers };
  let current: number;
  let old: number;

  beforeAll(async () => {
    ctx = await startApp();
    office = await signedIn(ctx, { profileId: Profile.Office });
    admin = await signedIn(ctx, { profileId: Profile.Administrator });
    moderator = await signedIn(ctx, { profileId: Profile.OfficeModerator });
    citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    other = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    anonymous = await signedIn(ctx, { profileId: Profile.AnonymousCitizen });
    ({ current, old } = await insertConvocations(ctx));
  });
  afterAll(() => ctx.close());

  const session = (overrides: Record<string, unknown> = {}) => ({
    id: 0,
    title: t('12. sjednica Gradskog vijeća'),
    description: t('Redovna sjednica.'),
    place: 'Gradska uprava, Velika sala',
    startsAt: '2026-12-10T09:00:00+01:00',
    endsAt: '2026-12-10T14:00:00+01:00',
    statusId: 1,
    privilegeId: 1,
    votingEnabled: true,
    commentingEnabled: true,
    published: false,
    convocationId: current,
    ...overrides,
  });
  const item = (key: number, ordinalNumber: number, overrides: Record<string, unknown> = {}) => ({
    key,
    dataStatus: 2,
    parentKey: null,
    ordinalNumber,
    subNumber: 0,
    name: t(`Tačka ${ordinalNumber}`),
    description: t(''),
    statusId: 1,
    ...overrides,
  });
  const create = async (overrides: Record<string, unknown> = {}) => {
    const res = await post(ctx, '/api/Sessions/Save', office.headers, session(overrides));
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { id: number; published: boolean };
  };

  it('is administered by administrators and office staff only; office moderators read it for the comments', async () => {
    for (const who of [moderator, citizen]) {
      expect((await post(ctx, '/api/Sessions/Save', who.headers, session())).statusCode).toBe(403);
    }
    expect((await post(ctx, '/api/Sessions/Search', citizen.headers, { languageId: 1 })).statusCode).toBe(
      403,
    );
    const { id } = await create();
    // The moderator finds the session, reads it and its agenda, and changes neither.
    const seen = await post(ctx, '/api/Sessions/Search', moderator.headers, { languageId: 1 });
    expect(seen.json().items.map((s: { id: number }) => s.id)).toContain(id);
    expect((await get(ctx, `/api/Sessions/GetByID/${id}`, moderator.headers)).statusCode).toBe(200);
    expect((await get(ctx, `/api/Sessions/GetAgendasBySessionID/${id}`, moderator.headers)).statusCode).toBe(
      200,
    );
    expect(
      (await post(ctx, '/api/Sessions/SaveAgendas', moderator.headers, { sessionId: id, items: [] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await post(ctx, '/api/Sessions/DeleteSessionByID', moderator.headers, { id, force: false }))
        .statusCode,
    ).toBe(403);
    const found = await post(ctx, '/api/Sessions/Search', admin.headers, {
      languageId: 1,
      text: '12. sjednica',
    });
    expect(found.json().items.map((s: { id: number }) => s.id)).toContain(id);
    const details = (await get(ctx, `/api/Sessions/GetByID/${id}`, office.headers)).json();
    // Croatian takes the Bosnian text, Serbian Cyrillic its transliteration.
    expect(details.title).toEqual({
      bs: '12. sjednica Gradskog vijeća',
      hr: '12. sjednica Gradskog vijeća',
      sr_cyr: '12. сједница Градског вијећа',
    });
  });

  it('takes only the current active convocation for a new session, and an end after the start', async () => {
    const wrong = await post(ctx, '/api/Sessions/Save', office.headers, session({ convocationId: old }));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ convocationId: 'convocation_not_current_or_inactive' });
    const backwards = await post(
      ctx,
      '/api/Sessions/Save',
      office.headers,
      session({ endsAt: '2026-12-10T08:00:00+01:00' }),
    );
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().errors.endsAt).toBe('validation_end_before_start');
  });

  it('saves the agenda by data status: items and sub-items, numbers unique, proposed, reordered', async () => {
    const { id } = await create();
    expect((await get(ctx, `/api/Sessions/GetNextItemNumber/${id}/0`, office.headers)).json()).toEqual({
      ordinalNumber: 1,
      subNumber: 0,
    });
    const saved = await post(ctx, '/api/Sessions/SaveAgendas', office.headers, {
      sessionId: id,
      items: [item(-1, 1), item(-2, 2), item(-3, 2, { parentKey: -2, subNumber: 1, name: t('Amandmani') })],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const agenda = saved.json() as {
      id: number;
      parentId: number | null;
      ordinalNumber: number;
      subNumber: number;
      name: { bs: string };
    }[];
    expect(agenda.map((a) => `${a.ordinalNumber}.${a.subNumber} ${a.name.bs}`)).toEqual([
      '1.0 Tačka 1',
      '2.0 Tačka 2',
      '2.1 Amandmani',
    ]);
    const [first, second, sub] = agenda;
    expect(sub!.parentId).toBe(second!.id);
    expect(
      (await get(ctx, `/api/Sessions/GetNextItemNumber/${id}/0`, office.headers)).json().ordinalNumber,
    ).toBe(3);
    expect(
      (await get(ctx, `/api/Sessions/GetNextItemNumber/${id}/${second!.id}`, office.headers)).json(),
    ).toEqual({ ordinalNumber: 2, subNumber: 2 });

    const clash = await post(ctx, '/api/Sessions/SaveAgendas', office.headers, {
      sessionId: id,
      items: [item(-1, 1)],
    });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().errors).toEqual({ items: 'item_number_already_exists' });

    // Swapping two items' numbers in one save: the sub-item follows its item.
    const swap = await post(ctx, '/api/Sessions/SaveAgendas', office.headers, {
      sessionId: id,
      items: [
        item(first!.id, 2, { dataStatus: 3, name: t('Tačka 1') }),
        item(second!.id, 1, { dataStatus: 3, name: t('Tačka 2') }),
      ],
    });
    expect(swap.statusCode, swap.body).toBe(200);
    expect(
      swap
        .json()
        .map(
          (a: { ordinalNumber: number; subNumber: number; name: { bs: string } }) =>
            `${a.ordinalNumber}.${a.subNumber} ${a.name.bs}`,
        ),
    ).toEqual(['1.0 Tačka 2', '1.1 Amandmani', '2.0 Tačka 1']);
    const removed = await post(ctx, '/api/Sessions/SaveAgendas', office.headers, {
      sessionId: id,
      items: [item(second!.id, 1, { dataStatus: 4 })],
    });
    expect(removed.json().map((a: { name: { bs: string } }) => a.name.bs)).toEqual(['Tačka 1']);
  });

  it('tells the recipients of kind 6 when a session is first published, and again on request', async () => {
    const recipient = await signedIn(ctx, { profileId: Profile.Office });
    await ctx.database.db.insert(systemNotificationRecipient).values({
      municipalityId: 6,
      kind: SystemNotificationKind.SessionPublished,
      userId: recipient.user.id,
    });
    const before = (await outbox(ctx)).length;
    const { id } = await create({ published: true });
    const messages = (await outbox(ctx)).slice(before);
    expect(messages.map((m) => m.recipient)).toEqual([`${recipient.user.username}@example.ba`]);
    expect(messages[0]!.subject).toContain('12. sjednica Gradskog vijeća');
    // Saving it again does not tell them again.
    await post(ctx, '/api/Sessions/Save', office.headers, session({ id, published: true }));
    expect((await outbox(ctx)).length).toBe(before + 1);
    const again = await post(ctx, '/api/Sessions/SendSessionUpdatedNotification', office.headers, {
      sessionId: id,
    });
    expect(again.json()).toEqual({ recipients: 1 });
    const unpublished = await create();
    const refused = await post(ctx, '/api/Sessions/SendSessionUpdatedNotification', office.headers, {
      sessionId: unpublished.id,
    });
    expect(refused.json().errors).toEqual({ general: 'session_not_published' });
  });

  it('shows the public only published sessions its profile may see', async () => {
    const open = await create({ published: true, title: t('Javna sjednica') });
    const hidden = await create({ published: false, title: t('Neobjavljena sjednica') });
    const staffOnly = await create({ published: true, privilegeId: 5, title: t('Sjednica za zaposlene') });
    const registered = await create({
      published: true,
      privilegeId: 4,
      title: t('Sjednica za registrovane'),
    });
    const titles = async (headers: Headers) =>
      (await post(ctx, '/api/PublicSessions/Search', headers, { languageId: 1, pageSize: 50 }))
        .json()
        .items.map((s: { title: string }) => s.title);
    const visitor = await titles({});
    expect(visitor).toContain('Javna sjednica');
    expect(visitor).not.toContain('Neobjavljena sjednica');
    expect(visitor).not.toContain('Sjednica za zaposlene');
    expect(visitor).not.toContain('Sjednica za registrovane');
    expect(await titles(citizen.headers)).toContain('Sjednica za registrovane');
    expect(await titles(citizen.headers)).not.toContain('Sjednica za zaposlene');
    expect(await titles(office.headers)).toContain('Sjednica za zaposlene');
    expect((await get(ctx, `/api/Sessions/GetBasicDataByID/${open.id}/2`)).json().title).toBe(
      'Јавна сједница',
    );
    for (const id of [hidden.id, staffOnly.id, registered.id])
      expect((await get(ctx, `/api/Sessions/GetBasicDataByID/${id}/1`)).statusCode).toBe(404);
  });

  it('takes one vote per citizen per item while the session is active with voting enabled', async () => {
    const { id } = await create({ published: true, statusId: 2 });
    const [agendaItem] = (
      await post(ctx, '/api/Sessions/SaveAgendas', office.headers, { sessionId: id, items: [item(-1, 1)] })
    ).json() as { id: number }[];
    const cast = (headers: Headers, choice: string) =>
      post(ctx, '/api/PublicSessions/Vote', headers, { agendaItemId: agendaItem!.id, choice });
    const first = await cast(citizen.headers, 'for');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ votes: { for: 1, against: 0, abstained: 0, absent: 0 }, myVote: 'for' });
    const second = await cast(citizen.headers, 'against');
    expect(second.statusCode).toBe(400);
    expect(second.json().errors).toEqual({ general: 'vote_already_added' });
    expect((await cast(anonymous.headers, 'for')).json().errors).toEqual({
      general: 'must_register_to_vote',
    });
    expect((await cast({}, 'for')).statusCode).toBe(401);
    const details = (await get(ctx, `/api/Sessions/GetBasicDataByID/${id}/1`, citizen.headers)).json();
    expect(details.votingOpen).toBe(true);
    expect(details.agenda[0]).toMatchObject({ myVote: 'for', votes: { for: 1, against: 0 } });

    // Closed: finished, or voting switched off.
    await post(ctx, '/api/Sessions/Save', office.headers, session({ id, published: true, statusId: 3 }));
    expect((await cast(other.headers, 'for')).json().errors).toEqual({ general: 'voting_closed' });
  });

  it('leaves one row when one citizen votes a hundred times at once', async () => {
    const { id } = await create({ published: true, statusId: 2 });
    const [agendaItem] = (
      await post(ctx, '/api/Sessions/SaveAgendas', office.headers, { sessionId: id, items: [item(-1, 1)] })
    ).json() as { id: number }[];
    const answers = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        post(ctx, '/api/PublicSessions/Vote', other.headers, {
          agendaItemId: agendaItem!.id,
          choice: i % 2 ? 'for' : 'against',
        }),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 400)).toHaveLength(99);
    const rows = await ctx.database.db
      .select()
      .from(vote)
      .where(and(eq(vote.subjectKind, 'agenda-item'), eq(vote.subjectId, agendaItem!.id)));
    expect(rows).toHaveLength(1);
  });

  it('keeps comments with files, hidden by a moderator in place, and refuses a delete with activity unless an administrator insists', async () => {
    const { id } = await create({ published: true, statusId: 2 });
    const file = (
      await upload(ctx, '/api/PublicSessions/UploadCommentFile', citizen.headers, {
        name: 'prilog.pdf',
        data: sampleFiles.pdf,
      })
    ).json();
    const added = await post(ctx, '/api/PublicSessions/AddSessionComment', citizen.headers, {
      sessionId: id,
      text: 'Predlažem raspravu o javnoj rasvjeti.',
      fileIds: [file.fileId],
    });
    expect(added.statusCode, added.body).toBe(200);
    const commentId = added.json().comment.id as number;
    const shown = (await get(ctx, `/api/Sessions/GetBasicDataByID/${id}/1`)).json();
    expect(shown.comments[0].text).toBe('Predlažem raspravu o javnoj rasvjeti.');
    const fileId = shown.comments[0].files[0].id as number;
    expect(
      (await get(ctx, `/api/PublicSessions/DownloadDocument/${fileId}`)).headers['content-disposition'],
    ).toContain('prilog.pdf');

    const hide = await post(ctx, '/api/Sessions/SetSessionCommentInappropriate', moderator.headers, {
      commentId,
      inappropriate: true,
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const hidden = (await get(ctx, `/api/Sessions/GetBasicDataByID/${id}/1`)).json();
    expect(hidden.comments[0]).toMatchObject({ text: '', files: [], inappropriate: true });
    expect((await get(ctx, `/api/PublicSessions/DownloadDocument/${fileId}`)).statusCode).toBe(404);
    const staff = (
      await get(ctx, `/api/Sessions/GetSessionCommentsBySessionId/${id}`, moderator.headers)
    ).json();
    expect(staff[0].text).toBe('Predlažem raspravu o javnoj rasvjeti.');

    const refused = await post(ctx, '/api/Sessions/DeleteSessionByID', office.headers, { id, force: true });
    expect(refused.json().errors).toEqual({ general: 'deletion_not_possible' });
    expect((await post(ctx, '/api/Sessions/DeleteSessionByID', admin.headers, { id })).statusCode).toBe(400);
    expect(
      (await post(ctx, '/api/Sessions/DeleteSessionByID', admin.headers, { id, force: true })).statusCode,
    ).toBe(200);
    expect((await get(ctx, `/api/Sessions/GetByID/${id}`, admin.headers)).statusCode).toBe(404);
  });

  it('refuses comments where commenting is off', async () => {
    const { id } = await create({ published: true, commentingEnabled: false });
    const res = await post(ctx, '/api/PublicSessions/AddSessionComment', citizen.headers, {
      sessionId: id,
      text: 'Komentar',
      fileIds: [],
    });
    expect(res.json().errors).toEqual({ general: 'commenting_closed' });
  });
});
