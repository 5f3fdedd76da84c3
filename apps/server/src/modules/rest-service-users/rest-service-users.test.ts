import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signIn, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

describe('REST service users', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await startApp();
    admin = (await signedIn(ctx, { profileId: 1 })).headers;
  });
  afterAll(() => ctx.close());

  it('sign in like people and may call what the service profile allows, and nothing else', async () => {
    const save = await ctx.app.inject({
      method: 'POST',
      url: '/api/RESTServiceUsers/Save',
      headers: admin,
      payload: {
        id: 0,
        dataStatus: 2,
        username: 'gis-sistem',
        description: 'Gradski GIS',
        password: 'Servisni-Kljuc-GIS-2026',
        confirmPassword: 'Servisni-Kljuc-GIS-2026',
        active: true,
      },
    });
    expect(save.json()).toMatchObject({ username: 'gis-sistem', description: 'Gradski GIS', active: true });
    const service = await signIn(ctx, 'gis-sistem', 'Servisni-Kljuc-GIS-2026');
    expect((await ctx.app.inject({ url: '/api/Users/GetAllActiveUsers', headers: service })).statusCode).toBe(
      200,
    );
    expect((await ctx.app.inject({ url: '/api/Users/GetAll', headers: service })).statusCode).toBe(403);
    expect(
      (await ctx.app.inject({ url: '/api/Account/GetUserBasicData', headers: service })).statusCode,
    ).toBe(403);
    const listed = await ctx.app.inject({ url: '/api/RESTServiceUsers/GetAll', headers: admin });
    expect(listed.json().map((u: { username: string }) => u.username)).toContain('gis-sistem');
    const people = await ctx.app.inject({
      method: 'POST',
      url: '/api/Users/SearchUsers',
      headers: admin,
      payload: { text: 'gis-sistem', pageNumber: 1, pageSize: 10 },
    });
    expect(people.json().totalCount).toBe(0);
  });

  it('lose their sessions when the password is changed or the account deleted', async () => {
    const created = (
      await ctx.app.inject({
        method: 'POST',
        url: '/api/RESTServiceUsers/Save',
        headers: admin,
        payload: {
          id: 0,
          dataStatus: 2,
          username: 'erp-veza',
          password: PASSWORD,
          confirmPassword: PASSWORD,
          active: true,
        },
      })
    ).json();
    const service = await signIn(ctx, 'erp-veza');
    await ctx.app.inject({
      method: 'POST',
      url: '/api/RESTServiceUsers/ChangePassword',
      headers: admin,
      payload: {
        userId: created.id,
        password: 'Novi-Servisni-Kljuc',
        confirmPassword: 'Novi-Servisni-Kljuc',
      },
    });
    expect((await ctx.app.inject({ url: '/api/Users/GetAllActiveUsers', headers: service })).statusCode).toBe(
      401,
    );
    const again = await signIn(ctx, 'erp-veza', 'Novi-Servisni-Kljuc');
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/RESTServiceUsers/DeleteUserByID/${created.id}`,
      headers: admin,
    });
    expect(del.json()).toEqual({ success: true });
    expect((await ctx.app.inject({ url: '/api/Users/GetAllActiveUsers', headers: again })).statusCode).toBe(
      401,
    );
  });

  it('are not reachable through the Users screens, nor people through these', async () => {
    const person = await createAccount(ctx);
    expect(
      (await ctx.app.inject({ url: `/api/RESTServiceUsers/GetByID/${person.id}`, headers: admin }))
        .statusCode,
    ).toBe(404);
  });
});
