// The baseline of the load benchmark: a bare Node HTTP server that runs the same SQL as the
// portal's complaint and council session calls through `pg`, with no framework, no
// validation, no sign-in, no tenancy and no caching. What the portal adds on top of this is
// the framework's cost.
//
//   DATABASE_URL=postgres://… PORT=3200 npx tsx bench/baseline.ts
//
// The statements mirror apps/server/src/modules/complaints/complaints.repository.ts
// (searchComplaints, mapCells, findComplaint and the children of a complaint, statistics;
// nearbyQuery of complaints-nearby.repository.ts);
// the load benchmark checks before measuring that both answer the same rows. Like the portal,
// it reads a page's ids before their rows, keeps counts of 20,000 or more for a minute, and
// cuts the map of a large municipality from its kept cells (the portal's own function), so
// that both do the same work per request. The council sessions' statements mirror
// modules/sessions (sessions.repository.ts, sessions-public.service.ts) and the platform's
// votes and discussions, in the same order, for a signed-out reader (the list and details)
// and for a registered citizen whose id the request names (a vote). Citizens' questions mirror
// modules/council-members (questions.repository.ts, questions-public.service.ts).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import pg from 'pg';
// The very function the portal folds search words with, so both search for the same thing.
import {
  type MapBox,
  type MapCell,
  prefixQuery,
} from '../apps/server/src/modules/complaints/complaints.repository';
import {
  boundingBox,
  EARTH_RADIUS_M,
} from '../apps/server/src/modules/complaints/complaints-nearby.repository';
import {
  cellSize,
  cellsInView,
  MAP_KEPT_MAX_ZOOM,
  MAP_POINTS_MAX,
} from '../apps/server/src/modules/complaints/complaints.service';

const TIME_ZONE = 'Europe/Sarajevo';
const PUBLIC = 'c.visible and not c.inappropriate';

type Filter = { categoryId?: number; statusId?: number; text?: string };

/** The public list's conditions, with their parameters from $1 on. */
function where(municipalityId: number, f: Filter, params: unknown[]): string {
  params.push(municipalityId);
  const parts = [`c.municipality_id = $${params.length}`, PUBLIC];
  const query = f.text ? prefixQuery(f.text) : null;
  if (query) {
    params.push(query);
    parts.push(`c.search @@ to_tsquery('simple', $${params.length})`);
  }
  if (f.categoryId) {
    params.push(f.categoryId);
    parts.push(`c.category_id = $${params.length}`);
  }
  if (f.statusId) {
    params.push(f.statusId);
    parts.push(`c.status_id = $${params.length}`);
  }
  return parts.join(' and ');
}

const LIST_COLUMNS = `c.id, c.municipality_id, c.year, c.sequence, c.title, c.description, c.category_id,
  cat.name as category_name, cat.icon as category_icon, c.status_id, c.date_created, c.date_answered,
  c.date_resolved, c.address, c.location_description, c.latitude, c.longitude, c.organizational_unit_id,
  u.name as unit_name, c.user_id, p.first_name, p.last_name, p.username, p.email, p.phone,
  c.inappropriate, c.visible,
  (select ci.id from complaint_image ci where ci.complaint_id = c.id order by ci.sort_order, ci.id limit 1) as image_id,
  (select count(*)::int from comment cc where cc.subject_kind = 'complaint' and cc.subject_id = c.id) as comment_count`;

const LIST_FROM = `complaint c
  join complaint_category cat on cat.id = c.category_id
  join app_user p on p.id = c.user_id
  left join organizational_unit u on u.id = c.organizational_unit_id`;

/** The portal's rule for large counts: 20,000 or more are kept for a minute (decision 0016). */
function largeCounts<T>(totalOf: (value: T) => number) {
  const entries = new Map<string, { value: T; until: number }>();
  return {
    get: (key: string) => {
      const entry = entries.get(key);
      return entry && entry.until > Date.now() ? entry.value : undefined;
    },
    keep: (key: string, value: T) => {
      if (totalOf(value) >= 20_000) entries.set(key, { value, until: Date.now() + 60_000 });
    },
  };
}

