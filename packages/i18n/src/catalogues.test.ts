import { enumDropdowns, languageKeys, messageKeys } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { catalogues } from './server';
import { type Catalogue, flattenKeys, lookup, VARIANT_SEPARATOR } from './variants';

const PLACEHOLDER = /\{\{[^}]+\}\}/g;
const VARIANTS = [
  'fbih',
  'rs',
  'bd',
  'city',
  'municipality',
  'fbih_city',
  'fbih_municipality',
  'rs_city',
  'rs_municipality',
  'bd_city',
];

function texts(catalogue: Catalogue): [string, string][] {
  return flattenKeys(catalogue).map((key) => [key, lookup(catalogue, key) ?? '']);
}

describe('message catalogues', () => {
  const keys = Object.fromEntries(languageKeys.map((l) => [l, flattenKeys(catalogues[l]).sort()]));

  it('have the same keys in Bosnian, Croatian and Serbian', () => {
    expect(keys['hr']).toEqual(keys['bs']);
    expect(keys['sr_cyr']).toEqual(keys['bs']);
  });

  it.each(languageKeys)('have no empty text (%s)', (language) => {
    const empty = texts(catalogues[language]).filter(([, text]) => text.trim() === '');
    expect(empty).toEqual([]);
  });

  it('write Serbian in Cyrillic only', () => {
    const latin = texts(catalogues.sr_cyr).filter(([, text]) =>
      /[A-Za-z]/.test(text.replace(PLACEHOLDER, '')),
    );
    expect(latin).toEqual([]);
  });

  it('write Bosnian and Croatian without Cyrillic', () => {
    for (const language of ['bs', 'hr'] as const) {
      expect(texts(catalogues[language]).filter(([, text]) => /\p{Script=Cyrillic}/u.test(text))).toEqual([]);
    }
  });

  it('use the same placeholders in every language', () => {
    const placeholders = (language: (typeof languageKeys)[number]) =>
      Object.fromEntries(
        texts(catalogues[language]).map(([key, text]) => [key, (text.match(PLACEHOLDER) ?? []).sort()]),
      );
    expect(placeholders('hr')).toEqual(placeholders('bs'));
    expect(placeholders('sr_cyr')).toEqual(placeholders('bs'));
  });

  it('give every municipality variant a plain text to fall back on, and only known variants', () => {
    for (const key of keys['bs']!) {
      const at = key.lastIndexOf(VARIANT_SEPARATOR);
      if (at < 0) continue;
      expect(keys['bs'], key).toContain(key.slice(0, at));
      expect(VARIANTS, key).toContain(key.slice(at + 1));
    }
  });

  it.each(languageKeys)('translate every message key the server or the web uses (%s)', (language) => {
    const missing = messageKeys.filter((key) => !lookup(catalogues[language], `messages.${key}`));
    expect(missing).toEqual([]);
  });

  it.each(languageKeys)('name every value of every dropdown enumeration (%s)', (language) => {
    const missing = Object.values(enumDropdowns).flatMap(({ values, labels }) =>
      Object.values(values as Record<string, number>)
        .map((id) => `enums.${labels}.${id}`)
        .filter((key) => !lookup(catalogues[language], key)),
    );
    expect(missing).toEqual([]);
  });

  it('keep the spec’s wording of the messages it quotes', () => {
    expect(lookup(catalogues.bs, 'messages.must_login_to_report_problem')).toBe(
      'Morate se prijaviti na sistem da biste prijavili problem!',
    );
    expect(lookup(catalogues.bs, 'messages.session_expired')).toBe(
      'Vaša sesija je istekla, molimo prijavite se ponovo na sistem!',
    );
    expect(lookup(catalogues.bs, 'messages.generic_error')).toBe('Dogodila se greška!');
    expect(lookup(catalogues.bs, 'messages.forbidden')).toBe('Zabranjeno!');
    expect(lookup(catalogues.bs, 'messages.system_message_prefix')).toBe('Poruka sistema: ');
  });
});
