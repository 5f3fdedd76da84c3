import { createHash } from 'node:crypto';
import { AddresseeKind, Profile, todayInPortal } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, outbox } from '../../../test/accounts';
import { sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { get, type Headers, post, upload } from '../../../test/http';
import { question } from './council-members.schema';
import {
  ask,
  INBOUND_ENV,
  postQuestion,
  type Member,
  type Person,
  type QuestionWorld,
  questionWorld,
  signInAs,
} from './questions.fixtures';

const REPLY_ADDRESS = /^odgovor\+([A-Za-z0-9_-]{43})@localhost$/;
const ANSWERED_SUBJECT = 'Odgovor na vaše pitanje';

/** Citizens' questions: asking, answering through the portal, moderation, files, lists, tenancy. */
describe('questions', () => {
  let ctx: TestContext;
  let w: QuestionWorld;

  beforeAll(async () => {
    ctx = await startApp({ env: { ...INBOUND_ENV, TENANT_HOSTS: 'doboj.test=1' } });
    w = await questionWorld(ctx);
  });
  afterAll(() => ctx.close());

  /** A citizen of their own, so that no test runs into another's write limit. */
  const newCitizen = async (): Promise<Person> => {
    const user = await createAccount(ctx, { profileId: Profile.RegisteredCitizen });
    return { user, headers: await signInAs(ctx, user.username) };
  };
  const toMember = (m: Member) => ({ addresseeKind: AddresseeKind.CouncilMember, addresseeId: m.id });
  const publicQuestion = (id: number, headers: Headers = {}) =>
    get(ctx, `/api/PublicQuestions/GetByID/${id}/1`, headers);
  const staffQuestion = (id: number, headers: Headers) =>
    get(ctx, `/api/CouncilMembers/GetQuestionByID/${id}/1`, headers);
  const saveAnswer = (headers: Headers, body: Record<string, unknown>) =>
    post(ctx, '/api/CouncilMembers/SaveAnswer', headers, { fileIds: [], removedFileIds: [], ...body });
  const setState = (headers: Headers, body: Record<string, unknown>) =>
    post(ctx, '/api/CouncilMembers/SetQuestionState', headers, body);
  const row = async (id: number) =>
    (await ctx.database.db.select().from(question).where(eq(question.id, id)))[0]!;
  const messagesTo = async (address: string | null, subject?: string) =>
    (await outbox(ctx)).filter((m) => m.recipient === address && (!subject || m.subject === subject));
  const publicSearch = async (body: Record<string, unknown>, headers: Headers = {}) =>
    (
      await post(ctx, '/api/PublicQuestions/Search', headers, { languageId: 1, pageSize: 50, ...body })
    ).json();

  it('refuses a signed-out visitor (401) and an invalid question with its fields (400)', async () => {
    const body = { ...toMember(w.members.system), text: 'Pitanje', citizenEmail: 'a@example.ba' };
    const signedOut = await postQuestion(ctx, null, body);
    expect(signedOut.statusCode).toBe(401);
    expect(signedOut.json().errors).toEqual({ general: 'must_login_to_ask_question' });
    const citizen = await newCitizen();
    const invalid = await postQuestion(ctx, citizen, {
      ...body,
      text: '   ',
      citizenEmail: 'nije-adresa',
      contactEmail: 'ni ovo',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().errors).toMatchObject({
      text: 'validation_required',
      citizenEmail: 'validation_invalid_email',
      contactEmail: 'validation_invalid_email',
    });
    const long = await postQuestion(ctx, citizen, { ...body, text: 'a'.repeat(4001) });
    expect(long.json().errors).toEqual({ text: 'validation_too_long' });
    const noAddressee = await postQuestion(ctx, citizen, {
      ...body,
      addresseeKind: 7,
    });
    expect(noAddressee.json().errors).toMatchObject({ addresseeKind: 'validation_required' });
    expect((await outbox(ctx)).filter((m) => m.body.includes('nije-adresa'))).toHaveLength(0);
  });

  it('refuses an addressee who cannot be asked: unknown, inactive, of an earlier convocation, of another kind, a unit taking none', async () => {
    const citizen = await newCitizen();
    const refused = async (addresseeKind: number, addresseeId: number) => {
      const res = await postQuestion(ctx, citizen, {
        addresseeKind,
        addresseeId,
        text: 'Pitanje',
        citizenEmail: citizen.user.email,
      });
      expect(res.statusCode, `${addresseeKind}/${addresseeId}`).toBe(400);
      expect(res.json().errors).toEqual({ addresseeId: 'record_not_found' });
    };
    await refused(AddresseeKind.CouncilMember, 999_999);
    await refused(AddresseeKind.CouncilMember, w.members.inactive.id);
    await refused(AddresseeKind.CouncilMember, w.members.former.id);
    await refused(AddresseeKind.CouncilMember, w.mayor.id);
    await refused(AddresseeKind.Mayor, w.members.system.id);
    await refused(AddresseeKind.OrganizationalUnit, w.units.closed);
    await refused(AddresseeKind.OrganizationalUnit, 999_999);
    const count = await ctx.database.db.select().from(question).where(eq(question.askerId, citizen.user.id));
    expect(count).toHaveLength(0);
  });

  it('stores a question in its addressee’s mode, tells kind 5’s recipients and e-mails the addressee (mode 1: no reply address)', async () => {
    const citizen = await newCitizen();
    const before = (await outbox(ctx)).length;
    const id = await ask(ctx, citizen, toMember(w.members.system), { contactEmail: 'kontakt@example.ba' });
    const stored = await row(id);
    expect(stored).toMatchObject({
      answerInputMode: 1,
      replyTokenHash: null,
      contactEmail: 'kontakt@example.ba',
      citizenEmail: citizen.user.email,
      askerId: citizen.user.id,
      questionActive: true,
      answerActive: false,
    });
    const messages = (await outbox(ctx)).slice(before);
    expect(messages.map((m) => m.recipient).sort()).toEqual(
      [w.members.system.user.email, w.staff.user.email].sort(),
    );
    const staff = messages.find((m) => m.recipient === w.staff.user.email)!;
    expect(staff.subject).toContain(w.members.system.name);
    expect(staff.body).toContain(`/admin/council-members/question/${id}`);
    const addressee = messages.find((m) => m.recipient === w.members.system.user.email)!;
    expect(addressee.replyTo).toBeNull();
    expect(addressee.body).toContain('Kada će biti popravljena javna rasvjeta u Ulici Mije Keroševića?');
    expect(addressee.body).toContain('kontakt@example.ba');
    expect(addressee.body).toContain('/council-member-questions/questions-to-answer');

    const shown = (await publicQuestion(id)).json();
    expect(shown).toMatchObject({
      id,
      answered: false,
      answerText: '',
      inappropriate: false,
      askerName: `Test ${citizen.user.username.charAt(0)}.`,
      addressee: {
        addresseeKind: 1,
        addresseeId: w.members.system.id,
        name: w.members.system.name,
        party: 'SzT',
      },
    });
  });

  it('gives the addressee a reply address in modes 2 and 3 and keeps only its token’s hash; a unit’s answerers are each told', async () => {
    const citizen = await newCitizen();
    for (const [member, mode] of [
      [w.members.reply, 2],
      [w.members.activation, 3],
    ] as const) {
      const id = await ask(ctx, citizen, toMember(member));
      const [message] = (await messagesTo(member.user.email)).slice(-1);
      const token = REPLY_ADDRESS.exec(message!.replyTo ?? '')?.[1];
      expect(token, message!.replyTo ?? 'no reply address').toBeDefined();
      const stored = await row(id);
      expect(stored.answerInputMode).toBe(mode);
      expect(stored.replyTokenHash).toBe(createHash('sha256').update(token!).digest('hex'));
      expect(message!.body).not.toContain(token);
      expect(message!.body).toContain('iznad');
    }
    // A unit in mode 1 without a setting: both answerers, no reply address.
    const before = (await outbox(ctx)).length;
    const unitQuestion = await ask(ctx, citizen, {
      addresseeKind: AddresseeKind.OrganizationalUnit,
      addresseeId: w.units.communal,
    });
    const toUnit = (await outbox(ctx))
      .slice(before)
      .filter((m) => w.communalAnswerers.some((a) => a.user.email === m.recipient));
    expect(toUnit).toHaveLength(2);
    expect(toUnit.every((m) => m.replyTo === null)).toBe(true);
    expect((await row(unitQuestion)).answerInputMode).toBe(1);
    // A unit in mode 2.
    await ask(ctx, citizen, {
      addresseeKind: AddresseeKind.OrganizationalUnit,
      addresseeId: w.units.byReply,
    });
    const [toReplyUnit] = (await messagesTo(w.byReplyUnitAnswerer.user.email)).slice(-1);
    expect(toReplyUnit!.replyTo).toMatch(REPLY_ADDRESS);
  });

  it('lets the addressee answer through the portal, publishes it and e-mails the asker once; another member is refused (404)', async () => {
    const citizen = await newCitizen();
    const id = await ask(ctx, citizen, toMember(w.members.system));
    const answer = { questionId: id, answerText: 'Rasvjeta je popravljena 12. maja.' };
    expect((await saveAnswer(w.members.other.headers, answer)).statusCode).toBe(404);
    expect((await staffQuestion(id, w.members.other.headers)).statusCode).toBe(404);
    expect((await saveAnswer(citizen.headers, answer)).statusCode).toBe(403);
    expect((await row(id)).answerText).toBeNull();

    const saved = await saveAnswer(w.members.system.headers, answer);
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicQuestion(id)).json()).toMatchObject({
      answered: true,
      answerText: 'Rasvjeta je popravljena 12. maja.',
      answeredByName: w.members.system.name,
    });
    const told = await messagesTo(citizen.user.email, ANSWERED_SUBJECT);
    expect(told).toHaveLength(1);
    expect(told[0]!.body).toContain(`/questions/question-details/${id}`);
    const stored = await row(id);
    expect(stored).toMatchObject({
      answeredBy: w.members.system.user.id,
      answeredByEmail: false,
      answerActive: true,
    });
    expect(stored.answeredAt).not.toBeNull();
    expect(stored.answerPublishedAt).not.toBeNull();

    // A correction is shown, and the asker is not told again.
    await saveAnswer(w.members.system.headers, {
      ...answer,
      answerText: 'Rasvjeta je popravljena 14. maja.',
    });
    expect((await publicQuestion(id)).json().answerText).toBe('Rasvjeta je popravljena 14. maja.');
    expect(await messagesTo(citizen.user.email, ANSWERED_SUBJECT)).toHaveLength(1);
    const details = (await staffQuestion(id, w.members.system.headers)).json();
    expect(details).toMatchObject({
      mayAnswer: true,
      mayModerate: false,
      answeredByEmail: false,
      answerInputModeId: 1,
    });
  });

  it('lets an administrator enter the answer in mode 4 on the addressee’s behalf', async () => {
    const citizen = await newCitizen();
    const id = await ask(ctx, citizen, toMember(w.members.byAdministrator));
    expect((await staffQuestion(id, w.moderator.headers)).json()).toMatchObject({
      mayAnswer: true,
      mayModerate: true,
    });
    const saved = await saveAnswer(w.admin.headers, {
      questionId: id,
      answerText: 'Odgovor unesen u ime vijećnika.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicQuestion(id)).json()).toMatchObject({
      answered: true,
      answerText: 'Odgovor unesen u ime vijećnika.',
      // The answer is the addressee's, whoever typed it.
      answeredByName: w.members.byAdministrator.name,
    });
    expect((await staffQuestion(id, w.admin.headers)).json().answeredByName).toBe(
      `Test ${w.admin.user.username}`,
    );
    expect(await messagesTo(citizen.user.email, ANSWERED_SUBJECT)).toHaveLength(1);
  });

  it('keeps a mode 3 answer hidden until a moderator activates it, then e-mails the asker once', async () => {
    const citizen = await newCitizen();
    const id = await ask(ctx, citizen, toMember(w.members.activation));
    expect(
      (await saveAnswer(w.members.activation.headers, { questionId: id, answerText: 'Čeka odobrenje.' }))
        .statusCode,
    ).toBe(200);
    expect((await publicQuestion(id)).json()).toMatchObject({ answered: false, answerText: '' });
    expect(await messagesTo(citizen.user.email, ANSWERED_SUBJECT)).toHaveLength(0);
    const waiting = await post(ctx, '/api/CouncilMembers/SearchQuestions', w.moderator.headers, {
      languageId: 1,
      state: 'awaitingActivation',
      pageSize: 50,
    });
    expect(waiting.json().items.map((q: { id: number }) => q.id)).toContain(id);
    // The addressee does not moderate.
    expect(
      (await setState(w.members.activation.headers, { questionId: id, answerActive: true })).statusCode,
    ).toBe(403);

    expect((await setState(w.moderator.headers, { questionId: id, answerActive: true })).statusCode).toBe(
      200,
    );
    expect((await publicQuestion(id)).json()).toMatchObject({
      answered: true,
      answerText: 'Čeka odobrenje.',
    });
    expect(await messagesTo(citizen.user.email, ANSWERED_SUBJECT)).toHaveLength(1);
    await setState(w.moderator.headers, { questionId: id, answerActive: false });
    expect((await publicQuestion(id)).json().answered).toBe(false);
    await setState(w.moderator.headers, { questionId: id, answerActive: true });
    expect(await messagesTo(citizen.user.email, ANSWERED_SUBJECT)).toHaveLength(1);

    // The addressee's later change waits for activation again.
    await saveAnswer(w.members.activation.headers, { questionId: id, answerText: 'Izmijenjen odgovor.' });
    expect((await publicQuestion(id)).json()).toMatchObject({ answered: false, answerText: '' });
    // An answer cannot be activated before there is one.
    const unanswered = await ask(ctx, citizen, toMember(w.members.activation));
    const early = await setState(w.moderator.headers, { questionId: unanswered, answerActive: true });
    expect(early.json().errors).toEqual({ answerActive: 'validation_invalid_value' });
  });

  it('hides an inappropriate question’s text in its place, and takes an inactive one off the public pages', async () => {
    const citizen = await newCitizen();
    const rude = await ask(ctx, citizen, toMember(w.members.system), {
      text: 'Neprimjeren tekst pitanja o tramvaju',
    });
    await saveAnswer(w.members.system.headers, {
      questionId: rude,
      answerText: 'Odgovor na neprimjereno pitanje.',
    });
    expect((await setState(w.moderator.headers, { questionId: rude, inappropriate: true })).statusCode).toBe(
      200,
    );
    expect((await publicQuestion(rude)).json()).toMatchObject({
      text: '',
      inappropriate: true,
      answerText: '',
      files: [],
    });
    const listed = await publicSearch({ addresseeKind: 1, addresseeId: w.members.system.id });
    expect(listed.items.find((q: { id: number }) => q.id === rude)).toMatchObject({
      text: '',
      inappropriate: true,
    });
    expect((await publicSearch({ text: 'tramvaju' })).items).toEqual([]);
    expect((await staffQuestion(rude, w.moderator.headers)).json()).toMatchObject({
      text: 'Neprimjeren tekst pitanja o tramvaju',
      inappropriate: true,
    });

    const hidden = await ask(ctx, citizen, toMember(w.members.system), { text: 'Pitanje o autobusu broj 7' });
    expect((await publicSearch({ text: 'autobusu' })).items.map((q: { id: number }) => q.id)).toEqual([
      hidden,
    ]);
    await setState(w.moderator.headers, { questionId: hidden, questionActive: false });
    expect((await publicQuestion(hidden)).statusCode).toBe(404);
    expect((await publicSearch({ text: 'autobusu' })).items).toEqual([]);
    const inactive = await post(ctx, '/api/CouncilMembers/SearchQuestions', w.moderator.headers, {
      languageId: 1,
      state: 'inactive',
      pageSize: 50,
    });
    expect(inactive.json().items.map((q: { id: number }) => q.id)).toEqual([hidden]);
    const mine = await post(ctx, '/api/PublicQuestions/GetMine', citizen.headers, { languageId: 1 });
    expect(mine.json().items.find((q: { id: number }) => q.id === hidden)).toMatchObject({
      questionActive: false,
      text: 'Pitanje o autobusu broj 7',
    });
  });

  it('serves an answer’s files to everyone once published; before that only to the addressee, moderators and the asker', async () => {
    const citizen = await newCitizen();
    const id = await ask(ctx, citizen, toMember(w.members.activation));
    const uploaded = await upload(ctx, '/api/CouncilMembers/UploadAnswerFile', w.members.activation.headers, {
      name: 'odgovor.pdf',
      data: sampleFiles.pdf,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    // Someone else's upload, or none at all, is not taken.
    const foreign = await saveAnswer(w.members.other.headers, {
      questionId: id,
      answerText: 'x',
      fileIds: [uploaded.json().fileId],
    });
    expect(foreign.statusCode).toBe(404);
    const missing = await saveAnswer(w.members.activation.headers, {
      questionId: id,
      answerText: 'U prilogu je odgovor.',
      fileIds: ['00000000-0000-4000-8000-000000000000'],
    });
    expect(missing.json().errors).toEqual({ fileIds: 'document_not_found_or_invalid' });
    const saved = await saveAnswer(w.members.activation.headers, {
      questionId: id,
      answerText: 'U prilogu je odgovor.',
      fileIds: [uploaded.json().fileId],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const [file] = (await staffQuestion(id, w.members.activation.headers)).json().files;
    expect(file).toMatchObject({ fileName: 'odgovor.pdf', contentType: 'application/pdf' });
    const download = (headers: Headers = {}) =>
      get(ctx, `/api/PublicQuestions/DownloadAnswerFile/${file.id}`, headers);
    expect((await download()).statusCode).toBe(404);
    expect((await download(w.otherCitizen.headers)).statusCode).toBe(404);
    expect((await download(w.members.other.headers)).statusCode).toBe(404);
    expect((await download(citizen.headers)).statusCode).toBe(200);
    expect((await download(w.members.activation.headers)).statusCode).toBe(200);
    expect((await download(w.moderator.headers)).statusCode).toBe(200);
    expect((await publicQuestion(id)).json().files).toEqual([]);

    await setState(w.moderator.headers, { questionId: id, answerActive: true });
    const open = await download();
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-disposition']).toContain('odgovor.pdf');
    expect((await publicQuestion(id)).json().files).toEqual([file]);

    // Removed with the answer's next save.
    await saveAnswer(w.admin.headers, {
      questionId: id,
      answerText: 'Bez priloga.',
      removedFileIds: [file.id],
    });
    expect((await staffQuestion(id, w.admin.headers)).json().files).toEqual([]);
    expect((await download(w.admin.headers)).statusCode).toBe(404);
  });

  it('lists the asker’s own questions, with the answers published to them', async () => {
    const citizen = await newCitizen();
    const other = await newCitizen();
    const toMayor = await ask(ctx, citizen, { addresseeKind: AddresseeKind.Mayor, addresseeId: w.mayor.id });
    const waiting = await ask(ctx, citizen, toMember(w.members.activation));
    await saveAnswer(w.members.activation.headers, {
      questionId: waiting,
      answerText: 'Još nije objavljeno.',
    });
    const mine = (await post(ctx, '/api/PublicQuestions/GetMine', citizen.headers, { languageId: 1 })).json();
    expect(mine.items.map((q: { id: number }) => q.id)).toEqual([waiting, toMayor]);
    expect(mine.items[0]).toMatchObject({
      answered: false,
      answerText: '',
      citizenEmail: citizen.user.email,
    });
    expect(mine.items[1].addressee).toMatchObject({ addresseeKind: 2, name: w.mayor.name });
    const theirs = (await post(ctx, '/api/PublicQuestions/GetMine', other.headers, { languageId: 1 })).json();
    expect(theirs).toEqual({ items: [], totalCount: 0 });
  });

  it('lists the questions to answer for a member and for a unit’s accounts, either of whom may answer', async () => {
    const citizen = await newCitizen();
    const toOther = await ask(ctx, citizen, toMember(w.members.other));
    const toUnit = await ask(ctx, citizen, {
      addresseeKind: AddresseeKind.OrganizationalUnit,
      addresseeId: w.units.communal,
    });
    const list = async (who: Person, answered = 'all') =>
      (
        await post(ctx, '/api/CouncilMembers/GetQuestionsToAnswer', who.headers, {
          languageId: 1,
          answered,
          pageSize: 50,
        })
      ).json().items as { id: number; addressee: { addresseeId: number }; mayAnswer: boolean }[];
    const members = await list(w.members.other);
    expect(members.map((q) => q.id)).toContain(toOther);
    expect(members.every((q) => q.addressee.addresseeId === w.members.other.id && q.mayAnswer)).toBe(true);
    const unit = await list(w.communalAnswerers[0]!);
    expect(unit.map((q) => q.id)).toContain(toUnit);
    expect(unit.map((q) => q.id)).not.toContain(toOther);
    expect((await list(w.byReplyUnitAnswerer)).map((q) => q.id)).not.toContain(toUnit);
    expect((await staffQuestion(toUnit, w.byReplyUnitAnswerer.headers)).statusCode).toBe(404);

    const saved = await saveAnswer(w.communalAnswerers[1]!.headers, {
      questionId: toUnit,
      answerText: 'Kontejneri su postavljeni.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await publicQuestion(toUnit)).json()).toMatchObject({
      answered: true,
      answeredByName: 'Služba za komunalne poslove',
    });
    expect((await list(w.communalAnswerers[0]!, 'unanswered')).map((q) => q.id)).not.toContain(toUnit);
    expect((await list(w.communalAnswerers[0]!, 'answered')).map((q) => q.id)).toContain(toUnit);
  });

  it('names whom one may ask, lists the latest, and filters the public list', async () => {
    const addressees = (await get(ctx, '/api/PublicQuestions/GetAddressees/1')).json();
    expect(addressees.mayor).toMatchObject({
      addresseeKind: 2,
      addresseeId: w.mayor.id,
      name: w.mayor.name,
      party: 'SzT',
    });
    const memberIds = addressees.councilMembers.map((m: { addresseeId: number }) => m.addresseeId);
    expect(memberIds).toContain(w.members.system.id);
    for (const absent of [w.members.inactive.id, w.members.former.id, w.mayor.id])
      expect(memberIds).not.toContain(absent);
    const unitIds = addressees.units.map((u: { addresseeId: number }) => u.addresseeId);
    expect(unitIds).toEqual(expect.arrayContaining([w.units.communal, w.units.byReply]));
    expect(unitIds).not.toContain(w.units.closed);

    const citizen = await newCitizen();
    const newest = await ask(
      ctx,
      citizen,
      { addresseeKind: AddresseeKind.Mayor, addresseeId: w.mayor.id },
      {
        text: 'Kada počinje obnova Slanih jezera?',
      },
    );
    const latest = (await get(ctx, '/api/PublicQuestions/GetLatest/1')).json();
    // The five newest public questions (fewer while fewer exist: the tests before this one vary).
    const everyPublic = await publicSearch({ pageNumber: 1 });
    expect(latest).toHaveLength(Math.min(5, everyPublic.totalCount));
    expect(latest.map((q: { id: number }) => q.id)).toEqual(
      everyPublic.items.slice(0, 5).map((q: { id: number }) => q.id),
    );
    expect(latest[0].id).toBe(newest);

    const mayors = await publicSearch({ addresseeKind: 2 });
    expect(mayors.items.length).toBeGreaterThan(0);
    expect(
      mayors.items.every((q: { addressee: { addresseeKind: number } }) => q.addressee.addresseeKind === 2),
    ).toBe(true);
    const answered = await publicSearch({ answered: 'answered' });
    expect(answered.items.length).toBeGreaterThan(0);
    expect(answered.items.every((q: { answered: boolean }) => q.answered)).toBe(true);
    expect(
      (await publicSearch({ answered: 'unanswered' })).items.some((q: { answered: boolean }) => q.answered),
    ).toBe(false);
    // Folded words: without diacritics and in Cyrillic.
    expect((await publicSearch({ text: 'слан језер' })).items.map((q: { id: number }) => q.id)).toEqual([
      newest,
    ]);
    expect((await publicSearch({ text: 'Kerosevica' })).totalCount).toBeGreaterThan(0);
    // The portal's day (Europe/Sarajevo), which the period filter counts in.
    const today = todayInPortal();
    expect(
      (await publicSearch({ dateFrom: today, dateTo: today })).items.map((q: { id: number }) => q.id),
    ).toContain(newest);
    expect((await publicSearch({ dateTo: '2020-01-01' })).totalCount).toBe(0);
  });

  it('keeps each municipality’s questions to itself', async () => {
    const citizen = await newCitizen();
    const id = await ask(ctx, citizen, toMember(w.members.system));
    const doboj = { host: 'doboj.test' };
    const dobojCitizen = await createAccount(ctx, {
      profileId: Profile.RegisteredCitizen,
      municipalityId: 1,
    });
    const dobojAdmin = await createAccount(ctx, { profileId: Profile.Administrator, municipalityId: 1 });
    const asCitizen = await signInAs(ctx, dobojCitizen.username, 1);
    const asAdmin = await signInAs(ctx, dobojAdmin.username, 1);
    expect((await publicQuestion(id, doboj)).statusCode).toBe(404);
    expect((await publicSearch({}, doboj)).totalCount).toBe(0);
    expect((await get(ctx, '/api/PublicQuestions/GetAddressees/1', doboj)).json()).toEqual({
      mayor: null,
      councilMembers: [],
      units: [],
    });
    const foreign = await postQuestion(
      ctx,
      { headers: asCitizen, user: dobojCitizen },
      {
        ...toMember(w.members.system),
        text: 'Pitanje iz drugog grada',
        citizenEmail: 'doboj@example.ba',
      },
    );
    expect(foreign.json().errors).toEqual({ addresseeId: 'record_not_found' });
    expect((await staffQuestion(id, asAdmin)).statusCode).toBe(404);
    expect((await saveAnswer(asAdmin, { questionId: id, answerText: 'Tuđi odgovor' })).statusCode).toBe(404);
    expect((await setState(asAdmin, { questionId: id, inappropriate: true })).statusCode).toBe(404);
    const search = await post(ctx, '/api/CouncilMembers/SearchQuestions', asAdmin, { languageId: 1 });
    expect(search.json()).toEqual({ items: [], totalCount: 0 });
    expect((await row(id)).inappropriate).toBe(false);
  });

  it('holds a person to ten questions an hour (too_many_questions)', async () => {
    const citizen = await newCitizen();
    for (let i = 0; i < 10; i++)
      await ask(ctx, citizen, toMember(w.members.other), { text: `Pitanje broj ${i + 1}` });
    const refused = await postQuestion(ctx, citizen, {
      ...toMember(w.members.other),
      text: 'Jedanaesto pitanje',
      citizenEmail: citizen.user.email,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().errors).toEqual({ general: 'too_many_questions' });
  });
});
