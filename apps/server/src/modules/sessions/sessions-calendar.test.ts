import { Profile } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/accounts';
import { startApp, type TestContext } from '../../../test/harness';
import { get, type Headers, post } from '../../../test/http';
import { insertConvocations } from './sessions.fixtures';

const PUBLIC_URL = 'https://e-ucesce.tuzla.ba';
const t = (bs: string) => ({ bs, hr: '', sr_cyr: '' });

type Property = { name: string; params: string; value: string };

/** An iCalendar text read as a client reads it: lines unfolded, components and their properties. */
function parseCalendar(text: string) {
  const lines = text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
  const unescape = (value: string) =>
    value.replace(/\\([\\;,nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
  const root: Property[] = [];
  const events: Property[][] = [];
  const timezones: Property[][] = [];
  let current: Property[] = root;
  const depth: string[] = [];
  for (const line of lines) {
    const colon = line.indexOf(':');
    const head = line.slice(0, colon);
    const value = line.slice(colon + 1);
    const [name, ...params] = head.split(';');
    if (name === 'BEGIN') {
      depth.push(value);
      if (value === 'VEVENT') events.push((current = []));
      if (value === 'VTIMEZONE') timezones.push((current = []));
      continue;
    }
    if (name === 'END') {
      depth.pop();
      if (value === 'VEVENT' || value === 'VTIMEZONE') current = root;
      continue;
    }
    if (depth.length === 1 || current !== root)
      current.push({ name: name!, params: params.join(';'), value: unescape(value) });
  }
  const one = (props: Property[], name: string) => props.find((p) => p.name === name);
  return { root, events, timezones, one };
}

/** The council's calendar feed and one session's event (decision 0027). */
describe('sessions as iCalendar', () => {
  let ctx: TestContext;
  let office: { headers: Headers };
  let citizen: { headers: Headers };
  const ids: Record<string, number> = {};
  const nextYear = new Date().getFullYear() + 1;
  const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  beforeAll(async () => {
    ctx = await startApp({ env: { PUBLIC_URL } });
    office = await signedIn(ctx, { profileId: Profile.Office });
    citizen = await signedIn(ctx, { profileId: Profile.RegisteredCitizen });
    const { current } = await insertConvocations(ctx);
    const create = async (key: string, overrides: Record<string, unknown>) => {
      const res = await post(ctx, '/api/Sessions/Save', office.headers, {
        id: 0,
        title: t(key),
        description: t(''),
        place: 'Gradska uprava, Velika sala',
        startsAt: `${nextYear}-12-10T09:00:00+01:00`,
        endsAt: `${nextYear}-12-10T14:00:00+01:00`,
        statusId: 1,
        privilegeId: 1,
        votingEnabled: false,
        commentingEnabled: false,
        published: true,
        convocationId: current,
        ...overrides,
      });
      expect(res.statusCode, res.body).toBe(200);
      ids[key] = res.json().id;
    };
    await create('Sjednica o budžetu', {
      description: t('Budžet za godinu, s amandmanima; rasprava.'),
    });
    await create('Ljetna sjednica', {
      startsAt: `${nextYear}-06-10T09:00:00+02:00`,
      endsAt: `${nextYear}-06-10T11:30:00+02:00`,
    });
    // Finished two months ago: still in the feed, as an ordinary event.
    await create('Održana sjednica', {
      statusId: 3,
      startsAt: daysAgo(60).toISOString(),
      endsAt: new Date(daysAgo(60).getTime() + 3_600_000).toISOString(),
    });
    await create('Sjednica od prije dvije godine', {
      statusId: 3,
      startsAt: daysAgo(730).toISOString(),
      endsAt: new Date(daysAgo(730).getTime() + 3_600_000).toISOString(),
    });
    await create('Neobjavljena sjednica', { published: false });
    await create('Sjednica za prijavljene', { privilegeId: 3 });
    await create('Sjednica za registrovane', { privilegeId: 4 });
    await create('Sjednica za zaposlene', { privilegeId: 5 });
  });
  afterAll(() => ctx.close());

  it('publishes the published sessions anyone may see, from the past year on, to a signed-out calendar app', async () => {
    // Whoever asks, the feed is the same: a signed-in citizen does not get privilege 3 or 4 in it.
    for (const headers of [{}, citizen.headers]) {
      const res = await get(ctx, '/api/PublicSessions/Calendar/1.ics', headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
      expect(res.headers['cache-control']).toBe('public, max-age=300');
      const feed = parseCalendar(res.body);
      expect(feed.one(feed.root, 'VERSION')?.value).toBe('2.0');
      expect(feed.one(feed.root, 'X-WR-CALNAME')?.value).toBe('Grad Tuzla — sjednice vijeća');
      expect(feed.events.map((e) => feed.one(e, 'SUMMARY')?.value)).toEqual([
        'Održana sjednica',
        'Ljetna sjednica',
        'Sjednica o budžetu',
      ]);
    }
  });

  it('writes each session in the time zone of Sarajevo, winter and summer, with its place, text and a stable UID', async () => {
    const feed = parseCalendar((await get(ctx, '/api/PublicSessions/Calendar/1.ics')).body);
    const event = (title: string) => feed.events.find((e) => feed.one(e, 'SUMMARY')?.value === title)!;
    const winter = event('Sjednica o budžetu');
    expect(feed.one(winter, 'DTSTART')).toMatchObject({
      params: 'TZID=Europe/Sarajevo',
      value: `${nextYear}1210T090000`,
    });
    expect(feed.one(winter, 'DTEND')).toMatchObject({
      params: 'TZID=Europe/Sarajevo',
      value: `${nextYear}1210T140000`,
    });
    const summer = event('Ljetna sjednica');
    expect(feed.one(summer, 'DTSTART')).toMatchObject({
      params: 'TZID=Europe/Sarajevo',
      value: `${nextYear}0610T090000`,
    });
    expect(feed.one(summer, 'DTEND')?.value).toBe(`${nextYear}0610T113000`);
    // The zone is defined in the calendar itself, and the stamp is in UTC.
    expect(feed.timezones).toHaveLength(1);
    expect(feed.one(feed.timezones[0]!, 'TZID')?.value).toBe('Europe/Sarajevo');
    expect(feed.one(winter, 'DTSTAMP')?.value).toMatch(/^\d{8}T\d{6}Z$/);

    const id = ids['Sjednica o budžetu']!;
    expect(feed.one(winter, 'UID')?.value).toBe(`session-${id}-6@e-ucesce.tuzla.ba`);
    expect(feed.one(winter, 'LOCATION')?.value).toBe('Gradska uprava, Velika sala');
    expect(feed.one(winter, 'DESCRIPTION')?.value).toBe(
      `Budžet za godinu, s amandmanima; rasprava.\n\n${PUBLIC_URL}/public-sessions/session-details/${id}`,
    );
    // The same session keeps its UID in another language's feed: one event for a subscriber.
    const croatian = parseCalendar((await get(ctx, '/api/PublicSessions/Calendar/3.ics')).body);
    expect(croatian.events.map((e) => croatian.one(e, 'UID')?.value)).toContain(
      `session-${id}-6@e-ucesce.tuzla.ba`,
    );
  });

  it('links to the configured public address, never to the Host header a request forges', async () => {
    const res = await get(ctx, '/api/PublicSessions/Calendar/1.ics', { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    const feed = parseCalendar(res.body);
    const id = ids['Ljetna sjednica']!;
    const summer = feed.events.find((e) => feed.one(e, 'SUMMARY')?.value === 'Ljetna sjednica')!;
    expect(feed.one(summer, 'URL')?.value).toBe(`${PUBLIC_URL}/public-sessions/session-details/${id}`);
    expect(feed.one(summer, 'UID')?.value).toBe(`session-${id}-6@e-ucesce.tuzla.ba`);
  });

  it('is written in Cyrillic for Serbian (language 2)', async () => {
    const feed = parseCalendar((await get(ctx, '/api/PublicSessions/Calendar/2.ics')).body);
    expect(feed.one(feed.root, 'X-WR-CALNAME')?.value).toBe('Град Тузла — сједнице вијећа');
    expect(feed.events.map((e) => feed.one(e, 'SUMMARY')?.value)).toEqual([
      'Одржана сједница',
      'Љетна сједница',
      'Сједница о буџету',
    ]);
  });

  it('gives one session the caller may see as an event to add, and nothing of one they may not', async () => {
    const id = ids['Sjednica za registrovane']!;
    const url = `/api/PublicSessions/SessionCalendar/${id}/1.ics`;
    expect((await get(ctx, url)).statusCode).toBe(404);
    const res = await get(ctx, url, citizen.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['content-disposition']).toContain('Sjednica%20za%20registrovane.ics');
    const event = parseCalendar(res.body);
    expect(event.one(event.root, 'METHOD')?.value).toBe('PUBLISH');
    expect(event.events.map((e) => event.one(e, 'SUMMARY')?.value)).toEqual(['Sjednica za registrovane']);
    for (const hidden of ['Neobjavljena sjednica', 'Sjednica za zaposlene'])
      expect(
        (await get(ctx, `/api/PublicSessions/SessionCalendar/${ids[hidden]}/1.ics`, citizen.headers))
          .statusCode,
      ).toBe(404);
  });
});
