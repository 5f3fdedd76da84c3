import { Gender, Profile } from '@portal/contracts';
import { eq, inArray, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { appUser } from '../accounts/accounts.schema';
import { sensitiveCategory } from '../code-lists/code-lists.schema';
import { complaintWorld, post, report } from './complaints.fixtures';
import { complaint } from './complaints.schema';

describe('the public statistics by who reported the complaints', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let roma: number;
  let returnees: number;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
    const db = ctx.database.db;
    const named = (bs: string, sr: string) => ({ bs, hr: bs, sr_cyr: sr });
    const [r, p] = await db
      .insert(sensitiveCategory)
      .values([
        { municipalityId: 6, name: named('Romi', 'Роми'), description: named('', ''), sortOrder: -2 },
        {
          municipalityId: 6,
          name: named('Povratnici', 'Повратници'),
          description: named('', ''),
          sortOrder: -1,
        },
      ])
      .returning({ id: sensitiveCategory.id });
    roma = r!.id;
    returnees = p!.id;
    // Only these two are offered, so that the counts below do not depend on the code list's seed.
    await db
      .update(sensitiveCategory)
      .set({ active: false })
      .where(notInArray(sensitiveCategory.id, [roma, returnees]));

    const person = async (profile: {
      sex: number;
      birthYear: number;
      sensitiveCategoryId: number | null;
    }) => {
      const p = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
      await db.update(appUser).set(profile).where(eq(appUser.id, p.user.id));
      return p.headers;
    };
    // Three men and three women report roads; one of the women and a girl report lights, and
    // one anonymous citizen twice.
    const men = [];
    for (let i = 0; i < 3; i++)
      men.push(await person({ sex: Gender.Male, birthYear: 1985, sensitiveCategoryId: null }));
    const women = [];
    for (let i = 0; i < 3; i++) {
      women.push(await person({ sex: Gender.Female, birthYear: 1990, sensitiveCategoryId: returnees }));
    }
    const girl = await person({ sex: Gender.Female, birthYear: 2010, sensitiveCategoryId: roma });
    const anonymous = (await signedIn(ctx, { profileId: Profile.AnonymousCitizen, email: null })).headers;
    const ids: number[] = [];
    for (const headers of [...men, ...women]) ids.push((await report(ctx, headers, w.roads)).id);
    for (const headers of [women[0]!, girl, anonymous, anonymous])
      ids.push((await report(ctx, headers, w.lights)).id);
    await db
      .update(complaint)
      .set({ dateCreated: new Date('2025-05-05T10:00:00Z') })
      .where(inArray(complaint.id, ids));
    // The first man's complaint was a year earlier; two roads complaints and a lights one are resolved.
    await db
      .update(complaint)
      .set({ dateCreated: new Date('2024-06-01T10:00:00Z') })
      .where(eq(complaint.id, ids[0]!));
    const resolve = (id: number, hours: number) =>
      db
        .update(complaint)
        .set({ statusId: 5, dateResolved: new Date(Date.parse('2025-05-05T10:00:00Z') + hours * 3_600_000) })
        .where(eq(complaint.id, id));
    await resolve(ids[1]!, 10);
    await resolve(ids[2]!, 20);
    await resolve(ids[6]!, 48);
  });
  afterAll(() => ctx.close());

  const statistics = async (body: Record<string, unknown> = {}) => {
    const res = await post(ctx, '/api/Complaints/GetStatistics', {}, { languageId: 1, ...body });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('counts complaints per category and year, and the resolved ones with their average hours', async () => {
    const s = await statistics();
    expect(s.total).toBe(10);
    expect(s.byCategoryPerYear).toEqual([
      { id: w.roads, name: 'Putevi', year: 2024, count: 1 },
      { id: w.roads, name: 'Putevi', year: 2025, count: 5 },
      { id: w.lights, name: 'Rasvjeta', year: 2025, count: 4 },
    ]);
    expect(s.resolvedByCategory).toEqual([
      { id: w.roads, name: 'Putevi', count: 2, averageHours: 15 },
      { id: w.lights, name: 'Rasvjeta', count: 1, averageHours: 48 },
    ]);
    const since2025 = await statistics({ dateFrom: '2025-01-01' });
    expect(
      since2025.byCategoryPerYear.map((r: { year: number; count: number }) => [r.year, r.count]),
    ).toEqual([
      [2025, 5],
      [2025, 4],
    ]);
  });

  it('counts them by sex, age group and sensitive category, hiding groups of fewer than 3 people', async () => {
    const s = await statistics();
    expect(s.minimumGroup).toBe(3);
    // Women: 5 complaints of 4 people. Not known: the anonymous citizen's 2, one person,
    // hidden; the men's 3 hidden too, or the total (10) would give it.
    expect(s.bySex).toEqual([
      { id: Gender.Male, name: '', count: null },
      { id: Gender.Female, name: '', count: 5 },
      { id: null, name: '', count: null },
    ]);
    // Age at the complaint: the girl was 15 (hidden, alone); the anonymous citizen not known.
    expect(s.byAgeGroup).toEqual([
      { id: 1, name: '', count: null },
      { id: 2, name: '', count: 7 },
      { id: 3, name: '', count: 0 },
      { id: null, name: '', count: null },
    ]);
    // Roma: the girl alone; returnees (4) hidden with her, or 10 − 5 would give her.
    expect(s.bySensitiveCategory).toEqual([
      { id: roma, name: 'Romi', count: null },
      { id: returnees, name: 'Povratnici', count: null },
      { id: null, name: '', count: 5 },
    ]);
  });

  it('counts each category by sex, hiding until no hidden count can be worked out', async () => {
    const s = await statistics();
    const table = s.byCategoryAndSex.map((r: { name: string; bySex: { count: number | null }[] }) => [
      r.name,
      ...r.bySex.map((c) => c.count),
    ]);
    // Lights: a woman and the girl (2 people) and the anonymous citizen: hidden. Then every
    // row and column with one hidden count gets another: the men's total, then roads' men
    // and women.
    expect(table).toEqual([
      ['Putevi', null, null, 0],
      ['Rasvjeta', 0, null, null],
    ]);
    const counts = [
      s.bySex.map((c: { count: number | null }) => c.count),
      ...table.map((r: unknown[]) => r.slice(1)),
    ];
    for (const line of [...counts, ...[0, 1, 2].map((i) => counts.map((r) => r[i]))]) {
      expect(line.filter((c: number | null) => c === null).length).not.toBe(1);
    }
  });

  it('names the sensitive categories in the caller’s language', async () => {
    const s = await statistics({ languageId: 2 });
    expect(s.bySensitiveCategory.slice(0, 2).map((r: { name: string }) => r.name)).toEqual([
      'Роми',
      'Повратници',
    ]);
  });
});
