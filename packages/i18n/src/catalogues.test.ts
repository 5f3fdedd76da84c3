import { readdirSync } from 'node:fs';
import { enumDropdowns, languageKeys, messageKeys } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { webCatalogueLoaders, webPartLoaders } from './index';
import { isLazyNamespace, lazyNamespaces } from './namespaces';
import { catalogues } from './server';
import { LATIN_IN_CYRILLIC } from './transliterate';
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

  it('write Serbian in Cyrillic only, but for key names, file formats and product names', () => {
    const latin = texts(catalogues.sr_cyr).flatMap(([key, text]) =>
      (text.replace(PLACEHOLDER, '').match(/[A-Za-z]+/g) ?? [])
        .filter((word) => !LATIN_IN_CYRILLIC.includes(word))
        .map((word) => `${key}: ${word}`),
    );
    expect(latin).toEqual([]);
  });

  it('write key names and file formats in Serbian as keyboards and programs print them', () => {
    const transliterated =
      /(^|[^\p{L}])(Таб|Ентер|Есц|Шифт|ПДФ|пдф|јпг|ЈПГ|јпег|пнг|ПНГ|бмп|вебп|докс|Ворд|Ексел)(?![\p{L}])/u;
    expect(texts(catalogues.sr_cyr).filter(([, text]) => transliterated.test(text))).toEqual([]);
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
    const missing = messageKeys.filter(
      (key) =>
        !lookup(catalogues[language], `messages.${key}`) &&
        !lookup(catalogues[language], `messages.${key}_other`),
    );
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

  // Each action with the keys that label it; "Prijava" alone would be sign-in and a report at once.
  const actions: Record<string, string[]> = {
    openSignIn: ['common.topBar.login', 'common.breadcrumbs.login', 'accounts.login.title'],
    signIn: ['accounts.login.submit'],
    signInAnonymously: ['accounts.login.anonymous'],
    signOut: ['accounts.menu.logout'],
    subscribe: ['common.footer.subscribe', 'pages.home.newsletterEntry'],
    reportProblem: ['complaints.menu.report', 'complaints.my.reportNew', 'common.breadcrumbs.report-problem'],
    sendReport: ['complaints.report.submit'],
  };

  it.each(languageKeys)('give every action a label of its own (%s)', (language) => {
    const owners = new Map<string, string>();
    const shared: string[] = [];
    for (const [action, keys] of Object.entries(actions)) {
      for (const label of new Set(keys.map((key) => lookup(catalogues[language], key)?.toLowerCase()))) {
        expect(label, `${action} in ${language}`).toBeTruthy();
        const owner = owners.get(label!);
        if (owner && owner !== action) shared.push(`${owner} and ${action}: ${label}`);
        owners.set(label!, action);
      }
    }
    expect(shared).toEqual([]);
  });

  it('call signing in by its name, never a bare "Prijava"', () => {
    expect(actions['openSignIn']!.map((key) => lookup(catalogues.bs, key))).toEqual(
      Array(3).fill('Prijava na sistem'),
    );
    expect(lookup(catalogues.hr, 'common.topBar.login')).toBe('Prijava u sustav');
    expect(lookup(catalogues.sr_cyr, 'common.topBar.login')).toBe('Пријава на систем');
    expect(['bs', 'hr'].map((l) => lookup(catalogues[l as 'bs'], 'common.footer.subscribe'))).toEqual([
      'Pretplati se',
      'Pretplati se',
    ]);
    expect(lookup(catalogues.sr_cyr, 'common.footer.subscribe')).toBe('Претплати се');
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

/** The server's own texts, which the web never loads. */
const SERVER_ONLY = ['mail', 'manual'];
const folders = { bs: 'bs', hr: 'hr', sr_cyr: 'sr-cyr' } as const;

// The tests above read the whole catalogues (`all.ts`): these keep the web's parts equal to them.
describe('the web’s parts of the catalogues (decision 0017)', () => {
  it.each(languageKeys)(
    'hold every namespace but the server’s, once: at start or lazily (%s)',
    async (language) => {
      const first = await webCatalogueLoaders[language]();
      const lazy = Object.fromEntries(
        await Promise.all(
          lazyNamespaces.map(async (namespace) => [
            namespace,
            (await webPartLoaders[language][namespace]()).default,
          ]),
        ),
      );
      expect(Object.keys(first).filter(isLazyNamespace)).toEqual([]);
      const server = Object.fromEntries(
        SERVER_ONLY.map((namespace) => [namespace, catalogues[language][namespace]]),
      );
      expect({ ...first, ...lazy, ...server }).toEqual(catalogues[language]);
    },
  );

  it.each(languageKeys)('take in every file of the language’s folder (%s)', (language) => {
    const files = readdirSync(new URL(`./catalogues/${folders[language]}/`, import.meta.url))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.slice(0, -'.json'.length));
    expect(Object.keys(catalogues[language]).sort()).toEqual(files.sort());
  });
});
