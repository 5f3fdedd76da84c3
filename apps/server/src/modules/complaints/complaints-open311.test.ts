import { ComplaintEvent, Profile } from '@portal/contracts';
import { and, eq, like } from 'drizzle-orm';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount, PASSWORD } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { createLimiter } from '../../platform/limiter';
import { rateLimit } from '../../platform/limiter.schema';
import { complaintCategory } from '../code-lists/code-lists.schema';
import { complaintWorld, get, photoWithGps, post, report, upload } from './complaints.fixtures';
import { complaint, complaintStatusHistory } from './complaints.schema';
import { OPEN311_REPORT_LIMITS } from './complaints.open311';

/**
 * Open311 GeoReport v2 (http://wiki.open311.org/GeoReport_v2), called as the specification
 * documents its requests, and its answers read by their field and element names. No Open311
 * client library on npm is maintained (the one package, `open311` 0.0.12, needs `request`
 * 2.11 and a git dependency), so the specification's own examples are the client here.
 */

const ORIGIN = 'https://e-ucesce.tuzla.ba';
const BASE = '/open311/v2';
const REQUEST_FIELDS = [
  'service_request_id',
  'status',
  'status_notes',
  'service_name',
  'service_code',
  'description',
  'agency_responsible',
  'service_notice',
  'requested_datetime',
  'updated_datetime',
  'expected_datetime',
  'address',
  'address_id',
  'zipcode',
  'lat',
  'long',
  'media_url',
];
const W3C_DATETIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

/** XML as a client reads it: well-formed (else the test fails), lists always lists, text as text. */
function readXml(body: string, lists: string[]) {
  expect(XMLValidator.validate(body)).toBe(true);
  expect(body.startsWith('<?xml version="1.0" encoding="utf-8"?>')).toBe(true);
  return new XMLParser({
    parseTagValue: false,
    isArray: (name) => lists.includes(name),
  }).parse(body);
}

const form = (fields: Record<string, string>) => ({
  headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
  payload: new URLSearchParams(fields).toString(),
});

