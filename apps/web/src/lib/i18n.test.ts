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
});
