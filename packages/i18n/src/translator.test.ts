import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const catalogue = {
  greeting: 'Dobro došli, {{name}}, u {{municipality}}',
  files: {
    count_one: '{{count, number}} datoteka',
    count_few: '{{count, number}} datoteke',
    count_other: '{{count, number}} datoteka',
  },
  size: 'Veličina {{value, number}} MB',
  share: 'Udio {{value, number(minimumFractionDigits: 1; maximumFractionDigits: 1)}} %',
  year: 'Godina {{value, number(useGrouping: false)}}',
  person: 'Podnosilac: {{person.name}}',
  footer: { terms: 'Uslovi korištenja: {{municipality}}', privacy: 'Privatnost' },
  empty: '',
};

describe('the translator', () => {
  const { t, exists, add, language } = createTranslator('bs', catalogue, { municipality: 'Grad Tuzla' });

  it('writes a text with its values, the defaults beneath the call’s', () => {
    expect(t('greeting', { name: 'Ana' })).toBe('Dobro došli, Ana, u Grad Tuzla');
    expect(t('greeting', { name: 'Ana', municipality: 'Općina Ilijaš' })).toBe(
      'Dobro došli, Ana, u Općina Ilijaš',
    );
    expect(t('person', { person: { name: 'Ana' } })).toBe('Podnosilac: Ana');
    // A value not given stays as written, so a forgotten one shows; an empty one is left out.
    expect(t('greeting')).toBe('Dobro došli, {{name}}, u Grad Tuzla');
    expect(t('greeting', { name: null })).toBe('Dobro došli, , u Grad Tuzla');
    expect(t('empty')).toBe('');
    expect(language).toBe('bs');
  });

  it('follows the count through the plural forms, and writes numbers as the language does', () => {
    expect(t('files.count', { count: 1 })).toBe('1 datoteka');
    expect(t('files.count', { count: 3 })).toBe('3 datoteke');
    expect(t('files.count', { count: 5 })).toBe('5 datoteka');
    expect(t('files.count', { count: 21 })).toBe('21 datoteka');
    expect(t('files.count', { count: 22 })).toBe('22 datoteke');
    expect(t('files.count', { count: 1_234_567 })).toBe('1.234.567 datoteka');
    expect(t('size', { value: 1234.5 })).toBe('Veličina 1.234,5 MB');
    expect(t('share', { value: 12 })).toBe('Udio 12,0 %');
    expect(t('year', { value: 2026 })).toBe('Godina 2026');
    expect(t('size', { value: 2.345, formatParams: { value: { maximumFractionDigits: 1 } } })).toBe(
      'Veličina 2,3 MB',
    );
  });

  it('takes Serbian Cyrillic’s and Croatian’s plural rules', () => {
    const sr = createTranslator('sr_cyr', {
      n_one: '{{count, number}} пријава',
      n_few: '{{count, number}} пријаве',
      n_other: '{{count, number}} пријава',
    });
    expect([1, 2, 5, 11, 23, 1000].map((count) => sr.t('n', { count }))).toEqual([
      '1 пријава',
      '2 пријаве',
      '5 пријава',
      '11 пријава',
      '23 пријаве',
      '1.000 пријава',
    ]);
    expect(sr.language).toBe('sr-Cyrl');
    const hr = createTranslator('hr', { n_one: 'jedna', n_few: 'nekoliko', n_other: 'mnogo' });
    expect([1, 4, 12].map((count) => hr.t('n', { count }))).toEqual(['jedna', 'nekoliko', 'mnogo']);
  });

  it('says the key, the first of several that exists, or the default for a missing one', () => {
    expect(t('nope.key')).toBe('nope.key');
    expect(t(['nope.key', 'footer.privacy'])).toBe('Privatnost');
    expect(t(['nope.a', 'nope.b'])).toBe('nope.b');
    expect(t('nope.key', { defaultValue: '' })).toBe('');
    expect(t('nope.key', { defaultValue: 'Nema {{name}}', name: 'ničega' })).toBe('Nema ničega');
    // A group is not a text.
    expect(t('footer')).toBe('footer');
  });

  it('gives a group whole, each text translated', () => {
    expect(t('footer', { returnObjects: true })).toEqual({
      terms: 'Uslovi korištenja: Grad Tuzla',
      privacy: 'Privatnost',
    });
  });

  it('takes parts loaded later, theirs winning, and knows which keys are texts', () => {
    expect(exists('later.title')).toBe(false);
    expect(exists('files.count')).toBe(true);
    expect(exists('footer')).toBe(false);
    add({ later: { title: 'Kasnije' }, footer: { privacy: 'Zaštita podataka' } });
    expect(t('later.title')).toBe('Kasnije');
    expect(t('footer.privacy')).toBe('Zaštita podataka');
    expect(t('footer.terms')).toBe('Uslovi korištenja: Grad Tuzla');
    expect(exists('later.title')).toBe(true);
  });
});
