import { enumDropdowns, type EnumDropdownName, internalProfiles, Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';

const CYRILLIC = /^[\p{Script=Cyrillic}\p{P}\s]+$/u;

describe('enumeration dropdowns', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'doboj.test=1,ljubinje.test=42,brcko.test=12' } });
  });
  afterAll(() => ctx.close());

  const names = Object.keys(enumDropdowns) as EnumDropdownName[];

  it.each(names)('%s lists every value, named in each language', async (name) => {
    const values = Object.values(enumDropdowns[name].values as Record<string, number>).sort((a, b) => a - b);
    const byLanguage: Record<number, { id: number; name: string }[]> = {};
    for (const languageId of [1, 2, 3]) {
      const res = await ctx.app.inject({ url: `/api/${name}/GetAllForDropdown/0/true/${languageId}` });
      expect(res.statusCode).toBe(200);
      byLanguage[languageId] = res.json();
      expect(byLanguage[languageId]!.map((i) => i.id)).toEqual(values);
      for (const item of byLanguage[languageId]!) expect(item.name.trim()).not.toBe('');
    }
    for (const item of byLanguage[2]!) {
      // Serbian names are Cyrillic, except the Latin-only abbreviation-free ones are impossible: all must be.
      expect(item.name).toMatch(CYRILLIC);
    }
  });

  it('names the complaint statuses as the catalogue does', async () => {
    const res = await ctx.app.inject({ url: '/api/ComplaintStatus/GetAllForDropdown/0/true/3' });
    expect(res.json()).toEqual([
      { id: 1, name: 'Kreirana' },
      { id: 2, name: 'Neprimjerena' },
      { id: 3, name: 'Dodijeljena' },
      { id: 4, name: 'Odgovorena' },
      { id: 5, name: 'Riješena' },
    ]);
  });

  it('words council members and mayors as the municipality does', async () => {
    const profile = async (host: string, languageId: number) => {
      const res = await ctx.app.inject({
        url: `/api/Profile/GetAllForDropdown/0/true/${languageId}`,
        headers: { host },
      });
      const items = res.json() as { id: number; name: string }[];
      return [Profile.CouncilMember, Profile.Mayor].map((id) => items.find((i) => i.id === id)?.name);
    };
    expect(await profile('portal.test', 1)).toEqual(['Vijećnik', 'Gradonačelnik']); // Tuzla, city, Federation
    expect(await profile('doboj.test', 1)).toEqual(['Odbornik', 'Gradonačelnik']); // city, Republika Srpska
    expect(await profile('ljubinje.test', 2)).toEqual(['Одборник', 'Начелник општине']); // municipality, RS
    expect(await profile('brcko.test', 3)).toEqual(['Zastupnik', 'Gradonačelnik']); // Brčko District
  });

  it('offers only staff profiles in the internal profiles dropdown', async () => {
    const res = await ctx.app.inject({ url: '/api/InternalProfile/GetAllForDropdown/0/1' });
    expect(res.json().map((i: { id: number }) => i.id)).toEqual([...internalProfiles].sort((a, b) => a - b));
  });

  it('serves the confirmation registration types by language alone', async () => {
    const res = await ctx.app.inject({ url: '/api/ConfirmationRegistrationType/GetAll/2' });
    expect(res.json()).toEqual([
      { id: 1, name: 'Путем е-поште' },
      { id: 2, name: 'Путем СМС поруке' },
    ]);
  });

  it('refuses malformed dropdown parameters with a message key on each field', async () => {
    const res = await ctx.app.inject({ url: '/api/Gender/GetAllForDropdown/x/yes/9' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      id: 'validation_invalid_type',
      onlyActive: 'validation_invalid_value',
      languageId: 'validation_invalid_value',
    });
  });
});

describe('language dropdown', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp({ env: { TENANT_HOSTS: 'trebinje.test=19,siroki.test=20' } });
  });
  afterAll(() => ctx.close());

  it('answers the spec call 0/true/1 with id, name, code, cultureName and the primary flag', async () => {
    const res = await ctx.app.inject({ url: '/api/Language/GetAllForDropdown/0/true/1' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 1, name: 'Bosanski', code: 'bs', cultureName: 'bs-Latn-BA', isPrimaryLanguage: true },
      { id: 3, name: 'Hrvatski', code: 'hr', cultureName: 'hr-HR', isPrimaryLanguage: false },
      { id: 2, name: 'Српски', code: 'sr_cyr', cultureName: 'sr-Cyrl-BA', isPrimaryLanguage: false },
    ]);
  });

  it('marks the municipality’s own primary language', async () => {
    const primary = async (host: string) =>
      (
        (
          await ctx.app.inject({ url: '/api/Language/GetAllForDropdown/0/true/1', headers: { host } })
        ).json() as {
          code: string;
          isPrimaryLanguage: boolean;
        }[]
      ).find((l) => l.isPrimaryLanguage)?.code;
    expect(await primary('trebinje.test')).toBe('sr_cyr');
    expect(await primary('siroki.test')).toBe('hr');
  });
});
