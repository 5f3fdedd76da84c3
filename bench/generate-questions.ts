// Council members and citizens' questions at scale (decision 0028), for the load benchmark:
// `generate.ts` calls it after the council sessions, or alone with `--questions-only`.
import type { Progress } from './generate';
import type { Sql } from './lib/db';

/** Council members over the municipality's last three convocations, and questions with answers. */
export type QuestionScale = { councilMembers: number; questions: number };

export const FULL_QUESTION_SCALE: QuestionScale = { councilMembers: 60, questions: 200_000 };

/** A council of 20 a convocation over three convocations, and `questions` questions. */
export const questionScale = (questions: number): QuestionScale => ({
  councilMembers: FULL_QUESTION_SCALE.councilMembers,
  questions,
});

const FIRST_NAMES = [
  'Nermin',
  'Aida',
  'Zoran',
  'Mirela',
  'Edin',
  'Vesna',
  'Kenan',
  'Snježana',
  'Jasmin',
  'Dijana',
];
const LAST_NAMES = [
  'Hadžić',
  'Kovač',
  'Ilić',
  'Softić',
  'Mujkić',
  'Lukić',
  'Omerović',
  'Pavić',
  'Zukić',
  'Ristić',
];

const QUESTIONS = [
  'Kada će biti završena rekonstrukcija ulice u našem naselju? Radovi stoje već nekoliko mjeseci, a prolaz je otežan za pješake i vozila.',
  'Zašto se javna rasvjeta u mjesnoj zajednici ne popravlja iako su stanovnici kvar prijavili više puta?',
  'Koliko je sredstava iz budžeta ove godine predviđeno za sport i rekreaciju mladih, i po kojim kriterijima se dodjeljuju klubovima?',
  'Da li postoji plan za uvođenje dodatnih linija javnog prevoza prema prigradskim naseljima, posebno u jutarnjim satima?',
  'Molim informaciju o tome kada će se riješiti problem divlje deponije pored rijeke, koja se širi svake sedmice.',
  'Na koji način građani mogu učestvovati u izradi prostornog plana i gdje mogu vidjeti prijedlog prije usvajanja?',
  'Zašto se vrtići u gradu zatvaraju ranije nego što završava radno vrijeme većine roditelja?',
  'Koje mjere se poduzimaju protiv zagađenja zraka tokom zime i da li se planira subvencija za zamjenu peći?',
  'Da li će se ove godine asfaltirati put prema školi, kako je obećano na zboru građana prošle godine?',
  'Kako je moguće dobiti podršku za pokretanje malog biznisa i da li postoje poticaji za mlade nezaposlene?',
  'Ko je nadležan za održavanje dječijeg igrališta u našem naselju? Oprema je polomljena i opasna za djecu.',
  'Zašto se sjednice vijeća ne prenose uživo na internetu, kao u drugim gradovima?',
];

const ANSWERS = [
  'Poštovani, zahvaljujemo na pitanju. Radovi su privremeno zaustavljeni zbog izmjene projektne dokumentacije; izvođač će ih nastaviti u narednih trideset dana, a rok za završetak je kraj godine. O svim izmjenama blagovremeno ćemo obavijestiti mjesnu zajednicu.',
  'Poštovani, kvar je evidentiran i proslijeđen nadležnoj službi. Zamjena rasvjetnih tijela planirana je u okviru programa održavanja, a ekipa će izaći na teren tokom ove sedmice.',
  'Poštovani, budžetom su predviđena sredstva u iznosu navedenom u programu utroška, koji je objavljen na web stranici. Klubovi se prijavljuju na javni poziv, a kriteriji uključuju broj mladih članova i rezultate u prethodnoj sezoni.',
  'Poštovani, prijedlog nove linije razmatra se u saradnji s prevoznikom. Nakon analize broja putnika odluka će biti upućena vijeću na usvajanje.',
  'Poštovani, komunalna inspekcija je izašla na lice mjesta i naložila uklanjanje otpada. Postavljene su i table s upozorenjem, a lokacija će biti pod video nadzorom.',
  'Poštovani, prijedlog prostornog plana bit će izložen na javni uvid u trajanju od trideset dana. Primjedbe se mogu dostaviti pisanim putem ili na javnim raspravama u mjesnim zajednicama.',
];

