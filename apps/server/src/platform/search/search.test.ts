import { type SQL, sql } from 'drizzle-orm';
import { type AnyPgColumn, PgDialect, getTableConfig, pgTable, text } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshDatabase } from '../../../test/database';
import { type Database, queryRows } from '../db/database';
import { fold, foldForSearch, foldQuery, matches, searchColumn } from './search';

/** Words in both scripts, each with what it must fold to. */
const WORDS: readonly (readonly [string, string])[] = [
  ['Odžaci', 'odzaci'],
  ['Оџаци', 'odzaci'],
  ['ODŽACI', 'odzaci'],
  ['ОЏАЦИ', 'odzaci'],
  ['Đurđevdan', 'djurdjevdan'],
  ['Ђурђевдан', 'djurdjevdan'],
  ['ĐURĐEVDAN', 'djurdjevdan'],
  ['ЂУРЂЕВДАН', 'djurdjevdan'],
  ['Djurdjevdan', 'djurdjevdan'],
  ['Ljubljana', 'ljubljana'],
  ['Љубљана', 'ljubljana'],
  ['Njegoš', 'njegos'],
  ['Његош', 'njegos'],
  ['Čačak', 'cacak'],
  ['Чачак', 'cacak'],
  ['Ćuprija', 'cuprija'],
  ['Ћуприја', 'cuprija'],
  ['Šabac', 'sabac'],
  ['Шабац', 'sabac'],
  ['Žepče', 'zepce'],
  ['Жепче', 'zepce'],
  ['rupa', 'rupa'],
  ['рупа', 'rupa'],
  ['Бања Лука', 'banja luka'],
  ['Херцеговина', 'hercegovina'],
  ['Јајце', 'jajce'],
  ['Фоча', 'foca'],
  ['Café Müller', 'cafe muller'],
  ['Kolovoz 12/3', 'kolovoz 12/3'],
  ["O'Brien", "o'brien"],
];

/** Inputs that are tsquery syntax, or try to be. */
const HOSTILE = [
  `:*&|!()'\\`,
  `rupa' | 'kolovoz`,
  `rupa | kolovoz`,
  `rupa & !kolovoz`,
  `!rupa`,
  `(rupa`,
  `rupa)`,
  `rupa:*`,
  `rupa:A`,
  `rupa <-> kolovoz`,
  `rupa\\`,
  `'`,
  `''`,
  `\\'`,
  `&&&`,
  `rupa'); drop table complaint; --`,
  'rupa\u0000kolovoz',
  'a'.repeat(5000),
];

