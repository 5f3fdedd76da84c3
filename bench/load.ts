// The load benchmark: the portal's complaint, council session and question scenarios at 1, 16 and 64
// connections, each beside a bare Node + pg baseline running the same SQL, on a PostgreSQL
// server at full scale and on the embedded PGlite at a small municipality's scale.
//
//   npm run load -w bench                       # both, generating the data first (minutes)
//   npx tsx bench/load.ts --only postgres --reuse --duration 5
//   npx tsx bench/load.ts --only postgres --reuse --scenarios session   # the council sessions only
//
// Results: bench/results/load.json and bench/results/load.md, with the machine and the commit.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { generate, FULL_SCALE, type Scale, sessionScale } from './generate';
import { questionScale } from './generate-questions';
import { freshDatabase, openSql, type Sql } from './lib/db';
import { machine } from './lib/machine';
import { ensureBuilt, root, startBaseline, startPortal, type Process } from './lib/portal';

const MUNICIPALITY = 6;
const PASSWORD = 'Demo2026';
/** The City of Tuzla as the map shows it at zoom 13. */
const CITY = { south: 44.49, west: 18.6, north: 44.59, east: 18.76, zoom: 13 };
const WORDS = ['rasvjeta', 'kolovoz', 'deponija', 'slivnik', 'klupa', 'trotoar', 'kontejner', 'stablo'];

type Request = { method: 'GET' | 'POST'; path: string; body?: unknown; headers?: Record<string, string> };

type Scenario = {
  name: string;
  /** What the scenario does, for the report. */
  label: string;
  portal: () => Request;
  baseline?: () => Request;
};

/** A citizen's vote not cast yet: a generated citizen and an item of a session open for voting. */
type Ballot = { voterId: number; username: string; itemId: number };

type Fixtures = {
  publicIds: number[];
  categoryId: number;
  users: number;
  deepPage: number;
  token: string;
  /** Published sessions anyone may see, to open. */
  sessionIds: number[];
  /** A page of the public session list half way through it. */
  sessionPage: number;
  /** The public session list's filter: finished sessions of a past convocation in a year of it. */
  sessionFilter: { when: 'finished'; convocationId: number; dateFrom: string; dateTo: string };
  /** The next vote not cast yet (on this item, if given), with its citizen's sign-in token; each once. */
  nextBallot: (itemId?: number) => Ballot & { token: string };
  /** Active questions to open. */
  questionIds: number[];
  /** A late page of the public question list: nine tenths of the way through it. */
  questionPage: number;
};

const pick = <T>(values: readonly T[]): T => values[Math.floor(Math.random() * values.length)]!;
/** A point in the city's map view. */
const pin = () => ({
  latitude: CITY.south + Math.random() * (CITY.north - CITY.south),
  longitude: CITY.west + Math.random() * (CITY.east - CITY.west),
});
const json = (p: string, body: unknown): Request => ({ method: 'POST', path: p, body });
/** Citizens vote mostly for (decision 0027's codes: for 1, against 2, abstained 3, absent 4). */
const CHOICES = ['for', 'for', 'for', 'for', 'against', 'against', 'abstained', 'absent'] as const;

