import { AddresseeKind, MemberType, type Translated } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../../platform/db/database';
import { midnight } from '../../platform/db/days';
import { momentKey, momentRange, type ReportRange } from '../../platform/reports/ranges';
import { monthOf } from '../../platform/reports/usage.repository';
import { appUser } from '../accounts/accounts.schema';
import { convocation, organizationalUnit, politicalParty } from '../code-lists/code-lists.schema';
import { councilMember, question, questionUnitSetting } from './council-members.schema';

/*
 * The SQL of the questions' statistics, responsiveness table and reports (decision 0028,
 * "Reports and statistics"). A question is answered when the public sees its answer (active,
 * with a text), as the public lists count it; it was answered at the answer's publication
 * (answer_published_at), or when it was entered where no publication was recorded.
 */

type Language = 'bs' | 'hr' | 'sr_cyr';

/** An answer the public sees: active, with a text. */
const answerPublic = sql`(${question.answerActive} and ${question.answerText} is not null)`;
/** When the question was answered: the answer's publication, else its entry. */
const answeredMoment = sql`coalesce(${question.answerPublishedAt}, ${question.answeredAt})`;
/** Hours and days from asking to the answer. */
const answerHours = sql`(extract(epoch from (${answeredMoment} - ${question.askedAt})) / 3600.0)`;
const answerDays = sql`(extract(epoch from (${answeredMoment} - ${question.askedAt})) / 86400.0)`;

const inLanguage = (column: unknown, language: Language) =>
  sql<string>`coalesce(nullif(${column} ->> ${language}, ''), ${column} ->> 'bs', '')`;

/** Which questions are counted: the municipality's, asked on the days of the period, of a kind, active only. */
export type QuestionScope = {
  municipalityId: number;
  /** Days in the portal's time zone, both included, on the moment asked. */
  fromDay?: string;
  toDay?: string;
  addresseeKind?: number;
  /** Only questions the public sees (question_active); every question otherwise. */
  activeOnly: boolean;
};

/** The questions of the scope; the question's council member is joined as `council_member`. */
function scopeWhere(s: QuestionScope): SQL {
  const where: SQL[] = [sql`${question.municipalityId} = ${s.municipalityId}`];
  if (s.activeOnly) where.push(sql`${question.questionActive}`);
  if (s.fromDay) where.push(sql`${question.askedAt} >= ${midnight(s.fromDay)}`);
  if (s.toDay) where.push(sql`${question.askedAt} < ${midnight(s.toDay, 1)}`);
  if (s.addresseeKind === AddresseeKind.OrganizationalUnit)
    where.push(sql`${question.organizationalUnitId} is not null`);
  if (s.addresseeKind === AddresseeKind.Mayor)
    where.push(sql`${councilMember.memberTypeId} = ${MemberType.Mayor}`);
  if (s.addresseeKind === AddresseeKind.CouncilMember)
    where.push(sql`${councilMember.memberTypeId} <> ${MemberType.Mayor}`);
  return sql.join(where, sql` and `);
}

/** One addressee's questions (of one month, when asked by month), in every count the pages and reports use. */
export type Tally = {
  memberId: number | null;
  unitId: number | null;
  memberTypeId: number | null;
  /** `YYYY-MM`, or '' when not counted by month. */
  month: string;
  received: number;
  /** Answers the public sees. */
  answered: number;
  /** No answer entered. */
  unanswered: number;
  /** An answer entered that is not active (mode 3 before activation, or switched off). */
  awaitingActivation: number;
  inappropriate: number;
  inactive: number;
  /** Public answers by hours from asking: at most 24, 48, 72, and more. */
  within24: number;
  within48: number;
  within72: number;
  over72: number;
};

const counted = (condition: SQL) => sql`(count(*) filter (where ${condition}))::int`;

/**
 * The questions of the scope counted per addressee (and per month of asking): one pass over
 * the questions, a row per addressee and month that has any.
 */
