// Fills a municipality with realistic data at a chosen scale, for the load benchmark.
//
//   npx tsx bench/generate.ts --database-url postgres://postgres@127.0.0.1:5432/bench
//   npx tsx bench/generate.ts --data-dir /tmp/portal-data --complaints 100000
//   npx tsx bench/generate.ts --database-url … --sessions-only     # council sessions added to generated people
//   npx tsx bench/generate.ts --database-url … --questions-only    # council members and questions, likewise
//
// The database must have been started once by the portal with DEMO_DATA=true (migrations,
// code lists, the demo accounts): the generated people sign in with the demo password, and
// complaints take the municipality's own categories and organisational units. For PGlite,
// stop the portal first: the embedded database has one process at a time.
// Rows are made by the database itself (generate_series), in batches, so millions take
// minutes on two cores and the script's own memory stays small.
import { parseArgs } from 'node:util';
import { latinToCyrillic } from '../packages/i18n/src/transliterate';
import { FULL_QUESTION_SCALE, generateQuestions, type QuestionScale } from './generate-questions';
import { openSql, type Sql } from './lib/db';

/** Council sessions (decision 0027): their agenda items (sub-items counted), citizens' votes and comments. */
export type SessionScale = { sessions: number; agendaItems: number; votes: number; sessionComments: number };

export type Scale = { users: number; complaints: number; comments: number } & SessionScale & QuestionScale;

export const FULL_SESSION_SCALE: SessionScale = {
  sessions: 2_000,
  agendaItems: 40_000,
  votes: 2_000_000,
  sessionComments: 100_000,
};

export const FULL_SCALE: Scale = {
  users: 100_000,
  complaints: 1_000_000,
  comments: 3_000_000,
  ...FULL_SESSION_SCALE,
  ...FULL_QUESTION_SCALE,
};

/** The session scale that goes with `sessions`: 20 agenda items, 1,000 votes and 50 comments a session. */
export const sessionScale = (sessions: number): SessionScale => ({
  sessions,
  agendaItems: sessions * 20,
  votes: sessions * 1_000,
  sessionComments: sessions * 50,
});

/** Neighbourhoods of Tuzla where reports gather, with their weight. */
const HOTSPOTS: [lat: number, lon: number][] = [
  [44.5384, 18.6763], // centre, Trg slobode
  [44.5442, 18.6655], // Stupine
  [44.5319, 18.6903], // Slavinovići
  [44.5485, 18.6965], // Mejdan
  [44.5271, 18.6512], // Sjenjak
  [44.5558, 18.6808], // Gradina
  [44.5203, 18.7105], // Kiseljak
  [44.5632, 18.6487], // Solana
  [44.5117, 18.6631], // Simin Han
  [44.5409, 18.7267], // Dragodol
];

const PROBLEMS = [
  'Oštećen kolovoz',
  'Udarna rupa na cesti',
  'Ne radi javna rasvjeta',
  'Divlja deponija',
  'Prepun kontejner za smeće',
  'Oštećen trotoar',
  'Začepljen slivnik',
  'Pukla vodovodna cijev',
  'Srušen saobraćajni znak',
  'Neuređena zelena površina',
  'Polomljena klupa u parku',
  'Napušteno vozilo',
  'Oštećeno dječije igralište',
  'Pas lutalica u naselju',
  'Grafiti na zgradi',
  'Nepropisno parkirana vozila',
  'Oboreno stablo',
  'Poplavljen podrum',
];

const STREETS = [
  'Maršala Tita',
  'Turalibegova',
  'Slatina',
  'Bosne Srebrene',
  'Mihajla i Živka Crnogorčevića',
  'Armije BiH',
  'Hasana Kikića',
  '15. maja',
  'Rudarska',
  'Stupine B',
  'Bulevar 2. tuzlanske brigade',
  'Muharema Fizovića Fiska',
  'Džafer mahala',
  'Univerzitetska',
  'Aleja Alije Izetbegovića',
  'Franjevačka',
  'Solni trg',
  'Klosterska',
  'Mitra Trifunovića Uče',
  'Fra Grge Martića',
];

const DETAILS = [
  'Problem traje već nekoliko sedmica i niko nije reagovao.',
  'Stanovnici su se više puta žalili mjesnoj zajednici.',
  'Opasno je za pješake, posebno za djecu koja idu u školu.',
  'Noću je potpuno mrak i vozila prolaze velikom brzinom.',
  'Molimo da se hitno pošalje ekipa na teren.',
  'U prilogu je opis lokacije, nalazi se preko puta prodavnice.',
  'Nakon kiše stanje je još gore.',
  'Slično se dešavalo i prošle godine u isto vrijeme.',
];

const COMMENTS = [
  'I ja sam primijetio isti problem.',
  'Hvala na prijavi, stanje je zaista loše.',
  'Danas je situacija još gora.',
  'Ekipa je bila na terenu, ali posao nije završen.',
  'Podržavam prijavu, prolazim tuda svaki dan.',
  'Da li postoji informacija kada će biti sanirano?',
  'Problem je riješen, hvala komunalnoj službi.',
  'Prijavio sam i telefonom, bez odgovora.',
];

const FIRST_NAMES = [
  'Amir',
  'Lejla',
  'Dragan',
  'Ivana',
  'Emir',
  'Jelena',
  'Haris',
  'Marija',
  'Nenad',
  'Selma',
  'Tarik',
  'Ana',
  'Mirza',
  'Sanja',
  'Adnan',
  'Maja',
];
const LAST_NAMES = [
  'Hodžić',
  'Kovačević',
  'Petrović',
  'Jurić',
  'Mehić',
  'Babić',
  'Marković',
  'Delić',
  'Begić',
  'Nikolić',
  'Husić',
  'Perić',
  'Salihović',
  'Tomić',
];