/** Answer input modes by share: through the system, by e-mail reply, by reply with activation, by an administrator. */
const MODES = { system: 0.7, reply: 0.85, replyWithActivation: 0.95 };

/**
 * Adds council members and questions to the municipality (decision 0028). Members: accounts
 * `benchcm1…` (profile council member, or mayor for a convocation that has none), spread over
 * the municipality's last three convocations with its parties; one in ten a working-body or
 * college member. Questions: spread evenly from the first of those convocations to now, asked
 * by generated citizens; 60 % to a council member of the convocation of their day, 20 % to its
 * mayor, 20 % to an active unit. 80 % answered once their answer's time has come, after an
 * hour to 90 days (log-uniform, median about two days), in the modes 1–4 (70 / 15 / 10 / 5 %);
 * 15 % of mode-3 answers still await activation; 2 % of questions inactive, 1 % inappropriate.
 * One answer in thirty has a file (a row only). Rows by the database, in batches.
 */
export async function generateQuestions(
  sql: Sql,
  options: { municipalityId: number; scale: QuestionScale; progress?: Progress },
): Promise<{ councilMembers: number; questions: number; answered: number; files: number }> {
  const { municipalityId, scale } = options;
  const progress = options.progress ?? (() => undefined);
  await sql.query('set synchronous_commit = off').catch(() => undefined);
  await sql.query('set session_replication_role = replica').catch(() => undefined);
  const [already] = (
    await sql.query<{ n: number }>(
      `select count(*)::int as n from app_user where municipality_id = $1 and username like 'benchcm%'`,
      [municipalityId],
    )
  ).rows;
  if (already && already.n > 0) throw new Error('This database already holds generated council members.');
  const convocations = (
    await sql.query<{ id: number; start: string; mayor: number | null }>(
      `select c.id, to_char(c.start_date, 'YYYY-MM-DD') as start,
         (select m.id from council_member m where m.convocation_id = c.id and m.member_type_id = 2 and m.active
          order by m.id limit 1) as mayor
       from convocation c where c.municipality_id = $1 and c.active order by c.start_date desc limit 3`,
      [municipalityId],
    )
  ).rows.reverse();
  const parties = (
    await sql.query<{ id: number }>(
      'select id from political_party where municipality_id = $1 and active order by id',
      [municipalityId],
    )
  ).rows.map((r) => r.id);
  const units = (
    await sql.query<{ id: number }>(
      'select id from organizational_unit where municipality_id = $1 and active order by id',
      [municipalityId],
    )
  ).rows.map((r) => r.id);
  const [demo] = (
    await sql.query<{ password_hash: string; office: number }>(
      `select password_hash, (select id from app_user where municipality_id = $1 and lower(username) = 'office') as office
       from app_user where municipality_id = $1 and lower(username) = 'citizen'`,
      [municipalityId],
    )
  ).rows;
  const [citizens] = (
    await sql.query<{ min: number | null; max: number | null }>(
      `select min(id) as min, max(id) as max from app_user
       where municipality_id = $1 and username like 'bench%' and username not like 'benchcm%' and profile_id = 3`,
      [municipalityId],
    )
  ).rows;
  if (!convocations.length || !parties.length || !units.length || !demo)
    throw new Error(
      'No convocations, parties or units: start the portal once on this database with DEMO_DATA=true.',
    );
  if (citizens?.min === null || citizens?.min === undefined)
    throw new Error('No generated citizens (bench…) to ask: generate people first.');

  // Members: an even share of each convocation; its first the mayor where it has none.
  const started = Date.now();
  const perConvocation = Math.max(2, Math.floor(scale.councilMembers / convocations.length));
  await sql.query(
    `with c as (
       select c.ord, c.id, c.mayor from unnest($2::int[], $3::int[]) with ordinality as c(id, mayor, ord)
     ),
     m as (
       select (c.ord - 1) * $4::int + k as g, c.id as convocation_id, k = 1 and c.mayor = 0 as is_mayor,
         case when k % 10 = 0 then 4 when k % 10 = 5 then 3 else 1 end as kind
       from c cross join generate_series(1, $4::int) k
     ),
     accounts as (
       insert into app_user (municipality_id, username, password_hash, first_name, last_name, email, profile_id,
         status, language_id, date_created, date_activated)
       select $1, 'benchcm' || g, $5, ($6::text[])[1 + g % cardinality($6::text[])],
         ($7::text[])[1 + (g * 3) % cardinality($7::text[])], 'benchcm' || g || '@example.org',
         case when is_mayor then 13 else 12 end, 2, 1, now(), now()
       from m order by g
       returning id, username
     )
     insert into council_member (municipality_id, member_type_id, political_party_id, convocation_id, user_id,
       biography, answer_input_mode, active)
     select $1, case when m.is_mayor then 2 else m.kind end,
       ($8::int[])[1 + (m.g * 7) % cardinality($8::int[])], m.convocation_id, a.id,
       jsonb_build_object('bs', 'Član vijeća iz generisanih podataka.', 'hr', 'Član vijeća iz generiranih podataka.',
         'sr_cyr', 'Члан вијећа из генерисаних података.'),
       1 + m.g % 4, true
     from m join accounts a on a.username = 'benchcm' || m.g`,
    [
      municipalityId,
      convocations.map((c) => c.id),
      convocations.map((c) => c.mayor ?? 0),
      perConvocation,
      demo.password_hash,
      FIRST_NAMES,
      LAST_NAMES,
      parties,
    ],
  );
  // Per convocation: its members to pick from (not the mayor) and its mayor.
  await sql.query('drop table if exists bench_cm');
  await sql.query(
    `create temp table bench_cm as
     select m.convocation_id, (row_number() over (partition by m.convocation_id order by m.id) - 1)::int as n,
       m.id, m.user_id
     from council_member m join app_user u on u.id = m.user_id
     where m.municipality_id = $1 and m.member_type_id <> 2 and m.active and m.convocation_id = any($2::int[])`,
    [municipalityId, convocations.map((c) => c.id)],
  );
  await sql.query('create unique index on bench_cm (convocation_id, n)');
  await sql.query('drop table if exists bench_conv');
  await sql.query(
    `create temp table bench_conv as
     select c.id, c.start_date,
       (select count(*)::int from bench_cm b where b.convocation_id = c.id) as k,
       m.id as mayor_id, m.user_id as mayor_user
     from convocation c
     left join lateral (select id, user_id from council_member where convocation_id = c.id and member_type_id = 2
                          and active order by id limit 1) m on true
     where c.id = any($1::int[])`,
    [convocations.map((c) => c.id)],
  );
  const [members] = (
    await sql.query<{ n: number }>(
      `select count(*)::int as n from council_member m join app_user u on u.id = m.user_id
       where m.municipality_id = $1 and u.username like 'benchcm%'`,
      [municipalityId],
    )
  ).rows;
  progress(`council members: ${members!.n} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

  // Questions, evenly from the first convocation's start to now, in the order of g.
  const [first] = (
    await sql.query<{ seconds: number }>(
      `select extract(epoch from now() - ($1::date)::timestamp at time zone 'Europe/Sarajevo')::float8 as seconds`,
      [convocations[0]!.start],
    )
  ).rows;
  const span = first!.seconds;
  const batch = 50_000;
  const questionsStarted = Date.now();
  for (let from = 1; from <= scale.questions; from += batch) {
    const to = Math.min(scale.questions, from + batch - 1);
    await sql.query(
      `with src as (
         select g, t, random() as r, random() as pick, random() as unit, random() as a, random() as d,
           random() as mode_r, random() as pending, random() as active, random() as bad, random() as txt,
           $6::int + floor(random() * ($7::int - $6::int + 1))::int as asker
         from (select g, now() - make_interval(secs => $2::float8 * ($3::int - g + random()) / $3::int) as t
               from generate_series($4::int, $5::int) g) x
       ),
       placed as (
         select src.*, c.id as conv, c.k, c.mayor_id, c.mayor_user,
           t + make_interval(secs => 3600 * exp(src.d * ln(2160))) as answer_at,
           case when mode_r < ${MODES.system} then 1 when mode_r < ${MODES.reply} then 2
                when mode_r < ${MODES.replyWithActivation} then 3 else 4 end as input_mode
         from src
         cross join lateral (select * from bench_conv c where c.start_date <= (src.t at time zone 'Europe/Sarajevo')::date
                             order by c.start_date desc limit 1) c
       ),
       addressed as (
         select placed.*,
           case when r < 0.6 then b.id when r < 0.8 then placed.mayor_id end as member_id,
           case when r < 0.6 then b.user_id when r < 0.8 then placed.mayor_user end as member_user,
           a < 0.8 and answer_at < now() as answered,
           not (input_mode = 3 and pending < 0.15) as answer_on,
           active > 0.02 as question_on, bad < 0.01 as inappropriate
         from placed
         left join bench_cm b on b.convocation_id = placed.conv and b.n = floor(placed.pick * placed.k)::int
       ),
       final as (
         select addressed.*, case when member_id is null then ($8::int[])[1 + floor(unit * cardinality($8::int[]))::int] end as unit_id
         from addressed
       )
       insert into question (municipality_id, council_member_id, organizational_unit_id, asker_id, text, citizen_email,
         asked_at, answer_input_mode, answer_text, answered_by, answered_at, answered_by_email, question_active,
         answer_active, inappropriate, answer_published_at)
       select $1, member_id, unit_id, asker,
         ($9::text[])[1 + floor(txt * cardinality($9::text[]))::int], 'gradjanin' || asker || '@example.org',
         t, input_mode,
         case when answered then ($10::text[])[1 + g % cardinality($10::text[])] end,
         case when answered then coalesce(member_user, $11::int) end,
         case when answered then answer_at end,
         answered and input_mode in (2, 3),
         question_on,
         answered and answer_on,
         inappropriate,
         case when answered and answer_on and question_on and not inappropriate then answer_at end
       from final where member_id is not null or unit_id is not null
       order by g`,
      [
        municipalityId,
        span,
        scale.questions,
        from,
        to,
        citizens.min,
        citizens.max,
        units,
        QUESTIONS,
        ANSWERS,
        demo.office,
      ],
    );
    progress(
      `questions: ${to.toLocaleString('en')} / ${scale.questions.toLocaleString('en')} (${((Date.now() - questionsStarted) / 1000).toFixed(0)} s)`,
    );
  }
  // A file to one answer in thirty: a row only, nothing downloads it.
  await sql.query(
    `insert into question_file (municipality_id, question_id, storage_key, file_name, content_type, size)
     select municipality_id, id, 'questions/bench/q' || id || '.pdf', 'Odgovor_' || id || '.pdf', 'application/pdf',
       40000 + floor(random() * 2000000)::int
     from question q where q.municipality_id = $1 and q.answer_text is not null and random() < 1.0 / 30
       and q.asker_id between $2 and $3`,
    [municipalityId, citizens.min, citizens.max],
  );
  const [counts] = (
    await sql.query<{ questions: number; answered: number; files: number }>(
      `select count(*)::int as questions, (count(*) filter (where answer_text is not null))::int as answered,
         (select count(*)::int from question_file f where f.municipality_id = $1 and f.storage_key like 'questions/bench/%') as files
       from question where municipality_id = $1 and asker_id between $2 and $3`,
      [municipalityId, citizens.min, citizens.max],
    )
  ).rows;
  for (const table of ['bench_cm', 'bench_conv']) await sql.query(`drop table if exists ${table}`);
  progress(
    `questions: ${counts!.questions.toLocaleString('en')}, answered ${counts!.answered.toLocaleString('en')}`,
  );
  return { councilMembers: members!.n, ...counts! };
}
