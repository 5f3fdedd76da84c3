import { describe, expect, it } from 'vitest';
import { ServerTexts } from './i18n';
import type { TenantInfo } from './tenancy';

const places: Record<number, TenantInfo> = {
  1: {
    id: 1,
    name: { bs: 'Ljubinje', hr: 'Ljubinje', sr_cyr: 'Љубиње' },
    kind: 2,
    entity: 2,
    primaryLanguageId: 2,
  },
  12: {
    id: 12,
    name: { bs: 'Brčko', hr: 'Brčko', sr_cyr: 'Брчко' },
    kind: 1,
    entity: 3,
    primaryLanguageId: 1,
  },
};

const texts = new ServerTexts({
  get: async (id) => places[id]!,
  captions: async () => ({}),
  coatOfArmsPng: async () => null,
});

describe('the server’s texts of a municipality', () => {
  it('name its own administration in the documents it renders (terms, privacy, help, manual)', async () => {
    const ljubinje = await texts.translator(1, 1);
    expect(ljubinje('content.privacy.s01_body')).toContain('Portal vodi opštinska uprava');
    expect(ljubinje('manual.chapters.navigation.body')).toContain('grb opštine');
    expect(ljubinje('content.terms.s04_body')).not.toMatch(/općin|gradsk/);
    const brcko = await texts.translator(12, 2);
    expect(brcko('content.helpContacts.intro')).toContain('Контакт подаци Владе Брчко дистрикта');
    expect(brcko('content.terms.s07_body')).toContain('Грб Брчко дистрикта');
  });

  it('write counts with their plural form and numbers as the language writes them', async () => {
    const t = await texts.translator(12, 3);
    expect(t('complaintsStatistics.averageHours', { count: 1_000 })).toBe('ukupno 1.000 sati');
    expect(t('complaintsStatistics.averageHours', { count: 22 })).toBe('ukupno 22 sata');
  });
});