/** A text[] literal for a parameter. */
const arrayParam = (values: readonly string[]) => values;

export type Progress = (message: string) => void;

async function municipalityData(sql: Sql, municipalityId: number) {
  const [citizen] = (
    await sql.query<{ password_hash: string }>(
      `select password_hash from app_user where municipality_id = $1 and lower(username) = 'citizen'`,
      [municipalityId],
    )
  ).rows;
  if (!citizen) {
    throw new Error(
      'No demo citizen in this municipality: start the portal once on this database with DEMO_DATA=true.',
    );
  }
  const categories = (
    await sql.query<{ id: number }>(
      'select id from complaint_category where municipality_id = $1 and active order by sort_order, id',
      [municipalityId],
    )
  ).rows.map((r) => r.id);
  const units = (
    await sql.query<{ id: number }>(
      'select id from organizational_unit where municipality_id = $1 and active order by id',
      [municipalityId],
    )
  ).rows.map((r) => r.id);
  if (!categories.length || !units.length)
    throw new Error('The municipality has no complaint categories or units.');
  return { passwordHash: citizen.password_hash, categories, units };
}

/** Skips foreign-key triggers while loading rows that are consistent by construction (superuser only). */
async function fastLoad(sql: Sql): Promise<void> {
  await sql.query('set synchronous_commit = off').catch(() => undefined);
  await sql.query('set session_replication_role = replica').catch(() => undefined);
}

