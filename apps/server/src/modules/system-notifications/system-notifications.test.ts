import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, outbox, signedIn, uniqueName } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { appUser, UserStatus } from '../accounts/accounts.schema';

const API = '/api/SystemNotification';

describe('system notifications', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await startApp();
    admin = (await signedIn(ctx, { profileId: 1 })).headers;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = admin) => ctx.app.inject({ url: `${API}/${url}`, headers });
  const post = (url: string, payload: object, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: `${API}/${url}`, headers, payload });

  /** Staff of the test municipality (6) whose usernames share a prefix, so a search finds just them. */
  async function staff(prefix: string, overrides: Parameters<typeof createAccount>[1] = {}) {
    return createAccount(ctx, { username: uniqueName(prefix), profileId: 6, ...overrides });
  }

  it('lists the nine kinds in the requested language, on and by e-mail only until changed', async () => {
    const res = await get('GetAll/2');
    expect(res.statusCode).toBe(200);
    const kinds = res.json();
    expect(kinds).toHaveLength(9);
    expect(kinds[0]).toEqual({
      id: 1,
      name: 'Нова пријава проблема',
      active: true,
      email: true,
      sms: false,
      push: false,
      recipientCount: 0,
      dateModified: null,
    });
    expect(kinds.map((k: { id: number }) => k.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await get('GetAll/3')).json()[8].name).toBe('Anketa završena');
  });

  it('turns a kind off and chooses its channels', async () => {
    const res = await post('EditSystemNotification', {
      id: 6,
      active: false,
      email: false,
      sms: true,
      push: true,
    });
    expect(res.json()).toEqual({ success: true });
    const kind = (await get('GetByID/6/1')).json();
    expect(kind).toMatchObject({
      id: 6,
      name: 'Sjednica objavljena',
      active: false,
      email: false,
      sms: true,
      push: true,
    });
    expect(kind.dateModified).toEqual(expect.any(String));
    // Saved again: changed, not duplicated.
    await post('EditSystemNotification', { id: 6, active: true, email: true, sms: false, push: false });
    expect((await get('GetByID/6/1')).json()).toMatchObject({
      active: true,
      email: true,
      sms: false,
      push: false,
    });
  });

  it('refuses kinds that do not exist and incomplete settings', async () => {
    for (const url of ['GetByID/10/1', 'GetByID/0/1', 'GetRecipientIDsBySystemNotificationID/12']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().errors.id, url).toBe('record_not_found');
    }
    expect((await get('GetByID/abc/1')).statusCode).toBe(400);
    expect((await get('GetByID/1/9')).statusCode).toBe(400);
    const unknown = await post('EditSystemNotification', {
      id: 10,
      active: true,
      email: true,
      sms: false,
      push: false,
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors.id).toBe('record_not_found');
    const missing = await post('EditSystemNotification', { id: 1, active: true });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json().errors)).toContain('email');
    expect((await post('SendSystemNotificationToRecipients', {})).statusCode).toBe(400);
  });

  it('searches only active staff of the municipality, a page at a time', async () => {
    const found = [];
    for (const profileId of [1, 6, 7, 8, 12, 15]) found.push((await staff('sra', { profileId })).id);
    found.sort((a, b) => a - b);
    await staff('sra', { profileId: 3 }); // citizen
    await staff('sra', { profileId: 2 }); // anonymous citizen
    await staff('sra', { profileId: 4 }); // REST service user
    await staff('sra', { status: UserStatus.Deactivated });
    await staff('sra', { status: UserStatus.Pending });
    await staff('sra', { municipalityId: 7 });

    const page1 = (
      await post('SearchUsersForSystemNotifications', { text: 'sra', pageNumber: 1, pageSize: 5 })
    ).json();
    expect(page1.totalCount).toBe(6);
    expect(page1.items).toHaveLength(5);
    const page2 = (
      await post('SearchUsersForSystemNotifications', { text: 'sra', pageNumber: 2, pageSize: 5 })
    ).json();
    const listed = [...page1.items, ...page2.items].map((u: { id: number }) => u.id).sort((a, b) => a - b);
    expect(listed).toEqual(found);
    expect(page1.items[0]).toEqual({
      id: expect.any(Number),
      username: expect.stringMatching(/^sra/),
      name: expect.stringMatching(/^Test sra/),
      email: expect.stringMatching(/@example\.ba$/),
      phone: null,
      profileId: expect.any(Number),
      organizationalUnitName: null,
    });

    const ids = (await post('GetAllUserIDsForSelectAll', { text: 'SRA' })).json();
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(found);
    const everyone = (await post('GetAllUserIDsForSelectAll', {})).json();
    expect(everyone).toEqual(expect.arrayContaining(found));

    const bad = await post('SearchUsersForSystemNotifications', { text: 'sra', pageNumber: 0, pageSize: 7 });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors)).toEqual(['pageNumber', 'pageSize']);
    // Wildcards a person types are plain characters.
    expect(
      (await post('SearchUsersForSystemNotifications', { text: 'sr%', pageNumber: 1, pageSize: 10 })).json()
        .totalCount,
    ).toBe(0);
  });

  it('replaces the recipients of a kind with active staff of the municipality only', async () => {
    const first = await staff('srb');
    const second = await staff('srb', { profileId: 13 });
    const third = await staff('srb', { profileId: 7 });

    expect(
      (await post('SaveSystemNotificationRecipients', { id: 2, userIds: [first.id, second.id] })).json(),
    ).toEqual({
      success: true,
    });
    expect(
      (await post('SaveSystemNotificationRecipients', { id: 2, userIds: [second.id, third.id, third.id] }))
        .statusCode,
    ).toBe(200);
    const ids = (await get('GetRecipientIDsBySystemNotificationID/2')).json();
    expect([...ids].sort((a: number, b: number) => a - b)).toEqual(
      [second.id, third.id].sort((a, b) => a - b),
    );
    const recipients = (await get('GetRecipientsBySystemNotificationID/2')).json();
    expect(recipients.map((r: { username: string }) => r.username).sort()).toEqual(
      [second.username, third.username].sort(),
    );
    expect((await get('GetByID/2/1')).json().recipientCount).toBe(2);
    expect((await get('GetAll/1')).json()[1].recipientCount).toBe(2);
    // Other kinds keep their own recipients.
    expect((await get('GetRecipientIDsBySystemNotificationID/3')).json()).toEqual([]);

    // A deactivated recipient is no longer listed or counted.
    await ctx.database.db
      .update(appUser)
      .set({ status: UserStatus.Deactivated })
      .where(eq(appUser.id, third.id));
    expect((await get('GetRecipientIDsBySystemNotificationID/2')).json()).toEqual([second.id]);
    expect((await get('GetByID/2/1')).json().recipientCount).toBe(1);

    await post('SaveSystemNotificationRecipients', { id: 2, userIds: [] });
    expect((await get('GetRecipientIDsBySystemNotificationID/2')).json()).toEqual([]);
  });

  it('refuses citizens, REST service users, inactive accounts and other municipalities, and changes nothing', async () => {
    const kept = await staff('src');
    await post('SaveSystemNotificationRecipients', { id: 4, userIds: [kept.id] });
    const refused = [
      await staff('src', { profileId: 3 }),
      await staff('src', { profileId: 4 }),
      await staff('src', { status: UserStatus.Deactivated }),
      await staff('src', { municipalityId: 7 }),
    ];
    for (const user of refused) {
      const res = await post('SaveSystemNotificationRecipients', { id: 4, userIds: [kept.id, user.id] });
      expect(res.statusCode, user.username).toBe(400);
      expect(res.json().errors).toEqual({ userIds: 'data_invalid' });
    }
    const missing = await post('SaveSystemNotificationRecipients', { id: 4, userIds: [2_000_000_000] });
    expect(missing.json().errors).toEqual({ userIds: 'data_invalid' });
    expect((await get('GetRecipientIDsBySystemNotificationID/4')).json()).toEqual([kept.id]);
    expect((await post('SaveSystemNotificationRecipients', { id: 4, userIds: ['x'] })).statusCode).toBe(400);
    expect((await post('SaveSystemNotificationRecipients', { id: 11, userIds: [] })).statusCode).toBe(400);
  });

  it('sends a test message to each recipient by each channel of the kind, in their language', async () => {
    const bosnian = await staff('srd', { phone: '+38761000111' });
    const serbian = await staff('srd', { phone: '+38765000222' });
    const noAddress = await staff('srd', { email: null });
    await ctx.database.db.update(appUser).set({ languageId: 2 }).where(eq(appUser.id, serbian.id));
    await post('SaveSystemNotificationRecipients', {
      id: 8,
      userIds: [bosnian.id, serbian.id, noAddress.id],
    });

    const before = (await outbox(ctx)).length;
    const sent = await post('SendSystemNotificationToRecipients', { id: 8 });
    expect(sent.json()).toEqual({ recipients: 2 });
    const mails = (await outbox(ctx)).slice(before);
    expect(mails.map((m) => [m.channel, m.recipient])).toEqual([
      [2, bosnian.email],
      [2, serbian.email],
    ]);
    expect(mails[0]!.subject).toBe('Probna poruka: Anketa objavljena');
    expect(mails[0]!.body).toContain('Poštovani/a Test ');
    // The HTML twin: the platform's layout, the greeting a paragraph of it.
    expect(mails[0]!.html).toMatch(/<p\b[^>]*>Poštovani\/a Test /);
    expect(mails[1]!.subject).toBe('Пробна порука: Анкета објављена');

    await post('EditSystemNotification', { id: 8, active: false, email: true, sms: true, push: true });
    const again = (await outbox(ctx)).length;
    expect((await post('SendSystemNotificationToRecipients', { id: 8 })).json()).toEqual({ recipients: 2 });
    const both = (await outbox(ctx)).slice(again);
    expect(both.map((m) => [m.channel, m.recipient])).toEqual([
      [2, bosnian.email],
      [1, bosnian.phone],
      [2, serbian.email],
      [1, serbian.phone],
    ]);
    expect(both[1]!.body).toContain('Anketa objavljena');
    expect(both[1]!.subject).toBeNull();

    await post('EditSystemNotification', { id: 8, active: true, email: false, sms: false, push: true });
    const none = (await outbox(ctx)).length;
    expect((await post('SendSystemNotificationToRecipients', { id: 8 })).json()).toEqual({ recipients: 0 });
    expect((await outbox(ctx)).length).toBe(none);
  });

  it('opens every call to administrators and holders of right 14 only', async () => {
    const holder = (await signedIn(ctx, { profileId: 6, rights: [14] })).headers;
    const other = (await signedIn(ctx, { profileId: 6, rights: [12, 13] })).headers;
    const citizen = (await signedIn(ctx, { profileId: 3 })).headers;
    const recipient = await staff('sre');
    const calls: [string, string, object?][] = [
      ['GET', 'GetAll/1'],
      ['GET', 'GetByID/1/1'],
      ['POST', 'EditSystemNotification', { id: 9, active: true, email: true, sms: false, push: false }],
      ['GET', 'GetRecipientsBySystemNotificationID/9'],
      ['POST', 'SearchUsersForSystemNotifications', { pageNumber: 1, pageSize: 10 }],
      ['POST', 'GetAllUserIDsForSelectAll', {}],
      ['GET', 'GetRecipientIDsBySystemNotificationID/9'],
      ['POST', 'SaveSystemNotificationRecipients', { id: 9, userIds: [recipient.id] }],
      ['POST', 'SendSystemNotificationToRecipients', { id: 9 }],
    ];
    const call = (
      method: string,
      url: string,
      payload: object | undefined,
      headers: Record<string, string>,
    ) => ctx.app.inject({ method: method as 'GET' | 'POST', url: `${API}/${url}`, headers, payload });
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, admin)).statusCode, url).toBe(200);
      expect((await call(method, url, payload, holder)).statusCode, url).toBe(200);
      expect((await call(method, url, payload, other)).statusCode, url).toBe(403);
      expect((await call(method, url, payload, citizen)).statusCode, url).toBe(403);
      expect((await call(method, url, payload, {})).statusCode, url).toBe(401);
    }
  });

  it('shows the screen in the system parameters menu to whoever may open it', async () => {
    const holder = (await signedIn(ctx, { profileId: 6, rights: [14] })).headers;
    const menu = (await ctx.app.inject({ url: '/api/MenuItem/GetAll/3', headers: holder })).json();
    const admin = menu.find((i: { name: string }) => i.name === 'Administracija');
    expect(admin.secondLevelItems).toEqual([
      expect.objectContaining({
        name: 'Parametri sustava',
        childItems: [
          expect.objectContaining({
            name: 'Sustavne obavijesti',
            url: '/admin/system-parameters/system-notification/system-notification-list',
          }),
        ],
      }),
    ]);
  });
});
