import { ComplaintStatus } from '@portal/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { complaintWorld, report } from './complaints.fixtures';
import { complaint } from './complaints.schema';
import { type ComplaintConditions, searchComplaints } from './complaints-search.repository';

// The visitors' list is prepared once per shape (which filters are given, decision 0030): each
// call of a shape must find what its own values ask for, not what the first call of it asked.
describe('the public list by the filters visitors give (prepared per shape)', () => {
  let ctx: TestContext;
  const ids: Record<string, number> = {};
  beforeAll(async () => {
    ctx = await startApp();
    const w = await complaintWorld(ctx);
    const add = async (key: string, categoryId: number, title: string, dateCreated: string) => {
      ids[key] = (await report(ctx, w.citizen.headers, categoryId, { title, description: title })).id;
      await ctx.database.db
        .update(complaint)
        .set({ dateCreated: new Date(dateCreated) })
        .where(eq(complaint.id, ids[key]!));
    };
    await add('hole', w.roads, 'Udarna rupa na kolovozu', '2026-03-02T10:00:00Z');
    await add('sign', w.roads, 'Oboren saobraćajni znak', '2026-05-10T10:00:00Z');
    await add('lamp', w.lights, 'Ne radi ulična rasvjeta', '2026-04-01T10:00:00Z');
    await add('dark', w.lights, 'Rasvjeta u parku ne radi', '2026-06-20T10:00:00Z');
    await ctx.database.db
      .update(complaint)
      .set({ statusId: ComplaintStatus.Resolved })
      .where(inArray(complaint.id, [ids['sign']!, ids['dark']!]));
    Object.assign(ids, { roads: w.roads, lights: w.lights });
  });
  afterAll(() => ctx.close());

  const page = async (filters: Partial<ComplaintConditions>, direction: 'asc' | 'desc' = 'desc') => {
    const { rows, totalCount } = await searchComplaints(
      ctx.database.db,
      { municipalityId: 6, publicOnly: true, ...filters },
      { sort: 'dateCreated', direction, language: 'bs', pageNumber: 1, pageSize: 10 },
    );
    const found = rows.map((r) => Object.entries(ids).find(([, id]) => id === r.id)?.[0]);
    return { found, totalCount };
  };

  it('finds what each call’s own category, status, words and days ask for', async () => {
    expect(await page({})).toEqual({ found: ['dark', 'sign', 'lamp', 'hole'], totalCount: 4 });
    expect(await page({}, 'asc')).toEqual({ found: ['hole', 'lamp', 'sign', 'dark'], totalCount: 4 });
    // One shape, two values.
    expect(await page({ categoryId: ids['roads'] })).toEqual({ found: ['sign', 'hole'], totalCount: 2 });
    expect(await page({ categoryId: ids['lights'] })).toEqual({ found: ['dark', 'lamp'], totalCount: 2 });
    expect(await page({ categoryId: ids['lights'], statusId: ComplaintStatus.Resolved })).toEqual({
      found: ['dark'],
      totalCount: 1,
    });
    expect(await page({ categoryId: ids['roads'], statusId: ComplaintStatus.Resolved })).toEqual({
      found: ['sign'],
      totalCount: 1,
    });
    expect(await page({ text: 'rasvjeta' })).toEqual({ found: ['dark', 'lamp'], totalCount: 2 });
    expect(await page({ text: 'rupa kolov' })).toEqual({ found: ['hole'], totalCount: 1 });
    // Text without a word filters nothing, as before.
    expect(await page({ text: ' - ' })).toEqual({ found: ['dark', 'sign', 'lamp', 'hole'], totalCount: 4 });
    expect(await page({ dateFrom: '2026-04-01', dateTo: '2026-05-10' })).toEqual({
      found: ['sign', 'lamp'],
      totalCount: 2,
    });
    expect(await page({ dateFrom: '2026-05-11', dateTo: '2026-12-31' })).toEqual({
      found: ['dark'],
      totalCount: 1,
    });
    expect(await page({ text: 'radi', categoryId: ids['lights'], dateTo: '2026-05-01' })).toEqual({
      found: ['lamp'],
      totalCount: 1,
    });
  });

  it('leaves out what visitors are not shown, in every shape', async () => {
    await ctx.database.db.update(complaint).set({ visible: false }).where(eq(complaint.id, ids['lamp']!));
    expect(await page({ categoryId: ids['lights'] })).toEqual({ found: ['dark'], totalCount: 1 });
    expect(await page({ text: 'rasvjeta' })).toEqual({ found: ['dark'], totalCount: 1 });
    await ctx.database.db.update(complaint).set({ visible: true }).where(eq(complaint.id, ids['lamp']!));
  });
});
