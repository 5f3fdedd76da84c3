import { eq } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApp, type TestContext } from '../../../test/harness';
import { complaintWorld, get, post, report } from './complaints.fixtures';
import { complaint } from './complaints.schema';
import { FEED_ENTRIES } from './complaints.feed';

const ORIGIN = 'https://e-ucesce.tuzla.ba';
const FEED = '/feeds/complaints.atom';
const ATOM = 'http://www.w3.org/2005/Atom';
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

type Entry = {
  id: string;
  title: { '#text': string; '@_type': string };
  link: { '@_rel': string; '@_type': string; '@_href': string };
  published: string;
  updated: string;
  author: { name: string };
  category: { '@_term': string; '@_label': string };
  summary: { '#text': string };
};

/**
 * Reads a feed as a reader would, and holds it to Atom 1.0 (RFC 4287): well-formed XML in the
 * Atom namespace; the feed with its id, title, updated, self link and author; every entry with
 * an id unique in the feed, a title, an updated date, an alternate link and a summary.
 */
function readAtom(body: string) {
  expect(XMLValidator.validate(body)).toBe(true);
  const doc = new XMLParser({
    ignoreAttributes: false,
    parseTagValue: false,
    alwaysCreateTextNode: false,
    isArray: (name) => name === 'entry' || name === 'link',
  }).parse(body);
  const feed = doc.feed;
  expect(feed['@_xmlns']).toBe(ATOM);
  expect(feed.id).toMatch(/^https?:\/\//);
  expect(feed.title['#text']).toBeTruthy();
  expect(feed.updated).toMatch(RFC3339);
  expect(feed.author.name).toBeTruthy();
  const self = feed.link.find((l: { '@_rel': string }) => l['@_rel'] === 'self');
  expect(self['@_type']).toBe('application/atom+xml');
  const entries: Entry[] = (feed.entry ?? []).map((e: Entry & { link: Entry['link'][] }) => ({
    ...e,
    link: e.link[0]!,
  }));
  for (const entry of entries) {
    expect(entry.id).toBeTruthy();
    expect(entry.title['#text']).toBeTruthy();
    expect(entry.updated).toMatch(RFC3339);
    expect(entry.link['@_rel']).toBe('alternate');
    expect(entry.summary['#text']).toBeTruthy();
    expect(entry.author.name).toBeTruthy();
  }
  expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
  return { feed, entries };
}

const complaintIdOf = (entry: Entry) => Number(/complaint-details\/(\d+)$/.exec(entry.link['@_href'])![1]);

describe('the Atom feed of complaints', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let roads: { id: number };
  let resolved: { id: number };
  let far: { id: number };
  let hidden: { id: number };
  let inappropriate: { id: number };

  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL: ORIGIN, TENANT_HOSTS: 'portal.doboj.org=1' } });
    w = await complaintWorld(ctx);
    roads = await report(ctx, w.citizen.headers, w.roads, { title: 'Rupa kod škole' });
    resolved = await report(ctx, w.citizen.headers, w.lights, { title: 'Ugašena svjetiljka' });
    far = await report(ctx, w.citizen.headers, w.roads, {
      title: 'Rupa u Lukavcu',
      latitude: 44.54,
      longitude: 18.53,
    });
    hidden = await report(ctx, w.citizen.headers, w.roads, { title: 'Skrivena prijava' });
    inappropriate = await report(ctx, w.citizen.headers, w.roads, { title: 'Neprimjerena prijava' });
    const staff = (action: string, body: Record<string, unknown>) =>
      post(ctx, `/api/ComplaintConfiguration/${action}`, w.admin.headers, body);
    await staff('AssignComplaint', {
      complaintId: resolved.id,
      organizationalUnitId: w.unitA,
      comment: 'Na nadležnost',
    });
    const done = await staff('ChangeComplaintStatus', {
      complaintId: resolved.id,
      statusId: 5,
      comment: 'Zamijenjena sijalica.',
    });
    expect(done.statusCode).toBe(200);
    await ctx.database.db.update(complaint).set({ visible: false }).where(eq(complaint.id, hidden.id));
    await ctx.database.db
      .update(complaint)
      .set({ inappropriate: true })
      .where(eq(complaint.id, inappropriate.id));
  });
  afterAll(() => ctx.close());

  it('is valid Atom 1.0 of new and resolved public complaints, with its content type', async () => {
    const res = await get(ctx, FEED);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    const { feed, entries } = readAtom(res.body);
    expect(feed['@_xml:lang']).toBe('bs');
    expect(feed.title['#text']).toBe('Prijave problema: Grad Tuzla');
    const kinds = entries.map((e) => `${complaintIdOf(e)}:${e.id.split('#')[1]}`);
    expect(kinds).toEqual(
      expect.arrayContaining([`${roads.id}:reported`, `${resolved.id}:reported`, `${resolved.id}:resolved`]),
    );
    // Newest first: the resolution came after every report.
    expect(kinds[0]).toBe(`${resolved.id}:resolved`);
    const ids = entries.map(complaintIdOf);
    expect(ids).not.toContain(hidden.id);
    expect(ids).not.toContain(inappropriate.id);

    const resolution = entries.find((e) => e.id.endsWith(`/${resolved.id}#resolved`))!;
    expect(resolution.title['#text']).toBe('Riješeno: Ugašena svjetiljka');
    expect(resolution.author.name).toBe('Grad Tuzla');
    expect(resolution.summary['#text']).toBe(
      'Status: Riješena. Adresa: Turalibegova bb, Tuzla. Kategorija: Rasvjeta.',
    );
    expect(resolution.category['@_term']).toBe(String(w.lights));
    const report_ = entries.find((e) => e.id.endsWith(`/${roads.id}#reported`))!;
    expect(report_.title['#text']).toBe('Nova prijava: Rupa kod škole');
    // Never the reporter.
    expect(report_.author.name).toBe('Podnosilac prijave');
    expect(res.body).not.toContain(w.citizen.user.username);
  });

  it('links to the public pages at the configured address, never the Host header’s', async () => {
    const { feed, entries } = readAtom((await get(ctx, FEED, { host: 'evil.example' })).body);
    expect(feed.id).toBe(`${ORIGIN}${FEED}`);
    expect(feed.link.map((l: { '@_href': string }) => l['@_href'])).toEqual([
      `${ORIGIN}${FEED}`,
      `${ORIGIN}/complaints/all-complaints`,
    ]);
    for (const entry of entries) {
      expect(entry.link['@_href']).toBe(`${ORIGIN}/complaints/complaint-details/${complaintIdOf(entry)}`);
    }
    // Another municipality's host: its own feed, its own address, none of these complaints.
    const doboj = readAtom((await get(ctx, FEED, { host: 'portal.doboj.org' })).body);
    expect(doboj.feed.id).toBe(`https://portal.doboj.org${FEED}`);
    expect(doboj.entries).toEqual([]);
    expect(doboj.feed['@_xml:lang']).toBe('sr-Cyrl');
  });

  it('filters by category and by a map area', async () => {
    const category = readAtom((await get(ctx, `${FEED}?category=${w.lights}`)).body);
    expect(new Set(category.entries.map(complaintIdOf))).toEqual(new Set([resolved.id]));
    expect(category.feed.id).toBe(`${ORIGIN}${FEED}?category=${w.lights}`);

    // Around the city centre, not Lukavac to its west.
    const centre = readAtom((await get(ctx, `${FEED}?bbox=18.6,44.5,18.7,44.6`)).body);
    const inCentre = centre.entries.map(complaintIdOf);
    expect(inCentre).toEqual(expect.arrayContaining([roads.id, resolved.id]));
    expect(inCentre).not.toContain(far.id);
    const west = readAtom((await get(ctx, `${FEED}?bbox=18.5,44.5,18.55,44.6&category=${w.roads}`)).body);
    expect(west.entries.map(complaintIdOf)).toEqual([far.id]);
  });

  it('refuses a malformed category or area with the portal’s error shape', async () => {
    for (const query of [
      'category=ceste',
      'category=-1',
      'bbox=18.6,44.5',
      'bbox=18.7,44.5,18.6,44.6',
      'bbox=18.6,95,18.7,96',
      'bbox=a,b,c,d',
    ]) {
      const res = await get(ctx, `${FEED}?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(Object.keys(res.json().errors)).toEqual([query.split('=')[0]]);
    }
  });

  it('speaks the language asked, and holds the newest 50 only', async () => {
    const serbian = readAtom((await get(ctx, `${FEED}?locale=sr`)).body);
    expect(serbian.feed['@_xml:lang']).toBe('sr-Cyrl');
    expect(serbian.feed.title['#text']).toBe('Пријаве проблема: Град Тузла');

    const db = ctx.database.db;
    const base = new Date('2026-01-01T08:00:00Z').getTime();
    await db.insert(complaint).values(
      Array.from({ length: FEED_ENTRIES + 5 }, (_, i) => ({
        municipalityId: 6,
        year: 2026,
        sequence: 5000 + i,
        title: `Prijava ${i}`,
        description: 'Opis',
        categoryId: w.roads,
        userId: w.other.user.id,
        latitude: 44.52,
        longitude: 18.65,
        address: 'Adresa',
        dateCreated: new Date(base + i * 60_000),
      })),
    );
    const { entries } = readAtom((await get(ctx, `${FEED}?bbox=18.64,44.51,18.66,44.53`)).body);
    expect(entries).toHaveLength(FEED_ENTRIES);
    expect(entries[0]!.title['#text']).toBe(`Nova prijava: Prijava ${FEED_ENTRIES + 4}`);
    expect(entries.at(-1)!.title['#text']).toBe('Nova prijava: Prijava 5');
    const dates = entries.map((e) => e.updated);
    expect([...dates].sort().reverse()).toEqual(dates);
  });
});

describe('this month’s counts for the home page', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await startApp();
  });
  afterAll(() => ctx.close());

  it('counts public complaints reported and resolved this month, and keeps the figure a minute', async () => {
    const w = await complaintWorld(ctx);
    const a = await report(ctx, w.citizen.headers, w.roads);
    const b = await report(ctx, w.citizen.headers, w.roads);
    const hidden = await report(ctx, w.citizen.headers, w.roads);
    const lastMonth = await report(ctx, w.citizen.headers, w.roads);
    const db = ctx.database.db;
    await db.update(complaint).set({ visible: false }).where(eq(complaint.id, hidden.id));
    await db
      .update(complaint)
      .set({ dateCreated: new Date(Date.now() - 45 * 86_400_000) })
      .where(eq(complaint.id, lastMonth.id));
    // Resolved this month, though reported long before: counts as resolved, not as reported.
    await db
      .update(complaint)
      .set({ statusId: 5, dateResolved: new Date() })
      .where(eq(complaint.id, lastMonth.id));
    await db.update(complaint).set({ statusId: 5, dateResolved: new Date() }).where(eq(complaint.id, b.id));
    await db
      .update(complaint)
      .set({ statusId: 5, dateResolved: new Date(Date.now() - 45 * 86_400_000) })
      .where(eq(complaint.id, a.id));

    const res = await get(ctx, '/api/Complaints/GetMonthCounts');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
    const month = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Europe/Sarajevo',
      year: 'numeric',
      month: '2-digit',
    })
      .format(new Date())
      .slice(0, 7);
    expect(res.json()).toEqual({ month, reported: 2, resolved: 2 });

    await report(ctx, w.citizen.headers, w.roads);
    expect((await get(ctx, '/api/Complaints/GetMonthCounts')).json().reported).toBe(2);
  });

  it('maps open problems only when the map asks for them (the home page’s map)', async () => {
    const w = await complaintWorld(ctx);
    const open = await report(ctx, w.citizen.headers, w.roads, { latitude: 44.41, longitude: 18.41 });
    const done = await report(ctx, w.citizen.headers, w.roads, { latitude: 44.42, longitude: 18.42 });
    await ctx.database.db
      .update(complaint)
      .set({ statusId: 5, dateResolved: new Date() })
      .where(eq(complaint.id, done.id));
    const area = { languageId: 1, south: 44.4, west: 18.4, north: 44.43, east: 18.43, zoom: 16 };
    const ids = async (body: Record<string, unknown>) =>
      (await post(ctx, '/api/Complaints/GetMapPoints', {}, body))
        .json()
        .points.map((p: { id: number | null }) => p.id);
    expect(await ids(area)).toEqual(expect.arrayContaining([open.id, done.id]));
    expect(await ids({ ...area, openOnly: true })).toEqual([open.id]);
  });
});
