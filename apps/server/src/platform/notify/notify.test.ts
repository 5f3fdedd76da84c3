import { SystemNotificationKind } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, outbox } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { modules } from '../../modules';
import { appUser } from '../../modules/accounts/accounts.schema';
import {
  replaceRecipients,
  saveSetting,
} from '../../modules/system-notifications/system-notifications.repository';
import { inTransaction } from '../db/transaction';
import { type AppContext, defineModule } from '../module';
import { defineMessageTemplate } from './templates';

const PUBLIC_URL = 'https://e-ucesce.example.ba';
const KIND = SystemNotificationKind.NewQuestion;

/** A module's message, on texts the catalogues have in all three languages. */
const probeMessage = defineMessageTemplate({
  name: 'probe.test',
  subject: 'mail.systemNotificationTest.subject',
  body: ['mail.systemNotificationTest.body'],
  sms: 'mail.systemNotificationTest.sms',
});

let app: AppContext;
/** A module that only keeps the application context and calls notify from a request. */
const probe = defineModule({
  name: 'notify-probe',
  messages: [probeMessage],
  routes(fastify, ctx) {
    app = ctx;
    fastify.post('/probe/notify', async (request) => {
      const { kind } = request.body as { kind: number };
      const { messages: written } = await inTransaction(ctx.db, (tx) =>
        ctx.notify.notify(tx, {
          kind,
          municipalityId: request.tenant.municipalityId,
          template: probeMessage,
          values: { kind: 'Novo pitanje' },
          link: '/questions/7',
        }),
      );
      return { written };
    });
  },
});

