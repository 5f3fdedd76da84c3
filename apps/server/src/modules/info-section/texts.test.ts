import { AccessRight, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD, createAccount, signIn, signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';

type Headers = Record<string, string>;

const text = (overrides: Record<string, unknown> = {}) => ({
  id: 0,
  dataStatus: 2,
  title: { bs: 'Radno vrijeme šalter-sale', hr: '', sr_cyr: '' },
  text: { bs: 'Šalter-sala radi od 7.30 do 15.30 sati.\n\n- ponedjeljak\n- petak', hr: '', sr_cyr: '' },
  order: 10,
  active: true,
  ...overrides,
});

describe('info-section texts', () => {
  let ctx: TestContext;
  let admin: Headers;
  let editor: Headers;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
    admin = (await signedIn(ctx, { profileId: Profile.Administrator })).headers;
    editor = (await signedIn(ctx, { profileId: Profile.Office, rights: [AccessRight.InfoSectionModule] }))
      .headers;
  });
  afterAll(() => ctx.close());

  const save = (headers: Headers, body: unknown) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/AdminInfoSectionText/Save',
      headers,
      payload: body as object,
    });
  const get = (url: string, headers: Headers = admin) => ctx.app.inject({ url, headers });

  describe('access', () => {
    it('is for administrators and holders of additional access right 2', async () => {
      expect((await get('/api/AdminInfoSectionText/GetAll', admin)).statusCode).toBe(200);
      expect((await get('/api/AdminInfoSectionText/GetAll', editor)).statusCode).toBe(200);
      expect((await save(editor, text())).statusCode).toBe(200);
    });

    it('refuses other staff, citizens and visitors', async () => {
      const documentTypes = await signedIn(ctx, {
        profileId: Profile.Office,
        rights: [AccessRight.DocumentTypes],
      });
      const citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
      for (const headers of [documentTypes.headers, citizen.headers]) {
        expect((await get('/api/AdminInfoSectionText/GetAll', headers)).statusCode).toBe(403);
        expect((await save(headers, text())).statusCode).toBe(403);
        const remove = await ctx.app.inject({
          method: 'DELETE',
          url: '/api/AdminInfoSectionText/DeleteByID/1',
          headers,
        });
        expect(remove.statusCode).toBe(403);
      }
      expect((await get('/api/AdminInfoSectionText/GetAll', {})).statusCode).toBe(401);
      expect((await save({}, text())).statusCode).toBe(401);
    });
  });

  describe('saving by data status', () => {
    it('creates a text, filling Croatian from Bosnian and Serbian by transliteration', async () => {
      const res = await save(admin, text({ title: { bs: 'Javni poziv za udruženja', hr: '', sr_cyr: '' } }));
      expect(res.statusCode).toBe(200);
      const saved = res.json();
      expect(saved.title).toEqual({
        bs: 'Javni poziv za udruženja',
        hr: 'Javni poziv za udruženja',
        sr_cyr: 'Јавни позив за удружења',
      });
      expect(saved.text.sr_cyr).toBe('Шалтер-сала ради од 7.30 до 15.30 сати.\n\n- понедјељак\n- петак');
      expect(saved).toMatchObject({ order: 10, active: true });
      expect((await get(`/api/AdminInfoSectionText/GetByID/${saved.id}`)).json()).toEqual(saved);
    });

    it('keeps texts written in each language as they are', async () => {
      const title = { bs: 'Obavještenje', hr: 'Obavijest', sr_cyr: 'Обавјештење' };
      const saved = (await save(admin, text({ title }))).json();
      expect(saved.title).toEqual(title);
    });

    it('changes a text (Updated) and leaves it as it is (Unchanged)', async () => {
      const created = (await save(admin, text())).json();
      const updated = await save(
        admin,
        text({
          id: created.id,
          dataStatus: 3,
          title: { bs: 'Novo radno vrijeme', hr: '', sr_cyr: '' },
          active: false,
        }),
      );
      expect(updated.statusCode).toBe(200);
      expect(updated.json()).toMatchObject({
        id: created.id,
        title: { bs: 'Novo radno vrijeme', sr_cyr: 'Ново радно вријеме' },
        active: false,
      });
      const unchanged = await save(
        admin,
        text({ id: created.id, dataStatus: 1, title: { bs: 'Zanemareno', hr: '', sr_cyr: '' } }),
      );
      expect(unchanged.json().title.bs).toBe('Novo radno vrijeme');
    });

    it('deletes a text (Deleted), answering it as it was', async () => {
      const created = (await save(admin, text())).json();
      const deleted = await save(admin, text({ id: created.id, dataStatus: 4 }));
      expect(deleted.statusCode).toBe(200);
      expect(deleted.json().id).toBe(created.id);
      expect((await get(`/api/AdminInfoSectionText/GetByID/${created.id}`)).statusCode).toBe(404);
    });

    it('refuses an unknown data status and saves nothing', async () => {
      const before = (await get('/api/AdminInfoSectionText/GetAll')).json().length;
      const res = await save(admin, text({ dataStatus: 7 }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ dataStatus: 'data_not_saved_unknown_status' });
      expect((await get('/api/AdminInfoSectionText/GetAll')).json()).toHaveLength(before);
    });

    it('refuses a new text that names an id, and a change of a text that does not exist', async () => {
      const created = await save(admin, text({ id: 5 }));
      expect(created.statusCode).toBe(400);
      expect(created.json().errors).toEqual({ id: 'data_invalid' });
      const missing = await save(admin, text({ id: 999_999, dataStatus: 3 }));
      expect(missing.statusCode).toBe(404);
      expect(missing.json().errors).toEqual({ id: 'record_not_found' });
    });
  });

  describe('validation', () => {
    it('requires the Bosnian title and text', async () => {
      const res = await save(
        admin,
        text({ title: { bs: '  ', hr: 'Naslov', sr_cyr: '' }, text: { bs: '', hr: '', sr_cyr: '' } }),
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({
        'title.bs': 'validation_required',
        'text.bs': 'validation_required',
      });
    });

    it('limits the title to 200 characters, naming the limit', async () => {
      const res = await save(admin, text({ title: { bs: 'a'.repeat(201), hr: '', sr_cyr: '' } }));
      expect(res.json()).toMatchObject({
        errors: { 'title.bs': 'validation_too_long' },
        params: { 'title.bs': { maximum: 200 } },
      });
    });

    it('refuses an order out of range and a missing active flag', async () => {
      const res = await save(admin, { ...text({ order: -1 }), active: undefined });
      expect(res.json().errors).toEqual({ order: 'validation_too_small', active: 'validation_required' });
    });
  });

  describe('deleting', () => {
    it('deletes by id, and answers 404 for a text that does not exist', async () => {
      const created = (await save(admin, text())).json();
      const del = (id: number) =>
        ctx.app.inject({
          method: 'DELETE',
          url: `/api/AdminInfoSectionText/DeleteByID/${id}`,
          headers: editor,
        });
      expect((await del(created.id)).json()).toEqual({ success: true });
      const again = await del(created.id);
      expect(again.statusCode).toBe(404);
      expect(again.json().errors).toEqual({ id: 'record_not_found' });
    });
  });

  describe('the public info section', () => {
    it('shows anyone the active texts in the chosen language, in order', async () => {
      const doboj = { host: 'doboj.test' };
      const user = await createAccount(ctx, { profileId: Profile.Administrator, municipalityId: 1 });
      const headers = await signIn(ctx, user.username, PASSWORD, doboj);
      const put = (title: string, order: number, active = true) =>
        save(headers, text({ title: { bs: title, hr: '', sr_cyr: '' }, order, active }));
      await put('Drugi', 20);
      await put('Prvi', 10);
      await put('Skriveni', 5, false);
      const bs = await ctx.app.inject({ url: '/api/InfoSection/GetTexts/1', headers: doboj });
      expect(bs.statusCode).toBe(200);
      expect(bs.json().map((t: { title: string }) => t.title)).toEqual(['Prvi', 'Drugi']);
      const sr = await ctx.app.inject({ url: '/api/InfoSection/GetTexts/2', headers: doboj });
      expect(sr.json()[0]).toMatchObject({ title: 'Први', text: expect.stringContaining('Шалтер-сала') });
    });

    it('keeps each municipality’s texts to itself', async () => {
      const tuzla = (await ctx.app.inject({ url: '/api/InfoSection/GetTexts/1' })).json();
      expect(tuzla.map((t: { title: string }) => t.title)).not.toContain('Prvi');
      const dobojIds = (
        await ctx.app.inject({ url: '/api/InfoSection/GetTexts/1', headers: { host: 'doboj.test' } })
      )
        .json()
        .map((t: { id: number }) => t.id);
      const foreign = await get(`/api/AdminInfoSectionText/GetByID/${dobojIds[0]}`);
      expect(foreign.statusCode).toBe(404);
      const changed = await save(admin, text({ id: dobojIds[0], dataStatus: 3 }));
      expect(changed.statusCode).toBe(404);
    });

    it('refuses a language that does not exist', async () => {
      const res = await ctx.app.inject({ url: '/api/InfoSection/GetTexts/9' });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ languageId: 'validation_invalid_value' });
    });
  });
});
