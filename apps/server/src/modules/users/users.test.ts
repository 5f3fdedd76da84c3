import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, signIn, signedIn, uniqueName } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';

function staffUser(overrides: Record<string, unknown> = {}) {
  const username = uniqueName('st');
  return {
    id: 0,
    dataStatus: 2,
    username,
    password: 'Sluzbenik-Opcine-2026',
    confirmPassword: 'Sluzbenik-Opcine-2026',
    firstName: 'Emina',
    lastName: 'Kovač',
    birthYear: null,
    phone: null,
    email: `${username}@grad.example.ba`,
    sex: 2,
    profileId: 6,
    organizationalUnitId: null,
    organizationalUnitFunctionId: null,
    sensitiveCategoryId: null,
    confirmationType: null,
    languageId: 1,
    active: true,
    accessRights: [15, 4],
    ...overrides,
  };
}

describe('account administration', () => {
  let ctx: TestContext;
  let admin: { user: Awaited<ReturnType<typeof createAccount>>; headers: Record<string, string> };
  const save = (payload: object, headers = admin.headers) =>
    ctx.app.inject({ method: 'POST', url: '/api/Users/Save', headers, payload });

  beforeAll(async () => {
    ctx = await startApp();
    admin = await signedIn(ctx, { profileId: 1 });
  });
  afterAll(() => ctx.close());

  it('creates a staff account that can sign in at once, with its additional access rights', async () => {
    const body = staffUser();
    const res = await save(body);
    expect(res.statusCode).toBe(200);
    const created = res.json();
    expect(created).toMatchObject({
      username: body.username,
      profileId: 6,
      active: true,
      pending: false,
      accessRights: [4, 15],
    });
    const headers = await signIn(ctx, body.username, body.password);
    const rights = await ctx.app.inject({ url: '/api/Account/GetAdditionalAccessRights', headers });
    expect(rights.json()).toEqual([4, 15]);
    const byId = await ctx.app.inject({ url: `/api/Users/GetByID/${created.id}`, headers: admin.headers });
    expect(byId.json()).toEqual(created);
  });

  it('refuses a new account without a password, with a common one, or with a taken name', async () => {
    expect((await save(staffUser({ password: null, confirmPassword: null }))).json().errors).toEqual({
      password: 'validation_required',
    });
    expect(
      (await save(staffUser({ password: 'qwerty123', confirmPassword: 'qwerty123' }))).json().errors,
    ).toEqual({
      password: 'password_too_common',
    });
    expect((await save(staffUser({ username: admin.user.username }))).json().errors).toEqual({
      username: 'user_already_exists',
    });
  });

  it('changes an account, its profile and rights; a new profile applies to its open sessions at once', async () => {
    const body = staffUser();
    const created = (await save(body)).json();
    const staff = await signIn(ctx, body.username, body.password);
    expect((await ctx.app.inject({ url: '/api/Users/GetAll', headers: staff })).statusCode).toBe(403);
    const updated = await save({
      ...body,
      id: created.id,
      dataStatus: 3,
      password: null,
      profileId: 1,
      accessRights: [9],
    });
    expect(updated.json()).toMatchObject({ profileId: 1, accessRights: [9] });
    expect((await ctx.app.inject({ url: '/api/Users/GetAll', headers: staff })).statusCode).toBe(200);
  });

  it('closes the sessions of an account it deactivates', async () => {
    const body = staffUser();
    const created = (await save(body)).json();
    const staff = await signIn(ctx, body.username, body.password);
    await save({ ...body, id: created.id, dataStatus: 3, password: null, active: false });
    expect((await ctx.app.inject({ url: '/api/Account/GetUserBasicData', headers: staff })).statusCode).toBe(
      401,
    );
  });

  it('places an account in a unit, function and sensitive category of its own municipality only', async () => {
    const entry = (name: string) => ({
      id: 0,
      dataStatus: 2,
      name: { bs: name, hr: '', sr_cyr: '' },
      description: { bs: '', hr: '', sr_cyr: '' },
      order: 1,
      active: true,
    });
    const add = async (group: string, name: string) =>
      (
        await ctx.app.inject({
          method: 'POST',
          url: `/api/${group}/Save`,
          headers: admin.headers,
          payload: entry(name),
        })
      ).json().id as number;
    const unit = await add('OrganizationalUnit', 'Služba za opću upravu');
    const fn = await add('OrganizationalUnitFunction', 'Viši referent');
    const sensitive = await add('SensitiveCategory', 'Povratnici');
    const res = await save(
      staffUser({
        organizationalUnitId: unit,
        organizationalUnitFunctionId: fn,
        sensitiveCategoryId: sensitive,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ organizationalUnitId: unit, organizationalUnitFunctionId: fn });
    const unknown = await save(staffUser({ organizationalUnitId: 999_999, sensitiveCategoryId: 999_998 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual({
      organizationalUnitId: 'record_not_found',
      sensitiveCategoryId: 'record_not_found',
    });
  });

  it('honours the data status: unchanged does nothing, deleted deletes, an unknown one saves nothing', async () => {
    const body = staffUser();
    const created = (await save(body)).json();
    expect(
      (await save({ ...body, id: created.id, dataStatus: 1, firstName: 'Promijenjeno' })).json().firstName,
    ).toBe('Emina');
    const unknown = await save({ ...body, id: created.id, dataStatus: 9, firstName: 'Promijenjeno' });
    expect(unknown.json().errors).toEqual({ dataStatus: 'data_not_saved_unknown_status' });
    expect((await save({ ...body, id: created.id, dataStatus: 4 })).statusCode).toBe(200);
    expect(
      (await ctx.app.inject({ url: `/api/Users/GetByID/${created.id}`, headers: admin.headers })).statusCode,
    ).toBe(404);
  });

  it('will not let administrators close their own account or change its profile', async () => {
    const self = await ctx.app.inject({ url: `/api/Users/GetByID/${admin.user.id}`, headers: admin.headers });
    const mine = { ...self.json(), dataStatus: 3, password: null, confirmPassword: null };
    delete mine.pending;
    delete mine.dateCreated;
    expect((await save({ ...mine, active: false })).json().errors).toEqual({
      general: 'cannot_change_own_account',
    });
    expect((await save({ ...mine, profileId: 6 })).json().errors).toEqual({
      general: 'cannot_change_own_account',
    });
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Users/DeleteUserByID/${admin.user.id}`,
      headers: admin.headers,
    });
    expect(del.json().errors).toEqual({ general: 'cannot_change_own_account' });
  });

  it('sets a new password for an account, ending its sessions', async () => {
    const { user, headers } = await signedIn(ctx);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/ChangePassword',
      headers: admin.headers,
      payload: {
        userId: user.id,
        password: 'Postavio-Administrator',
        confirmPassword: 'Postavio-Administrator',
      },
    });
    expect(res.json()).toEqual({ success: true });
    expect((await ctx.app.inject({ url: '/api/Account/GetUserBasicData', headers })).statusCode).toBe(401);
    await expect(signIn(ctx, user.username, 'Postavio-Administrator')).resolves.toBeDefined();
  });

  it('deletes an account by id, keeping its record anonymous', async () => {
    const user = await createAccount(ctx);
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/Users/DeleteUserByID/${user.id}`,
      headers: admin.headers,
    });
    expect(res.json()).toEqual({ success: true });
    await expect(signIn(ctx, user.username)).rejects.toThrow();
  });

  it('searches a page at a time, by text, kind and profile, sorted as asked', async () => {
    const marker = uniqueName('trz');
    for (let i = 0; i < 12; i += 1)
      await createAccount(ctx, { username: `${marker}${i}`.slice(0, 15), profileId: i % 2 ? 6 : 3 });
    const search = (body: Record<string, unknown>) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Users/SearchUsers',
        headers: admin.headers,
        payload: body,
      });
    const first = (await search({ text: marker, pageNumber: 1, pageSize: 5 })).json();
    expect(first.totalCount).toBe(12);
    expect(first.items).toHaveLength(5);
    const last = (await search({ text: marker, pageNumber: 3, pageSize: 5 })).json();
    expect(last.items).toHaveLength(2);
    const staffOnly = (await search({ text: marker, kind: 'staff', pageNumber: 1, pageSize: 50 })).json();
    expect(staffOnly.items.every((u: { profileId: number }) => u.profileId === 6)).toBe(true);
    expect(staffOnly.totalCount).toBe(6);
    const desc = (
      await search({ text: marker, sort: 'username', direction: 'desc', pageNumber: 1, pageSize: 50 })
    ).json();
    const names = desc.items.map((u: { username: string }) => u.username);
    expect(names).toEqual([...names].sort().reverse());
    expect((await search({ text: marker, pageNumber: 1, pageSize: 7 })).json().errors).toEqual({
      pageSize: 'validation_invalid_value',
    });
  });

  it('treats search text literally, wildcards included', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/SearchUsers',
      headers: admin.headers,
      payload: { text: '%', pageNumber: 1, pageSize: 10 },
    });
    expect(res.json().totalCount).toBe(0);
  });

  it('lists the accounts that can be reached by e-mail or SMS, and all their ids for "select all"', async () => {
    const marker = uniqueName('prm');
    const withPhone = await createAccount(ctx, { username: `${marker}a`, phone: '+38761000111' });
    await createAccount(ctx, { username: `${marker}b`, email: null });
    const emails = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/GetAllUsersEmails',
      headers: admin.headers,
      payload: { text: marker, pageNumber: 1, pageSize: 10 },
    });
    expect(emails.json().items).toEqual([
      { id: withPhone.id, name: `Test ${marker}a`, email: `${marker}a@example.ba` },
    ]);
    const phones = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/GetAllUsersTelephoneNumbersToSelectAll',
      headers: admin.headers,
      payload: { text: marker },
    });
    expect(phones.json()).toEqual([withPhone.id]);
  });
});

