import { codeListEndpoints, codeListNames } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD, signedIn, signIn } from '../../../test/accounts';
import { seedDemo, startApp, type TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';

type Headers = Record<string, string>;

const blank = { bs: '', hr: '', sr_cyr: '' };

function entry(overrides: Record<string, unknown> = {}) {
  return {
    id: 0,
    dataStatus: 2,
    code: null,
    name: { bs: 'Unos', hr: '', sr_cyr: '' },
    description: blank,
    order: 10,
    active: true,
    ...overrides,
  };
}

describe('code lists', () => {
  let ctx: TestContext;
  let admin: Headers;
  let citizen: Headers;
  let documentTypes: Headers;

  const save = (group: string, payload: object, headers = admin) =>
    ctx.app.inject({ method: 'POST', url: `/api/${group}/Save`, headers, payload });
  const get = (url: string, headers: Headers = admin) => ctx.app.inject({ url, headers });
  const created = async (group: string, payload: Record<string, unknown> = {}) => {
    const res = await save(group, entry(payload));
    expect(res.statusCode, res.body).toBe(200);
    return res.json().id as number;
  };

  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1' } });
    admin = (await signedIn(ctx, { profileId: 1 })).headers;
    citizen = (await signedIn(ctx, { profileId: 3 })).headers;
    documentTypes = (await signedIn(ctx, { profileId: 6, rights: [9] })).headers;
  });
  afterAll(() => ctx.close());

  describe('access', () => {
    it('opens every list to administrators and to no citizen', async () => {
      for (const name of codeListNames) {
        const url = codeListEndpoints[name].getAll.path;
        expect((await get(url)).statusCode, url).toBe(200);
        expect((await get(url, citizen)).statusCode, url).toBe(403);
        expect((await get(url, {})).statusCode, url).toBe(401);
      }
    });

    it('lets the holder of right 9 edit document types, and not categories', async () => {
      const res = await save(
        'AdminInfoSectionDocumentType',
        entry({ name: { bs: 'Odluke', hr: '', sr_cyr: '' } }),
        documentTypes,
      );
      expect(res.statusCode).toBe(200);
      const id = res.json().id;
      expect((await get(`/api/AdminInfoSectionDocumentType/GetByID/${id}`, documentTypes)).statusCode).toBe(
        200,
      );
      const category = await save('Category', entry({ icon: 'road' }), documentTypes);
      expect(category.statusCode).toBe(403);
      expect((await get('/api/Category/GetAll', documentTypes)).statusCode).toBe(403);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/AdminInfoSectionDocumentType/DeleteAdminInfoSectionDocumentTypeByID/${id}`,
        headers: documentTypes,
      });
      expect(removed.statusCode).toBe(200);
    });

    it('gives each list with a right of its own to that right', async () => {
      const rights: [string, number][] = [
        ['Category', 4],
        ['OrganizationalUnit', 5],
        ['OrganizationalUnitFunction', 6],
        ['SensitiveCategory', 8],
        ['DebateSessionType', 17],
        ['Convocation', 19],
        ['PoliticalParty', 20],
      ];
      for (const [group, right] of rights) {
        const holder = (await signedIn(ctx, { profileId: 6, rights: [right] })).headers;
        expect((await get(`/api/${group}/GetAll`, holder)).statusCode, group).toBe(200);
        expect((await get('/api/LegalRemedy/GetAll', holder)).statusCode, group).toBe(403);
      }
    });

    it('serves dropdowns to anyone', async () => {
      const res = await get('/api/Category/GetAllForDropdown/0/true/1', {});
      expect(res.statusCode).toBe(200);
      expect((await get('/api/Category/GetIcons', {})).json()).toContain('road');
    });
  });

  describe('validation and texts', () => {
    it('requires the Bosnian name and answers on the field', async () => {
      const res = await save('DebateCategory', entry({ name: { bs: '', hr: 'Proračun', sr_cyr: '' } }));
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ 'name.bs': 'validation_required' });
    });

    it('fills Croatian from Bosnian and Serbian Cyrillic by transliteration', async () => {
      const id = await created('DebateCategory', {
        name: { bs: 'Ljetna njega džamija i đački dom', hr: '', sr_cyr: '' },
        description: { bs: 'Odluka o naknadama', hr: 'Odluka o naknadama (hr)', sr_cyr: '' },
      });
      const saved = (await get(`/api/DebateCategory/GetByID/${id}`)).json();
      expect(saved.name).toEqual({
        bs: 'Ljetna njega džamija i đački dom',
        hr: 'Ljetna njega džamija i đački dom',
        sr_cyr: 'Љетна њега џамија и ђачки дом',
      });
      expect(saved.description.sr_cyr).toBe('Одлука о накнадама');
      expect(saved.description.hr).toBe('Odluka o naknadama (hr)');
    });

    it('keeps a Serbian text that was given', async () => {
      const id = await created('DebateCategory', {
        name: { bs: 'Saobraćaj', hr: 'Promet', sr_cyr: 'Саобраћај и путеви' },
      });
      expect((await get(`/api/DebateCategory/GetByID/${id}`)).json().name.sr_cyr).toBe('Саобраћај и путеви');
    });

    it('checks the fields of each list', async () => {
      expect((await save('PoliticalParty', entry({ shortName: blank }))).json().errors).toEqual({
        'shortName.bs': 'validation_required',
      });
      expect((await save('Category', entry({ icon: 'unicorn' }))).statusCode).toBe(400);
      const convocation = await save(
        'Convocation',
        entry({ startDate: '2024-11-20', endDate: '2020-11-20', isCurrent: false }),
      );
      expect(convocation.json().errors).toEqual({ endDate: 'validation_end_before_start' });
      const undated = await save(
        'Convocation',
        entry({ startDate: '', endDate: '2028-11-19', isCurrent: false }),
      );
      expect(undated.json().errors).toEqual({ startDate: 'validation_required' });
      const person = await save('Person', entry({ position: blank, phone: 'abc', email: 'x@' }));
      expect(Object.keys(person.json().errors).sort()).toEqual(['email', 'phone']);
    });

    it('refuses a code used twice in one list', async () => {
      await created('LegalRemedy', { code: 'ZALBA-T' });
      const again = await save('LegalRemedy', entry({ code: 'zalba-t' }));
      expect(again.statusCode).toBe(400);
      expect(again.json().errors).toEqual({ code: 'code_already_exists' });
    });
  });

  describe('data status', () => {
    it('creates, changes, leaves alone and deletes as the status says', async () => {
      const id = await created('SurveyCategory', { name: { bs: 'Mladi', hr: '', sr_cyr: '' } });
      const changed = await save(
        'SurveyCategory',
        entry({ id, dataStatus: 3, name: { bs: 'Mladi i sport', hr: '', sr_cyr: '' } }),
      );
      expect(changed.json()).toEqual({ id, dataStatus: 3 });
      expect((await get(`/api/SurveyCategory/GetByID/${id}`)).json().name.bs).toBe('Mladi i sport');

      await save(
        'SurveyCategory',
        entry({ id, dataStatus: 1, name: { bs: 'Ne mijenja se', hr: '', sr_cyr: '' } }),
      );
      expect((await get(`/api/SurveyCategory/GetByID/${id}`)).json().name.bs).toBe('Mladi i sport');

      const unknown = await save('SurveyCategory', entry({ id, dataStatus: 7 }));
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json().errors).toEqual({ dataStatus: 'data_not_saved_unknown_status' });
      expect((await get(`/api/SurveyCategory/GetByID/${id}`)).json().name.bs).toBe('Mladi i sport');

      expect((await save('SurveyCategory', entry({ id, dataStatus: 4 }))).statusCode).toBe(200);
      expect((await get(`/api/SurveyCategory/GetByID/${id}`)).statusCode).toBe(404);
    });

    it('does not change an entry that is not there', async () => {
      expect((await save('SurveyCategory', entry({ id: 999_999, dataStatus: 3 }))).statusCode).toBe(404);
    });
  });

  describe('deletion', () => {
    it('refuses to delete an entry an account refers to, and keeps it', async () => {
      const id = await created('OrganizationalUnit', {
        name: { bs: 'Služba za opću upravu', hr: '', sr_cyr: '' },
      });
      const { user } = await signedIn(ctx, { profileId: 8 });
      await ctx.database.db.update(appUser).set({ organizationalUnitId: id }).where(eq(appUser.id, user.id));
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/OrganizationalUnit/DeleteOrganizationalUnitByID/${id}`,
        headers: admin,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().errors).toEqual({ general: 'deletion_not_possible' });
      expect((await get(`/api/OrganizationalUnit/GetByID/${id}`)).statusCode).toBe(200);
    });

    it('answers 404 for an entry that is not there', async () => {
      const res = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/LegalRemedy/DeleteLegalRemedyByID/999999',
        headers: admin,
      });
      expect(res.statusCode).toBe(404);
    });
  });

  describe('trees', () => {
    it('lists a level at a time and refuses to delete a category with subcategories', async () => {
      const top = await created('AdministrativeProcedureCategory', {
        name: { bs: 'Urbanizam i građenje', hr: '', sr_cyr: '' },
      });
      const child = await created('AdministrativeProcedureCategory', {
        name: { bs: 'Građevinska dozvola', hr: '', sr_cyr: '' },
        parentId: top,
      });
      const roots = (await get('/api/AdministrativeProcedureCategory/GetAllByParentId/0')).json();
      expect(roots.find((e: { id: number }) => e.id === top)).toMatchObject({
        childCount: 1,
        parentId: null,
      });
      expect(roots.some((e: { id: number }) => e.id === child)).toBe(false);
      const below = (await get(`/api/AdministrativeProcedureCategory/GetAllByParentId/${top}`)).json();
      expect(below.map((e: { id: number }) => e.id)).toEqual([child]);

      const refused = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/AdministrativeProcedureCategory/DeleteAdministrativeProcedureCategoryByID/${top}`,
        headers: admin,
      });
      expect(refused.json().errors).toEqual({ general: 'deletion_not_possible' });
      const leaf = await ctx.app.inject({
        method: 'DELETE',
        url: `/api/AdministrativeProcedureCategory/DeleteAdministrativeProcedureCategoryByID/${child}`,
        headers: admin,
      });
      expect(leaf.statusCode).toBe(200);
    });

    it('refuses a parent below the entry itself, or of another municipality', async () => {
      const a = await created('OrganizationalUnit', { name: { bs: 'Služba A', hr: '', sr_cyr: '' } });
      const b = await created('OrganizationalUnit', {
        name: { bs: 'Odsjek B', hr: '', sr_cyr: '' },
        parentId: a,
      });
      const cycle = await save('OrganizationalUnit', entry({ id: a, dataStatus: 3, parentId: b }));
      expect(cycle.json().errors).toEqual({ parentId: 'parent_not_valid' });
      const self = await save('OrganizationalUnit', entry({ id: a, dataStatus: 3, parentId: a }));
      expect(self.json().errors).toEqual({ parentId: 'parent_not_valid' });

      const dobojAdmin = await createAccount(ctx, { profileId: 1, municipalityId: 1 });
      const doboj = {
        ...(await signIn(ctx, dobojAdmin.username, PASSWORD, { host: 'doboj.test' })),
        host: 'doboj.test',
      };
      const foreign = await save('OrganizationalUnit', entry({ parentId: a }), doboj);
      expect(foreign.json().errors).toEqual({ parentId: 'parent_not_valid' });
      expect((await get(`/api/OrganizationalUnit/GetByID/${a}`, doboj)).statusCode).toBe(404);
      expect(
        (await get('/api/OrganizationalUnit/GetAll', doboj)).json().some((e: { id: number }) => e.id === a),
      ).toBe(false);
    });
  });

  describe('convocations', () => {
    it('accepts only one current and active convocation', async () => {
      const first = await save(
        'Convocation',
        entry({
          name: { bs: 'Saziv 2024–2028', hr: '', sr_cyr: '' },
          startDate: '2024-11-20',
          endDate: '2028-11-19',
          isCurrent: true,
        }),
      );
      expect(first.statusCode).toBe(200);
      const second = await save(
        'Convocation',
        entry({
          name: { bs: 'Saziv 2028–2032', hr: '', sr_cyr: '' },
          startDate: '2028-11-20',
          endDate: '2032-11-19',
          isCurrent: true,
        }),
      );
      expect(second.statusCode).toBe(400);
      expect(second.json().errors).toEqual({ isCurrent: 'convocation_current_exists' });
      const inactive = await save(
        'Convocation',
        entry({
          name: { bs: 'Saziv 2028–2032', hr: '', sr_cyr: '' },
          startDate: '2028-11-20',
          endDate: '2032-11-19',
          isCurrent: true,
          active: false,
        }),
      );
      expect(inactive.statusCode).toBe(200);
      const saved = (await get(`/api/Convocation/GetByID/${first.json().id}`)).json();
      expect(saved).toMatchObject({ startDate: '2024-11-20', endDate: '2028-11-19', isCurrent: true });
    });
  });

  describe('fixed lists', () => {
    it('holds the spec values, renamed but never added to or deleted from', async () => {
      const profiles = (await get('/api/ProfileType/GetAll')).json();
      expect(profiles.map((p: { id: number }) => p.id)).toEqual([
        1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15,
      ]);
      expect(profiles[0]).toMatchObject({ fixed: true, name: { bs: 'Administrator' } });
      expect((await save('ProfileType', entry())).json().errors).toEqual({ general: 'code_list_fixed' });
      expect(codeListEndpoints.ProfileType.remove).toBeUndefined();

      const statuses = (await get('/api/SurveyStatus/GetAll')).json();
      expect(statuses.map((s: { id: number }) => s.id)).toEqual([1, 2, 3, 4]);
      const removed = await ctx.app.inject({
        method: 'DELETE',
        url: '/api/SurveyStatus/DeleteSurveyStatusByID/1',
        headers: admin,
      });
      expect(removed.json().errors).toEqual({ general: 'deletion_not_possible' });

      const renamed = await save(
        'SurveyType',
        entry({ id: 2, dataStatus: 3, name: { bs: 'Državna', hr: '', sr_cyr: '' } }),
      );
      expect(renamed.statusCode).toBe(200);
      const dropdown = (await get('/api/SurveyType/GetAllForDropdown/0/true/2', {})).json();
      expect(dropdown).toContainEqual({ id: 2, name: 'Државна' });
    });
  });

  describe('dropdowns', () => {
    it('offers active entries in the asked language, and the named entry even when inactive', async () => {
      const active = await created('SensitiveCategory', {
        name: { bs: 'Povratnici', hr: 'Povratnici (hr)', sr_cyr: '' },
      });
      const inactive = await created('SensitiveCategory', {
        name: { bs: 'Raseljena lica', hr: '', sr_cyr: '' },
        active: false,
      });
      const ids = async (url: string) => (await get(url, {})).json().map((e: { id: number }) => e.id);
      expect(await ids('/api/SensitiveCategory/GetAllForDropdown/0/true/1')).toContain(active);
      expect(await ids('/api/SensitiveCategory/GetAllForDropdown/0/true/1')).not.toContain(inactive);
      expect(await ids(`/api/SensitiveCategory/GetAllForDropdown/${inactive}/true/1`)).toContain(inactive);
      expect(await ids('/api/SensitiveCategory/GetAllForDropdown/0/false/1')).toContain(inactive);
      const croatian = (await get('/api/SensitiveCategory/GetAllForDropdown/0/true/3', {})).json();
      expect(croatian).toContainEqual({ id: active, name: 'Povratnici (hr)' });
      const serbian = (await get('/api/SensitiveCategory/GetAllForDropdown/0/true/2', {})).json();
      expect(serbian).toContainEqual({ id: active, name: 'Повратници' });
    });

    it('carries the icon of a category', async () => {
      const id = await created('Category', {
        name: { bs: 'Javna rasvjeta', hr: '', sr_cyr: '' },
        icon: 'bulb',
      });
      const items = (await get('/api/Category/GetAllForDropdown/0/true/1', {})).json();
      expect(items).toContainEqual({ id, name: 'Javna rasvjeta', icon: 'bulb' });
    });
  });

  it('finds persons by name, position or e-mail, a page at a time', async () => {
    await created('Person', {
      name: { bs: 'Amra Hodžić', hr: '', sr_cyr: '' },
      position: { bs: 'Šefica službe za urbanizam', hr: '', sr_cyr: '' },
      phone: '+38735307111',
      email: 'amra.hodzic@example.org',
    });
    const search = (text: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/Person/Search',
        headers: admin,
        payload: { text, pageNumber: 1, pageSize: 5 },
      });
    const byName = (await search('hodžić')).json();
    expect(byName.totalCount).toBe(1);
    expect(byName.items[0]).toMatchObject({
      phone: '+38735307111',
      position: { sr_cyr: 'Шефица службе за урбанизам' },
    });
    expect((await search('urbanizam')).json().totalCount).toBe(1);
    expect((await search('nema-takvog')).json()).toEqual({ items: [], totalCount: 0 });
    expect((await search('%')).json().totalCount).toBe(0);
  });

  describe('demo data', () => {
    it('gives the demo municipality its lists once, and places the demo staff in their units', async () => {
      const demo = await startApp();
      await seedDemo(demo);
      await seedDemo(demo);
      const headers = await signIn(demo, 'admin', 'Demo2026');
      const get = (url: string, h: Headers = headers) => demo.app.inject({ url, headers: h });
      const units = (await get('/api/OrganizationalUnit/GetAllByParentId/0')).json();
      const services = units.filter((u: { code: string | null }) => u.code && !u.code.includes('-'));
      expect(services.length).toBeGreaterThanOrEqual(10);
      expect(new Set(services.map((u: { code: string }) => u.code)).size).toBe(services.length);
      expect(units.find((u: { code: string }) => u.code === 'SKP').childCount).toBeGreaterThan(0);
      const current = (await get('/api/Convocation/GetAll'))
        .json()
        .filter((c: { isCurrent: boolean; active: boolean }) => c.isCurrent && c.active);
      expect(current).toHaveLength(1);
      const categories = (await get('/api/Category/GetAllForDropdown/0/true/2', {})).json();
      expect(categories.every((c: { icon: string | null }) => c.icon)).toBe(true);
      expect(categories.every((c: { name: string }) => !/[A-Za-z]/.test(c.name))).toBe(true);
      const orgunit = await demo.database.db.select().from(appUser).where(eq(appUser.username, 'orgunit'));
      expect(orgunit[0]!.organizationalUnitId).toBe(units.find((u: { code: string }) => u.code === 'SKP').id);
      await demo.close();
    });
  });
});