async function inBatches(
  total: number,
  batch: number,
  step: (from: number, to: number) => Promise<void>,
  progress: Progress,
  what: string,
) {
  const started = Date.now();
  for (let from = 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await step(from, to);
    progress(
      `${what}: ${to.toLocaleString('en')} / ${total.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
    );
  }
}

/**
 * Adds `scale` people, complaints and comments to the municipality, then council sessions
 * (`generateSessions`). People are citizens `bench1`, `bench2`, … with the demo password;
 * complaints spread over seven years, the municipality's categories and units, every status
 * and the neighbourhoods of the city.
 */
export async function generate(
  sql: Sql,
  options: { municipalityId: number; scale: Scale; seed?: number; progress?: Progress },
): Promise<{
  users: number;
  complaints: number;
  comments: number;
  sessions: Awaited<ReturnType<typeof generateSessions>>;
  sessionSeconds: number;
  questions: Awaited<ReturnType<typeof generateQuestions>>;
  questionSeconds: number;
  seconds: number;
}> {
  const { municipalityId, scale } = options;
  const progress = options.progress ?? (() => undefined);
  const started = Date.now();
  const { passwordHash, categories, units } = await municipalityData(sql, municipalityId);
  await fastLoad(sql);
  await sql.query('select setseed($1)', [options.seed ?? 0.2026]);

  const [existing] = (
    await sql.query<{ n: number }>(
      `select count(*)::int as n from app_user where municipality_id = $1 and username like 'bench%'`,
      [municipalityId],
    )
  ).rows;
  if (existing && existing.n > 0) throw new Error('This database already holds generated data.');

  await inBatches(
    scale.users,
    50_000,
    (from, to) =>
      sql
        .query(
          `insert into app_user (municipality_id, username, password_hash, first_name, last_name, email,
           profile_id, status, language_id, date_created, date_activated)
         select $1, 'bench' || g, $2, ($3::text[])[1 + g % cardinality($3::text[])],
           ($4::text[])[1 + (g * 7) % cardinality($4::text[])], 'bench' || g || '@example.org',
           3, 2, 1 + g % 3, t, t
         from (select g, now() - random() * interval '2555 days' as t from generate_series($5::int, $6::int) g) s`,
          [municipalityId, passwordHash, arrayParam(FIRST_NAMES), arrayParam(LAST_NAMES), from, to],
        )
        .then(() => undefined),
    progress,
    'users',
  );
  const [users] = (
    await sql.query<{ min: number; max: number }>(
      `select min(id) as min, max(id) as max from app_user where municipality_id = $1 and username like 'bench%'`,
      [municipalityId],
    )
  ).rows;

  // Complaints are spread evenly over seven years up to now, in the order of g, so each
  // batch continues the numbering of its years where the one before stopped.
  const span = 7 * 365 * 24 * 3600;
  await inBatches(
    scale.complaints,
    100_000,
    async (from, to) => {
      // The numbers used so far in each year, read before the batch: a subquery on the table
      // being filled would walk past every row this statement inserted, for each row.
      const used = (
        await sql.query<{ year: number; last: number }>(
          'select year, max(sequence) as last from complaint where municipality_id = $1 group by year',
          [municipalityId],
        )
      ).rows;
      await sql.query(
        `with src as (
           select g, t, extract(year from t at time zone 'Europe/Sarajevo')::int as y,
             1 + floor(random() * $6)::int as h, random() as r, random() as v,
             ($7::int[])[1 + floor(power(random(), 1.6) * cardinality($7::int[]))::int] as category,
             ($8::int[])[1 + floor(random() * cardinality($8::int[]))::int] as unit,
             1 + floor(random() * cardinality($9::text[]))::int as p,
             1 + floor(random() * cardinality($10::text[]))::int as s,
             1 + floor(random() * cardinality($11::text[]))::int as d,
             random() * interval '20 days' as answer_after, random() * interval '40 days' as resolve_after,
             $4::int + floor(random() * ($5::int - $4::int + 1))::int as user_id
           from (select g, now() - make_interval(secs => ($2::float8 * ($3::int - g)) / $3::int) as t
                 from generate_series($12::int, $13::int) g) times
         ),
         statuses as (
           select src.*, case
               when t > now() - interval '10 days' then case when r < 0.6 then 1 else 3 end
               when r < 0.03 then 2 when r < 0.10 then 1 when r < 0.25 then 3 when r < 0.40 then 4 else 5
             end as status
           from src
         ),
         numbered as (select statuses.*, row_number() over (partition by y order by g) as rn from statuses)
         insert into complaint (municipality_id, year, sequence, title, description, category_id, status_id,
           organizational_unit_id, user_id, latitude, longitude, address, location_description,
           inappropriate, visible, date_created, date_answered, date_resolved)
         select $1, y,
           coalesce((select b.last from unnest($16::int[], $17::int[]) as b(year, last) where b.year = y), 0) + rn,
           ($9::text[])[p] || ' – ' || ($10::text[])[s],
           ($9::text[])[p] || ' u ulici ' || ($10::text[])[s] || '. ' || ($11::text[])[d] || ' ' ||
             ($11::text[])[1 + (d + 3) % cardinality($11::text[])],
           category, status, case when status in (3, 4, 5) then unit end, user_id,
           ($14::float8[])[h] + (random() + random() + random() - 1.5) * 0.008,
           ($15::float8[])[h] + (random() + random() + random() - 1.5) * 0.011,
           ($10::text[])[s] || ' ' || (1 + g % 120) || ', Tuzla',
           case when v < 0.3 then 'Kod raskrsnice' else '' end,
           status = 2, v > 0.02, t,
           case when status in (4, 5) then least(now(), t + answer_after) end,
           case when status = 5 then least(now(), t + answer_after + resolve_after) end
         from numbered`,
        [
          municipalityId,
          span,
          scale.complaints,
          users!.min,
          users!.max,
          HOTSPOTS.length,
          categories,
          units,
          arrayParam(PROBLEMS),
          arrayParam(STREETS),
          arrayParam(DETAILS),
          from,
          to,
          HOTSPOTS.map(([lat]) => lat),
          HOTSPOTS.map(([, lon]) => lon),
          used.map((u) => u.year),
          used.map((u) => u.last),
        ],
      );
    },
    progress,
    'complaints',
  );
  await sql.query(
    `insert into complaint_counter (municipality_id, year, last_value)
     select municipality_id, year, max(sequence) from complaint where municipality_id = $1 group by 1, 2
     on conflict (municipality_id, year) do update set last_value = excluded.last_value`,
    [municipalityId],
  );
  const [range] = (
    await sql.query<{ min: number; max: number }>(
      `select min(id) as min, max(id) as max from complaint where municipality_id = $1 and user_id >= $2`,
      [municipalityId, users!.min],
    )
  ).rows;

  // Comments follow their complaint by up to a month; one in ten is by staff.
  await inBatches(
    scale.comments,
    250_000,
    (from, to) =>
      sql
        .query(
          `insert into comment (municipality_id, subject_kind, subject_id, user_id, text, by_staff, active, inappropriate, date_created)
         select c.municipality_id, 'complaint', c.id, $3::int + floor(random() * ($4::int - $3::int + 1))::int,
           ($5::text[])[1 + floor(random() * cardinality($5::text[]))::int],
           random() < 0.1, random() > 0.01, random() < 0.01,
           least(now(), c.date_created + random() * interval '30 days')
         from (select $1::int + floor(random() * ($2::int - $1::int + 1))::int as complaint_id
               from generate_series($6::int, $7::int)) g
         join complaint c on c.id = g.complaint_id`,
          [range!.min, range!.max, users!.min, users!.max, arrayParam(COMMENTS), from, to],
        )
        .then(() => undefined),
    progress,
    'comments',
  );
  const sessionsStarted = Date.now();
  const sessions = await generateSessions(sql, { municipalityId, scale, progress });
  const sessionSeconds = Math.round((Date.now() - sessionsStarted) / 1000);
  const questionsStarted = Date.now();
  const questions = await generateQuestions(sql, { municipalityId, scale, progress });
  const questionSeconds = Math.round((Date.now() - questionsStarted) / 1000);
  progress('vacuum analyze');
  // As autovacuum leaves a table that has lived a while: statistics and the visibility map.
  await sql.query('vacuum analyze');
  return {
    users: scale.users,
    complaints: scale.complaints,
    comments: scale.comments,
    sessions,
    sessionSeconds,
    questions,
    questionSeconds,
    seconds: Math.round((Date.now() - started) / 1000),
  };
}

/** Texts in the portal's three languages, Serbian in Cyrillic as the portal completes it. */
const translated = (bs: string, hr = bs) => ({ bs, hr, sr_cyr: latinToCyrillic(bs) });
/** A jsonb array parameter of translated texts, picked in SQL by `-> index` (from 0). */
const translatedParam = (pairs: readonly [string, string?][]) =>
  JSON.stringify(pairs.map(([bs, hr]) => translated(bs, hr)));

/** Who meets: the city council most often, then its committees (weights by repetition). */
const BODIES: [string, string?][] = [
  ['sjednica Gradskog vijeća Tuzla', 'sjednica Gradskog vijeća Tuzle'],
  ['sjednica Komisije za budžet i finansije', 'sjednica Povjerenstva za proračun i financije'],
  [
    'sjednica Komisije za prostorno uređenje i komunalne poslove',
    'sjednica Povjerenstva za prostorno uređenje i komunalne poslove',
  ],
  ['sjednica Odbora za obrazovanje, kulturu i sport', 'sjednica Odbora za obrazovanje, kulturu i šport'],
  ['tematska sjednica Gradskog vijeća Tuzla', 'tematska sjednica Gradskog vijeća Tuzle'],
];
const BODY_WEIGHTS = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 2, 2, 3, 3, 4];

const SESSION_DESCRIPTIONS: [string, string?][] = [
  [
    'Sjednica je otvorena za javnost. Građani mogu pratiti prenos uživo i glasati o tačkama dnevnog reda.',
    'Sjednica je otvorena za javnost. Građani mogu pratiti prijenos uživo i glasovati o točkama dnevnog reda.',
  ],
  ['Materijali za sjednicu dostupni su na portalu sedam dana prije održavanja.'],
  ['Prijave za obraćanje građana na sjednici primaju se do dana prije sjednice.'],
  [
    'Na sjednici se razmatraju prijedlozi odluka i izvještaji javnih preduzeća.',
    'Na sjednici se razmatraju prijedlozi odluka i izvješća javnih poduzeća.',
  ],
];

const PLACES = [
  'Gradska uprava Tuzla, Velika sala',
  'Gradska uprava Tuzla, Mala sala',
  'Sala Gradskog vijeća, Zmaja od Bosne 2',
  'Bosanski kulturni centar Tuzla',
  'Online, uz prenos uživo',
];

/** Agenda items a council of Tuzla meets; the first opens every agenda. */
const AGENDA: [string, string?][] = [
  ['Usvajanje zapisnika sa prethodne sjednice', 'Usvajanje zapisnika s prethodne sjednice'],
  ['Prijedlog budžeta Grada Tuzla za narednu godinu', 'Prijedlog proračuna Grada Tuzle za sljedeću godinu'],
  [
    'Izvještaj o izvršenju budžeta za prvih šest mjeseci',
    'Izvješće o izvršenju proračuna za prvih šest mjeseci',
  ],
  ['Prijedlog odluke o komunalnoj naknadi'],
  ['Program održavanja javne rasvjete'],
  ['Prijedlog odluke o javnom prevozu', 'Prijedlog odluke o javnom prijevozu'],
  ['Informacija o stanju sigurnosti na području grada'],
  ['Prijedlog plana upisa u osnovne škole'],
  ['Izvještaj o radu Javnog preduzeća Vodovod', 'Izvješće o radu Javnog poduzeća Vodovod'],
  ['Prijedlog odluke o uređenju parkova i zelenih površina'],
  ['Imenovanja i razrješenja'],
  ['Vijećnička pitanja i inicijative'],
  ['Prijedlog regulacionog plana centra grada', 'Prijedlog regulacijskog plana središta grada'],
  ['Program kapitalnih investicija', 'Program kapitalnih ulaganja'],
  ['Prijedlog odluke o zakupu poslovnih prostora'],
  ['Izvještaj o radu Gradske razvojne agencije', 'Izvješće o radu Gradske razvojne agencije'],
  [
    'Prijedlog odluke o sufinansiranju sportskih klubova',
    'Prijedlog odluke o sufinanciranju športskih klubova',
  ],
  ['Plan zimskog održavanja cesta'],
  ['Informacija o sanaciji klizišta'],
];
const SUB_AGENDA: [string, string?][] = [
  ['Mišljenje Komisije za budžet i finansije', 'Mišljenje Povjerenstva za proračun i financije'],
  ['Amandmani vijećnika'],
  ['Izjašnjenje predlagača o amandmanima', 'Očitovanje predlagatelja o amandmanima'],
];
const AGENDA_DESCRIPTIONS: [string, string?][] = [
  [
    'Materijal je pripremila gradska služba nadležna za ovu oblast.',
    'Materijal je pripremila gradska služba nadležna za ovo područje.',
  ],
  [
    'Prijedlog je razmotrila nadležna komisija Gradskog vijeća.',
    'Prijedlog je razmotrilo nadležno povjerenstvo Gradskog vijeća.',
  ],
  ['Javna rasprava o prijedlogu trajala je trideset dana.'],
  [''],
];

const SESSION_COMMENTS = [
  'Podržavam prijedlog, posebno ulaganja u mjesne zajednice.',
  'Molim da se u raspravu uključe i stanari naselja Slatina.',
  'Zašto materijali nisu objavljeni ranije?',
  'Hvala na prenosu sjednice uživo.',
  'Ovaj prijedlog treba dodatno javno raspraviti.',
  'Sredstva za mjesne zajednice su premala.',
  'Kada će odluka stupiti na snagu?',
  'Slažem se sa amandmanima vijećnika.',
];

const SESSION_DOCUMENTS = ['Poziv_za_sjednicu.pdf', 'Dnevni_red.pdf', 'Zapisnik_sa_prethodne_sjednice.pdf'];
const ADDITIONAL_MATERIALS = ['Dodatni_materijal.pdf', 'Informacija_za_javnost.pdf'];

/** One in eight agenda items has sub-items, two on average. */
const SUB_ITEM_SHARE = 0.125;

/** Steps through 0 … users − 1 that visit each once: primes that do not divide the count. */
function strides(users: number): number[] {
  const primes = [7_919, 15_401, 27_361, 48_947, 62_143, 86_969, 104_729, 122_957, 139_969, 160_001];
  const coprime = primes.filter((p) => users % p !== 0);
  return coprime.length ? coprime : [1];
}

/**
 * Adds council sessions to the municipality (decision 0027), spread evenly from the start of
 * its first convocation to two months ahead, each in the convocation of its day: the city
 * council and its committees, numbered within a convocation; in preparation ahead, active in
 * the last three weeks (most), finished before; most published, most for anyone; about
 * `agendaItems / sessions` items each (one in eight with sub-items); `votes` citizens' votes
 * on the items of published sessions citizens may see with voting enabled, once open (at
 * most one per citizen per item, more on recent sessions); `sessionComments` comments on
 * sessions (30 %) and items; documents of sessions and of a quarter of the items (rows only,
 * no stored bytes). Voters and most authors are the generated citizens (`bench…`).
 */
export async function generateSessions(
  sql: Sql,
  options: { municipalityId: number; scale: SessionScale; progress?: Progress },
): Promise<{ sessions: number; agendaItems: number; votes: number; comments: number; files: number }> {
  const { municipalityId, scale } = options;
  const progress = options.progress ?? (() => undefined);
  await fastLoad(sql);
  const [already] = (
    await sql.query<{ n: number }>(
      `select count(*)::int as n from council_session where municipality_id = $1 and description->>'bs' = any($2::text[])`,
      [municipalityId, SESSION_DESCRIPTIONS.map(([bs]) => bs)],
    )
  ).rows;
  if (already && already.n > 0) throw new Error('This database already holds generated sessions.');
  const staff = (
    await sql.query<{ id: number }>(
      `select id from app_user where municipality_id = $1 and lower(username) in ('office', 'admin', 'moderator') order by id`,
      [municipalityId],
    )
  ).rows.map((r) => r.id);
  const [span] = (
    await sql.query<{ first: string | null }>(
      `select to_char(min(start_date), 'YYYY-MM-DD') as first from convocation where municipality_id = $1 and active`,
      [municipalityId],
    )
  ).rows;
  if (!staff.length || !span?.first)
    throw new Error('No staff or convocations: start the portal once on this database with DEMO_DATA=true.');
  // The generated citizens, numbered from 0, vote and comment.
  await sql.query('drop table if exists bench_voter');
  await sql.query(
    `create temp table bench_voter as
     select (row_number() over (order by id) - 1)::int as n, id from app_user
     where municipality_id = $1 and username like 'bench%' and profile_id = 3`,
    [municipalityId],
  );
  await sql.query('create unique index on bench_voter (n)');
  const [voters] = (await sql.query<{ n: number }>('select count(*)::int as n from bench_voter')).rows;
  const users = voters?.n ?? 0;
  if (users === 0) throw new Error('No generated citizens (bench…) to vote: generate people first.');
  const [before] = (
    await sql.query<{ id: number }>('select coalesce(max(id), 0)::int as id from council_session')
  ).rows;
  const after = before!.id;
  const count = async (q: string) =>
    (await sql.query<{ n: number }>(q, [municipalityId, after])).rows[0]?.n ?? 0;

  // Sessions: evenly over the days from the first convocation to 60 days ahead, at a full
  // hour from 9 to 17 in the city's time; the convocation is the one begun last before the day.
  const started = Date.now();
  await sql.query(
    `with src as (
       select g, random() as r, random() as p, random() as v,
         ($6::int[])[1 + floor(random() * cardinality($6::int[]))::int] as body,
         ((($2::date + floor($3::float8 * (g - random()) / $4::int)::int)
           + make_interval(hours => 9 + floor(random() * 9)::int))::timestamp at time zone 'Europe/Sarajevo') as starts_at
       from generate_series(1, $4::int) g
     ),
     dated as (
       select src.*, starts_at + make_interval(mins => 120 + floor(random() * 240)::int) as ends_at,
         starts_at - make_interval(days => 10 + floor(random() * 20)::int) as created,
         (select c.id from convocation c where c.municipality_id = $1 and c.active
            and c.start_date <= (src.starts_at at time zone 'Europe/Sarajevo')::date
          order by c.start_date desc limit 1) as convocation_id,
         case when starts_at > now() then 1
           when starts_at > now() - interval '21 days' then case when r < 0.8 then 2 else 3 end
           when r < 0.005 then 2 else 3 end as status
       from src
     ),
     numbered as (
       select dated.*, row_number() over (partition by convocation_id, body order by starts_at, g) as number,
         $5::jsonb -> body as b, case when status = 1 then p < 0.6 else p < 0.97 end as published
       from dated
     )
     insert into council_session (municipality_id, convocation_id, title, description, place, starts_at, ends_at,
       status_id, privilege_id, voting_enabled, commenting_enabled, published, first_published_at, created_by, date_created)
     select $1, convocation_id,
       jsonb_build_object('bs', number || '. ' || (b->>'bs'), 'hr', number || '. ' || (b->>'hr'),
         'sr_cyr', number || '. ' || (b->>'sr_cyr')),
       $7::jsonb -> floor(random() * jsonb_array_length($7::jsonb))::int,
       ($8::text[])[1 + floor(random() * cardinality($8::text[]))::int],
       starts_at, ends_at, status,
       case when v < 0.82 then 1 when v < 0.87 then 3 when v < 0.94 then 4 when v < 0.98 then 5 else 2 end,
       random() < 0.85, random() < 0.9, published,
       case when published then least(now(), created + random() * (starts_at - created)) end,
       ($9::int[])[1 + floor(random() * cardinality($9::int[]))::int], least(now(), created)
     from numbered order by starts_at, g`,
    [
      municipalityId,
      span.first,
      // Days from the first convocation to 60 days ahead.
      Math.floor((Date.now() - Date.parse(`${span.first}T00:00:00Z`)) / 86_400_000) + 60,
      scale.sessions,
      translatedParam(BODIES),
      BODY_WEIGHTS,
      translatedParam(SESSION_DESCRIPTIONS),
      PLACES,
      staff,
    ],
  );
  progress(
    `sessions: ${scale.sessions.toLocaleString('en')} (${((Date.now() - started) / 1000).toFixed(0)} s)`,
  );

  // Agenda items, by sessions: items numbered from 1, the first always the minutes; one in
  // eight with one to three sub-items that carry its number. Finished items have the
  // council's decision and vote (31 members).
  const perSession = scale.agendaItems / scale.sessions / (1 + SUB_ITEM_SHARE * 2);
  // The council's decision: adopted 80 %, rejected 12 %, withdrawn 8 % (no vote recorded).
  const randoms = 'random() as d, random() as e1, random() as e2, random() as e3';
  const decided = (rows: string) =>
    `(select x.*, case when x.status_id = 3 then case when x.d < 0.8 then 1 when x.d < 0.92 then 2 else 3 end end
        as decision from ${rows} x) t`;
  const council = `decision,
    case decision when 1 then 16 + floor(e1 * 10)::int when 2 then 5 + floor(e1 * 6)::int end,
    case decision when 1 then floor(e2 * 4)::int when 2 then 14 + floor(e2 * 6)::int end,
    case decision when 1 then floor(e3 * 3)::int when 2 then floor(e3 * 3)::int end`;
  await inBatches(
    scale.sessions,
    500,
    (from, to) =>
      sql
        .query(
          `with s as (
             select id, status_id, greatest(3, round($2::float8 * (0.5 + random()))::int) as tops
             from council_session where municipality_id = $1 and id between $3::int and $4::int
           ),
           top_rows as (
             select s.id as session_id, s.status_id, n, floor(random() * (jsonb_array_length($5::jsonb) - 1))::int as name,
               floor(random() * jsonb_array_length($6::jsonb))::int as description, ${randoms}
             from s cross join lateral generate_series(1, s.tops) n
           ),
           tops as (
             insert into agenda_item (municipality_id, session_id, ordinal_number, sub_number, name, description,
               status_id, council_decision_id, council_for, council_against, council_abstained)
             select $1, session_id, n, 0, $5::jsonb -> (case when n = 1 then 0 else 1 + name end),
               $6::jsonb -> description, status_id, ${council}
             from ${decided('top_rows')} order by session_id, n
             returning id, session_id, ordinal_number, status_id
           ),
           subs as (
             select tops.*, case when random() < $8::float8 then 1 + floor(random() * 3)::int else 0 end as k from tops
           ),
           sub_rows as (
             select subs.*, sub, ${randoms} from subs cross join lateral generate_series(1, subs.k) sub
           )
           insert into agenda_item (municipality_id, session_id, parent_id, ordinal_number, sub_number, name, description,
             status_id, council_decision_id, council_for, council_against, council_abstained)
           select $1, session_id, id, ordinal_number, sub, $7::jsonb -> ((sub - 1) % jsonb_array_length($7::jsonb)),
             '{"bs": "", "hr": "", "sr_cyr": ""}'::jsonb, status_id, ${council}
           from ${decided('sub_rows')} order by session_id, ordinal_number, sub`,
          [
            municipalityId,
            perSession,
            after + from,
            after + to,
            translatedParam(AGENDA),
            translatedParam(AGENDA_DESCRIPTIONS),
            translatedParam(SUB_AGENDA),
            SUB_ITEM_SHARE,
          ],
        )
        .then(() => undefined),
    progress,
    'agenda of sessions',
  );
  const items = await count(
    'select count(*)::int as n from agenda_item where municipality_id = $1 and session_id > $2',
  );
  progress(`agenda items: ${items.toLocaleString('en')}`);

  // Votes: each item of a published session citizens may see, with voting enabled and once
  // open, takes a share of `votes` by a weight (log-uniform, more on recent sessions, less on
  // sub-items); the cumulative shares give every item its count and its first vote's number,
  // which sum to `votes` exactly. An item's voters are the generated citizens from a random
  // one on, a prime step apart (no citizen twice); votes fall while the session was active.
  await sql.query('drop table if exists bench_vote_plan');
  await sql.query(
    `create temp table bench_vote_plan as
     with eligible as (
       select a.id, s.starts_at as opened, case when s.status_id = 2 then now() else s.ends_at end as closed,
         round((exp(random() * 4) * (0.25 + extract(epoch from s.starts_at - $3::date) / $4::float8)
           * case when a.parent_id is null then 1 else 0.4 end)::numeric, 6) as w,
         0.35 + random() * 0.5 as lean, floor(random() * $5::int)::int as start,
         ($6::int[])[1 + floor(random() * cardinality($6::int[]))::int] as step
       from agenda_item a join council_session s on s.id = a.session_id
       where a.municipality_id = $1 and s.id > $2 and s.published and s.voting_enabled
         and s.status_id in (2, 3) and s.privilege_id in (1, 3, 4)
     ),
     shares as (
       select eligible.*, sum(w) over (order by id) as cw, sum(w) over () as total from eligible
     )
     select id, opened, closed, lean, start, step, floor($7::numeric * (cw - w) / total)::bigint as first,
       least($5::int, floor($7::numeric * cw / total) - floor($7::numeric * (cw - w) / total))::int as n
     from shares`,
    [
      municipalityId,
      after,
      span.first,
      (Date.now() - Date.parse(`${span.first}T00:00:00Z`)) / 1000,
      users,
      strides(users),
      scale.votes,
    ],
  );
  await sql.query('create index on bench_vote_plan (first)');
  await inBatches(
    scale.votes,
    250_000,
    (from, to) =>
      sql
        .query(
          `insert into vote (municipality_id, subject_kind, subject_id, voter_id, choice, created_at)
           select $1, 'agenda-item', p.id, v.id,
             case when r < p.lean then 1 when r < p.lean + (1 - p.lean) * 0.55 then 2
               when r < p.lean + (1 - p.lean) * 0.85 then 3 else 4 end,
             p.opened + random() * (p.closed - p.opened)
           from bench_vote_plan p
           cross join lateral (select j, random() as r from generate_series(0, p.n - 1) j) g
           join bench_voter v on v.n = (p.start + g.j::bigint * p.step) % $2::int
           where p.first between $3::bigint - 1 and $4::bigint - 1 and p.n > 0`,
          [municipalityId, users, from, to],
        )
        .then(() => undefined),
    progress,
    'votes',
  );
  const votes = await count(
    `select count(*)::int as n from vote v join agenda_item a on a.id = v.subject_id
     where v.subject_kind = 'agenda-item' and a.municipality_id = $1 and a.session_id > $2`,
  );

  // Comments on published sessions that take them and citizens may see, from publication to
  // two weeks after the end: 30 % on the session, the rest on its items; 3 % by staff.
  const subjects = async (table: string, select: string, join: string) => {
    await sql.query(`drop table if exists ${table}`);
    await sql.query(
      `create temp table ${table} as
       select (row_number() over (order by x.id) - 1)::int as n, x.id, s.first_published_at as opened,
         greatest(s.first_published_at, least(now(), s.ends_at + interval '14 days')) as closed
       from ${select} x ${join}
       where s.municipality_id = $1 and s.id > $2 and s.published and s.commenting_enabled
         and s.privilege_id in (1, 3, 4) and s.first_published_at <= now()`,
      [municipalityId, after],
    );
    await sql.query(`create unique index on ${table} (n)`);
    return (await sql.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
  };
  const kinds = [
    {
      kind: 'session',
      table: 'bench_comment_session',
      total: Math.round(scale.sessionComments * 0.3),
      size: await subjects(
        'bench_comment_session',
        'council_session',
        'join council_session s on s.id = x.id',
      ),
    },
    {
      kind: 'agenda-item',
      table: 'bench_comment_item',
      total: scale.sessionComments - Math.round(scale.sessionComments * 0.3),
      size: await subjects(
        'bench_comment_item',
        'agenda_item',
        'join council_session s on s.id = x.session_id',
      ),
    },
  ];
  for (const k of kinds) {
    if (!k.size) continue;
    await inBatches(
      k.total,
      50_000,
      (from, to) =>
        sql
          .query(
            `insert into comment (municipality_id, subject_kind, subject_id, user_id, text, by_staff, active,
               inappropriate, date_created)
             select $1, $2, t.id, case when g.staff then ($5::int[])[1 + floor(random() * cardinality($5::int[]))::int] else v.id end,
               ($6::text[])[1 + floor(random() * cardinality($6::text[]))::int], g.staff,
               random() > 0.02, random() < 0.015, t.opened + random() * (t.closed - t.opened)
             from (select floor(random() * $3::int)::int as subject, floor(random() * $4::int)::int as voter,
                     random() < 0.03 as staff
                   from generate_series($7::int, $8::int)) g
             join ${k.table} t on t.n = g.subject
             join bench_voter v on v.n = g.voter`,
            [municipalityId, k.kind, k.size, users, staff, SESSION_COMMENTS, from, to],
          )
          .then(() => undefined),
      progress,
      `comments on ${k.kind === 'session' ? 'sessions' : 'agenda items'}`,
    );
  }
  const comments = kinds.reduce((sum, k) => sum + (k.size ? k.total : 0), 0);

  // Documents: one to three of the session and up to one additional material; one for a
  // quarter of the items. Rows only: the benchmark reads lists, no file is downloaded.
  await sql.query(
    `insert into session_file (municipality_id, session_id, agenda_item_id, additional, storage_key, file_name,
       content_type, size, sort_order)
     select $1, s.id, null, k > s.docs, 'sessions/bench/s' || s.id || '-' || k || '.pdf',
       case when k <= s.docs then ($3::text[])[k] else ($4::text[])[1 + (s.id % cardinality($4::text[]))] end,
       'application/pdf', 40000 + floor(random() * 4000000)::int, k
     from (select id, 1 + floor(random() * 3)::int as docs, floor(random() * 2)::int as extra
           from council_session where municipality_id = $1 and id > $2) s
     cross join lateral generate_series(1, s.docs + s.extra) k`,
    [municipalityId, after, SESSION_DOCUMENTS, ADDITIONAL_MATERIALS],
  );
  await sql.query(
    `insert into session_file (municipality_id, session_id, agenda_item_id, additional, storage_key, file_name,
       content_type, size, sort_order)
     select $1, a.session_id, a.id, false, 'sessions/bench/i' || a.id || '.pdf',
       'Materijal_za_tacku_' || a.ordinal_number || case when a.sub_number > 0 then '_' || a.sub_number else '' end || '.pdf',
       'application/pdf', 40000 + floor(random() * 4000000)::int, 0
     from agenda_item a where a.municipality_id = $1 and a.session_id > $2 and random() < 0.25`,
    [municipalityId, after],
  );
  const files = await count(
    'select count(*)::int as n from session_file where municipality_id = $1 and session_id > $2',
  );
  progress(`session files: ${files.toLocaleString('en')}`);
  for (const table of ['bench_vote_plan', 'bench_comment_session', 'bench_comment_item', 'bench_voter'])
    await sql.query(`drop table if exists ${table}`);
  return { sessions: scale.sessions, agendaItems: items, votes, comments, files };
}

/**
 * Checks what the fast load did not: every foreign key and check constraint of the tables
 * the generator fills, each dropped and added again (which checks every row) in a
 * transaction that is rolled back. Throws with the constraint that a row breaks.
 */
export async function verifyConstraints(sql: Sql, progress: Progress = () => undefined): Promise<void> {
  const tables = [
    'app_user',
    'complaint',
    'comment',
    'council_session',
    'agenda_item',
    'session_file',
    'vote',
    'council_member',
    'question',
    'question_file',
  ];
  const constraints = (
    await sql.query<{ table: string; name: string; definition: string }>(
      `select c.conrelid::regclass::text as table, c.conname as name, pg_get_constraintdef(c.oid) as definition
       from pg_constraint c where c.contype in ('f', 'c') and c.conrelid::regclass::text = any($1::text[])
       order by 1, 2`,
      [tables],
    )
  ).rows;
  await sql.query('set session_replication_role = origin').catch(() => undefined);
  await sql.query('begin');
  try {
    for (const c of constraints) {
      const started = Date.now();
      await sql.query(`alter table ${c.table} drop constraint "${c.name}"`);
      try {
        await sql.query(`alter table ${c.table} add constraint "${c.name}" ${c.definition}`);
      } catch (error) {
        throw new Error(
          `${c.table}.${c.name} (${c.definition}): ${error instanceof Error ? error.message : error}`,
          {
            cause: error,
          },
        );
      }
      progress(`checked ${c.table}.${c.name} (${Date.now() - started} ms)`);
    }
  } finally {
    await sql.query('rollback');
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
      municipality: { type: 'string', default: '6' },
      users: { type: 'string', default: String(FULL_SCALE.users) },
      complaints: { type: 'string', default: String(FULL_SCALE.complaints) },
      comments: { type: 'string' },
      sessions: { type: 'string', default: String(FULL_SCALE.sessions) },
      'agenda-items': { type: 'string' },
      votes: { type: 'string' },
      'session-comments': { type: 'string' },
      /** Council sessions only, on a database whose people were generated before. */
      'sessions-only': { type: 'boolean', default: false },
      questions: { type: 'string', default: String(FULL_SCALE.questions) },
      'council-members': { type: 'string', default: String(FULL_SCALE.councilMembers) },
      /** Council members and questions only, on a database whose people were generated before. */
      'questions-only': { type: 'boolean', default: false },
      /** Afterwards, every foreign key and check constraint of the filled tables, row by row. */
      verify: { type: 'boolean', default: false },
    },
  });
  const target = values['database-url']
    ? { databaseUrl: values['database-url'] }
    : values['data-dir']
      ? { dataDir: values['data-dir'] }
      : null;
  if (!target) throw new Error('Give --database-url or --data-dir.');
  const complaints = Number(values.complaints);
  const derived = sessionScale(Number(values.sessions));
  const sessions: SessionScale = {
    sessions: derived.sessions,
    agendaItems: values['agenda-items'] ? Number(values['agenda-items']) : derived.agendaItems,
    votes: values.votes ? Number(values.votes) : derived.votes,
    sessionComments: values['session-comments']
      ? Number(values['session-comments'])
      : derived.sessionComments,
  };
  const scale: Scale = {
    users: Number(values.users),
    complaints,
    comments: values.comments ? Number(values.comments) : complaints * 3,
    ...sessions,
    councilMembers: Number(values['council-members']),
    questions: Number(values.questions),
  };
  const municipalityId = Number(values.municipality);
  const log = (m: string) => console.log(m);
  const sql = await openSql(target);
  try {
    if (values['questions-only']) {
      const started = Date.now();
      const result = await generateQuestions(sql, { municipalityId, scale, progress: log });
      log('vacuum analyze');
      await sql.query('vacuum analyze app_user, council_member, question, question_file');
      console.log(`generated in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(result)}`);
    } else if (values['sessions-only']) {
      const started = Date.now();
      const result = await generateSessions(sql, { municipalityId, scale: sessions, progress: log });
      log('vacuum analyze');
      await sql.query('vacuum analyze council_session, agenda_item, session_file, vote, comment');
      console.log(`generated in ${Math.round((Date.now() - started) / 1000)} s: ${JSON.stringify(result)}`);
    } else {
      const result = await generate(sql, { municipalityId, scale, progress: log });
      console.log(
        `generated in ${result.seconds} s (sessions ${result.sessionSeconds} s, questions ${result.questionSeconds} s): ` +
          JSON.stringify({ sessions: result.sessions, questions: result.questions }),
      );
    }
    if (values.verify) {
      const started = Date.now();
      await verifyConstraints(sql, log);
      console.log(
        `every foreign key and check constraint holds (${Math.round((Date.now() - started) / 1000)} s)`,
      );
    }
  } finally {
    await sql.close();
  }
}

if (process.argv[1]?.endsWith('generate.ts')) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
