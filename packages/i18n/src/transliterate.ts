/**
 * Serbian Latin ↔ Cyrillic, letter for letter (the two alphabets map one to one,
 * with lj, nj and dž as single Cyrillic letters), and a plain-ASCII folding for
 * places that accept nothing else (file name fallbacks).
 */

const single: Record<string, string> = {
  a: 'а',
  b: 'б',
  c: 'ц',
  č: 'ч',
  ć: 'ћ',
  d: 'д',
  đ: 'ђ',
  e: 'е',
  f: 'ф',
  g: 'г',
  h: 'х',
  i: 'и',
  j: 'ј',
  k: 'к',
  l: 'л',
  m: 'м',
  n: 'н',
  o: 'о',
  p: 'п',
  r: 'р',
  s: 'с',
  š: 'ш',
  t: 'т',
  u: 'у',
  v: 'в',
  z: 'з',
  ž: 'ж',
};
const digraphs: Record<string, string> = { lj: 'љ', nj: 'њ', dž: 'џ' };

/**
 * Words where the letters of a digraph belong to two syllables (nad-živjeti, in-jekcija);
 * matched at the start of a word, in lower case.
 */
const digraphExceptions = ['nadž', 'podž', 'odž', 'injek', 'konjug', 'konjunk', 'tanjug'];

function matchCase(source: string, target: string): string {
  if (source === source.toLowerCase()) return target;
  return source.length > 1 && source === source.toUpperCase()
    ? target.toUpperCase()
    : target.charAt(0).toUpperCase() + target.slice(1);
}

/** Serbian Latin text in Cyrillic; letters outside the alphabet (q, w, x, y, digits) stay as they are. */
export function latinToCyrillic(text: string): string {
  return text.replace(/\p{L}+/gu, (word) => {
    const lower = word.toLowerCase();
    const noDigraphAt = new Set<number>();
    for (const exception of digraphExceptions) {
      if (!lower.startsWith(exception)) continue;
      const at = Math.max(...Object.keys(digraphs).map((d) => exception.indexOf(d)));
      noDigraphAt.add(at);
    }
    let out = '';
    for (let i = 0; i < word.length; i += 1) {
      const pair = lower.slice(i, i + 2);
      if (digraphs[pair] && !noDigraphAt.has(i)) {
        out += matchCase(word.slice(i, i + 2), digraphs[pair]).charAt(0);
        i += 1;
        continue;
      }
      const ch = word[i]!;
      const mapped = single[ch.toLowerCase()];
      out += mapped ? (ch === ch.toLowerCase() ? mapped : mapped.toUpperCase()) : ch;
    }
    return out;
  });
}

const toLatin: Record<string, string> = Object.fromEntries([
  ...Object.entries(single).map(([latin, cyrillic]) => [cyrillic, latin]),
  ...Object.entries(digraphs).map(([latin, cyrillic]) => [cyrillic, latin]),
]);

/** Serbian Cyrillic text in Latin letters. */
export function cyrillicToLatin(text: string): string {
  let out = '';
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i]!;
    const latin = toLatin[ch.toLowerCase()];
    if (!latin) {
      out += ch;
      continue;
    }
    if (ch === ch.toLowerCase()) {
      out += latin;
      continue;
    }
    // Љ before a capital (or alone in capitals) is LJ; before a small letter, Lj.
    const next = text[i + 1];
    const allCaps = next !== undefined && next !== next.toLowerCase();
    out += allCaps ? latin.toUpperCase() : latin.charAt(0).toUpperCase() + latin.slice(1);
  }
  return out;
}

/** Plain ASCII: Cyrillic turned Latin, đ as dj, other marks dropped. */
export function toAscii(text: string): string {
  return cyrillicToLatin(text)
    .replace(/đ/g, 'dj')
    .replace(/Đ/g, 'Dj')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '');
}
