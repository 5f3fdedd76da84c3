import { describe, expect, it } from 'vitest';
import { catalogues } from './server';
import { tenantTranslator } from './translator';
import { applyOverrides, resolveVariants, variantChain } from './variants';

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
