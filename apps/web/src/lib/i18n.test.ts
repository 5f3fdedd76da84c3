import { describe, expect, it } from 'vitest';
import { hosting } from '../test/render';
import { loadTexts } from './i18n';

describe('texts of the portal', () => {
  it('follow the municipality: its variants, its title and its own wording', async () => {
    const doboj = {
      ...hosting.municipality,
      id: 1,
      entity: 2 as const,
      kind: 1 as const,
      name: { bs: 'Doboj', hr: 'Doboj', sr_cyr: 'Добој' },
    };
    const texts = await loadTexts({
      language: 'sr_cyr',
      municipality: doboj,
      overrides: { 'common.footer.newsletterTitle': 'Билтен Града Добоја' },
    });
    expect(texts.t('common.council.name')).toBe('Скупштина града');
    expect(texts.t('common.topBar.coatOfArms')).toBe('Грб: Град Добој');
    expect(texts.t('common.footer.newsletterTitle')).toBe('Билтен Града Добоја');
  });

  it('name the municipality’s own administration in the long texts', async () => {
    const brcko = {
      ...hosting.municipality,
      id: 12,
      entity: 3 as const,
      kind: 1 as const,
      name: { bs: 'Brčko', hr: 'Brčko', sr_cyr: 'Брчко' },
    };
    const texts = await loadTexts({ language: 'bs', municipality: brcko, overrides: {} });
    expect(texts.t('content.helpContacts.s02_body')).toContain('obratite se Vladi Brčko distrikta.');
    expect(texts.t('content.terms.s04_body')).not.toMatch(/gradsk|općinsk/);
  });
});
