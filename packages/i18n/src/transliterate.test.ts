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
    expect(latinToCyrillic('odžaliti, odživio, podžanr')).toBe('оджалити, одживио, поджанр');
    expect(latinToCyrillic('konjugacija, konjunkcija, Tanjug, vanjezički')).toBe(
      'конјугација, конјункција, Танјуг, ванјезички',
    );
  });

  it('writes dž as one letter where it is one, prefixes or not', () => {
    expect(latinToCyrillic('Odžaci')).toBe('Оџаци');
    expect(latinToCyrillic('Odžak i odžačar')).toBe('Оџак и оџачар');
    expect(latinToCyrillic('nadžak, podžilitati')).toBe('наџак, поџилитати');
    expect(latinToCyrillic('konj, injam')).toBe('коњ, ињам');
  });

  it('keeps key names, file formats and product names in Latin', () => {
    expect(latinToCyrillic('Pritisnite Tab, Shift ili Enter')).toBe('Притисните Tab, Shift или Enter');
    expect(latinToCyrillic('Dokumenti (PDF, docx, xlsx) i slike (jpg, png)')).toBe(
      'Документи (PDF, docx, xlsx) и слике (jpg, png)',
    );
    expect(latinToCyrillic('Word, Excel i OpenStreetMap')).toBe('Word, Excel и OpenStreetMap');
    // …but not the docent's "doc." or a word that only contains such a name.
    expect(latinToCyrillic('doc. dr. Amra Tabaković')).toBe('доц. др. Амра Табаковић');
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
