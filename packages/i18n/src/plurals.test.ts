import { languageKeys } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { formatNumber } from './format';
import { catalogues } from './server';
import { messageOptions, tenantTranslator } from './translator';
import { flattenKeys, lookup } from './variants';

const FORMS = ['one', 'few', 'other'] as const;
const PLURAL = /_(zero|one|two|few|many|other)$/;
const FEDERATION = 1;
const CITY = 1;

/** The keys that have plural forms, without their suffix. */
function pluralKeys(language: (typeof languageKeys)[number]): string[] {
  const keys = flattenKeys(catalogues[language]).filter((key) => PLURAL.test(key));
  return [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();
}

function translator(language: (typeof languageKeys)[number]) {
  return tenantTranslator({
    language,
    catalogue: catalogues[language],
    entity: FEDERATION,
    kind: CITY,
    name: 'Tuzla',
    overrides: {},
  }).t;
}

describe('texts with a count', () => {
  it('exist, and are the same keys in the three languages', () => {
    expect(pluralKeys('bs').length).toBeGreaterThan(10);
    expect(pluralKeys('hr')).toEqual(pluralKeys('bs'));
    expect(pluralKeys('sr_cyr')).toEqual(pluralKeys('bs'));
  });

  it.each(languageKeys)(
    'have the forms one, few and other and no plain text beside them (%s)',
    (language) => {
      const keys = flattenKeys(catalogues[language]);
      for (const base of pluralKeys(language)) {
        const forms = keys.filter((key) => key.replace(PLURAL, '') === base && key !== base);
        expect(forms.sort(), base).toEqual(FORMS.map((form) => `${base}_${form}`).sort());
        expect(lookup(catalogues[language], base), `${base} beside its plural forms`).toBeUndefined();
      }
    },
  );

  it.each(languageKeys)('write their count through its plural forms (%s)', (language) => {
    const countWithoutForms = flattenKeys(catalogues[language]).filter(
      (key) => lookup(catalogues[language], key)!.includes('{{count') && !PLURAL.test(key),
    );
    expect(countWithoutForms).toEqual([]);
  });

  it.each(languageKeys)('pick the form of the count and show the number (%s)', (language) => {
    const t = translator(language);
    const formOf = { 1: 'one', 2: 'few', 5: 'other', 21: 'one', 22: 'few' } as const;
    for (const base of pluralKeys(language)) {
      for (const [n, form] of Object.entries(formOf)) {
        const count = Number(n);
        const values = { count, size: 500, extensions: 'jpg', maximum: 100_000, part: 3 };
        const text = t(base, values);
        expect(text, `${base} ${count}`).toBe(t(`${base}_${form}`, values));
        expect(text, `${base} ${count}`).toContain(formatNumber(count, language));
        expect(text, `${base} ${count}`).not.toMatch(/\{\{|_(one|few|other)$/);
      }
    }
  });

  it('decline the noun after the number', () => {
    const bs = translator('bs');
    const tooShort = (minimum: number) => bs('messages.validation_too_short', messageOptions({ minimum }));
    expect(tooShort(4)).toBe('Tekst je prekratak (najmanje 4 znaka).');
    expect(tooShort(5)).toBe('Tekst je prekratak (najmanje 5 znakova).');
    expect(tooShort(21)).toBe('Tekst je prekratak (najmanje 21 znak).');
    expect(bs('messages.complaint_images_limit', messageOptions({ maximum: 3 }))).toBe(
      'Prijava može imati najviše 3 slike.',
    );
    expect(bs('complaintsStatistics.averageHours', { count: 21 })).toBe('ukupno 21 sat');
    expect(bs('complaints.list.mapCount', { count: 1 })).toBe('1 prijava na mapi u vidljivom području');
    expect(translator('hr')('systemNotifications.edit.chosen', { count: 3 })).toBe(
      'Odabrana su 3 primatelja',
    );
    expect(translator('sr_cyr')('messages.validation_too_long', messageOptions({ maximum: 100 }))).toBe(
      'Текст је предуг (највише 100 знакова).',
    );
  });

  it('follow the count of a decimal number of hours', () => {
    const bs = translator('bs');
    expect(bs('complaintsAdmin.details.hours', { count: 12.5 })).toBe('12,5 sati');
    expect(bs('complaintsAdmin.details.hours', { count: 2.3 })).toBe('2,3 sata');
  });
});

describe('message values', () => {
  it('give the one number of a refusal as the count, and leave the rest as they are', () => {
    expect(messageOptions({ maximum: 100 })).toEqual({ maximum: 100, count: 100 });
    expect(messageOptions({ allowed: 'jpg, png' })).toEqual({ allowed: 'jpg, png' });
    expect(messageOptions()).toEqual({});
  });
});

describe('numbers in texts', () => {
  it('are grouped by thousands with the decimal comma, in every language', () => {
    const range = { from: 21, to: 40, total: 1_000_000 };
    expect(translator('bs')('components.table.range', range)).toBe('Prikazano 21–40 od 1.000.000');
    expect(translator('hr')('components.table.range', range)).toBe('Prikazano 21–40 od 1.000.000');
    expect(translator('sr_cyr')('components.table.range', range)).toBe('Приказано 21–40 од 1.000.000');
    expect(translator('bs')('complaints.files.megabytes', { value: 2.5 })).toBe('2,5 MB');
  });

  it('leave years and other identifiers as they are', () => {
    expect(translator('bs')('common.footer.copyright', { year: 2026 })).toBe('© 2026 Grad Tuzla');
    expect(translator('bs')('messages.validation_too_small', messageOptions({ minimum: 1900 }))).toBe(
      'Vrijednost je premala (najmanje 1900).',
    );
    expect(translator('bs')('complaints.details.title', { number: '1000/2026' })).toBe('Prijava 1000/2026');
  });
});
