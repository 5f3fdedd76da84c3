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
 * Word beginnings where the letters of a digraph belong to a prefix and a stem, matched
 * in lower case. Only these stems: Odžak, Odžaci, odžačar and nadžak have a real dž.
 */
const digraphExceptions = [
  'odžal', // od-žaliti
  'odživ', // od-živjeti
  'nadživ', // nad-živjeti
  'podžup', // pod-župan
  'podžanr', // pod-žanr
  'injek', // in-jekcija, in-jektor
  'konjug', // kon-jugacija
  'konjunk', // kon-junkcija, kon-junktura
  'tanjug', // Tan-jug
  'vanjez', // van-jezički
];

/**
 * Words Serbian Cyrillic text keeps in Latin letters, as keyboards and programs print
 * them: key names, file formats and product names. Nothing else in a Cyrillic text is Latin.
 */
export const LATIN_IN_CYRILLIC: readonly string[] = [
  'Tab',
  'Shift',
  'Esc',
  'Enter',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'csv',
  'jpg',
  'jpeg',
  'png',
  'bmp',
  'webp',
  'mov',
  'PDF',
  'JPG',
  'PNG',
  'BMP',
  'MOV',
  'CSV',
  'Word',
  'Excel',
  'OpenStreetMap',
  'Google',
];
const keptLatin = new Set(LATIN_IN_CYRILLIC);

function matchCase(source: string, target: string): string {
  if (source === source.toLowerCase()) return target;
  return source.length > 1 && source === source.toUpperCase()
    ? target.toUpperCase()
    : target.charAt(0).toUpperCase() + target.slice(1);
}

/**
 * Serbian Latin text in Cyrillic; letters outside the alphabet (q, w, x, y, digits) and
 * the words of `LATIN_IN_CYRILLIC` ("PDF", "Enter") stay as they are.
 */
export function latinToCyrillic(text: string): string {
  return text.replace(/\p{L}+/gu, (word, offset: number) => {
    // "doc." is a docent ("doc. dr."), written доц. in Cyrillic; "doc" alone is the file format.
    if (keptLatin.has(word) && !(word === 'doc' && text[offset + word.length] === '.')) return word;
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