function scenarios(f: Fixtures): Scenario[] {
  const search = (extra: object) =>
    json('/api/Complaints/Search', { languageId: 1, pageNumber: 1, pageSize: 10, ...extra });
  const list = (extra: object) => json('/list', { pageNumber: 1, pageSize: 10, ...extra });
  const sessions = (extra: object) =>
    json('/api/PublicSessions/Search', { languageId: 1, pageNumber: 1, pageSize: 10, ...extra });
  const sessionsBaseline = (extra: object) => json('/sessions', { pageNumber: 1, pageSize: 10, ...extra });
  const questions = (extra: object) =>
    json('/api/PublicQuestions/Search', { languageId: 1, pageNumber: 1, pageSize: 10, ...extra });
  const questionsBaseline = (extra: object) => json('/questions', { pageNumber: 1, pageSize: 10, ...extra });
  return [
    {
      name: 'list-first-page',
      label: 'Public list, first page',
      portal: () => search({}),
      baseline: () => list({}),
    },
    {
      name: 'list-deep-page',
      label: `Public list, page ${f.deepPage.toLocaleString('en')}`,
      portal: () => search({ pageNumber: f.deepPage }),
      baseline: () => list({ pageNumber: f.deepPage }),
    },
    {
      name: 'list-category-status',
      label: 'Public list by category and status',
      portal: () => search({ categoryId: f.categoryId, statusId: 5 }),
      baseline: () => list({ categoryId: f.categoryId, statusId: 5 }),
    },
    {
      name: 'list-text',
      label: 'Public list, text search',
      portal: () => search({ text: pick(WORDS) }),
      baseline: () => list({ text: pick(WORDS) }),
    },
    {
      name: 'map-city',
      label: 'Map of the city (zoom 13)',
      portal: () => json('/api/Complaints/GetMapPoints', { languageId: 1, ...CITY }),
      baseline: () => json('/map', CITY),
    },
    {
      name: 'details',
      label: 'Complaint details',
      portal: () => ({ method: 'GET', path: `/api/Complaints/GetByID/${pick(f.publicIds)}/1` }),
      baseline: () => ({ method: 'GET', path: `/details/${pick(f.publicIds)}` }),
    },
    {
      // A citizen's pin anywhere in the city, the default distance (150 m), one category.
      name: 'nearby',
      label: 'Nearby reports for a pin',
      portal: () => json('/api/Complaints/GetNearby', { languageId: 1, ...pin(), categoryId: f.categoryId }),
      baseline: () => json('/nearby', { ...pin(), categoryId: f.categoryId, meters: 150 }),
    },
    {
      name: 'statistics',
      label: 'Statistics counts',
      portal: () => json('/api/Complaints/GetStatistics', { languageId: 1 }),
      baseline: () => json('/statistics', {}),
    },
    {
      name: 'login',
      label: 'Sign-in (argon2id)',
      portal: () =>
        json('/api/Account/Login', {
          username: `bench${1 + Math.floor(Math.random() * f.users)}`,
          password: PASSWORD,
        }),
    },
    {
      name: 'report',
      label: 'Report a problem',
      portal: () => ({
        ...json('/api/Complaints/Report', {
          title: 'Udarna rupa na cesti',
          description: 'Rupa je duboka i opasna za bicikliste, nalazi se odmah iza pješačkog prelaza.',
          categoryId: f.categoryId,
          latitude: 44.5384 + (Math.random() - 0.5) * 0.02,
          longitude: 18.6763 + (Math.random() - 0.5) * 0.03,
          address: 'Maršala Tita 12, Tuzla',
        }),
        headers: { authorization: `Bearer ${f.token}` },
      }),
    },
    {
      name: 'sessions-first-page',
      label: 'Council sessions, first page',
      portal: () => sessions({}),
      baseline: () => sessionsBaseline({}),
    },
    {
      name: 'sessions-later-page',
      label: `Council sessions, page ${f.sessionPage}`,
      portal: () => sessions({ pageNumber: f.sessionPage }),
      baseline: () => sessionsBaseline({ pageNumber: f.sessionPage }),
    },
    {
      name: 'sessions-filtered',
      label: 'Council sessions, finished, by convocation and year',
      portal: () => sessions(f.sessionFilter),
      baseline: () => sessionsBaseline(f.sessionFilter),
    },
    {
      name: 'session-details',
      label: 'Session details (agenda, votes, comments)',
      portal: () => ({ method: 'GET', path: `/api/Sessions/GetBasicDataByID/${pick(f.sessionIds)}/1` }),
      baseline: () => ({ method: 'GET', path: `/session/${pick(f.sessionIds)}` }),
    },
    {
      name: 'session-vote',
      label: 'Vote on an agenda item (distinct citizens)',
      portal: () => {
        const b = f.nextBallot();
        return {
          ...json('/api/PublicSessions/Vote', { agendaItemId: b.itemId, choice: pick(CHOICES) }),
          headers: { authorization: `Bearer ${b.token}` },
        };
      },
      baseline: () => {
        const b = f.nextBallot();
        return json('/vote', { agendaItemId: b.itemId, voterId: b.voterId, choice: pick(CHOICES) });
      },
    },
    {
      name: 'questions-first-page',
      label: 'Citizens’ questions, first page',
      portal: () => questions({}),
      baseline: () => questionsBaseline({}),
    },
    {
      name: 'questions-late-page',
      label: `Citizens’ questions, page ${f.questionPage.toLocaleString('en')}`,
      portal: () => questions({ pageNumber: f.questionPage }),
      baseline: () => questionsBaseline({ pageNumber: f.questionPage }),
    },
    {
      name: 'question-details',
      label: 'A question with its answer',
      portal: () => ({ method: 'GET', path: `/api/PublicQuestions/GetByID/${pick(f.questionIds)}/1` }),
      baseline: () => ({ method: 'GET', path: `/question/${pick(f.questionIds)}` }),
    },
  ];
}