export function createBaseline(pool: pg.Pool, municipalityId: number) {
  const totals = largeCounts<number>((n) => n);
  const kept = largeCounts<MapCell[]>((all) => all.reduce((sum, c) => sum + c.count, 0));
  const counted = largeCounts<Awaited<ReturnType<typeof countAll>>>((s) =>
    s.byStatus.reduce((sum: number, r: { count: number }) => sum + r.count, 0),
  );

  async function list(body: Filter & { pageNumber?: number; pageSize?: number }) {
    const pageSize = body.pageSize ?? 10;
    const offset = ((body.pageNumber ?? 1) - 1) * pageSize;
    const params: unknown[] = [];
    const condition = where(municipalityId, body, params);
    const countParams: unknown[] = [];
    const countCondition = where(municipalityId, body, countParams);
    const key = JSON.stringify(body);
    const known = totals.get(key);
    const [rows, count] = await Promise.all([
      pool.query(
        `select ${LIST_COLUMNS} from ${LIST_FROM} where c.id in (
           select c.id from complaint c where ${condition}
           order by c.date_created desc, c.id desc limit ${pageSize} offset ${offset})
         order by c.date_created desc, c.id desc`,
        params,
      ),
      known !== undefined
        ? { rows: [{ n: known }] }
        : pool.query(`select count(*)::int as n from complaint c where ${countCondition}`, countParams),
    ]);
    const totalCount: number = count.rows[0].n;
    totals.keep(key, totalCount);
    return { items: rows.rows, totalCount };
  }

  /** The cells of public complaints, in a box or (box null) of the whole municipality. */
  async function cells(box: MapBox | null, cell: number, limit: number) {
    const params: unknown[] = [];
    const condition = where(municipalityId, {}, params);
    let inBox = '';
    if (box) {
      params.push(box.south, box.north, box.west, box.east);
      const n = params.length;
      inBox = ` and c.latitude >= $${n - 3} and c.latitude <= $${n - 2}
        and c.longitude >= $${n - 1} and c.longitude <= $${n}`;
    }
    params.push(cell, cell, limit);
    const n = params.length;
    const rows = await pool.query(
      `select floor(c.longitude / $${n - 2})::int as gx, floor(c.latitude / $${n - 1})::int as gy,
         count(*)::int as count, avg(c.latitude)::float8 as latitude, avg(c.longitude)::float8 as longitude,
         min(c.id) as id, min(c.title) as title, min(c.status_id)::int as "statusId",
         (sum(count(*)) over ())::int as total
       from complaint c
       where ${condition}${inBox}
       group by 1, 2 order by count(*) desc, 1, 2 limit $${n}`,
      params,
    );
    return rows.rows as MapCell[];
  }

  async function map(body: MapBox & { zoom: number }) {
    const cell = cellSize(body.zoom);
    if (body.zoom > MAP_KEPT_MAX_ZOOM) {
      const rows = await cells(body, cell, MAP_POINTS_MAX);
      return { points: rows, totalCount: rows[0]?.total ?? 0 };
    }
    const key = `map ${body.zoom}`;
    const all = kept.get(key) ?? (await cells(null, cell, 1_000_000));
    kept.keep(key, all);
    const view = cellsInView(all, body, cell, MAP_POINTS_MAX);
    return { points: view.cells, totalCount: view.total };
  }

  async function details(id: number) {
    const found = await pool.query(
      `select ${LIST_COLUMNS} from ${LIST_FROM} where c.municipality_id = $1 and c.id = $2`,
      [municipalityId, id],
    );
    const row = found.rows[0];
    if (!row || !row.visible || row.inappropriate) return null;
    const [images, files, comments, answers] = await Promise.all([
      pool.query('select * from complaint_image where complaint_id = $1 order by sort_order, id', [id]),
      pool.query('select * from complaint_file where complaint_id = $1 order by id', [id]),
      pool.query(
        `select cc.*, a.first_name, a.last_name, a.username from comment cc
         join app_user a on a.id = cc.user_id where cc.subject_kind = 'complaint' and cc.subject_id = $1
         order by cc.date_created, cc.id`,
        [id],
      ),
      pool.query(
        `select ca.*, a.first_name, a.last_name, a.username, u.name as unit_name from complaint_answer ca
         join app_user a on a.id = ca.user_id left join organizational_unit u on u.id = ca.organizational_unit_id
         where ca.complaint_id = $1 order by ca.date_created, ca.id`,
        [id],
      ),
    ]);
    const answerIds = answers.rows.map((a: { id: number }) => a.id);
    const answerFiles = answerIds.length
      ? (
          await pool.query('select * from complaint_answer_file where answer_id = any($1) order by id', [
            answerIds,
          ])
        ).rows
      : [];
    return {
      ...row,
      images: images.rows,
      documents: files.rows,
      comments: comments.rows,
      answers: answers.rows,
      answerFiles,
    };
  }

  async function statistics() {
    const cached = counted.get('all');
    if (cached) return cached;
    const result = await countAll();
    counted.keep('all', result);
    return result;
  }

  async function countAll() {
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1))
      .toISOString()
      .slice(0, 10);
    const to = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 0)).toISOString().slice(0, 10);
    const run = (select: string, extra = '', extraParams: unknown[] = [], tail = '') => {
      const params: unknown[] = [];
      const condition = where(municipalityId, {}, params);
      const shift = params.length;
      const more = extra.replace(/\$(\d+)/g, (_, i: string) => `$${Number(i) + shift}`);
      return pool.query(`${select} where ${condition}${more} ${tail}`, [...params, ...extraParams]);
    };
    const [byCategory, byStatus, byUnit, byMonth, average] = await Promise.all([
      run(
        `select c.category_id as id, cat.name, count(*)::int as count from complaint c
         join complaint_category cat on cat.id = c.category_id`,
        '',
        [],
        'group by c.category_id, cat.name order by count(*) desc, c.category_id',
      ),
      run(
        'select c.status_id as id, count(*)::int as count from complaint c',
        '',
        [],
        'group by c.status_id',
      ),
      run(
        `select c.organizational_unit_id as id, u.name, count(*)::int as count from complaint c
         left join organizational_unit u on u.id = c.organizational_unit_id`,
        '',
        [],
        'group by c.organizational_unit_id, u.name order by count(*) desc',
      ),
      run(
        `select to_char(c.date_created at time zone '${TIME_ZONE}', 'YYYY-MM') as month, count(*)::int as count from complaint c`,
        ` and c.date_created >= (($1)::date)::timestamp at time zone '${TIME_ZONE}'
          and c.date_created < (($2)::date)::timestamp at time zone '${TIME_ZONE}' + interval '1 day'`,
        [from, to],
        'group by 1',
      ),
      run(
        `select avg(extract(epoch from (c.date_resolved - c.date_created)) / 3600)::float8 as hours from complaint c`,
        ' and c.status_id = 5 and c.date_resolved is not null',
      ),
    ]);
    return {
      byCategory: byCategory.rows,
      byStatus: byStatus.rows,
      byUnit: byUnit.rows,
      byMonth: byMonth.rows,
      averageHours: average.rows[0]?.hours ?? null,
    };
  }

  /**
   * Public reports of a category near a pin (the portal's GetNearby): the position index's box,
   * then the exact distance, open or resolved within 30 days, the nearest ten.
   */
  async function nearby(body: { latitude: number; longitude: number; categoryId: number; meters: number }) {
    const box = boundingBox(body.latitude, body.longitude, body.meters);
    const distance = `(2 * ${EARTH_RADIUS_M}::float8 * asin(least(1::float8, sqrt(
      power(sin(radians(c.latitude - $1::float8) / 2), 2)
      + cos(radians($1::float8)) * cos(radians(c.latitude)) * power(sin(radians(c.longitude - $2::float8) / 2), 2)))))`;
    const rows = await pool.query(
      `select c.id, c.year, c.sequence, c.title, cat.name as category_name, c.status_id, c.address,
         c.date_created, c.date_resolved, c.support_count, c.user_id,
         (select ci.id from complaint_image ci where ci.complaint_id = c.id order by ci.sort_order, ci.id limit 1) as image_id,
         ${distance} as distance
       from complaint c join complaint_category cat on cat.id = c.category_id
       where c.municipality_id = $3 and ${PUBLIC} and c.latitude >= $4 and c.latitude <= $5
         and c.longitude >= $6 and c.longitude <= $7 and c.category_id = $8 and c.merged_into_id is null
         and (c.status_id in (1, 3, 4) or (c.status_id = 5 and c.date_resolved >= now() - interval '30 days'))
         and ${distance} <= $9
       order by distance, c.id limit 10`,
      [
        body.latitude,
        body.longitude,
        municipalityId,
        box.south,
        box.north,
        box.west,
        box.east,
        body.categoryId,
        body.meters,
      ],
    );
    return { items: rows.rows.map((r: { id: number }) => ({ id: r.id })) };
  }

  return { list, map, details, statistics, nearby };
}

