import { AddresseeKind, Profile } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type Mail from 'nodemailer/lib/mailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, outbox } from '../../../test/accounts';
import { sampleFiles } from '../../../test/files';
import { startApp, type TestContext } from '../../../test/harness';
import { get, post } from '../../../test/http';
import {
  newReplyToken,
  type ParsedMailLike,
  type SmtpReceiver,
  startSmtpReceiver,
} from '../../platform/inbound-mail';
import { question, questionFile } from './council-members.schema';
import {
  ask,
  INBOUND_ENV,
  type Member,
  type Person,
  type QuestionWorld,
  questionWorld,
  signInAs,
} from './questions.fixtures';

const REPLY_ADDRESS = /^odgovor\+([A-Za-z0-9_-]{43})@localhost$/;
const ANSWERED_SUBJECT = 'Odgovor na vaše pitanje';
const QUOTE = '\n\npet, 6. jun 2025. u 10:15 Portal Tuzla <noreply@tuzla.ba> je napisao/la:\n\n> Kada?\n';

/** Answers that come back as replies to the question's e-mail (modes 2 and 3, decision 0028). */
describe('answers by e-mail reply', () => {
  let ctx: TestContext;
  let w: QuestionWorld;
  const lines: string[] = [];

  beforeAll(async () => {
    ctx = await startApp({ env: { ...INBOUND_ENV, LOG_LEVEL: 'info' }, logLines: lines });
    w = await questionWorld(ctx);
  });
  afterAll(() => ctx.close());

  const newCitizen = async (): Promise<Person> => {
    const user = await createAccount(ctx, { profileId: Profile.RegisteredCitizen });
    return { user, headers: await signInAs(ctx, user.username) };
  };
  const row = async (id: number) =>
    (await ctx.database.db.select().from(question).where(eq(question.id, id)))[0]!;
  const publicQuestion = async (id: number) =>
    (await get(ctx, `/api/PublicQuestions/GetByID/${id}/1`)).json();
  const toldOfAnswer = async (asker: Person) =>
    (await outbox(ctx)).filter((m) => m.recipient === asker.user.email && m.subject === ANSWERED_SUBJECT);

  /** Asks `addressee` a question; answers its id and the token of the reply address the addressee got. */
  async function asked(
    asker: Person,
    addressee: { addresseeKind: number; addresseeId: number },
    email: string,
  ) {
    const id = await ask(ctx, asker, addressee);
    const messages = (await outbox(ctx)).filter((m) => m.recipient === email);
    const token = REPLY_ADDRESS.exec(messages[messages.length - 1]?.replyTo ?? '')?.[1];
    expect(token).toBeDefined();
    return { id, token: token! };
  }
  const toMember = (m: Member) => ({ addresseeKind: AddresseeKind.CouncilMember, addresseeId: m.id });

  /** A reply as the SMTP receiver or the HTTP entrance hands it to the mailbox. */
  const reply = (token: string, values: Partial<ParsedMailLike> = {}): ParsedMailLike => ({
    from: 'Vijećnik <nobody@example.ba>',
    to: [`Portal Tuzla <odgovor+${token}@localhost>`],
    subject: 'Re: Pitanje građana putem portala',
    text: `Ulica će biti asfaltirana u julu.${QUOTE}`,
    messageId: `<${Math.random().toString(36).slice(2)}@example.ba>`,
    ...values,
  });
  const handle = (mail: ParsedMailLike) => ctx.app.inboundMail.handle(mail);

  it('stores a mode 2 reply from the member’s address as the answer, public at once, with its attachments; the asker is e-mailed', async () => {
    const asker = await newCitizen();
    const member = w.members.reply;
    const { id, token } = await asked(asker, toMember(member), member.user.email!);
    const outcome = await handle(
      reply(token, {
        // The account's address in another case, with a display name.
        from: `Vijećnik <${member.user.email!.toUpperCase()}>`,
        attachments: [
          { fileName: 'odgovor.pdf', contentType: 'application/pdf', data: sampleFiles.pdf },
          { fileName: 'napomena.txt', contentType: 'text/plain', data: sampleFiles.text },
        ],
      }),
    );
    expect(outcome).toEqual({ stored: true });
    const stored = await row(id);
    expect(stored).toMatchObject({
      answerText: 'Ulica će biti asfaltirana u julu.',
      answeredBy: member.user.id,
      answeredByEmail: true,
      answerActive: true,
    });
    expect(stored.replyTokenUsedAt).not.toBeNull();
    expect(stored.answerPublishedAt).not.toBeNull();
    // The text file is refused by the kind (by its bytes) and left out; the PDF is kept.
    const files = await ctx.database.db.select().from(questionFile).where(eq(questionFile.questionId, id));
    expect(files.map((f) => f.fileName)).toEqual(['odgovor.pdf']);
    const shown = await publicQuestion(id);
    expect(shown).toMatchObject({ answered: true, answerText: 'Ulica će biti asfaltirana u julu.' });
    expect(shown.files).toHaveLength(1);
    expect((await get(ctx, `/api/PublicQuestions/DownloadAnswerFile/${shown.files[0].id}`)).statusCode).toBe(
      200,
    );
    expect(await toldOfAnswer(asker)).toHaveLength(1);
    const staff = (await get(ctx, `/api/CouncilMembers/GetQuestionByID/${id}/1`, member.headers)).json();
    expect(staff).toMatchObject({ answeredByEmail: true, answeredByName: member.name });
    // Logged without the token or the text.
    const log = lines.join('\n');
    expect(log).toContain('e-mailed answer stored');
    expect(log).not.toContain(token);
  });

  it('keeps a mode 3 reply hidden until a moderator activates it', async () => {
    const asker = await newCitizen();
    const member = w.members.activation;
    const { id, token } = await asked(asker, toMember(member), member.user.email!);
    expect(await handle(reply(token, { from: member.user.email }))).toEqual({ stored: true });
    expect(await row(id)).toMatchObject({ answerActive: false, answeredByEmail: true });
    expect(await publicQuestion(id)).toMatchObject({ answered: false, answerText: '' });
    expect(await toldOfAnswer(asker)).toHaveLength(0);
    const activated = await post(ctx, '/api/CouncilMembers/SetQuestionState', w.moderator.headers, {
      questionId: id,
      answerActive: true,
    });
    expect(activated.statusCode).toBe(200);
    expect(await publicQuestion(id)).toMatchObject({
      answered: true,
      answerText: 'Ulica će biti asfaltirana u julu.',
    });
    expect(await toldOfAnswer(asker)).toHaveLength(1);
  });

  it('takes a unit’s reply from any of its answering accounts, as that account', async () => {
    const asker = await newCitizen();
    const answerer = w.byReplyUnitAnswerer;
    const { id, token } = await asked(
      asker,
      { addresseeKind: AddresseeKind.OrganizationalUnit, addresseeId: w.units.byReply },
      answerer.user.email!,
    );
    expect(await handle(reply(token, { from: w.members.reply.user.email }))).toEqual({
      stored: false,
      reason: 'wrong_sender',
    });
    expect(await handle(reply(token, { from: answerer.user.email }))).toEqual({ stored: true });
    expect(await row(id)).toMatchObject({ answeredBy: answerer.user.id, answerActive: true });
  });

  it('refuses, stores nothing and logs the question and the reason for each reply it will not take', async () => {
    const asker = await newCitizen();
    const member = w.members.reply;
    const newQuestion = async () => asked(asker, toMember(member), member.user.email!);
    const refused = async (mail: ParsedMailLike, reason: string, id: number | null) => {
      lines.length = 0;
      expect(await handle(mail)).toEqual({ stored: false, reason });
      const logged = lines.map((l) => JSON.parse(l) as Record<string, unknown>);
      expect(logged).toContainEqual(
        expect.objectContaining({ msg: 'e-mailed answer refused', reason, questionId: id }),
      );
      const text = typeof mail.text === 'string' ? mail.text.split('\n')[0]! : '';
      for (const line of lines) {
        expect(line).not.toContain(tokenOf(mail));
        if (text) expect(line).not.toContain(text);
      }
      if (id !== null) expect((await row(id)).answerText).toBeNull();
    };
    const tokenOf = (mail: ParsedMailLike) =>
      REPLY_ADDRESS.exec(mail.to[0]!.replace(/^.*<|>$/g, ''))?.[1] ?? '';
    const from = member.user.email;

    await refused(reply(newReplyToken(), { from }), 'unknown_token', null);

    const wrongSender = await newQuestion();
    await refused(
      reply(wrongSender.token, { from: w.members.other.user.email }),
      'wrong_sender',
      wrongSender.id,
    );
    await refused(reply(wrongSender.token, { from: asker.user.email }), 'wrong_sender', wrongSender.id);

    const empty = await newQuestion();
    await refused(
      reply(empty.token, {
        from,
        text: QUOTE,
        attachments: [{ fileName: 'a.pdf', contentType: 'application/pdf', data: sampleFiles.pdf }],
      }),
      'empty_reply',
      empty.id,
    );
    const long = await newQuestion();
    await refused(reply(long.token, { from, text: 'a'.repeat(8001) }), 'too_long', long.id);

    // Answered through the portal first: the question is closed to replies.
    const answered = await newQuestion();
    await post(ctx, '/api/CouncilMembers/SaveAnswer', member.headers, {
      questionId: answered.id,
      answerText: 'Odgovor kroz portal.',
    });
    lines.length = 0;
    expect(await handle(reply(answered.token, { from }))).toEqual({
      stored: false,
      reason: 'question_closed',
    });
    expect((await row(answered.id)).answerText).toBe('Odgovor kroz portal.');

    for (const flag of [{ questionActive: false }, { inappropriate: true }]) {
      const closed = await newQuestion();
      await post(ctx, '/api/CouncilMembers/SetQuestionState', w.moderator.headers, {
        questionId: closed.id,
        ...flag,
      });
      await refused(reply(closed.token, { from }), 'question_closed', closed.id);
    }

    // A question no longer answered by reply (its mode changed in the database).
    const notByReply = await newQuestion();
    await ctx.database.db.update(question).set({ answerInputMode: 1 }).where(eq(question.id, notByReply.id));
    await refused(reply(notByReply.token, { from }), 'not_by_reply', notByReply.id);

    // A used token: the first reply is the answer, a second one changes nothing.
    const used = await newQuestion();
    expect(await handle(reply(used.token, { from }))).toEqual({ stored: true });
    lines.length = 0;
    expect(await handle(reply(used.token, { from, text: 'Drugi odgovor.' }))).toEqual({
      stored: false,
      reason: 'token_used',
    });
    expect((await row(used.id)).answerText).toBe('Ulica će biti asfaltirana u julu.');
  });

  describe('through the real SMTP receiver', () => {
    let receiver: SmtpReceiver;
    let send: (message: Mail.Options) => Promise<unknown>;

    beforeAll(async () => {
      receiver = await startSmtpReceiver({
        port: 0,
        host: '127.0.0.1',
        mailbox: ctx.app.inboundMail,
        log: ctx.app.log,
        maxBytes: ctx.config.INBOUND_MAIL_MAX_BYTES,
      });
      const transport = nodemailer.createTransport({ host: '127.0.0.1', port: receiver.port, secure: false });
      send = (message) => transport.sendMail({ subject: 'Re: Pitanje građana putem portala', ...message });
    });
    afterAll(() => receiver.close());

    it('stores a good reply, and not one from another sender, with a wrong or used token, or to a closed question', async () => {
      const asker = await newCitizen();
      const member = w.members.reply;
      const text = `Raskrsnica će dobiti semafor do kraja godine.${QUOTE}`;
      const to = (token: string) => `Portal Tuzla <odgovor+${token}@localhost>`;
      // Each refusal reached the handler: it is logged with its reason (and the question, where there is one).
      const refusedFor = (reason: string, questionId: number | null) =>
        expect(lines.map((l) => JSON.parse(l) as Record<string, unknown>)).toContainEqual(
          expect.objectContaining({ msg: 'e-mailed answer refused', reason, questionId }),
        );

      // Another sender: taken by SMTP (no bounce), not stored.
      const good = await asked(asker, toMember(member), member.user.email!);
      await send({ from: w.members.other.user.email!, to: to(good.token), text });
      expect((await row(good.id)).answerText).toBeNull();
      refusedFor('wrong_sender', good.id);

      // A wrong token: nothing anywhere is answered.
      const before = await ctx.database.db.select().from(question).where(eq(question.answeredByEmail, true));
      await send({ from: member.user.email!, to: to(newReplyToken()), text });
      expect(
        await ctx.database.db.select().from(question).where(eq(question.answeredByEmail, true)),
      ).toHaveLength(before.length);
      refusedFor('unknown_token', null);

      // The good reply, with a file.
      await send({
        from: `Vijećnik <${member.user.email}>`,
        to: to(good.token),
        text,
        attachments: [
          { filename: 'plan-semafora.pdf', content: sampleFiles.pdf, contentType: 'application/pdf' },
        ],
      });
      expect(await row(good.id)).toMatchObject({
        answerText: 'Raskrsnica će dobiti semafor do kraja godine.',
        answeredByEmail: true,
        answeredBy: member.user.id,
        answerActive: true,
      });
      const files = await ctx.database.db
        .select()
        .from(questionFile)
        .where(eq(questionFile.questionId, good.id));
      expect(files.map((f) => f.fileName)).toEqual(['plan-semafora.pdf']);

      // The same token again: the answer stays.
      await send({ from: member.user.email!, to: to(good.token), text: `Ipak drugačije.${QUOTE}` });
      expect((await row(good.id)).answerText).toBe('Raskrsnica će dobiti semafor do kraja godine.');
      refusedFor('token_used', good.id);

      // A closed question: taken off the public pages before the reply came.
      const closed = await asked(asker, toMember(member), member.user.email!);
      await post(ctx, '/api/CouncilMembers/SetQuestionState', w.moderator.headers, {
        questionId: closed.id,
        questionActive: false,
      });
      await send({ from: member.user.email!, to: to(closed.token), text });
      expect(await row(closed.id)).toMatchObject({ answerText: null, replyTokenUsedAt: null });
      refusedFor('question_closed', closed.id);
    });
  });
});