type Measure = {
  requestsPerSecond: number;
  p50: number;
  p90: number;
  p97_5: number;
  p99: number;
  errors: number;
  requests: number;
};

async function measure(
  url: string,
  make: () => Request,
  connections: number,
  duration: number,
): Promise<Measure> {
  const result = await autocannon({
    url,
    connections,
    duration,
    timeout: 60,
    requests: [
      {
        setupRequest: (req) => {
          const r = make();
          return {
            ...req,
            method: r.method,
            path: r.path,
            headers: { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
            body: r.body ? JSON.stringify(r.body) : undefined,
          } as typeof req;
        },
      },
    ],
  });
  return {
    requestsPerSecond: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50,
    p90: result.latency.p90,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    requests: result.requests.total,
  };
}

/**
 * Waits until the portal answers its health check (a database ping) quickly three times in a
 * row: requests a measurement left in the database's queue would otherwise slow the next one.
 */
async function settle(portal: string) {
  let quick = 0;
  const deadline = Date.now() + 120_000;
  while (quick < 3 && Date.now() < deadline) {
    const started = performance.now();
    await fetch(`${portal}/api/health`);
    quick = performance.now() - started < 20 ? quick + 1 : 0;
    await new Promise((r) => setTimeout(r, 100));
  }
}

async function call(base: string, r: Request) {
  const res = await fetch(`${base}${r.path}`, {
    method: r.method,
    headers: { ...r.headers, ...(r.body ? { 'content-type': 'application/json' } : {}) },
    body: r.body ? JSON.stringify(r.body) : undefined,
  });
  if (!res.ok) throw new Error(`${r.method} ${r.path} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

const idsOf = (answer: Record<string, unknown>) =>
  ((answer['items'] ?? answer['points'] ?? []) as { id: number | null }[]).map((item) => item.id);

/** Before measuring: the portal and the baseline answer the same rows, so they do the same work. */
async function checkSameWork(portal: string, baseline: string, f: Fixtures, only: (name: string) => boolean) {
  const same = async (name: string, a: Request, b: Request, of: (x: Record<string, unknown>) => unknown) => {
    const [left, right] = [of(await call(portal, a)), of(await call(baseline, b))];
    if (JSON.stringify(left) !== JSON.stringify(right)) {
      throw new Error(
        `${name}: the portal and the baseline disagree: ${JSON.stringify(left)} / ${JSON.stringify(right)}`,
      );
    }
  };
  const all = scenarios(f);
  for (const s of all.filter((x) => x.name.startsWith('questions-') && only(x.name))) {
    await same(s.name, s.portal(), s.baseline!(), (x) => [idsOf(x), x['totalCount']]);
  }
  if (only('nearby')) {
    const at = { latitude: 44.5384, longitude: 18.6763, categoryId: f.categoryId };
    await same(
      'nearby',
      json('/api/Complaints/GetNearby', { languageId: 1, ...at }),
      json('/nearby', { ...at, meters: 150 }),
      (x) => (x['items'] as { id: number }[]).map((i) => i.id),
    );
  }
  if (only('question-details')) {
    const id = f.questionIds[0]!;
    await same(
      'question-details',
      { method: 'GET', path: `/api/PublicQuestions/GetByID/${id}/1` },
      { method: 'GET', path: `/question/${id}` },
      (x) => x['id'],
    );
  }
  for (const s of all.filter((x) => x.name.startsWith('sessions-') && only(x.name))) {
    await same(s.name, s.portal(), s.baseline!(), (x) => [idsOf(x), x['totalCount']]);
  }
  if (only('session-details')) {
    const id = f.sessionIds[0]!;
    type Item = { id: number; votes: unknown };
    await same(
      'session-details',
      { method: 'GET', path: `/api/Sessions/GetBasicDataByID/${id}/1` },
      { method: 'GET', path: `/session/${id}` },
      (x) => [
        x['id'],
        (x['agenda'] as Item[]).map((a) => [a.id, a.votes]),
        (x['comments'] as unknown[]).length,
      ],
    );
  }
  if (only('session-vote')) {
    // Two citizens vote on one item, through the portal and then the baseline: one more vote.
    const a = f.nextBallot();
    const b = f.nextBallot(a.itemId);
    const total = (x: Record<string, unknown>) =>
      Object.values(x['votes'] as Record<string, number>).reduce((sum, n) => sum + n, 0);
    const first = await call(portal, {
      ...json('/api/PublicSessions/Vote', { agendaItemId: a.itemId, choice: 'for' }),
      headers: { authorization: `Bearer ${a.token}` },
    });
    const second = await call(
      baseline,
      json('/vote', { agendaItemId: a.itemId, voterId: b.voterId, choice: 'for' }),
    );
    if (total(second) !== total(first) + 1)
      throw new Error(
        `session-vote: the portal and the baseline disagree: ${JSON.stringify([first, second])}`,
      );
  }
  if (!only('list') && !only('map') && !only('details')) return;
  for (const s of all.filter((x) => x.baseline && x.name.startsWith('list') && x.name !== 'list-text')) {
    await same(s.name, s.portal(), s.baseline!(), (x) => [idsOf(x), x['totalCount']]);
  }
  await same(
    'list-text',
    json('/api/Complaints/Search', { languageId: 1, text: 'rasvjeta' }),
    json('/list', { text: 'rasvjeta' }),
    (x) => [idsOf(x), x['totalCount']],
  );
  await same('map-city', all[4]!.portal(), all[4]!.baseline!(), (x) => x['totalCount']);
  const id = f.publicIds[0]!;
  await same(
    'details',
    { method: 'GET', path: `/api/Complaints/GetByID/${id}/1` },
    { method: 'GET', path: `/details/${id}` },
    (x) => x['id'],
  );
}

type Sample = {
  publicIds: number[];
  categoryId: number;
  sessionIds: number[];
  sessionPage: number;
  sessionFilter: Fixtures['sessionFilter'];
  ballots: Ballot[];
  questionIds: number[];
  questionPage: number;
};

/** How many generated citizens vote in the vote scenario (each signs in once, before measuring). */
const VOTERS = 1_000;

/**
 * Published sessions anyone may see, a page half way through their list, a past convocation's
 * year, and votes not cast yet: pairs of `VOTERS` random generated citizens and the items of
 * sessions open for voting that citizens see, in random order.
 */
async function sampleSessions(
  sql: Sql,
): Promise<Omit<Sample, 'publicIds' | 'categoryId' | 'questionIds' | 'questionPage'>> {
  const sessionIds = (
    await sql.query<{ id: number }>(
      `select id from council_session where municipality_id = $1 and published and privilege_id = 1
       order by random() limit 2000`,
      [MUNICIPALITY],
    )
  ).rows.map((r) => r.id);
  const [visible] = (
    await sql.query<{ n: number }>(
      'select count(*)::int as n from council_session where municipality_id = $1 and published and privilege_id = 1',
      [MUNICIPALITY],
    )
  ).rows;
  const [convocation] = (
    await sql.query<{ id: number; year: number }>(
      `select c.id, extract(year from c.start_date)::int + 1 as year from convocation c
       join council_session s on s.convocation_id = c.id and s.published and s.privilege_id = 1 and s.status_id = 3
       where c.municipality_id = $1 and not c.is_current group by c.id order by count(*) desc, c.id limit 1`,
      [MUNICIPALITY],
    )
  ).rows;
  const ballots = (
    await sql.query<Ballot>(
      `select v.id as "voterId", v.username, a.id as "itemId"
       from (select id, username from app_user where municipality_id = $1 and username like 'bench%' and profile_id = 3
             order by random() limit $2) v
       cross join (select a.id from agenda_item a join council_session s on s.id = a.session_id
                   where s.municipality_id = $1 and s.published and s.voting_enabled and s.status_id = 2
                     and s.privilege_id in (1, 3, 4)) a
       where not exists (select 1 from vote where subject_kind = 'agenda-item' and subject_id = a.id and voter_id = v.id)
       order by random()`,
      [MUNICIPALITY, VOTERS],
    )
  ).rows;
  const year = convocation?.year ?? new Date().getFullYear();
  return {
    sessionIds,
    sessionPage: Math.max(2, Math.floor((visible?.n ?? 0) / 20)),
    sessionFilter: {
      when: 'finished',
      convocationId: convocation?.id ?? 1,
      dateFrom: `${year}-01-01`,
      dateTo: `${year}-12-31`,
    },
    ballots,
  };
}

/** Active questions to open, and a page of their public list nine tenths of the way through it. */
async function sampleQuestions(sql: Sql): Promise<Pick<Sample, 'questionIds' | 'questionPage'>> {
  const questionIds = (
    await sql.query<{ id: number }>(
      'select id from question where municipality_id = $1 and question_active order by random() limit 2000',
      [MUNICIPALITY],
    )
  ).rows.map((r) => r.id);
  const [active] = (
    await sql.query<{ n: number }>(
      'select count(*)::int as n from question where municipality_id = $1 and question_active',
      [MUNICIPALITY],
    )
  ).rows;
  return { questionIds, questionPage: Math.max(2, Math.floor(((active?.n ?? 0) / 10) * 0.9)) };
}

/** Public complaints to open and the most frequent category, read from the database. */
async function sample(sql: Sql): Promise<Sample> {
  const publicIds = (
    await sql.query<{ id: number }>(
      `select id from complaint where municipality_id = $1 and visible and not inappropriate
       order by random() limit 2000`,
      [MUNICIPALITY],
    )
  ).rows.map((r) => r.id);
  const [category] = (
    await sql.query<{ id: number }>(
      'select category_id as id from complaint where municipality_id = $1 group by 1 order by count(*) desc limit 1',
      [MUNICIPALITY],
    )
  ).rows;
  return {
    publicIds,
    categoryId: category!.id,
    ...(await sampleSessions(sql)),
    ...(await sampleQuestions(sql)),
  };
}

/** Signs the ballots' citizens in, a few at a time (argon2id): their tokens by id. */
async function signIn(portal: string, ballots: readonly Ballot[]): Promise<Map<number, string>> {
  const people = [...new Map(ballots.map((b) => [b.voterId, b.username])).entries()];
  const tokens = new Map<number, string>();
  const started = Date.now();
  let next = 0;
  const worker = async () => {
    while (next < people.length) {
      const [id, username] = people[next++]!;
      const login = await call(portal, json('/api/Account/Login', { username, password: PASSWORD }));
      tokens.set(id, String(login['token']));
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  console.log(
    `${tokens.size} citizens signed in to cast ${n(ballots.length)} votes (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );
  return tokens;
}

async function fixtures(
  data: Sample,
  portal: string,
  scale: Scale,
  only: (name: string) => boolean,
): Promise<Fixtures> {
  // Reports are sent as the demo office (right 15): a citizen may report ten an hour (decision 0018).
  const login = await call(portal, json('/api/Account/Login', { username: 'office', password: PASSWORD }));
  const { ballots, ...rest } = data;
  const tokens = only('session-vote') ? await signIn(portal, ballots) : new Map<number, string>();
  let used = 0;
  return {
    ...rest,
    users: scale.users,
    deepPage: Math.max(2, Math.floor(scale.complaints / 200)),
    token: String(login['token']),
    nextBallot: (itemId) => {
      if (itemId !== undefined) {
        const at = ballots.findIndex((b, i) => i >= used && b.itemId === itemId);
        if (at < 0) throw new Error(`No vote left on item ${itemId}.`);
        [ballots[used], ballots[at]] = [ballots[at]!, ballots[used]!];
      }
      // Past the last, votes are cast again and refused (vote_already_added): counted as errors.
      if (used === ballots.length) console.warn(`All ${n(ballots.length)} votes not cast yet were cast.`);
      const ballot = ballots[used++ % ballots.length]!;
      return { ...ballot, token: tokens.get(ballot.voterId) ?? '' };
    },
  };
}

type Row = {
  scenario: string;
  label: string;
  connections: number;
  portal: Measure;
  baseline?: Measure;
  /** Portal requests per second over the baseline's (target: at least 0.8). */
  ratio?: number;
  /** Portal p99 over the baseline's, a p99 under a millisecond counted as one (target: at most 1.5). */
  p99Ratio?: number;
};

async function runScenarios(
  portal: Process,
  baseline: Process | null,
  f: Fixtures,
  options: { connections: number[]; duration: number; only: (name: string) => boolean },
): Promise<Row[]> {
  const rows: Row[] = [];
  for (const s of scenarios(f).filter((x) => options.only(x.name))) {
    // A few calls first, so caches and plans are as a running server has them (both servers).
    for (let i = 0; i < 5; i++) await call(portal.url, s.portal());
    if (baseline && s.baseline) for (let i = 0; i < 5; i++) await call(baseline.url, s.baseline());
    for (const connections of options.connections) {
      await settle(portal.url);
      const p = await measure(portal.url, s.portal, connections, options.duration);
      await settle(portal.url);
      const b =
        baseline && s.baseline
          ? await measure(baseline.url, s.baseline, connections, options.duration)
          : undefined;
      const row: Row = { scenario: s.name, label: s.label, connections, portal: p };
      if (b) {
        row.baseline = b;
        row.ratio = b.requestsPerSecond
          ? Math.round((p.requestsPerSecond / b.requestsPerSecond) * 100) / 100
          : 0;
        row.p99Ratio = Math.round((Math.max(p.p99, 1) / Math.max(b.p99, 1)) * 100) / 100;
      }
      console.log(
        `${s.name.padEnd(22)} c=${String(connections).padStart(2)}  portal ${p.requestsPerSecond} req/s p50 ${p.p50} ms p99 ${p.p99} ms errors ${p.errors}` +
          (b
            ? `  | baseline ${b.requestsPerSecond} req/s p50 ${b.p50} ms p99 ${b.p99} ms  ratio ${row.ratio} p99 ratio ${row.p99Ratio}`
            : ''),
      );
      rows.push(row);
    }
  }
  return rows;
}

type Run = { database: 'postgres' | 'pglite'; scale: Scale; generatedSeconds: number | null; rows: Row[] };

type RunOptions = {
  reuse: boolean;
  generateOnly: boolean;
  scale: Scale;
  connections: number[];
  duration: number;
  /** Whether a scenario is measured (`--scenarios`). */
  only: (name: string) => boolean;
};

/** Migrations and demo data by a first start of the portal, then the generated data; its seconds. */
async function prepare(target: { databaseUrl: string } | { dataDir: string }, scale: Scale): Promise<number> {
  await (await startPortal(target)).stop();
  const sql = await openSql(target);
  try {
    return (await generate(sql, { municipalityId: MUNICIPALITY, scale, progress: console.log })).seconds;
  } finally {
    await sql.close();
  }
}

async function postgresRun(options: RunOptions & { serverUrl: string; database: string }): Promise<Run> {
  const name = options.database;
  const url = new URL(options.serverUrl);
  url.pathname = `/${name}`;
  let databaseUrl = url.toString();
  let generatedSeconds: number | null = null;
  if (!options.reuse) {
    databaseUrl = await freshDatabase(options.serverUrl, name);
    console.log(`PostgreSQL: preparing ${name}…`);
    generatedSeconds = await prepare({ databaseUrl }, options.scale);
  }
  const run = { database: 'postgres' as const, scale: options.scale, generatedSeconds };
  if (options.generateOnly) return { ...run, rows: [] };
  const portal = await startPortal({ databaseUrl });
  const baseline = await startBaseline(databaseUrl);
  const sql = await openSql({ databaseUrl });
  try {
    const f = await fixtures(await sample(sql), portal.url, options.scale, options.only);
    await checkSameWork(portal.url, baseline.url, f, options.only);
    return { ...run, rows: await runScenarios(portal, baseline, f, options) };
  } finally {
    await sql.close();
    await Promise.all([portal.stop(), baseline.stop()]);
  }
}

async function pgliteRun(options: RunOptions): Promise<Run> {
  const dataDir = path.join(root, '.tmp/bench-pglite');
  let generatedSeconds: number | null = null;
  if (!options.reuse) {
    rmSync(dataDir, { recursive: true, force: true });
    mkdirSync(dataDir, { recursive: true });
    console.log('PGlite: preparing the embedded database…');
    generatedSeconds = await prepare({ dataDir }, options.scale);
  }
  const run = { database: 'pglite' as const, scale: options.scale, generatedSeconds };
  if (options.generateOnly) return { ...run, rows: [] };
  // The embedded database belongs to the portal's process: the sample is read before it starts.
  const sql = await openSql({ dataDir });
  const data = await sample(sql);
  await sql.close();
  const portal = await startPortal({ dataDir });
  try {
    const f = await fixtures(data, portal.url, options.scale, options.only);
    return { ...run, rows: await runScenarios(portal, null, f, options) };
  } finally {
    await portal.stop();
  }
}

const n = (value: number) => value.toLocaleString('en');

function markdown(result: { machine: ReturnType<typeof machine>; duration: number; runs: Run[] }): string {
  const m = result.machine;
  const lines = [
    '# Load benchmark',
    '',
    `${m.date.slice(0, 10)}, commit ${m.commit}, ${m.cores} cores (${m.cpu}), ${m.memoryGiB} GiB, Node ${m.node}; ` +
      `${result.duration} s per measurement, autocannon on the same machine.`,
    '',
  ];
  for (const run of result.runs) {
    const s = run.scale;
    const sessions = s.sessions
      ? `; ${n(s.sessions)} council sessions, ${n(s.agendaItems)} agenda items, ${n(s.votes)} votes, ${n(s.sessionComments)} comments on them`
      : '';
    const questions = s.questions
      ? `; ${n(s.councilMembers)} council members, ${n(s.questions)} citizens' questions`
      : '';
    lines.push(
      `## ${run.database === 'postgres' ? 'PostgreSQL server' : 'Embedded PGlite'}: ${n(s.users)} people, ${n(s.complaints)} complaints, ${n(s.comments)} comments${sessions}${questions}`,
      '',
      run.generatedSeconds !== null
        ? `Data generated in ${run.generatedSeconds} s.`
        : 'Data generated by an earlier run.',
      '',
      run.database === 'postgres'
        ? '| Scenario | Conn. | req/s | p50 ms | p99 ms | errors | baseline req/s | baseline p50 ms | baseline p99 ms | portal / baseline | p99 / baseline p99 |\n|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|'
        : '| Scenario | Conn. | req/s | p50 ms | p99 ms | errors |\n|---|---:|---:|---:|---:|---:|',
    );
    for (const r of run.rows) {
      const p = r.portal;
      const base = `| ${r.label} | ${r.connections} | ${p.requestsPerSecond} | ${p.p50} | ${p.p99} | ${p.errors} |`;
      lines.push(
        run.database === 'postgres'
          ? `${base} ${r.baseline ? `${r.baseline.requestsPerSecond} | ${r.baseline.p50} | ${r.baseline.p99} | ${r.ratio} | ${r.p99Ratio} |` : '– | – | – | – | – |'}`
          : base,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

async function main() {
  const { values } = parseArgs({
    options: {
      only: { type: 'string' },
      postgres: {
        type: 'string',
        default: process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test',
      },
      reuse: { type: 'boolean', default: false },
      'generate-only': { type: 'boolean', default: false },
      /** The database on the PostgreSQL server, generated (or, with --reuse, generated before). */
      database: { type: 'string', default: 'bench_portal' },
      complaints: { type: 'string', default: String(FULL_SCALE.complaints) },
      users: { type: 'string', default: String(FULL_SCALE.users) },
      sessions: { type: 'string', default: String(FULL_SCALE.sessions) },
      questions: { type: 'string', default: String(FULL_SCALE.questions) },
      'pglite-complaints': { type: 'string', default: '100000' },
      connections: { type: 'string', default: '1,16,64' },
      duration: { type: 'string', default: '10' },
      /** Scenarios whose names begin with one of these, comma-separated (`session`, `list,details`). */
      scenarios: { type: 'string' },
      /** The server as built, even when its sources are newer (others edit them meanwhile). */
      'as-built': { type: 'boolean', default: false },
    },
  });
  if (!values['as-built']) ensureBuilt();
  const connections = values.connections.split(',').map(Number);
  const duration = Number(values.duration);
  const prefixes = values.scenarios?.split(',').filter(Boolean);
  const only = (name: string) => !prefixes || prefixes.some((p) => name.startsWith(p));
  const runs: Run[] = [];
  if (values.only !== 'pglite') {
    const complaints = Number(values.complaints);
    runs.push(
      await postgresRun({
        serverUrl: values.postgres,
        database: values.database,
        reuse: values.reuse,
        generateOnly: values['generate-only'],
        scale: {
          users: Number(values.users),
          complaints,
          comments: complaints * 3,
          ...sessionScale(Number(values.sessions)),
          ...questionScale(Number(values.questions)),
        },
        connections,
        duration,
        only,
      }),
    );
  }
  if (values.only !== 'postgres') {
    const complaints = Number(values['pglite-complaints']);
    runs.push(
      await pgliteRun({
        reuse: values.reuse,
        generateOnly: values['generate-only'],
        // A small municipality's council: 200 sessions at 100,000 complaints.
        scale: {
          users: complaints / 10,
          complaints,
          comments: complaints * 3,
          ...sessionScale(Math.round(complaints / 500)),
          // And 20,000 questions to its council and units.
          ...questionScale(Math.round(complaints / 5)),
        },
        connections,
        duration,
        only,
      }),
    );
  }
  if (values['generate-only']) {
    for (const run of runs) console.log(`${run.database}: generated in ${run.generatedSeconds} s`);
    return;
  }
  const result = { machine: machine(), duration, runs };
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  // A part of the scenarios is written apart (`load-postgres-session.md`), beside the whole run's.
  const suffix = `${values.only ? `-${values.only}` : ''}${prefixes ? `-${prefixes.join('-')}` : ''}`;
  writeFileSync(path.join(out, `load${suffix}.json`), `${JSON.stringify(result, null, 2)}\n`);
  writeFileSync(path.join(out, `load${suffix}.md`), markdown(result));
  console.log(`\nWritten to bench/results/load${suffix}.json and .md`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.stack : error);
  process.exit(1);
});
