import { ComplaintParameter, ComplaintStatus } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { queryRows } from '../../platform/db/database';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { boundingBox, EARTH_RADIUS_M, nearbyComplaints, nearbyQuery } from './complaints-nearby.repository';
import { complaintWorld, get, type Headers, photoWithGps, post, report, upload } from './complaints.fixtures';
import { complaint, complaintParameter } from './complaints.schema';

/** Metres in a degree of latitude on the sphere the query measures on. */
const texts = (name: string) => ({ bs: name, hr: name, sr_cyr: name });
const PER_DEGREE = (EARTH_RADIUS_M * Math.PI) / 180;
const north = (lat: number, m: number) => lat + m / PER_DEGREE;
const east = (lat: number, lng: number, m: number) =>
  lng + m / (PER_DEGREE * Math.cos((lat * Math.PI) / 180));

describe('complaints near a pin (Complaints.GetNearby)', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  beforeAll(async () => {
    ctx = await startApp();
    w = await complaintWorld(ctx);
  });
  afterAll(() => ctx.close());

  const db = () => ctx.database.db;
  const nearby = (pin: { latitude: number; longitude: number }, categoryId: number, headers: Headers = {}) =>
    post(ctx, '/api/Complaints/GetNearby', headers, { ...pin, categoryId, languageId: 1 });
  /** A complaint reported at a position, then set as the test needs it. */
  async function placed(
    position: { latitude: number; longitude: number },
    options: {
      categoryId?: number;
      headers?: Headers;
      set?: Partial<typeof complaint.$inferInsert>;
      body?: Record<string, unknown>;
    } = {},
  ) {
    const { id, number } = await report(
      ctx,
      options.headers ?? w.citizen.headers,
      options.categoryId ?? w.roads,
      {
        ...position,
        title: `Problem kod ${position.latitude.toFixed(5)}`,
        ...options.body,
      },
    );
    if (options.set) await db().update(complaint).set(options.set).where(eq(complaint.id, id));
    return { id, number };
  }

  it('offers open and recently resolved public reports of the category within the distance, the nearest first', async () => {
    const pin = { latitude: 44.538, longitude: 18.676 };
    const at = (m: number) => ({ latitude: north(pin.latitude, m), longitude: pin.longitude });
    const days = (n: number) => new Date(Date.now() - n * 86_400_000);

    const open50 = await placed(at(50));
    const assigned120East = await placed(
      { latitude: pin.latitude, longitude: east(pin.latitude, pin.longitude, 120) },
      { set: { statusId: ComplaintStatus.Assigned, organizationalUnitId: w.unitA } },
    );
    const resolvedLately80 = await placed(at(-80), {
      set: { statusId: ComplaintStatus.Resolved, dateResolved: days(10) },
    });
    const answered140 = await placed(at(-140), { set: { statusId: ComplaintStatus.Answered } });
    // Not offered: too far, another category, hidden, inappropriate, merged, resolved long ago.
    await placed(at(160));
    await placed(at(10), { categoryId: w.lights });
    await placed(at(12), { set: { visible: false } });
    await placed(at(14), { set: { inappropriate: true, statusId: ComplaintStatus.Inappropriate } });
    await placed(at(16), { set: { mergedIntoId: open50.id } });
    await placed(at(18), { set: { statusId: ComplaintStatus.Resolved, dateResolved: days(40) } });

    const res = await nearby(pin, w.roads);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.distanceMeters).toBe(150);
    expect(body.items.map((i: { id: number }) => i.id)).toEqual([
      open50.id,
      resolvedLately80.id,
      assigned120East.id,
      answered140.id,
    ]);
    expect(body.items.map((i: { distanceMeters: number }) => i.distanceMeters)).toEqual([50, 80, 120, 140]);
    expect(body.items[0]).toMatchObject({
      number: open50.number,
      title: `Problem kod ${at(50).latitude.toFixed(5)}`,
      categoryName: 'Putevi',
      statusId: ComplaintStatus.Created,
      address: 'Turalibegova bb, Tuzla',
      thumbnailUrl: null,
      supportCount: 0,
      supportedByMe: false,
      mine: false,
    });
    expect(body.items[1].dateResolved).not.toBeNull();
    // The other category's pin sees only its own report.
    const lights = (await nearby(pin, w.lights)).json();
    expect(lights.items).toHaveLength(1);
  });

  it('measures within the distance the municipality set (complaint parameter 3)', async () => {
    const pin = { latitude: 44.55, longitude: 18.65 };
    const near = await placed({ latitude: north(pin.latitude, 100), longitude: pin.longitude });
    const far = await placed({ latitude: north(pin.latitude, 230), longitude: pin.longitude });
    expect((await nearby(pin, w.roads)).json().items.map((i: { id: number }) => i.id)).toEqual([near.id]);

    await db()
      .insert(complaintParameter)
      .values({ municipalityId: 6, id: ComplaintParameter.NearbyDistanceMeters, value: 250 });
    try {
      const wider = (await nearby(pin, w.roads)).json();
      expect(wider.distanceMeters).toBe(250);
      expect(wider.items.map((i: { id: number }) => i.id)).toEqual([near.id, far.id]);

      await db()
        .update(complaintParameter)
        .set({ value: 60 })
        .where(eq(complaintParameter.id, ComplaintParameter.NearbyDistanceMeters));
      expect((await nearby(pin, w.roads)).json().items).toEqual([]);
    } finally {
      await db()
        .delete(complaintParameter)
        .where(eq(complaintParameter.id, ComplaintParameter.NearbyDistanceMeters));
    }
  });

  it('answers at most ten, the nearest', async () => {
    const pin = { latitude: 44.56, longitude: 18.64 };
    const ids: number[] = [];
    for (let m = 5; m <= 60; m += 5)
      ids.push((await placed({ latitude: north(pin.latitude, m), longitude: pin.longitude })).id);
    const items = (await nearby(pin, w.roads)).json().items;
    expect(items.map((i: { id: number }) => i.id)).toEqual(ids.slice(0, 10));
  });

  it('gives the first photo as a thumbnail, and tells a signed-in caller their own report', async () => {
    const pin = { latitude: 44.57, longitude: 18.63 };
    const photo = await upload(ctx, '/api/Complaints/UploadImage', w.citizen.headers, {
      name: 'rupa.jpg',
      data: await photoWithGps(),
    });
    const own = await placed(
      { latitude: north(pin.latitude, 20), longitude: pin.longitude },
      { body: { imageIds: [photo.json().fileId] } },
    );
    const [item] = (await nearby(pin, w.roads, w.citizen.headers)).json().items;
    expect(item).toMatchObject({ id: own.id, mine: true, supportedByMe: false });
    expect(item.thumbnailUrl).toMatch(/^\/api\/Complaints\/GetThumbnail\/\d+$/);
    const thumbnail = await get(ctx, item.thumbnailUrl);
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');
    expect((await nearby(pin, w.roads, w.other.headers)).json().items[0].mine).toBe(false);
  });

  it('finds reports across the 180th meridian and refuses a pin off the globe', async () => {
    expect(boundingBox(0, 179.9995, 150)).toMatchObject({
      west: expect.closeTo(179.998, 3),
      east: expect.closeTo(-179.999, 3),
    });
    expect(boundingBox(89.9995, 0, 150)).toMatchObject({ west: -180, east: 180 });
    const refused = await post(
      ctx,
      '/api/Complaints/GetNearby',
      {},
      { latitude: 95, longitude: 18, languageId: 1 },
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toMatchObject({
      latitude: 'validation_too_large',
      categoryId: 'validation_required',
    });
  });

  it('reads the box from the public position index, not the whole table', async () => {
    // A city's worth of public reports spread over some 9 × 9 km, in a category of their own.
    const [bench] = await db()
      .insert(complaintCategory)
      .values({ municipalityId: 6, name: texts('Mjerenje'), description: texts(''), icon: 'road' })
      .returning();
    await db().execute(sql`
      insert into complaint (municipality_id, year, sequence, title, description, category_id, user_id,
                             latitude, longitude, address)
      select 6, 1999, n, 'Mjerenje ' || n, '', ${bench!.id}, ${w.citizen.user.id},
             44.50 + random() * 0.08, 18.60 + random() * 0.12, 'Adresa'
      from generate_series(1, 10000) n`);
    await db().execute(sql`analyze complaint`);
    const query = nearbyQuery(db(), {
      municipalityId: 6,
      latitude: 44.54,
      longitude: 18.66,
      categoryId: bench!.id,
      meters: 150,
      resolvedSince: new Date(Date.now() - 30 * 86_400_000),
      limit: 10,
    });
    const { sql: text, params } = query.toSQL();
    const lines = await queryRows<{ 'QUERY PLAN': string }>(db(), sql.raw(`explain ${inline(text, params)}`));
    const plan = lines.map((r) => r['QUERY PLAN']).join('\n');
    expect(plan).toMatch(/(Index Scan using|Bitmap Index Scan on) complaint_public_position_idx/);
    expect(plan).toMatch(/Index Cond: .*latitude >=.*latitude <=.*longitude >=.*longitude <=/);
    expect(plan).not.toMatch(/Seq Scan on complaint\b/);
    // And the answer is the one the whole table would give.
    const found = await nearbyComplaints(db(), {
      municipalityId: 6,
      latitude: 44.54,
      longitude: 18.66,
      categoryId: bench!.id,
      meters: 150,
      resolvedSince: new Date(0),
      limit: 1000,
    });
    const [all] = await queryRows<{ n: number }>(
      db(),
      sql`
        select count(*)::int as n from complaint
        where category_id = ${bench!.id}
          and 2 * ${EARTH_RADIUS_M}::float8 * asin(sqrt(
            power(sin(radians(latitude - 44.54) / 2), 2)
            + cos(radians(44.54)) * cos(radians(latitude)) * power(sin(radians(longitude - 18.66) / 2), 2))) <= 150`,
    );
    expect(found.length).toBe(all!.n);
    expect(found.length).toBeGreaterThan(0);
  });
});

/** The query's text with its values written in (EXPLAIN takes no parameters). */
function inline(text: string, params: unknown[]): string {
  return text.replace(/\$(\d+)/g, (_, n: string) => {
    const value = params[Number(n) - 1];
    if (value instanceof Date) return `'${value.toISOString()}'::timestamptz`;
    if (typeof value === 'number') return String(value);
    return `'${String(value).replace(/'/g, "''")}'`;
  });
}