export async function tallies(db: Db, s: QuestionScope, options: { byMonth: boolean }): Promise<Tally[]> {
  const month = options.byMonth ? monthOf(question.askedAt) : sql`''`;
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${question.councilMemberId} as member_id, ${question.organizationalUnitId} as unit_id,
               ${councilMember.memberTypeId}::int as member_type_id, ${month} as month,
               count(*)::int as received,
               ${counted(answerPublic)} as answered,
               ${counted(sql`${question.answerText} is null`)} as unanswered,
               ${counted(sql`${question.answerText} is not null and not ${question.answerActive}`)} as awaiting,
               ${counted(sql`${question.inappropriate}`)} as inappropriate,
               ${counted(sql`not ${question.questionActive}`)} as inactive,
               ${counted(sql`${answerPublic} and ${answerHours} <= 24`)} as within24,
               ${counted(sql`${answerPublic} and ${answerHours} > 24 and ${answerHours} <= 48`)} as within48,
               ${counted(sql`${answerPublic} and ${answerHours} > 48 and ${answerHours} <= 72`)} as within72,
               ${counted(sql`${answerPublic} and ${answerHours} > 72`)} as over72
          from ${question}
          left join ${councilMember} on ${councilMember.id} = ${question.councilMemberId}
         where ${scopeWhere(s)}
         group by 1, 2, 3, 4`,
  );
  return rows.map((r) => ({
    memberId: r['member_id'] === null ? null : Number(r['member_id']),
    unitId: r['unit_id'] === null ? null : Number(r['unit_id']),
    memberTypeId: r['member_type_id'] === null ? null : Number(r['member_type_id']),
    month: String(r['month']),
    received: Number(r['received']),
    answered: Number(r['answered']),
    unanswered: Number(r['unanswered']),
    awaitingActivation: Number(r['awaiting']),
    inappropriate: Number(r['inappropriate']),
    inactive: Number(r['inactive']),
    within24: Number(r['within24']),
    within48: Number(r['within48']),
    within72: Number(r['within72']),
    over72: Number(r['over72']),
  }));
}

/* ---- Addressees ---- */

/** A council member (the mayor is one) or a unit, as named in the tables. */
export type AddresseeRecord =
  | {
      kind: 'member';
      id: number;
      memberTypeId: number;
      firstName: string | null;
      lastName: string | null;
      username: string;
      partyShortName: Translated;
    }
  | { kind: 'unit'; id: number; name: Translated };

const memberColumns = sql`${councilMember.id} as id, ${councilMember.memberTypeId}::int as member_type_id,
  ${appUser.firstName} as first_name, ${appUser.lastName} as last_name, ${appUser.username} as username,
  ${politicalParty.shortName} as party`;
const memberJoins = sql`join ${appUser} on ${appUser.id} = ${councilMember.userId}
  join ${politicalParty} on ${politicalParty.id} = ${councilMember.politicalPartyId}`;

const memberOf = (r: Record<string, unknown>): AddresseeRecord => ({
  kind: 'member',
  id: Number(r['id']),
  memberTypeId: Number(r['member_type_id']),
  firstName: (r['first_name'] as string | null) ?? null,
  lastName: (r['last_name'] as string | null) ?? null,
  username: String(r['username']),
  partyShortName: r['party'] as Translated,
});
const unitOf = (r: Record<string, unknown>): AddresseeRecord => ({
  kind: 'unit',
  id: Number(r['id']),
  name: r['name'] as Translated,
});

const ids = (values: readonly number[]) =>
  sql`(${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )})`;

/** The named council members and units of the municipality. */
export async function addressees(
  db: Db,
  municipalityId: number,
  wanted: { memberIds: readonly number[]; unitIds: readonly number[] },
): Promise<AddresseeRecord[]> {
  const [members, units] = await Promise.all([
    wanted.memberIds.length === 0
      ? []
      : queryRows<Record<string, unknown>>(
          db,
          sql`select ${memberColumns} from ${councilMember} ${memberJoins}
               where ${councilMember.municipalityId} = ${municipalityId} and ${councilMember.id} in ${ids(wanted.memberIds)}`,
        ),
    wanted.unitIds.length === 0
      ? []
      : queryRows<Record<string, unknown>>(
          db,
          sql`select ${organizationalUnit.id} as id, ${organizationalUnit.name} as name from ${organizationalUnit}
               where ${organizationalUnit.municipalityId} = ${municipalityId} and ${organizationalUnit.id} in ${ids(wanted.unitIds)}`,
        ),
  ]);
  return [...members.map(memberOf), ...units.map(unitOf)];
}

/** The current active convocation's period and name in every language; null when none is current. */
export async function currentConvocation(db: Db, municipalityId: number) {
  const [row] = await queryRows<{ id: number; start_date: string; end_date: string; name: Translated }>(
    db,
    sql`select ${convocation.id} as id, ${convocation.startDate}::text as start_date,
               ${convocation.endDate}::text as end_date, ${convocation.name} as name
          from ${convocation}
         where ${convocation.municipalityId} = ${municipalityId} and ${convocation.isCurrent} and ${convocation.active}
         limit 1`,
  );
  return row ? { id: Number(row.id), from: row.start_date, to: row.end_date, name: row.name } : null;
}

/**
 * Whom citizens may ask now: the active members of the current convocation (the mayor among
 * them) and the active units that take questions (no setting: they do).
 */
export async function askableAddressees(db: Db, municipalityId: number): Promise<AddresseeRecord[]> {
  const [members, units] = await Promise.all([
    queryRows<Record<string, unknown>>(
      db,
      sql`select ${memberColumns} from ${councilMember} ${memberJoins}
            join ${convocation} on ${convocation.id} = ${councilMember.convocationId}
           where ${councilMember.municipalityId} = ${municipalityId} and ${councilMember.active}
             and ${convocation.isCurrent} and ${convocation.active}`,
    ),
    queryRows<Record<string, unknown>>(
      db,
      sql`select ${organizationalUnit.id} as id, ${organizationalUnit.name} as name from ${organizationalUnit}
            left join ${questionUnitSetting} on ${questionUnitSetting.organizationalUnitId} = ${organizationalUnit.id}
                  and ${questionUnitSetting.municipalityId} = ${municipalityId}
           where ${organizationalUnit.municipalityId} = ${municipalityId} and ${organizationalUnit.active}
             and coalesce(${questionUnitSetting.acceptsQuestions}, true)`,
    ),
  ]);
  return [...members.map(memberOf), ...units.map(unitOf)];
}

/** One addressee's responsiveness over the active questions of a period. */
export type Responsiveness = {
  memberId: number | null;
  unitId: number | null;
  received: number;
  answered: number;
  answeredWithin: number;
  /** Median days to the answer over the answered ones; null with none. */
  medianDays: number | null;
};

/**
 * Per addressee, over the active questions (asked in the period, when given): received,
 * answered, answered within `withinDays` days, and the median days to the answer.
 */
export async function responsiveness(
  db: Db,
  municipalityId: number,
  options: { withinDays: number; fromDay?: string; toDay?: string },
): Promise<Responsiveness[]> {
  const where = scopeWhere({
    municipalityId,
    fromDay: options.fromDay,
    toDay: options.toDay,
    activeOnly: true,
  });
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${question.councilMemberId} as member_id, ${question.organizationalUnitId} as unit_id,
               count(*)::int as received,
               ${counted(answerPublic)} as answered,
               ${counted(sql`${answerPublic} and ${answerDays} <= ${options.withinDays}`)} as answered_within,
               (percentile_cont(0.5) within group (order by ${answerDays}) filter (where ${answerPublic}))::float8 as median_days
          from ${question}
         where ${where}
         group by 1, 2`,
  );
  return rows.map((r) => ({
    memberId: r['member_id'] === null ? null : Number(r['member_id']),
    unitId: r['unit_id'] === null ? null : Number(r['unit_id']),
    received: Number(r['received']),
    answered: Number(r['answered']),
    answeredWithin: Number(r['answered_within']),
    medianDays: r['median_days'] === null ? null : Number(r['median_days']),
  }));
}