describe('Open311 GeoReport v2', () => {
  let ctx: TestContext;
  let w: Awaited<ReturnType<typeof complaintWorld>>;
  let service: { username: string; id: number };
  let open: { id: number };
  let resolved: { id: number };
  let hidden: { id: number };
  let inappropriate: { id: number };
  let old: { id: number };
  let photoId: number;
  let inactive: number;

  beforeAll(async () => {
    ctx = await startApp({
      env: { PUBLIC_URL: ORIGIN, TENANT_HOSTS: 'portal.doboj.org=1', SIGN_IN_LIMIT_PER_MINUTE: '1000' },
    });
    w = await complaintWorld(ctx);
    const db = ctx.database.db;
    const user = await createAccount(ctx, { profileId: Profile.ServiceProfile, username: 'integracija' });
    service = { username: user.username, id: user.id };
    inactive = (
      await db
        .insert(complaintCategory)
        .values({
          municipalityId: 6,
          name: { bs: 'Stara', hr: 'Stara', sr_cyr: 'Стара' },
          description: { bs: '', hr: '', sr_cyr: '' },
          active: false,
        })
        .returning()
    )[0]!.id;
    // Names that differ by language, to see the locale at work.
    await db
      .update(complaintCategory)
      .set({
        name: { bs: 'Rasvjeta', hr: 'Rasvjeta', sr_cyr: 'Расвјета' },
        icon: 'bulb',
        description: { bs: 'Ulična rasvjeta', hr: 'Ulična rasvjeta', sr_cyr: 'Улична расвјета' },
      })
      .where(eq(complaintCategory.id, w.lights));

    const photo = await upload(ctx, '/api/Complaints/UploadImage', w.citizen.headers, {
      name: 'rupa.jpg',
      data: await photoWithGps(),
    });
    open = await report(ctx, w.citizen.headers, w.roads, { imageIds: [photo.json().fileId] });
    resolved = await report(ctx, w.citizen.headers, w.lights, { title: 'Ne radi svjetiljka' });
    hidden = await report(ctx, w.citizen.headers, w.roads, { title: 'Skrivena' });
    inappropriate = await report(ctx, w.citizen.headers, w.roads, { title: 'Neprimjerena' });
    old = await report(ctx, w.citizen.headers, w.roads, { title: 'Stara prijava' });
    const staff = (action: string, body: Record<string, unknown>) =>
      post(ctx, `/api/ComplaintConfiguration/${action}`, w.admin.headers, body);
    expect(
      (
        await staff('AssignComplaint', {
          complaintId: resolved.id,
          organizationalUnitId: w.unitA,
          comment: 'Na nadležnost',
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await staff('ChangeComplaintStatus', {
          complaintId: resolved.id,
          statusId: 5,
          comment: 'Zamijenjena sijalica.',
        })
      ).statusCode,
    ).toBe(200);
    await db.update(complaint).set({ visible: false }).where(eq(complaint.id, hidden.id));
    await db.update(complaint).set({ inappropriate: true }).where(eq(complaint.id, inappropriate.id));
    await db
      .update(complaint)
      .set({ dateCreated: new Date('2025-01-15T10:00:00Z') })
      .where(eq(complaint.id, old.id));
    await db
      .update(complaint)
      .set({ dueAt: new Date('2030-01-10T12:00:00Z') })
      .where(eq(complaint.id, open.id));
    photoId = (await ctx.app.inject({ url: `/api/Complaints/GetByID/${open.id}/1` })).json().images[0].id;
  });
  afterAll(() => ctx.close());

  describe('discovery', () => {
    it('names the endpoint at the configured address, never the Host header, in JSON and XML', async () => {
      const json = await get(ctx, `${BASE}/discovery.json`, { host: 'evil.example' });
      expect(json.statusCode).toBe(200);
      expect(json.headers['content-type']).toBe('application/json; charset=utf-8');
      const d = json.json();
      expect(Object.keys(d).sort()).toEqual(['changeset', 'contact', 'endpoints', 'key_service']);
      expect(d.endpoints).toEqual([
        {
          specification: 'http://wiki.open311.org/GeoReport_v2',
          url: `${ORIGIN}/open311/v2`,
          changeset: d.changeset,
          type: 'production',
          formats: ['text/xml', 'application/json'],
        },
      ]);
      expect(d.contact).toContain(`${ORIGIN}/help-contacts`);
      expect(d.key_service).toContain('api_key');

      const xml = await get(ctx, `${BASE}/discovery.xml`);
      expect(xml.headers['content-type']).toBe('text/xml; charset=utf-8');
      const doc = readXml(xml.body, ['endpoint', 'format']);
      expect(doc.discovery.endpoints.endpoint[0]).toMatchObject({
        specification: 'http://wiki.open311.org/GeoReport_v2',
        url: `${ORIGIN}/open311/v2`,
        type: 'production',
        formats: { format: ['text/xml', 'application/json'] },
      });
      expect(doc.discovery.key_service).toBe(d.key_service);
    });
  });

  describe('services', () => {
    it('are the active categories, by id, in the municipality’s language or the locale asked', async () => {
      const res = await get(ctx, `${BASE}/services.json`);
      expect(res.statusCode).toBe(200);
      const services = res.json();
      const codes = services.map((s: { service_code: string }) => s.service_code);
      expect(codes).toEqual(expect.arrayContaining([String(w.roads), String(w.lights)]));
      expect(codes).not.toContain(String(inactive));
      const lights = services.find((s: { service_code: string }) => s.service_code === String(w.lights));
      expect(lights).toEqual({
        service_code: String(w.lights),
        service_name: 'Rasvjeta',
        description: 'Ulična rasvjeta',
        metadata: false,
        type: 'realtime',
        keywords: '',
        group: 'Javna rasvjeta',
      });
      const serbian = (await get(ctx, `${BASE}/services.json?locale=sr-Cyrl`)).json();
      expect(
        serbian.find((s: { service_code: string }) => s.service_code === String(w.lights)),
      ).toMatchObject({
        service_name: 'Расвјета',
        group: 'Јавна расвјета',
      });

      const xml = readXml((await get(ctx, `${BASE}/services.xml`)).body, ['service']);
      const element = xml.services.service.find(
        (s: { service_code: string }) => s.service_code === String(w.lights),
      );
      expect(Object.keys(element)).toEqual([
        'service_code',
        'service_name',
        'description',
        'metadata',
        'type',
        'keywords',
        'group',
      ]);
      expect(element).toMatchObject({ service_name: 'Rasvjeta', metadata: 'false', type: 'realtime' });
    });

    it('are the municipality’s the host name serves; a jurisdiction_id names it or is refused 404', async () => {
      const doboj = (await get(ctx, `${BASE}/services.json`, { host: 'portal.doboj.org' })).json();
      expect(doboj.map((s: { service_code: string }) => s.service_code)).not.toContain(String(w.roads));
      expect((await get(ctx, `${BASE}/services.json?jurisdiction_id=e-ucesce.tuzla.ba`)).statusCode).toBe(
        200,
      );
      expect((await get(ctx, `${BASE}/services.json?jurisdiction_id=6`)).statusCode).toBe(200);
      const wrong = await get(ctx, `${BASE}/services.xml?jurisdiction_id=sfgov.org`);
      expect(wrong.statusCode).toBe(404);
      const errors = readXml(wrong.body, ['error']);
      expect(errors.errors.error[0].code).toBe('404');
      expect(errors.errors.error[0].description).toContain('jurisdiction_id');
    });
  });

  describe('requests', () => {
    it('lists public complaints with every field of the spec, never a hidden or inappropriate one', async () => {
      const res = await get(ctx, `${BASE}/requests.json`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe('*');
      const rows = res.json();
      const ids = rows.map((r: { service_request_id: string }) => r.service_request_id);
      expect(ids).toEqual(expect.arrayContaining([String(open.id), String(resolved.id)]));
      expect(ids).not.toContain(String(hidden.id));
      expect(ids).not.toContain(String(inappropriate.id));
      // Older than the default 90 days.
      expect(ids).not.toContain(String(old.id));
      for (const row of rows) expect(Object.keys(row)).toEqual(REQUEST_FIELDS);

      const first = rows.find(
        (r: { service_request_id: string }) => r.service_request_id === String(open.id),
      );
      expect(first).toMatchObject({
        status: 'open',
        service_name: 'Putevi',
        service_code: String(w.roads),
        description: 'Duboka rupa na sredini kolovoza.',
        address: 'Turalibegova bb, Tuzla',
        lat: 44.538,
        long: 18.676,
        expected_datetime: '2030-01-10T12:00:00.000Z',
        agency_responsible: null,
        media_url: `${ORIGIN}/api/Complaints/GetImage/${photoId}`,
      });
      expect(first.requested_datetime).toMatch(W3C_DATETIME);
      expect(first.updated_datetime).toMatch(W3C_DATETIME);

      const done = rows.find(
        (r: { service_request_id: string }) => r.service_request_id === String(resolved.id),
      );
      const [row] = await ctx.database.db.select().from(complaint).where(eq(complaint.id, resolved.id));
      expect(done).toMatchObject({
        status: 'closed',
        status_notes: 'Zamijenjena sijalica.',
        agency_responsible: 'Služba A',
        updated_datetime: row!.dateResolved!.toISOString(),
        media_url: null,
      });
    });

    it('writes the spec’s XML: service_requests of request elements with the same fields', async () => {
      const res = await get(ctx, `${BASE}/requests.xml?service_request_id=${open.id},${resolved.id}`);
      expect(res.headers['content-type']).toBe('text/xml; charset=utf-8');
      const doc = readXml(res.body, ['request']);
      expect(doc.service_requests.request).toHaveLength(2);
      for (const request of doc.service_requests.request)
        expect(Object.keys(request)).toEqual(REQUEST_FIELDS);
      const closed = doc.service_requests.request.find(
        (r: { service_request_id: string }) => r.service_request_id === String(resolved.id),
      );
      expect(closed).toMatchObject({
        status: 'closed',
        service_name: 'Rasvjeta',
        address_id: '',
        media_url: '',
      });
    });

    it('filters by service_request_id (overriding the rest), service_code, status and dates', async () => {
      const ids = async (query: string) =>
        (await get(ctx, `${BASE}/requests.json?${query}`))
          .json()
          .map((r: { service_request_id: string }) => Number(r.service_request_id));
      expect(await ids(`service_request_id=${old.id},${hidden.id},${resolved.id}&status=open`)).toEqual([
        resolved.id,
        old.id,
      ]);
      expect(await ids(`service_code=${w.lights}`)).toEqual([resolved.id]);
      const closed = await ids('status=closed');
      expect(closed).toContain(resolved.id);
      expect(closed).not.toContain(open.id);
      const openOnes = await ids('status=open');
      expect(openOnes).toContain(open.id);
      expect(openOnes).not.toContain(resolved.id);
      expect(await ids('status=open,closed')).toEqual(expect.arrayContaining([open.id, resolved.id]));
      expect(await ids('start_date=2025-01-01T00:00:00Z&end_date=2025-02-01T00:00:00%2B01:00')).toEqual([
        old.id,
      ]);
      expect(await ids('start_date=2025-01-16T00:00:00Z&end_date=2025-02-01T00:00:00Z')).toEqual([]);
      expect(await ids('end_date=2025-02-01T00:00:00Z')).toEqual([old.id]);
    });

    it('refuses bad filters with the spec’s error list and HTTP 400', async () => {
      const refused = async (query: string) => {
        const res = await get(ctx, `${BASE}/requests.json?${query}`);
        expect(res.statusCode, query).toBe(400);
        const body = res.json();
        expect(body).toEqual([{ code: 400, description: expect.any(String) }]);
        return body[0].description as string;
      };
      expect(await refused('start_date=2025-01-01T00:00:00Z&end_date=2025-06-01T00:00:00Z')).toContain('90');
      expect(await refused('start_date=2025-01-01T10:00')).toContain('start_date');
      expect(await refused('start_date=yesterday')).toContain('start_date');
      expect(await refused('start_date=2025-02-01T00:00:00Z&end_date=2025-01-01T00:00:00Z')).toContain(
        'end_date',
      );
      expect(await refused('status=pending')).toContain('status');
      expect(await refused('service_code=ceste')).toContain('service_code');
    });

    it('answers one request by its id in JSON and XML; hidden, inappropriate and unknown ones are 404', async () => {
      const json = await get(ctx, `${BASE}/requests/${open.id}.json`);
      expect(json.statusCode).toBe(200);
      expect(json.json()).toHaveLength(1);
      expect(Object.keys(json.json()[0])).toEqual(REQUEST_FIELDS);
      const xml = readXml((await get(ctx, `${BASE}/requests/${resolved.id}.xml`)).body, ['request']);
      expect(xml.service_requests.request[0].service_request_id).toBe(String(resolved.id));
      for (const id of [hidden.id, inappropriate.id, 999999, 'abc']) {
        const res = await get(ctx, `${BASE}/requests/${id}.json`);
        expect(res.statusCode, String(id)).toBe(404);
        expect(res.json()).toEqual([{ code: 404, description: expect.any(String) }]);
      }
      const xmlMissing = await get(ctx, `${BASE}/requests/${hidden.id}.xml`);
      expect(readXml(xmlMissing.body, ['error']).errors.error[0].code).toBe('404');
      // Another format, or a resource the spec has that is not served here.
      expect((await get(ctx, `${BASE}/requests/${open.id}.csv`)).statusCode).toBe(404);
      const definition = await get(ctx, `${BASE}/services/${w.roads}.xml`);
      expect(definition.statusCode).toBe(404);
      expect(readXml(definition.body, ['error']).errors.error[0].code).toBe('404');
    });
  });

  describe('POST requests', () => {
    const create = (fields: Record<string, string>, format = 'json', host?: string) => {
      const body = form(fields);
      return ctx.app.inject({
        method: 'POST',
        url: `${BASE}/requests.${format}`,
        headers: { ...body.headers, ...(host ? { host } : {}) },
        payload: body.payload,
      });
    };
    const valid = (overrides: Record<string, string> = {}) => ({
      api_key: `${service.username}:${PASSWORD}`,
      service_code: String(w.roads),
      lat: '44.5401',
      long: '18.6702',
      address_string: 'Trg slobode 1, Tuzla',
      description: 'Oštećen poklopac šahta.\nOpasno za pješake.',
      ...overrides,
    });

    it('creates a complaint as the service user with the spec’s form and answers its id and notice', async () => {
      const res = await create(
        valid({
          email: 'smit333@example.ba',
          first_name: 'Amra',
          last_name: 'Hodžić',
          phone: '061111111',
          device_id: 'tt222111',
          media_url: 'http://slike.example/2212426634.jpg',
        }),
      );
      expect(res.statusCode).toBe(200);
      const [answer] = res.json();
      expect(Object.keys(answer)).toEqual(['service_request_id', 'service_notice', 'account_id']);
      expect(answer.account_id).toBeNull();
      expect(answer.service_notice).toMatch(/\d+\/\d{4}/);
      const id = Number(answer.service_request_id);
      const [row] = await ctx.database.db.select().from(complaint).where(eq(complaint.id, id));
      expect(row).toMatchObject({
        userId: service.id,
        categoryId: w.roads,
        title: 'Oštećen poklopac šahta.',
        description: 'Oštećen poklopac šahta.\nOpasno za pješake.',
        address: 'Trg slobode 1, Tuzla',
        latitude: 44.5401,
        longitude: 18.6702,
      });
      // Who the person is stays with staff: an internal note, never in the public texts.
      const notes = await ctx.database.db
        .select()
        .from(complaintStatusHistory)
        .where(and(eq(complaintStatusHistory.complaintId, id), eq(complaintStatusHistory.internal, true)));
      expect(notes).toHaveLength(1);
      expect(notes[0]).toMatchObject({ event: ComplaintEvent.InternalNote });
      expect(notes[0]!.comment).toContain('smit333@example.ba');
      expect(notes[0]!.comment).toContain('Amra Hodžić');
      expect(notes[0]!.comment).toContain('http://slike.example/2212426634.jpg');
      const published = await get(ctx, `${BASE}/requests/${id}.json`);
      expect(published.body).not.toContain('smit333');
      expect(published.json()[0].status_notes).toBeNull();
      const details = await ctx.app.inject({ url: `/api/Complaints/GetByID/${id}/1` });
      expect(details.statusCode).toBe(200);
      expect(details.body).not.toContain('smit333');
      expect(details.body).not.toContain('061111111');
    });

    it('answers in XML as the spec writes it, and places a request without an address by its coordinates', async () => {
      const { address_string: _, ...noAddress } = valid();
      const res = await create(noAddress, 'xml');
      expect(res.statusCode).toBe(200);
      const doc = readXml(res.body, ['request']);
      const request = doc.service_requests.request[0];
      expect(Object.keys(request)).toEqual(['service_request_id', 'service_notice', 'account_id']);
      expect(request.account_id).toBe('');
      const [row] = await ctx.database.db
        .select()
        .from(complaint)
        .where(eq(complaint.id, Number(request.service_request_id)));
      expect(row!.address).toBe('44.540100, 18.670200');
      const notes = await ctx.database.db
        .select()
        .from(complaintStatusHistory)
        .where(eq(complaintStatusHistory.complaintId, row!.id));
      expect(notes.filter((n) => n.internal)).toEqual([]);
    });

    it('refuses a missing or wrong api_key, and a person’s password, with 403 and creates nothing', async () => {
      const before = (await ctx.database.db.select().from(complaint)).length;
      const { api_key: _, ...keyless } = valid();
      for (const fields of [
        keyless,
        valid({ api_key: `${service.username}:wrong-password` }),
        valid({ api_key: 'no-colon-at-all' }),
        valid({ api_key: `${w.citizen.user.username}:${PASSWORD}` }),
      ]) {
        const res = await create(fields);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toEqual([{ code: 403, description: expect.stringContaining('api_key') }]);
      }
      const xml = await create(valid({ api_key: 'x:y' }), 'xml');
      expect(xml.statusCode).toBe(403);
      expect(readXml(xml.body, ['error']).errors.error[0].code).toBe('403');
      // The key of another municipality's portal is not this one's.
      expect((await create(valid(), 'json', 'portal.doboj.org')).statusCode).toBe(403);
      expect((await ctx.database.db.select().from(complaint)).length).toBe(before);
    });

    it('refuses missing fields with 400 and every error in the spec’s shape; an unknown service 404', async () => {
      const res = await create({ api_key: `${service.username}:${PASSWORD}` });
      expect(res.statusCode).toBe(400);
      const errors = res.json();
      expect(errors).toHaveLength(3);
      for (const e of errors) expect(e).toEqual({ code: 400, description: expect.any(String) });
      const text = errors.map((e: { description: string }) => e.description).join(' ');
      expect(text).toContain('service_code');
      expect(text).toContain('lat');
      expect(text).toContain('description');
      const xml = await create(valid({ lat: '91', long: 'east' }), 'xml');
      expect(xml.statusCode).toBe(400);
      expect(readXml(xml.body, ['error']).errors.error).toHaveLength(1);
      expect((await create(valid({ description: 'x'.repeat(4001) }))).statusCode).toBe(400);
      const unknown = await create(valid({ service_code: String(inactive) }));
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()[0].description).toContain('service_code');
      // A format that does not exist creates nothing.
      const before = (await ctx.database.db.select().from(complaint)).length;
      expect((await create(valid(), 'csv')).statusCode).toBe(404);
      expect((await ctx.database.db.select().from(complaint)).length).toBe(before);
    });

    it('slows down key guessing as sign-in does, and holds a service user to its report limit', async () => {
      await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'sign-in%'));
      let last = await create(valid({ api_key: `${service.username}:guess-0` }));
      for (let i = 1; i < 6; i += 1)
        last = await create(valid({ api_key: `${service.username}:guess-${i}` }));
      expect(last.statusCode).toBe(429);
      expect(last.headers['retry-after']).toBeDefined();
      expect(last.json()).toEqual([{ code: 429, description: expect.any(String) }]);
      // Even the right key waits its turn now.
      expect((await create(valid())).statusCode).toBe(429);
      await ctx.database.db.delete(rateLimit).where(like(rateLimit.key, 'sign-in%'));

      const limiter = createLimiter(ctx.database.db);
      const hour = OPEN311_REPORT_LIMITS[1]!;
      for (let i = 0; i < hour.max; i += 1) {
        await limiter.hit(`write:open311:user:${service.id}:${hour.windowMs}`, hour);
      }
      const before = (await ctx.database.db.select().from(complaint)).length;
      const limited = await create(valid());
      expect(limited.statusCode).toBe(429);
      expect(limited.json()[0].code).toBe(429);
      expect((await ctx.database.db.select().from(complaint)).length).toBe(before);
    });

    it('limits POSTs per client address, key or no key', async () => {
      let res = await create({});
      for (let i = 0; i < 70 && res.statusCode !== 429; i += 1) res = await create({});
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual([{ code: 429, description: expect.any(String) }]);
      // Reading is not held back by it.
      expect((await get(ctx, `${BASE}/services.json`)).statusCode).toBe(200);
    });
  });

  it('is described in the OpenAPI document, open to anyone', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json();
    expect(doc.paths['/open311/v2/requests.{format}'].get.operationId).toBe('Open311.Requests');
    expect(doc.paths['/open311/v2/requests.{format}'].post.security).toEqual([{}]);
    expect(doc.paths['/open311/v2/requests/{id}.{format}'].get.operationId).toBe('Open311.Request');
  });
});
