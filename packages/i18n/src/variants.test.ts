import { describe, expect, it } from 'vitest';
import { catalogues } from './server';
import { tenantTranslator } from './translator';
import { applyOverrides, flattenKeys, resolveVariants, variantChain } from './variants';

const FEDERATION = 1;
const RS = 2;
const BRCKO = 3;
const CITY = 1;
const MUNICIPALITY = 2;

function t(language: 'bs' | 'hr' | 'sr_cyr', entity: number, kind: number, name: string, overrides = {}) {
  return tenantTranslator({ language, catalogue: catalogues[language], entity, kind, name, overrides }).t;
}

describe('municipality text variants', () => {
  it('try the most specific variant first', () => {
    expect(variantChain(RS, MUNICIPALITY)).toEqual(['rs_municipality', 'rs', 'municipality']);
  });

  it('name the council as each kind of municipality calls it', () => {
    expect(t('bs', FEDERATION, CITY, 'Tuzla')('common.council.name')).toBe('Gradsko vijeće');
    expect(t('bs', FEDERATION, MUNICIPALITY, 'Ključ')('common.council.name')).toBe('Općinsko vijeće');
    expect(t('bs', RS, CITY, 'Doboj')('common.council.name')).toBe('Skupština grada');
    expect(t('sr_cyr', RS, MUNICIPALITY, 'Љубиње')('common.council.name')).toBe('Скупштина општине');
    expect(t('hr', BRCKO, CITY, 'Brčko')('common.council.name')).toBe('Skupština Brčko distrikta BiH');
  });

  it('name the mayor as each kind of municipality calls it', () => {
    expect(t('bs', FEDERATION, CITY, 'Tuzla')('common.mayor.title')).toBe('Gradonačelnik');
    expect(t('bs', FEDERATION, MUNICIPALITY, 'Ključ')('common.mayor.title')).toBe('Načelnik općine');
    expect(t('bs', RS, MUNICIPALITY, 'Ljubinje')('common.mayor.title')).toBe('Načelnik opštine');
    expect(t('hr', FEDERATION, MUNICIPALITY, 'Čitluk')('common.mayor.title')).toBe('Općinski načelnik');
  });

  it('give every text the municipality’s title and the portal’s name', () => {
    expect(t('bs', FEDERATION, CITY, 'Tuzla')('common.footer.copyright', { year: 2026 })).toBe(
      '© 2026 Grad Tuzla',
    );
    expect(t('bs', RS, MUNICIPALITY, 'Ljubinje')('common.topBar.coatOfArms')).toBe('Grb: Opština Ljubinje');
    expect(t('sr_cyr', RS, MUNICIPALITY, 'Љубиње')('common.topBar.coatOfArms')).toBe('Грб: Општина Љубиње');
    expect(t('hr', FEDERATION, MUNICIPALITY, 'Ključ')('common.topBar.coatOfArms')).toBe('Grb: Općina Ključ');
    expect(t('hr', FEDERATION, CITY, 'Tuzla')('common.topBar.logoLink')).toBe(
      'e-Sudjelovanje: portal za građane',
    );
  });

  it('apply a municipality’s own wording over the catalogue, for texts that exist', () => {
    const translate = t('bs', FEDERATION, CITY, 'Tuzla', {
      'common.council.name': 'Gradsko vijeće Grada Tuzla',
      'no.such.key': 'x',
    });
    expect(translate('common.council.name')).toBe('Gradsko vijeće Grada Tuzla');
    expect(translate('no.such.key')).toBe('no.such.key');
  });

  it('leave the catalogue itself untouched', () => {
    const resolved = resolveVariants({ a: 'A', 'a@rs': 'A-RS', g: { b: 'B' } }, ['rs']);
    expect(resolved).toEqual({ a: 'A-RS', g: { b: 'B' } });
    const overridden = applyOverrides(resolved, { 'g.b': 'B!', g: 'not a text' });
    expect(overridden).toEqual({ a: 'A-RS', g: { b: 'B!' } });
  });
});