/* ---- The report of questions and answers ---- */

export type QuestionReportRow = {
  key: string;
  askedAt: Date;
  memberTypeId: number | null;
  /** The member's names and party, or the unit's name in the language. */
  firstName: string | null;
  lastName: string | null;
  username: string | null;
  party: string;
  unitName: string;
  text: string;
  answerText: string | null;
  answeredAt: Date | null;
  questionActive: boolean;
  answerActive: boolean;
  inappropriate: boolean;
};

export async function countQuestions(db: Db, s: QuestionScope): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from ${question}
          left join ${councilMember} on ${councilMember.id} = ${question.councilMemberId}
         where ${scopeWhere(s)}`,
  );
  return Number(row?.n ?? 0);
}

/** The questions of the scope in the order asked, a page by offset or a batch after a key. */
export async function questionRows(
  db: Db,
  s: QuestionScope,
  language: Language,
  range: ReportRange,
): Promise<QuestionReportRow[]> {
  const cut = momentRange(range, question.askedAt, question.id);
  const rows = await queryRows<Record<string, unknown>>(
    db,
    sql`select ${momentKey(question.askedAt, question.id)} as key, ${question.askedAt} as asked_at,
               ${councilMember.memberTypeId}::int as member_type_id,
               ${appUser.firstName} as first_name, ${appUser.lastName} as last_name, ${appUser.username} as username,
               ${inLanguage(politicalParty.shortName, language)} as party,
               ${inLanguage(organizationalUnit.name, language)} as unit_name,
               ${question.text} as text, ${question.answerText} as answer_text,
               ${answeredMoment} as answered_at,
               ${question.questionActive} as question_active, ${question.answerActive} as answer_active,
               ${question.inappropriate} as inappropriate
          from ${question}
          left join ${councilMember} on ${councilMember.id} = ${question.councilMemberId}
          left join ${appUser} on ${appUser.id} = ${councilMember.userId}
          left join ${politicalParty} on ${politicalParty.id} = ${councilMember.politicalPartyId}
          left join ${organizationalUnit} on ${organizationalUnit.id} = ${question.organizationalUnitId}
         where ${scopeWhere(s)} ${cut.where ? sql`and ${cut.where}` : sql``}
         order by ${question.askedAt}, ${question.id}
        offset ${cut.offset} limit ${range.limit}`,
  );
  const date = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string | Date));
  return rows.map((r) => ({
    key: String(r['key']),
    askedAt: date(r['asked_at'])!,
    memberTypeId: r['member_type_id'] === null ? null : Number(r['member_type_id']),
    firstName: (r['first_name'] as string | null) ?? null,
    lastName: (r['last_name'] as string | null) ?? null,
    username: (r['username'] as string | null) ?? null,
    party: String(r['party'] ?? ''),
    unitName: String(r['unit_name'] ?? ''),
    text: String(r['text']),
    answerText: (r['answer_text'] as string | null) ?? null,
    answeredAt: date(r['answered_at']),
    questionActive: Boolean(r['question_active']),
    answerActive: Boolean(r['answer_active']),
    inappropriate: Boolean(r['inappropriate']),
  }));
}
