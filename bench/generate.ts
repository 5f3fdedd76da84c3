// Fills a municipality with realistic data at a chosen scale, for the load benchmark.
//
//   npx tsx bench/generate.ts --database-url postgres://postgres@127.0.0.1:5432/bench
//   npx tsx bench/generate.ts --data-dir /tmp/portal-data --complaints 100000
//
// The database must have been started once by the portal with DEMO_DATA=true (migrations,
// code lists, the demo accounts): the generated people sign in with the demo password, and
// complaints take the municipality's own categories and organisational units. For PGlite,
// stop the portal first: the embedded database has one process at a time.
// Rows are made by the database itself (generate_series), in batches, so millions take
// minutes on two cores and the script's own memory stays small.
import { parseArgs } from 'node:util';
import { openSql, type Sql } from './lib/db';

export type Scale = { users: number; complaints: number; comments: number };

export const FULL_SCALE: Scale = { users: 100_000, complaints: 1_000_000, comments: 3_000_000 };

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
 * Adds `scale` people, complaints and comments to the municipality. People are citizens
 * `bench1`, `bench2`, … with the demo password; complaints spread over seven years, the
 * municipality's categories and units, every status and the neighbourhoods of the city.
 */
export async function generate(
  sql: Sql,
  options: { municipalityId: number; scale: Scale; seed?: number; progress?: Progress },
): Promise<{ users: number; complaints: number; comments: number; seconds: number }> {
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
  progress('vacuum analyze');
  // As autovacuum leaves a table that has lived a while: statistics and the visibility map.
  await sql.query('vacuum analyze');
  return {
    users: scale.users,
    complaints: scale.complaints,
    comments: scale.comments,
    seconds: Math.round((Date.now() - started) / 1000),
  };
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
    },
  });
  const target = values['database-url']
    ? { databaseUrl: values['database-url'] }
    : values['data-dir']
      ? { dataDir: values['data-dir'] }
      : null;
  if (!target) throw new Error('Give --database-url or --data-dir.');
  const complaints = Number(values.complaints);
  const scale = {
    users: Number(values.users),
    complaints,
    comments: values.comments ? Number(values.comments) : complaints * 3,
  };
  const sql = await openSql(target);
  try {
    const result = await generate(sql, {
      municipalityId: Number(values.municipality),
      scale,
      progress: (m) => console.log(m),
    });
    console.log(`generated in ${result.seconds} s`);
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