/** Session privileges a signed-out reader sees (Anyone), and a registered citizen (decision 0027). */
const SIGNED_OUT = [1];
const REGISTERED = [1, 3, 4];
const AGENDA_CHOICES = { for: 1, against: 2, abstained: 3, absent: 4 } as const;

type SessionFilter = {
  when?: 'all' | 'upcoming' | 'active' | 'finished';
  convocationId?: number;
  dateFrom?: string;
  dateTo?: string;
};

const SESSION_COLUMNS = `s.id, s.municipality_id, s.convocation_id, s.title, s.description, s.place, s.starts_at,
  s.ends_at, s.status_id, s.privilege_id, s.voting_enabled, s.commenting_enabled, s.published,
  s.first_published_at, s.created_by, s.date_created, cv.name as convocation_name`;
const AGENDA_COLUMNS = `id, municipality_id, session_id, parent_id, ordinal_number, sub_number, name, description,
  status_id, council_decision_id, council_for, council_against, council_abstained`;

/** Council sessions as sessions-public.service.ts reads them, statement for statement. */
export function createSessionBaseline(pool: pg.Pool, municipalityId: number) {
  const agendaOf = (ids: number[]) =>
    ids.length
      ? pool.query(
          `select ${AGENDA_COLUMNS} from agenda_item where municipality_id = $1 and session_id = any($2::int[])
           order by session_id, ordinal_number, sub_number`,
          [municipalityId, ids],
        )
      : Promise.resolve({ rows: [] });
  const filesOf = (id: number) =>
    pool.query(
      `select * from session_file where municipality_id = $1 and session_id = any($2::int[]) order by sort_order, id`,
      [municipalityId, [id]],
    );
  /** Comments shown to the public (an inappropriate one stays, hidden), per subject. */
  const commentCounts = (kind: string, ids: number[]) =>
    ids.length
      ? pool.query(
          `select subject_id, count(*)::int as n from comment
           where subject_kind = $1 and subject_id = any($2::int[]) and municipality_id = $3 and active
           group by subject_id`,
          [kind, ids, municipalityId],
        )
      : Promise.resolve({ rows: [] });
  const voteCounts = (ids: number[]) =>
    ids.length
      ? pool.query(
          `select subject_id, choice, count(*)::int as n from vote
           where municipality_id = $1 and subject_kind = 'agenda-item' and subject_id = any($2::int[])
           group by subject_id, choice`,
          [municipalityId, ids],
        )
      : Promise.resolve({ rows: [] });
  const findSession = async (id: number) =>
    (
      await pool.query(
        `select ${SESSION_COLUMNS} from council_session s join convocation cv on cv.id = s.convocation_id
         where s.municipality_id = $1 and s.id = $2`,
        [municipalityId, id],
      )
    ).rows[0] as
      | { id: number; published: boolean; privilege_id: number; status_id: number; voting_enabled: boolean }
      | undefined;
  const tallies = (rows: { subject_id: number; choice: number; n: number }[], ids: number[]) => {
    const names = Object.keys(AGENDA_CHOICES) as (keyof typeof AGENDA_CHOICES)[];
    const answer = new Map(ids.map((id) => [id, { for: 0, against: 0, abstained: 0, absent: 0 }]));
    for (const r of rows) {
      const name = names.find((c) => AGENDA_CHOICES[c] === r.choice);
      const tally = answer.get(r.subject_id);
      if (tally && name) tally[name] = r.n;
    }
    return answer;
  };

  async function sessions(body: SessionFilter & { pageNumber?: number; pageSize?: number }) {
    const pageSize = body.pageSize ?? 10;
    const offset = ((body.pageNumber ?? 1) - 1) * pageSize;
    const params: unknown[] = [municipalityId, SIGNED_OUT];
    const parts = ['s.municipality_id = $1', 's.published', 's.privilege_id = any($2::int[])'];
    const when = body.when ?? 'all';
    if (body.dateFrom) {
      params.push(body.dateFrom);
      parts.push(`s.starts_at >= (($${params.length})::date + 0)::timestamp at time zone '${TIME_ZONE}'`);
    }
    if (body.dateTo) {
      params.push(body.dateTo);
      parts.push(`s.starts_at < (($${params.length})::date + 1)::timestamp at time zone '${TIME_ZONE}'`);
    }
    if (body.convocationId) {
      params.push(body.convocationId);
      parts.push(`s.convocation_id = $${params.length}`);
    }
    if (when === 'upcoming') parts.push('s.status_id = 1', 's.starts_at >= now()');
    if (when === 'active') parts.push('s.status_id = 2');
    if (when === 'finished') parts.push('s.status_id = 3');
    const where = parts.join(' and ');
    // As the portal: the count, then the page, then the page's agenda, then its comment counts.
    const count = await pool.query(`select count(*)::int as n from council_session s where ${where}`, params);
    const page = await pool.query(
      `select ${SESSION_COLUMNS}, (select count(*) from agenda_item a where a.session_id = s.id)::int as agenda_item_count
       from council_session s join convocation cv on cv.id = s.convocation_id where ${where}
       order by s.starts_at ${when === 'upcoming' ? 'asc' : 'desc'}, s.id desc limit ${pageSize} offset ${offset}`,
      params,
    );
    const ids = page.rows.map((r: { id: number }) => r.id);
    const agenda = (await agendaOf(ids)).rows as { id: number; session_id: number }[];
    const [ofSessions, ofItems] = await Promise.all([
      commentCounts('session', ids),
      commentCounts(
        'agenda-item',
        agenda.map((a) => a.id),
      ),
    ]);
    const comments = new Map<number, number>(ids.map((id: number) => [id, 0]));
    for (const r of ofSessions.rows as { subject_id: number; n: number }[]) comments.set(r.subject_id, r.n);
    const itemSession = new Map(agenda.map((a) => [a.id, a.session_id]));
    for (const r of ofItems.rows as { subject_id: number; n: number }[]) {
      const session = itemSession.get(r.subject_id)!;
      comments.set(session, comments.get(session)! + r.n);
    }
    return {
      items: page.rows.map((r: { id: number }) => ({ ...r, comment_count: comments.get(r.id) ?? 0 })),
      totalCount: count.rows[0].n as number,
    };
  }

  async function session(id: number) {
    const found = await findSession(id);
    if (!found || !found.published || !SIGNED_OUT.includes(found.privilege_id)) return null;
    const agendaWork = async () => {
      const [agenda] = await Promise.all([agendaOf([id]), filesOf(id)]);
      const ids = agenda.rows.map((a: { id: number }) => a.id);
      // No own votes: the reader is signed out.
      const [votes, comments] = await Promise.all([voteCounts(ids), commentCounts('agenda-item', ids)]);
      const byItem = tallies(votes.rows, ids);
      const counts = new Map(
        (comments.rows as { subject_id: number; n: number }[]).map((r) => [r.subject_id, r.n]),
      );
      return agenda.rows.map((a: { id: number }) => ({
        ...a,
        votes: byItem.get(a.id),
        comment_count: counts.get(a.id) ?? 0,
      }));
    };
    const commentWork = async () => {
      const rows = (
        await pool.query(
          `select c.*, a.first_name, a.last_name, a.username from comment c join app_user a on a.id = c.user_id
           where c.municipality_id = $1 and c.subject_kind = 'session' and c.subject_id = $2 and c.active
           order by c.date_created, c.id`,
          [municipalityId, id],
        )
      ).rows as { id: number }[];
      const files = rows.length
        ? (
            await pool.query(
              'select * from comment_file where comment_id = any($1::int[]) order by sort_order, id',
              [rows.map((r) => r.id)],
            )
          ).rows
        : [];
      return { rows, files };
    };
    const [agenda, files, comments] = await Promise.all([agendaWork(), filesOf(id), commentWork()]);
    return { ...found, documents: files.rows, agenda, comments: comments.rows, commentFiles: comments.files };
  }

  /** A registered citizen's vote, as the portal casts it after sign-in: checks, one transaction, the tally. */
  async function vote(body: { agendaItemId: number; voterId: number; choice: keyof typeof AGENDA_CHOICES }) {
    const item = (
      await pool.query(`select ${AGENDA_COLUMNS} from agenda_item where municipality_id = $1 and id = $2`, [
        municipalityId,
        body.agendaItemId,
      ])
    ).rows[0] as { session_id: number } | undefined;
    if (!item) return { status: 404, value: { error: 'not found' } };
    const found = await findSession(item.session_id);
    if (!found || !found.published || !REGISTERED.includes(found.privilege_id))
      return { status: 404, value: { error: 'not found' } };
    if (found.status_id !== 2 || !found.voting_enabled)
      return { status: 400, value: { error: 'voting_closed' } };
    const client = await pool.connect();
    let added: boolean;
    try {
      await client.query('begin');
      const inserted = await client.query(
        `insert into vote (municipality_id, subject_kind, subject_id, voter_id, choice) values ($1, 'agenda-item', $2, $3, $4)
         on conflict do nothing returning choice`,
        [municipalityId, body.agendaItemId, body.voterId, AGENDA_CHOICES[body.choice]],
      );
      await client.query('commit');
      added = inserted.rows.length > 0;
    } catch (error) {
      await client.query('rollback');
      throw error;
    } finally {
      client.release();
    }
    if (!added) return { status: 400, value: { error: 'vote_already_added' } };
    const tally = tallies((await voteCounts([body.agendaItemId])).rows, [body.agendaItemId]);
    return { status: 200, value: { votes: tally.get(body.agendaItemId), myVote: body.choice } };
  }

  return { sessions, session, vote };
}

