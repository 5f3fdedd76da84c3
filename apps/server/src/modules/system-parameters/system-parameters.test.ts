import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

describe('sign-in and registration parameters', () => {
  let ctx: TestContext;
  let admin: Record<string, string>;
  beforeAll(async () => {
    ctx = await startApp();
    admin = (await signedIn(ctx, { profileId: 1 })).headers;
  });
  afterAll(() => ctx.close());

  const get = (url: string, headers = admin) => ctx.app.inject({ url, headers });
  const post = (url: string, payload: object, headers = admin) =>
    ctx.app.inject({ method: 'POST', url, headers, payload });

  it('list the sign-in types in the requested language, with their state', async () => {
    expect((await get('/api/SystemParameters/GetAllLoginType/2')).json()).toEqual([
      { id: 1, name: 'Регистровани корисник', active: true },
      { id: 2, name: 'Анонимни корисник', active: true },
    ]);
  });

  it('never close sign-in with an account', async () => {
    const res = await post('/api/SystemParameters/SaveLoginTypeActivity', { id: 1, active: false });
    expect(res.json().errors).toEqual({ id: 'registered_login_required' });
  });

  it('save which registration fields are mandatory', async () => {
    await post('/api/SystemParameters/SaveRegistrationFields', {
      fields: [
        { id: 2, mandatory: true },
        { id: 3, mandatory: true },
      ],
    });
    expect((await get('/api/SystemParameters/GetAllRegistrationFields/3')).json()).toEqual([
      { id: 1, name: 'E-pošta', mandatory: true },
      { id: 2, name: 'Broj mobitela (SMS)', mandatory: true },
      { id: 3, name: 'Godina rođenja', mandatory: true },
    ]);
  });

  it('keep exactly one confirmation type active', async () => {
    await post('/api/SystemParameters/SaveConfirmationRegistrationTypeActivity', { id: 2 });
    const types = (await get('/api/SystemParameters/GetAllConfirmationRegistrationType/1')).json();
    expect(types).toEqual([
      { id: 1, name: 'Putem e-pošte', active: false },
      { id: 2, name: 'Putem SMS poruke', active: true },
    ]);
  });

  it('open each screen to administrators and to the holders of its own additional access right', async () => {
    const fields = (await signedIn(ctx, { profileId: 6, rights: [10] })).headers;
    expect((await get('/api/SystemParameters/GetAllRegistrationFields/1', fields)).statusCode).toBe(200);
    expect((await get('/api/SystemParameters/GetAllLoginType/1', fields)).statusCode).toBe(403);
    expect((await get('/api/SystemParameters/GetAllConfirmationRegistrationType/1', fields)).statusCode).toBe(
      403,
    );
    const confirmation = (await signedIn(ctx, { profileId: 6, rights: [13] })).headers;
    expect(
      (await get('/api/SystemParameters/GetAllConfirmationRegistrationType/1', confirmation)).statusCode,
    ).toBe(200);
    const parameters = (await signedIn(ctx, { profileId: 6, rights: [12] })).headers;
    expect((await get('/api/SystemParameters/GetAllLoginType/1', parameters)).statusCode).toBe(200);
  });
});