describe('push recipients', () => {
  it('are the active accounts with a registered device', async () => {
    const ctx = await startApp();
    try {
      const admin = (await signedIn(ctx, { profileId: 1 })).headers;
      const withDevice = await signedIn(ctx);
      await ctx.database.db
        .update(appUser)
        .set({ deviceToken: 'fcm-token-1' })
        .where(eq(appUser.id, withDevice.user.id));
      const page = await ctx.app.inject({
        method: 'POST',
        url: '/api/Users/GetAllUsersDevices',
        headers: admin,
        payload: { pageNumber: 1, pageSize: 10 },
      });
      expect(page.json()).toEqual({
        items: [{ id: withDevice.user.id, name: `Test ${withDevice.user.username}` }],
        totalCount: 1,
      });
      const ids = await ctx.app.inject({
        method: 'POST',
        url: '/api/Users/GetAllUsersDevicesToSelectAll',
        headers: admin,
        payload: {},
      });
      expect(ids.json()).toEqual([withDevice.user.id]);
      const emails = await ctx.app.inject({
        method: 'POST',
        url: '/api/Users/GetAllUsersEmailsToSelectAll',
        headers: admin,
        payload: {},
      });
      expect(emails.json()).toEqual(expect.arrayContaining([withDevice.user.id]));
    } finally {
      await ctx.close();
    }
  });
});
