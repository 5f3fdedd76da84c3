import { describe, expect, it } from 'vitest';
import { compareText } from './collation';

describe('alphabetical order', () => {
  it.each(['bs', 'hr'] as const)(
    'puts č, ć, dž, đ, lj, nj, š and ž after their base letters (%s)',
    (language) => {
      const words = [
        'žaba',
        'zora',
        'šuma',
        'sova',
        'njiva',
        'nož',
        'ljubav',
        'lopta',
        'đak',
        'dževa',
        'dan',
        'ćup',
        'čaj',
        'cvijet',
      ];
      expect([...words].sort(compareText(language))).toEqual([
        'cvijet',
        'čaj',
        'ćup',
        'dan',
        'dževa',
        'đak',
        'lopta',
        'ljubav',
        'nož',
        'njiva',
        'sova',
        'šuma',
        'zora',
        'žaba',
      ]);
      // The order of English (and of a Bosnian page sorted as if it were) differs.
      expect(['cvijet', 'čaj'].sort(compareText(language))).not.toEqual(
        ['cvijet', 'čaj'].sort(new Intl.Collator('en').compare),
      );
    },
  );

  it('keeps capitals beside their small letters', () => {
    expect(['Zenica', 'Čapljina', 'Cazin', 'Ćelić', 'banja Luka'].sort(compareText('bs'))).toEqual([
      'banja Luka',
      'Cazin',
      'Čapljina',
      'Ćelić',
      'Zenica',
    ]);
  });

  it('follows the Serbian Cyrillic alphabet', () => {
    const alphabet = 'а б в г д ђ е ж з и ј к л љ м н њ о п р с т ћ у ф х ц ч џ ш'.split(' ');
    expect([...alphabet].reverse().sort(compareText('sr_cyr'))).toEqual(alphabet);
    expect(
      ['шума', 'џак', 'чај', 'ћуп', 'ђак', 'љубав', 'лопта', 'њива', 'нож'].sort(compareText('sr_cyr')),
    ).toEqual(['ђак', 'лопта', 'љубав', 'нож', 'њива', 'ћуп', 'чај', 'џак', 'шума']);
  });
});
