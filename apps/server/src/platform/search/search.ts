import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, customType } from 'drizzle-orm/pg-core';

/**
 * Accent- and script-folding text search (decision 0021). Stored text and the words a
 * reader types are folded alike to lower-case ASCII Latin, so Latin with or without
 * diacritics and Serbian Cyrillic find one another: "Оџаци", "Odžaci" and "odzaci" all
 * fold to "odzaci"; "Ђурђевдан", "Đurđevdan" and "Djurdjevdan" to "djurdjevdan".
 *
 * The folding is written once here, as a table, and applied both in TypeScript (the
 * query) and in SQL (the stored vector). The SQL is only `lower`, `replace` and
 * `translate`, which are IMMUTABLE, so it may stand in a generated column; no extension
 * (unaccent is not in PGlite) is needed.
 */

/**
 * Letters that fold to two: đ/ђ → dj (how đ is written without diacritics, so "dj"
 * finds it), љ → lj, њ → nj, џ → dz (as "dž" folds), and the Latin digraph letters.
 * Upper case is listed too: under the C locale PostgreSQL's `lower` leaves non-ASCII alone.
 */
const PAIRS: readonly (readonly [string, string])[] = [
  ['đ', 'dj'],
  ['Đ', 'dj'],
  ['ђ', 'dj'],
  ['Ђ', 'dj'],
  ['љ', 'lj'],
  ['Љ', 'lj'],
  ['њ', 'nj'],
  ['Њ', 'nj'],
  ['џ', 'dz'],
  ['Џ', 'dz'],
  ['ǆ', 'dz'],
  ['ǅ', 'dz'],
  ['Ǆ', 'dz'],
  ['ǉ', 'lj'],
  ['ǈ', 'lj'],
  ['Ǉ', 'lj'],
  ['ǌ', 'nj'],
  ['ǋ', 'nj'],
  ['Ǌ', 'nj'],
];

/** Letters that fold to one, as (from, to) strings of equal length for `translate`. */
const LETTERS: readonly (readonly [string, string])[] = [
  // Serbian Cyrillic (with Ј, which the Latin script writes J).
  ['абвгдежзијклмнопрстћуфхцчш', 'abvgdezzijklmnoprstcufhccs'],
  ['АБВГДЕЖЗИЈКЛМНОПРСТЋУФХЦЧШ', 'abvgdezzijklmnoprstcufhccs'],
  // Latin of Bosnian, Croatian and Serbian.
  ['čćšž', 'ccsz'],
  ['ČĆŠŽ', 'ccsz'],
  // Other Latin accents met in names and addresses.
  ['áàâäãåāéèêëēěíìîïīóòôöõøōúùûüūůýÿñńňřśťźżłçğ', 'aaaaaaaeeeeeeiiiiiooooooouuuuuuyynnnrstzzlcg'],
  ['ÁÀÂÄÃÅĀÉÈÊËĒĚÍÌÎÏĪÓÒÔÖÕØŌÚÙÛÜŪŮÝŸÑŃŇŘŚŤŹŻŁÇĞ', 'aaaaaaaeeeeeeiiiiiooooooouuuuuuyynnnrstzzlcg'],
];
const FROM = LETTERS.map(([from]) => from).join('');
const TO = LETTERS.map(([, to]) => to).join('');
const SINGLE = new Map([...FROM].map((letter, i) => [letter, TO[i]!]));
const DOUBLE = new Map(PAIRS);

/** Text folded for searching, in TypeScript: the same letters as `foldForSearch` gives. */
export function fold(text: string): string {
  let folded = '';
  for (const letter of text.normalize('NFC').toLowerCase()) {
    folded += DOUBLE.get(letter) ?? SINGLE.get(letter) ?? letter;
  }
  return folded;
}

/** Literals of the fold, inlined so that the expression can be a generated column's. */
const literal = (text: string) => sql.raw(`'${text.replaceAll("'", "''")}'`);

/** Text folded for searching, in SQL (IMMUTABLE: usable in a generated column or an index). */
export function foldForSearch(text: SQL | AnyPgColumn): SQL {
  let folded = sql`lower(${text})`;
  for (const [from, to] of PAIRS) folded = sql`replace(${folded}, ${literal(from)}, ${literal(to)})`;
  return sql`translate(${folded}, ${literal(FROM)}, ${literal(TO)})`;
}

/** Words of a query at most: more narrow a search no further and only cost. */
const MAX_WORDS = 8;
/** Characters of a word at most: a prefix of a long word still finds it. */
const MAX_WORD = 60;

/**
 * The words of a query, folded, as a tsquery matching each as a prefix ("rup:* & kol:*"),
 * or null when it has no word. Only letters and digits reach the tsquery, so `:*&|!()'\`
 * and the like separate words and can neither break nor change the query.
 */
export function foldQuery(text: string): string | null {
  const words = fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .slice(0, MAX_WORDS)
    .map((word) => [...word].slice(0, MAX_WORD).join(''));
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * The condition that a search column matches every word of `text` as a prefix, or
 * undefined when the text has no word (for `and(...)`, which skips it).
 */
export function matches(
  column: SQL | AnyPgColumn,
  text: string | null | undefined,
  /** The query as the statement takes it: a placeholder for a prepared statement (decision 0030). */
  bind: (query: string) => string | Placeholder = (query) => query,
): SQL | undefined {
  const query = text ? foldQuery(text) : null;
  return query ? sql`${column} @@ to_tsquery('simple', ${bind(query)})` : undefined;
}

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * A stored generated tsvector over the given text columns, folded; give it a GIN index
 * and search it with `matches`. The columns come from a function because they belong to
 * the table being declared, typed so that the table's type does not depend on itself:
 * `search: searchColumn((): AnyPgColumn[] => [topic.title, topic.text])`.
 */
export function searchColumn(columns: () => readonly AnyPgColumn[], name = 'search') {
  return tsvector(name)
    .notNull()
    .generatedAlwaysAs((): SQL => {
      const texts = columns().map((column) =>
        column.notNull ? sql`${column}` : sql`coalesce(${column}, '')`,
      );
      return sql`to_tsvector('simple'::regconfig, ${foldForSearch(sql.join(texts, sql` || ' ' || `))})`;
    });
}
