import { describe, expect, it } from 'vitest';
import { cyrillicToLatin, latinToCyrillic, toAscii } from './transliterate';

describe('Serbian Latin to Cyrillic', () => {
  it.each([
    ['Ljubinje', 'Љубиње'],
    ['LJUBINJE', 'ЉУБИЊЕ'],
    ['Njegoševa ulica', 'Његошева улица'],
    ['džamija u Džemalovoj', 'џамија у Џемаловој'],
    ['Skupština opštine', 'Скупштина општине'],
    ['Gradiška, Čelinac i Đurđevik', 'Градишка, Челинац и Ђурђевик'],
    ['ljiljan i konj', 'љиљан и коњ'],
  ])('%s → %s', (latin, cyrillic) => {
    expect(latinToCyrillic(latin)).toBe(cyrillic);
  });

  it('keeps letter pairs that belong to two syllables apart', () => {
    expect(latinToCyrillic('nadživjeti')).toBe('надживјети');
    expect(latinToCyrillic('injekcija')).toBe('инјекција');
    expect(latinToCyrillic('podžupan')).toBe('поджупан');
  });

  it('leaves digits, punctuation and foreign letters alone', () => {
    expect(latinToCyrillic('Tačka 12/3: WiFi')).toBe('Тачка 12/3: WиФи');
  });
});

describe('Serbian Cyrillic to Latin', () => {
  it('writes Љ, Њ and Џ as two letters, in capitals when the word is', () => {
    expect(cyrillicToLatin('Љубиње')).toBe('Ljubinje');
    expect(cyrillicToLatin('ЉУБИЊЕ')).toBe('LJUBINJE');
    expect(cyrillicToLatin('Џевад')).toBe('Dževad');
  });

  it('round-trips real words', () => {
    for (const word of ['Ključ', 'Trebinje', 'Njivice', 'Doboj', 'Prnjavor', 'Šekovići']) {
      expect(cyrillicToLatin(latinToCyrillic(word))).toBe(word);
    }
  });
});

describe('ASCII folding', () => {
  it('drops marks and writes đ as dj', () => {
    expect(toAscii('Упутство за коришћење')).toBe('Uputstvo za koriscenje');
    expect(toAscii('Đurđevdan, Čapljina, Široki Brijeg')).toBe('Djurdjevdan, Capljina, Siroki Brijeg');
  });
});