/**
 * The columns of a question as the portal reads it (questions.repository.ts `selectViews`): the
 * question, its council member with the account's names and party, or its unit, the asker's
 * and the answerer's names.
 */
const QUESTION_COLUMNS = `q.*, m.member_type_id, m.user_id as member_user_id, mu.first_name as member_first_name,
  mu.last_name as member_last_name, mu.username as member_username, pp.short_name as party_short_name,
  ou.name as unit_name, a.first_name as asker_first_name, a.last_name as asker_last_name,
  a.username as asker_username, a.language_id as asker_language_id, r.first_name as answerer_first_name,
  r.last_name as answerer_last_name, r.username as answerer_username`;

const QUESTION_FROM = `question q
  left join council_member m on m.id = q.council_member_id
  left join app_user mu on mu.id = m.user_id
  left join political_party pp on pp.id = m.political_party_id
  left join organizational_unit ou on ou.id = q.organizational_unit_id
  join app_user a on a.id = q.asker_id
  left join app_user r on r.id = q.answered_by`;

/**
 * Citizens' questions as the public reads them (decision 0028; questions-public.service.ts and
 * questions.repository.ts): the list's count and page at once (active questions, newest first,
 * the page's ids before their rows), and a question with its answer's files.
 */
export function createQuestionBaseline(pool: pg.Pool, municipalityId: number) {
  async function questions(body: { pageNumber?: number; pageSize?: number }) {
    const pageSize = body.pageSize ?? 10;
    const offset = ((body.pageNumber ?? 1) - 1) * pageSize;
    const where = 'q.municipality_id = $1 and q.question_active = true';
    const [page, count] = await Promise.all([
      // As the portal: the page's ids first, then their rows with the names.
      pool.query(
        `select ${QUESTION_COLUMNS} from ${QUESTION_FROM} where q.id in (
           select q.id from question q left join council_member m on m.id = q.council_member_id where ${where}
           order by q.asked_at desc, q.id desc limit $2 offset $3)
         order by q.asked_at desc, q.id desc`,
        [municipalityId, pageSize, offset],
      ),
      pool.query(
        `select count(*)::int as n from question q left join council_member m on m.id = q.council_member_id
         where ${where}`,
        [municipalityId],
      ),
    ]);
    return {
      items: page.rows.map((r: { id: number; inappropriate: boolean; text: string }) => ({
        ...r,
        text: r.inappropriate ? '' : r.text,
      })),
      totalCount: count.rows[0].n as number,
    };
  }

  async function question(id: number) {
    const found = (
      await pool.query(
        `select ${QUESTION_COLUMNS} from ${QUESTION_FROM} where q.municipality_id = $1 and q.id = $2`,
        [municipalityId, id],
      )
    ).rows[0] as { id: number; question_active: boolean } | undefined;
    if (!found || !found.question_active) return null;
    const files = await pool.query(
      'select * from question_file where municipality_id = $1 and question_id = any($2::int[]) order by id',
      [municipalityId, [id]],
    );
    return { ...found, files: files.rows };
  }

  return { questions, question };
}