describe('long texts (terms, privacy, help, user manual)', () => {
  type Language = 'bs' | 'hr' | 'sr_cyr';
  const places = {
    'a city in the Federation': [FEDERATION, CITY, { bs: 'Tuzla', hr: 'Tuzla', sr_cyr: 'Тузла' }],
    'a municipality in the Federation': [
      FEDERATION,
      MUNICIPALITY,
      { bs: 'Ključ', hr: 'Ključ', sr_cyr: 'Кључ' },
    ],
    'a municipality in Republika Srpska': [
      RS,
      MUNICIPALITY,
      { bs: 'Ljubinje', hr: 'Ljubinje', sr_cyr: 'Љубиње' },
    ],
    'a city in Republika Srpska': [RS, CITY, { bs: 'Doboj', hr: 'Doboj', sr_cyr: 'Добој' }],
    'Brčko District': [BRCKO, CITY, { bs: 'Brčko', hr: 'Brčko', sr_cyr: 'Брчко' }],
  } as const;
  type Place = keyof typeof places;

  /** Words that name another kind of place than this one, in its own texts. */
  const foreign: Record<Language, Record<Place, RegExp>> = {
    bs: {
      'a city in the Federation': /općin|opštin/i,
      'a municipality in the Federation': /gradsk|opštin/i,
      'a municipality in Republika Srpska': /gradsk|općin/i,
      'a city in Republika Srpska': /općin|opštin/i,
      'Brčko District': /gradsk|općin|opštin/i,
    },
    hr: {
      'a city in the Federation': /općin|opštin/i,
      'a municipality in the Federation': /gradsk|opštin/i,
      'a municipality in Republika Srpska': /gradsk|opštin/i,
      'a city in Republika Srpska': /općin|opštin/i,
      'Brčko District': /gradsk|općin|opštin/i,
    },
    sr_cyr: {
      'a city in the Federation': /општин/i,
      'a municipality in the Federation': /градск/i,
      'a municipality in Republika Srpska': /градск/i,
      'a city in Republika Srpska': /општин/i,
      'Brčko District': /градск|општин/i,
    },
  };
  /** The administration as each place's texts name it. */
  const administration: Record<Language, Record<Place, string>> = {
    bs: {
      'a city in the Federation': 'gradska uprava',
      'a municipality in the Federation': 'općinska uprava',
      'a municipality in Republika Srpska': 'opštinska uprava',
      'a city in Republika Srpska': 'gradska uprava',
      'Brčko District': 'Vlada Brčko distrikta',
    },
    hr: {
      'a city in the Federation': 'gradska uprava',
      'a municipality in the Federation': 'općinska uprava',
      'a municipality in Republika Srpska': 'općinska uprava',
      'a city in Republika Srpska': 'gradska uprava',
      'Brčko District': 'Vlada Brčko distrikta',
    },
    sr_cyr: {
      'a city in the Federation': 'градска управа',
      'a municipality in the Federation': 'општинска управа',
      'a municipality in Republika Srpska': 'општинска управа',
      'a city in Republika Srpska': 'градска управа',
      'Brčko District': 'Влада Брчко дистрикта',
    },
  };
  const longKeys = flattenKeys(catalogues.bs).filter(
    (key) => /^(content\.|manual\.)/.test(key) && !key.includes('@'),
  );
  const cases = (['bs', 'hr', 'sr_cyr'] as const).flatMap((language) =>
    (Object.keys(places) as Place[]).map((place) => [language, place] as const),
  );

  it.each(cases)('in %s name only the kind of place of %s', (language, place) => {
    const [entity, kind, name] = places[place];
    const translate = t(language, entity, kind, name[language]);
    const wrong = longKeys
      .map((key) => [key, translate(key)] as const)
      .filter(([, text]) => foreign[language][place].test(text) || text.includes('{{'))
      .map(([key, text]) => `${key}: ${foreign[language][place].exec(text)?.[0] ?? '{{'}`);
    expect(wrong).toEqual([]);
    expect(translate('content.terms.s01_body')).toContain(administration[language][place]);
    expect(translate('content.privacy.s01_body')).toContain(administration[language][place]);
  });

  it('never hedge between a city and a municipality', () => {
    for (const language of ['bs', 'hr', 'sr_cyr'] as const) {
      const hedges = longKeys.filter((key) =>
        /(grad\p{L}*|град\p{L}*) (ili|odnosno|или|односно) (opć|opšt|општ)|(vijeć\p{L}*|вијећ\p{L}*), (odnosno|односно) (skupšt|скупшт)|(скупшт\p{L}*), односно вијећ/iu.test(
          t(language, FEDERATION, CITY, 'Tuzla')(key),
        ),
      );
      expect(hedges, language).toEqual([]);
    }
  });

  it('name the council, the mayor and the councillors of the place', () => {
    expect(t('bs', RS, MUNICIPALITY, 'Ljubinje')('content.terms.s01_body')).toContain(
      '- postavljati pitanja načelniku opštine, odbornicima i službama uprave',
    );
    expect(t('sr_cyr', BRCKO, CITY, 'Брчко')('content.terms.s01_body')).toContain(
      '- постављати питања градоначелнику, посланицима и службама управе',
    );
    expect(t('hr', FEDERATION, CITY, 'Tuzla')('content.terms.s06_body')).toContain(
      'da gradska uprava i Gradsko vijeće upoznaju',
    );
    expect(t('bs', BRCKO, CITY, 'Brčko')('content.helpContacts.s02_body')).toContain(
      'obratite se Vladi Brčko distrikta.',
    );
  });
});