describe('search', () => {
  let database: Database;
  beforeAll(async () => {
    database = await freshDatabase(inject('template'));
  });
  afterAll(() => database.close());

  const foldInSql = async (word: string) =>
    (
      await queryRows<{ folded: string }>(
        database.db,
        sql`select ${foldForSearch(sql`${word}::text`)} as folded`,
      )
    )[0]!.folded;

  /** Which of the texts, folded into a vector like a search column's, match the query. */
  const found = async (texts: readonly string[], query: string) => {
    const condition = matches(sql`to_tsvector('simple'::regconfig, ${foldForSearch(sql`t`)})`, query);
    if (!condition) return null;
    const list = sql.join(
      texts.map((t) => sql`${t}::text`),
      sql`, `,
    );
    const rows = await queryRows<{ t: string }>(
      database.db,
      sql`select t from unnest(array[${list}]) as v(t) where ${condition} order by t`,
    );
    return rows.map((r) => r.t);
  };

  it('folds Latin with and without diacritics and Serbian Cyrillic to the same letters', () => {
    for (const [word, folded] of WORDS) expect(fold(word), word).toBe(folded);
  });

  it('folds in SQL exactly as in TypeScript', async () => {
    for (const [word] of WORDS) expect(await foldInSql(word), word).toBe(fold(word));
    expect(await foldInSql('Ђорђе Đorđe đ Đ ђ Ђ дж dž џ')).toBe(fold('Ђорђе Đorđe đ Đ ђ Ђ дж dž џ'));
  });

  it('finds a text in one script by words in the other, by prefixes and without diacritics', async () => {
    const texts = ['Rupa na putu u Odžacima', 'Оштећен шахт код Чаршијске џамије', 'Đurđevdanska ulica'];
    expect(await found(texts, 'Оџаци')).toEqual(['Rupa na putu u Odžacima']);
    expect(await found(texts, 'рупа оџац')).toEqual(['Rupa na putu u Odžacima']);
    expect(await found(texts, 'odzac')).toEqual(['Rupa na putu u Odžacima']);
    expect(await found(texts, 'sah carsij')).toEqual(['Оштећен шахт код Чаршијске џамије']);
    expect(await found(texts, 'Čaršijske DŽAMIJE')).toEqual(['Оштећен шахт код Чаршијске џамије']);
    expect(await found(texts, 'Ђурђевдан')).toEqual(['Đurđevdanska ulica']);
    expect(await found(texts, 'djurdj')).toEqual(['Đurđevdanska ulica']);
    expect(await found(texts, 'rupa kolovoz')).toEqual([]);
  });

  it('builds a prefix query of letters and digits only', () => {
    expect(foldQuery('Рупа  kod Čaršije!')).toBe('rupa:* & kod:* & carsije:*');
    expect(foldQuery(' ,.;-  ')).toBeNull();
    expect(foldQuery('')).toBeNull();
    expect(foldQuery('a b c d e f g h i j')?.split(' & ')).toHaveLength(8);
    for (const input of HOSTILE) {
      const query = foldQuery(input);
      if (query) expect(query, input).toMatch(/^[\p{L}\p{N}]{1,60}:\*( & [\p{L}\p{N}]{1,60}:\*)*$/u);
    }
    expect(matches(sql`v`, '')).toBeUndefined();
    expect(matches(sql`v`, `'&|!`)).toBeUndefined();
  });

  it('cannot be broken or turned by tsquery syntax: every word must match', async () => {
    const texts = ['rupa na cesti', 'kolovoz oštećen', "O'Brien i rupa"];
    for (const input of HOSTILE) await expect(found(texts, input), input).resolves.toBeDefined();
    // "|" does not make an "or", "!" does not negate, quotes do not end a lexeme.
    expect(await found(texts, 'rupa | kolovoz')).toEqual([]);
    expect(await found(texts, `rupa' | 'kolovoz`)).toEqual([]);
    expect(await found(texts, 'rupa & !cesti')).toEqual(['rupa na cesti']);
    expect(await found(texts, '!kolovoz')).toEqual(['kolovoz oštećen']);
    expect(await found(texts, `o'brien`)).toEqual(["O'Brien i rupa"]);
    expect(await found(texts, `:*&|!()'\\`)).toBeNull();
  });

  it('declares a generated column the database accepts and searches', async () => {
    const probe = pgTable('search_probe', {
      title: text('title').notNull(),
      note: text('note'),
      search: searchColumn((): AnyPgColumn[] => [probe.title, probe.note]),
    });
    const column = getTableConfig(probe).columns.find((c) => c.name === 'search')!;
    const generated = column.generated!.as as () => SQL;
    const expression = new PgDialect().sqlToQuery(generated());
    expect(expression.params).toEqual([]);
    expect(expression.sql).toContain('coalesce("search_probe"."note"');
    await database.db.execute(
      sql.raw(
        `create table search_probe (title text not null, note text,
         search tsvector generated always as (${expression.sql}) stored not null)`,
      ),
    );
    await database.db.execute(
      sql`insert into search_probe (title, note) values ('Љубљанска улица', null), ('Njegoševa', 'рупа')`,
    );
    const titles = async (query: string) =>
      (
        await queryRows<{ title: string }>(
          database.db,
          sql`select title from search_probe where ${matches(sql`search`, query)} order by title`,
        )
      ).map((r) => r.title);
    expect(await titles('ljubljan')).toEqual(['Љубљанска улица']);
    expect(await titles('његош рупа')).toEqual(['Njegoševa']);
    expect(await titles('ulica rupa')).toEqual([]);
  });
});