function readJson<T>(req: IncomingMessage): Promise<T> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      try {
        resolve((body ? JSON.parse(body) : {}) as T);
      } catch (error) {
        reject(error);
      }
    });
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, value: unknown) {
  const body = JSON.stringify(value);
  res.writeHead(status, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
  res.end(body);
}

function main() {
  const pool = new pg.Pool({ connectionString: process.env['DATABASE_URL'], max: 10 });
  const municipalityId = Number(process.env['MUNICIPALITY_ID'] ?? 6);
  const baseline = createBaseline(pool, municipalityId);
  const councilSessions = createSessionBaseline(pool, municipalityId);
  const citizenQuestions = createQuestionBaseline(pool, municipalityId);
  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    const handle = async () => {
      if (url === '/health') return send(res, 200, { ok: true });
      if (url === '/list') return send(res, 200, await baseline.list(await readJson(req)));
      if (url === '/map') return send(res, 200, await baseline.map(await readJson(req)));
      if (url === '/statistics') return send(res, 200, await baseline.statistics());
      if (url === '/nearby') return send(res, 200, await baseline.nearby(await readJson(req)));
      if (url === '/sessions') return send(res, 200, await councilSessions.sessions(await readJson(req)));
      if (url === '/questions') return send(res, 200, await citizenQuestions.questions(await readJson(req)));
      const asked = /^\/question\/(\d+)$/.exec(url);
      if (asked) {
        const found = await citizenQuestions.question(Number(asked[1]));
        return found ? send(res, 200, found) : send(res, 404, { error: 'not found' });
      }
      if (url === '/vote') {
        const { status, value } = await councilSessions.vote(await readJson(req));
        return send(res, status, value);
      }
      const session = /^\/session\/(\d+)$/.exec(url);
      if (session) {
        const found = await councilSessions.session(Number(session[1]));
        return found ? send(res, 200, found) : send(res, 404, { error: 'not found' });
      }
      const details = /^\/details\/(\d+)$/.exec(url);
      if (details) {
        const found = await baseline.details(Number(details[1]));
        return found ? send(res, 200, found) : send(res, 404, { error: 'not found' });
      }
      send(res, 404, { error: 'not found' });
    };
    handle().catch((error: unknown) => send(res, 500, { error: String(error) }));
  });
  server.listen(Number(process.env['PORT'] ?? 3200), process.env['HOST'] ?? '127.0.0.1');
  const stop = () => server.close(() => void pool.end().then(() => process.exit(0)));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

if (process.argv[1]?.endsWith('baseline.ts')) main();
