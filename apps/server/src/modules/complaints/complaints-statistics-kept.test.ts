import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { LARGE_COUNT } from '../../platform/cache';
import { complaintWorld, post, report } from './complaints.fixtures';

/**
 * A large municipality's statistics (decision 0030): counted once, kept a minute, answered
 * in each language from the kept counts; a report made meanwhile shows after the minute (on
 * the embedded database, at once).
 */
describe('the statistics of a large municipality', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    await ctx.database.db.execute(sql`
      insert into complaint (municipality_id, year, sequence, title, description, category_id, user_id,
                             latitude, longitude, address)
      select 6, 1999, n, 'Mjerenje ' || n, '', ${w.roads}, ${w.citizen.user.id}, 44.54, 18.67, 'Adresa'
      from generate_series(1, ${LARGE_COUNT}) n`);
  }, 60_000);
  afterAll(() => ctx.close());

  const statistics = async (languageId: number) =>
    (await post(ctx, '/api/Complaints/GetStatistics', {}, { languageId })).json();

  it('answers every language from counts made once, and does not count again within the minute', async () => {
    const bs = await statistics(1);
    expect(bs.total).toBe(LARGE_COUNT);
    const [cyrillic, croatian] = await Promise.all([statistics(2), statistics(3)]);
    expect([cyrillic.total, croatian.total]).toEqual([LARGE_COUNT, LARGE_COUNT]);
    // The category's name is each language's (complaintWorld names it alike; the counts are shared).
    expect(cyrillic.byCategory).toEqual(bs.byCategory);
    await report(ctx, w.citizen.headers, w.roads);
    if (ctx.database.kind === 'postgres') {
      // Other processes write to a PostgreSQL server too: the kept counts stand their minute.
      expect((await statistics(1)).total).toBe(LARGE_COUNT);
      expect(await statistics(1)).toEqual(bs);
    } else {
      // The embedded database is this process's alone: its counts stand while its data does.
      expect((await statistics(1)).total).toBe(LARGE_COUNT + 1);
    }
  });
});