describe('notify', () => {
  let ctx: TestContext;
  const staff: Record<'bs' | 'sr' | 'hr', { id: number; email: string | null }> = {} as never;

  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL }, modules: [...modules, probe] });
    const db = ctx.database.db;
    for (const [key, languageId] of [
      ['bs', 1],
      ['sr', 2],
      ['hr', 3],
    ] as const) {
      const user = await createAccount(ctx, { profileId: 6, phone: key === 'hr' ? '+38761000000' : null });
      await db.update(appUser).set({ languageId }).where(eq(appUser.id, user.id));
      staff[key] = user;
    }
    await replaceRecipients(
      db,
      6,
      KIND,
      Object.values(staff).map((s) => s.id),
    );
  });
  afterAll(() => ctx.close());

  const send = (values: Record<string, string>, extra: object = {}) =>
    inTransaction(app.db, (tx) =>
      app.notify.notify(tx, {
        kind: KIND,
        municipalityId: 6,
        template: probeMessage,
        values,
        link: '/questions/7',
        ...extra,
      }),
    );
  const written = async (since: number) => (await outbox(ctx)).filter((m) => m.id > since);
  const lastId = async () => (await outbox(ctx)).at(-1)?.id ?? 0;

  it('tells a kind’s recipients in their own languages, in HTML and plain text, with the layout', async () => {
    const before = await lastId();
    expect(await send({ kind: 'Novo pitanje' })).toEqual({ messages: 3, recipients: 3 });
    const messages = await written(before);
    const to = (email: string | null) => messages.find((m) => m.recipient === email)!;
    expect(to(staff.bs.email).subject).toBe('Probna poruka: Novo pitanje');
    expect(to(staff.hr.email).subject).toBe('Probna poruka: Novo pitanje');
    expect(to(staff.sr.email).subject).toBe('Пробна порука: Novo pitanje');

    const bs = to(staff.bs.email);
    // Greeting and signature from the platform's layout, in the plain text and the HTML.
    expect(bs.body.startsWith('Poštovani/a Test ')).toBe(true);
    expect(bs.body).toContain('Srdačan pozdrav,');
    expect(bs.body).toContain(`${PUBLIC_URL}/questions/7`);
    expect(bs.html).toContain('<!DOCTYPE html');
    expect(bs.html).toContain('lang="bs"');
    expect(bs.html).toContain('Poštovani/a Test ');
    expect(bs.html).toContain('Srdačan pozdrav,');
    expect(bs.html).toContain(`href="${PUBLIC_URL}/questions/7"`);
    expect(bs.html).toContain(`src="${PUBLIC_URL}/api/Municipality/GetCoatOfArms/6"`);
    const sr = to(staff.sr.email);
    expect(sr.html).toContain('lang="sr-Cyrl"');
    expect(sr.body.startsWith('Поштовани/а Test ')).toBe(true);
    expect(sr.html).toContain('Отворите на порталу');
  });

  it('writes an SMS to those whose kind has it on, short and with the link', async () => {
    await saveSetting(app.db, 6, KIND, { active: true, email: false, sms: true, push: false });
    try {
      const before = await lastId();
      expect(await send({ kind: 'x'.repeat(300) })).toEqual({ messages: 1, recipients: 1 });
      const [sms] = await written(before);
      expect(sms).toMatchObject({ channel: 1, recipient: '+38761000000', subject: null, html: null });
      expect(sms!.body.length).toBeLessThanOrEqual(160);
      expect(sms!.body.endsWith(` ${PUBLIC_URL}/questions/7`)).toBe(true);
    } finally {
      await saveSetting(app.db, 6, KIND, { active: true, email: true, sms: false, push: false });
    }
  });

  it('builds links from configuration, whatever Host a request names', async () => {
    const before = await lastId();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/probe/notify',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
      payload: { kind: KIND },
    });
    expect(res.json()).toEqual({ written: 3 });
    for (const message of await written(before)) {
      expect(message.body).toContain(`${PUBLIC_URL}/questions/7`);
      expect(message.body).not.toContain('evil.example');
      expect(message.html).not.toContain('evil.example');
    }
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    const before = await lastId();
    await expect(
      inTransaction(app.db, async (tx) => {
        await app.notify.notify(tx, {
          kind: KIND,
          municipalityId: 6,
          template: probeMessage,
          values: { kind: 'a' },
        });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await written(before)).toEqual([]);
  });

  it('tells a person named in `to` by e-mail, once even when also a recipient of the kind', async () => {
    const citizen = await createAccount(ctx, { profileId: 3 });
    const before = await lastId();
    expect(await send({ kind: 'k' }, { kind: undefined, to: citizen.id })).toEqual({
      messages: 1,
      recipients: 1,
    });
    expect((await written(before)).map((m) => m.recipient)).toEqual([citizen.email]);
    const again = await lastId();
    expect(await send({ kind: 'k' }, { to: [staff.bs.id, citizen.id] })).toEqual({
      messages: 4,
      recipients: 4,
    });
    expect((await written(again)).filter((m) => m.recipient === staff.bs.email)).toHaveLength(1);
  });

  it('tells an address that is no account, by the channels whose address is given, greeting no one without a name', async () => {
    const before = await lastId();
    const result = await send(
      { kind: 'k' },
      {
        kind: undefined,
        to: [
          { email: 'niko.nije@example.ba' },
          { phone: '+38762000111', name: 'Ana Anić', languageId: 2 },
          { email: 'niko.nije@example.ba' },
        ],
      },
    );
    expect(result).toEqual({ messages: 2, recipients: 2 });
    const [mail, sms] = await written(before);
    // Without a language: the municipality's primary one (Tuzla: Bosnian).
    expect(mail).toMatchObject({
      channel: 2,
      recipient: 'niko.nije@example.ba',
      subject: 'Probna poruka: k',
    });
    expect(mail!.body.startsWith('Poštovani/a,\n\n')).toBe(true);
    expect(mail!.html).toContain(`href="${PUBLIC_URL}/questions/7"`);
    expect(sms).toMatchObject({ channel: 1, recipient: '+38762000111', subject: null, html: null });
    expect(sms!.body.startsWith('е-Учешће: пробна порука')).toBe(true);
    expect(sms!.body.endsWith(` ${PUBLIC_URL}/questions/7`)).toBe(true);
  });

  it('sends on one channel alone when asked (`only`), whatever the kind’s setting, even while it is off', async () => {
    await saveSetting(app.db, 6, KIND, { active: false, email: false, sms: false, push: false });
    try {
      const before = await lastId();
      expect(await send({ kind: 'k' }, { only: 'sms' })).toEqual({ messages: 1, recipients: 1 });
      expect((await written(before)).map((m) => [m.channel, m.recipient])).toEqual([[1, '+38761000000']]);
      const again = await lastId();
      expect(await send({ kind: 'k' }, { only: 'email' })).toEqual({ messages: 3, recipients: 3 });
      expect((await written(again)).every((m) => m.channel === 2)).toBe(true);
    } finally {
      await saveSetting(app.db, 6, KIND, { active: true, email: true, sms: false, push: false });
    }
  });

  it('tells a kind’s recipients by its channels while it is off when asked (`evenWhenOff`)', async () => {
    await saveSetting(app.db, 6, KIND, { active: false, email: true, sms: true, push: false });
    try {
      const before = await lastId();
      expect(await send({ kind: 'k' }, { evenWhenOff: true })).toEqual({ messages: 4, recipients: 3 });
      expect((await written(before)).filter((m) => m.channel === 1)).toHaveLength(1);
    } finally {
      await saveSetting(app.db, 6, KIND, { active: true, email: true, sms: false, push: false });
    }
  });

  it('writes a catalogue text given as a value in each recipient’s language', async () => {
    const before = await lastId();
    await inTransaction(app.db, (tx) =>
      app.notify.notify(tx, {
        kind: KIND,
        municipalityId: 6,
        template: probeMessage,
        values: { kind: { key: 'enums.systemNotificationKind.8' } },
      }),
    );
    const messages = await written(before);
    const to = (email: string | null) => messages.find((m) => m.recipient === email)!;
    expect(to(staff.bs.email).subject).toBe('Probna poruka: Anketa objavljena');
    expect(to(staff.sr.email).subject).toBe('Пробна порука: Анкета објављена');
  });

  it('sends nothing for a kind the municipality switched off', async () => {
    await saveSetting(app.db, 6, KIND, { active: false, email: true, sms: true, push: false });
    try {
      const before = await lastId();
      expect(await send({ kind: 'k' })).toEqual({ messages: 0, recipients: 0 });
      expect(await written(before)).toEqual([]);
    } finally {
      await saveSetting(app.db, 6, KIND, { active: true, email: true, sms: false, push: false });
    }
  });

  it('keeps typed values as text in the HTML: no tags, no links of theirs', async () => {
    const before = await lastId();
    await send({ kind: '<a href="https://evil.example/x">klik</a><script>alert(1)</script>' });
    const [message] = await written(before);
    expect(message!.html).not.toContain('<script>');
    expect(message!.html).not.toContain('<a href="https://evil.example');
    expect(message!.html).toContain('&lt;a href=&quot;https://evil.example/x&quot;&gt;');
    // The plain text keeps what was typed, as text.
    expect(message!.body).toContain('<script>alert(1)</script>');
  });

  it('gives a subscriber their own unsubscribe link under the signature, from configuration', async () => {
    const subscription = { ...probeMessage, unsubscribe: 'mail.complaint.follow.unfollow' };
    const citizen = await createAccount(ctx, { profileId: 3 });
    const before = await lastId();
    const result = await send(
      { kind: 'k' },
      {
        kind: undefined,
        template: subscription,
        to: [{ userId: citizen.id, unsubscribe: '/complaints/unfollow/Tok_en-1' }, staff.bs.id],
      },
    );
    expect(result).toEqual({ messages: 2, recipients: 2 });
    const messages = await written(before);
    const mine = messages.find((m) => m.recipient === citizen.email)!;
    expect(mine.body).toMatch(
      /Poštovani\/a Test [^\n]*\n[\s\S]*e-Učešće[\s\S]*\n\nNe želite više primati obavijesti o ovoj prijavi\? Prestanite je pratiti jednim klikom:\nhttps:\/\/e-ucesce\.example\.ba\/complaints\/unfollow\/Tok_en-1$/,
    );
    expect(mine.html).toContain(`href="${PUBLIC_URL}/complaints/unfollow/Tok_en-1"`);
    // Only the subscriber has one.
    expect(messages.find((m) => m.recipient === staff.bs.email)!.body).not.toContain('unfollow');
    // A template sent to subscribers must name the link's caption; the link must be a path.
    await expect(
      send({ kind: 'k' }, { kind: undefined, to: [{ userId: citizen.id, unsubscribe: '/x' }] }),
    ).rejects.toThrow(/unsubscribe/);
    await expect(
      send(
        { kind: 'k' },
        {
          kind: undefined,
          template: subscription,
          to: [{ userId: citizen.id, unsubscribe: '//evil.example' }],
        },
      ),
    ).rejects.toThrow(/path/);
  });

  it('refuses a link that is not a path of the portal', async () => {
    await expect(send({ kind: 'k' }, { link: 'https://evil.example/x' })).rejects.toThrow(/path/);
    await expect(send({ kind: 'k' }, { link: '//evil.example/x' })).rejects.toThrow(/path/);
  });
});
