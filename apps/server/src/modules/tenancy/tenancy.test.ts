import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { resolveTenant } from '../../platform/tenancy';
import { captionOverride, municipality } from './tenancy.schema';

describe('municipalities', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.portal.test=1, ljubinje.portal.test=42' } });
  });
  afterAll(() => ctx.close());

  it('are all 44 seeded, with the ids the spec fixes', async () => {
    const rows = await ctx.database.db.select().from(municipality);
    expect(rows).toHaveLength(44);
    const byId = new Map(rows.map((r) => [r.id, r.name.bs]));
    expect(Object.fromEntries([1, 2, 3, 4, 5, 6, 19, 27, 42, 44].map((id) => [id, byId.get(id)]))).toEqual({
      1: 'Doboj',
      2: 'Gradiška',
      3: 'Prijedor',
      4: 'Bihać',
      5: 'Cazin',
      6: 'Tuzla',
      19: 'Trebinje',
      27: 'Mostar',
      42: 'Ljubinje',
      44: 'Ključ',
    });
  });

  it('have names in Serbian Cyrillic written in Cyrillic letters', async () => {
    const rows = await ctx.database.db.select().from(municipality);
    for (const row of rows) expect(row.name.sr_cyr).toMatch(/^[\p{Script=Cyrillic}\s-]+$/u);
  });
});

describe('tenant resolution', () => {
  it('maps a configured host name, ignoring case and a trailing dot, else takes the default', () => {
    const hosts = new Map([['doboj.portal.test', 1]]);
    expect(resolveTenant('Doboj.Portal.Test.', { hosts, defaultId: 6 })).toEqual({ municipalityId: 1 });
    expect(resolveTenant('unknown.test', { hosts, defaultId: 6 })).toEqual({ municipalityId: 6 });
  });
});

describe('hosting configuration', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.portal.test=1' } });
  });
  afterAll(() => ctx.close());

  it('serves the default municipality, Tuzla (6), with the fields of the spec', async () => {
    const res = await ctx.app.inject({
      url: '/api/Hosting/GetConfiguration',
      headers: { host: 'portal.test' },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    // The addresses come from configuration (a test portal without one: localhost), not the Host.
    expect(body).toMatchObject({
      apiBaseUrl: 'http://localhost:3000/api',
      municipalityId: 6,
      surveyPublicUrl: 'http://localhost:3000/survey/public-surveys',
      applicationType: 1,
      municipality: { id: 6, kind: 1, entity: 1, name: { bs: 'Tuzla', sr_cyr: 'Тузла' } },
    });
    expect(body.gpsy).toBeCloseTo(44.54, 1);
    expect(body.gpsx).toBeCloseTo(18.67, 1);
  });

  it('serves the municipality mapped to the host name the request came to', async () => {
    const res = await ctx.app.inject({
      url: '/api/Hosting/GetConfiguration',
      headers: { host: 'doboj.portal.test' },
    });
    expect(res.json()).toMatchObject({
      municipalityId: 1,
      municipality: { entity: 2, primaryLanguageId: 2 },
    });
  });

  it('takes the public addresses from configuration, per municipality, whatever Host a request names', async () => {
    const own = await startApp({
      env: {
        PUBLIC_URL: 'https://e-ucesce.tuzla.ba',
        CITIZEN_PORTAL_URL: 'https://gradjani.example.ba',
        TENANT_HOSTS: 'https://e-ucesce.doboj.ba=1,ljubinje.portal.test=42',
      },
    });
    try {
      const config = (host: string) =>
        own.app.inject({ url: '/api/Hosting/GetConfiguration', headers: { host } }).then((r) => r.json());
      const tuzla = await config('evil.example');
      expect(tuzla.municipalityId).toBe(6);
      expect(tuzla.apiBaseUrl).toBe('https://e-ucesce.tuzla.ba/api');
      expect(tuzla.surveyPublicUrl).toBe('https://e-ucesce.tuzla.ba/survey/public-surveys');
      expect(tuzla.citizenPortalUrl).toBe('https://gradjani.example.ba');
      expect((await config('e-ucesce.doboj.ba')).apiBaseUrl).toBe('https://e-ucesce.doboj.ba/api');
      // A host name alone takes PUBLIC_URL's scheme.
      expect((await config('ljubinje.portal.test')).apiBaseUrl).toBe('https://ljubinje.portal.test/api');
    } finally {
      await own.close();
    }
  });
});

describe('caption overrides', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
    await ctx.database.db.insert(captionOverride).values([
      { municipalityId: 6, languageId: 1, key: 'enums.complaintStatus.1', text: 'Zaprimljena' },
      { municipalityId: 6, languageId: 1, key: 'common.footer.newsletterTitle', text: 'Gradski bilten' },
    ]);
  });
  afterAll(() => ctx.close());

  it('are served per language for the web app to apply', async () => {
    const bs = await ctx.app.inject({ url: '/api/Captions/GetAll/1' });
    expect(bs.json()).toEqual({
      'enums.complaintStatus.1': 'Zaprimljena',
      'common.footer.newsletterTitle': 'Gradski bilten',
    });
    const hr = await ctx.app.inject({ url: '/api/Captions/GetAll/3' });
    expect(hr.json()).toEqual({});
  });

  it('replace the catalogue text in what the server translates', async () => {
    const res = await ctx.app.inject({ url: '/api/ComplaintStatus/GetAllForDropdown/0/true/1' });
    expect(res.json()[0]).toEqual({ id: 1, name: 'Zaprimljena' });
  });
});

describe('coat of arms', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it('is a drawn emblem titled with the municipality when none was supplied', async () => {
    const res = await ctx.app.inject({ url: '/api/Municipality/GetCoatOfArms/44' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
    expect(res.body).toContain('<title>Općina Ključ</title>');
  });

  it('is the municipality’s own image once supplied, judged by its bytes', async () => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    await ctx.storage.put('coats-of-arms/42.png', png);
    await ctx.database.db
      .update(municipality)
      .set({ coatOfArmsFile: 'coats-of-arms/42.png' })
      .where(eq(municipality.id, 42));
    const res = await ctx.app.inject({ url: '/api/Municipality/GetCoatOfArms/42' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('is not found for a municipality that does not exist', async () => {
    const res = await ctx.app.inject({ url: '/api/Municipality/GetCoatOfArms/99' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors).toEqual({ id: 'record_not_found' });
  });
});
