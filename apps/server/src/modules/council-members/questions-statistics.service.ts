import {
  AddresseeKind,
  type AddresseeName,
  type AddresseeQuestionCounts,
  ANSWER_WITHIN_DAYS,
  answerTimeBuckets,
  type LanguageId,
  languageKeyById,
  MemberType,
  type QuestionStatistics,
  type QuestionStatisticsRequest,
  type Responsiveness,
  type ResponsivenessRow,
} from '@portal/contracts';
import { compareText } from '@portal/i18n/server';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { fullName } from '../../platform/people';
import { monthsOf, periodOf } from '../../platform/reports/usage';
import * as repo from './questions-statistics.repository';

type Request = z.output<typeof QuestionStatisticsRequest>;
type Language = 'bs' | 'hr' | 'sr_cyr';

const languageOf = (languageId: number): Language => languageKeyById[languageId as LanguageId] ?? 'bs';

/** An addressee's key in maps: `m7` for council member 7, `u3` for unit 3. */
const keyOf = (a: { memberId: number | null; unitId: number | null }) =>
  a.memberId !== null ? `m${a.memberId}` : `u${a.unitId}`;
const recordKey = (a: repo.AddresseeRecord) => (a.kind === 'member' ? `m${a.id}` : `u${a.id}`);

/** The addressee kind of a question to a member of this type, or to a unit. */
const kindOf = (memberTypeId: number | null, unitId: number | null): number =>
  unitId !== null
    ? AddresseeKind.OrganizationalUnit
    : memberTypeId === MemberType.Mayor
      ? AddresseeKind.Mayor
      : AddresseeKind.CouncilMember;

/** An addressee as the tables name it: the member's account name and party, or the unit's name. */
export function addresseeName(a: repo.AddresseeRecord, language: Language): AddresseeName {
  if (a.kind === 'unit') {
    return {
      addresseeKind: AddresseeKind.OrganizationalUnit,
      addresseeId: a.id,
      name: a.name[language] || a.name.bs,
      party: '',
      memberTypeId: null,
    };
  }
  return {
    addresseeKind: kindOf(a.memberTypeId, null),
    addresseeId: a.id,
    name: fullName(a),
    party: a.partyShortName[language] || a.partyShortName.bs,
    memberTypeId: a.memberTypeId,
  };
}

/** The mayor first, then council members, then units; each by name in the language's order. */
export function byAddressee(language: Language) {
  const compare = compareText(language);
  const rank: Record<number, number> = {
    [AddresseeKind.Mayor]: 0,
    [AddresseeKind.CouncilMember]: 1,
    [AddresseeKind.OrganizationalUnit]: 2,
  };
  const sortName = (a: repo.AddresseeRecord) =>
    a.kind === 'unit' ? [a.name[language] || a.name.bs, ''] : [a.lastName ?? a.username, a.firstName ?? ''];
  return (a: repo.AddresseeRecord, b: repo.AddresseeRecord) => {
    const [an, af] = sortName(a);
    const [bn, bf] = sortName(b);
    const ak = a.kind === 'unit' ? AddresseeKind.OrganizationalUnit : kindOf(a.memberTypeId, null);
    const bk = b.kind === 'unit' ? AddresseeKind.OrganizationalUnit : kindOf(b.memberTypeId, null);
    return rank[ak]! - rank[bk]! || compare(an!, bn!) || compare(af!, bf!) || a.id - b.id;
  };
}

/** The named addressees of these tallies (and of `also`), keyed by `m7` / `u3`. */
async function namesOf(
  db: Db,
  municipalityId: number,
  tallies: readonly { memberId: number | null; unitId: number | null }[],
): Promise<Map<string, repo.AddresseeRecord>> {
  const memberIds = [...new Set(tallies.flatMap((t) => (t.memberId === null ? [] : [t.memberId])))];
  const unitIds = [...new Set(tallies.flatMap((t) => (t.unitId === null ? [] : [t.unitId])))];
  const records = await repo.addressees(db, municipalityId, { memberIds, unitIds });
  return new Map(records.map((r) => [recordKey(r), r]));
}

const tenths = (n: number) => Math.round(n * 10) / 10;

/** Responsiveness rows of the addressees, in the table's order. */
function responsivenessRows(
  who: readonly repo.AddresseeRecord[],
  counts: readonly repo.Responsiveness[],
  language: Language,
): ResponsivenessRow[] {
  const byKey = new Map(counts.map((c) => [keyOf(c), c]));
  return [...who].sort(byAddressee(language)).map((a) => {
    const c = byKey.get(recordKey(a));
    const received = c?.received ?? 0;
    return {
      ...addresseeName(a, language),
      received,
      answered: c?.answered ?? 0,
      answeredWithinShare: received === 0 ? null : (c?.answeredWithin ?? 0) / received,
      medianDays: c?.medianDays === null || c?.medianDays === undefined ? null : tenths(c.medianDays),
    };
  });
}

/** The addressees in `askable` and those with counts, each once. */
function addresseesOf(
  askable: readonly repo.AddresseeRecord[],
  counts: readonly repo.Responsiveness[],
  names: Map<string, repo.AddresseeRecord>,
): repo.AddresseeRecord[] {
  const all = new Map(askable.map((a) => [recordKey(a), a]));
  for (const c of counts) {
    const named = names.get(keyOf(c));
    if (named) all.set(keyOf(c), named);
  }
  return [...all.values()];
}

function sum<T>(rows: readonly T[], of: (row: T) => number): number {
  return rows.reduce((total, row) => total + of(row), 0);
}

/** Per addressee (members or units), the received and answered questions, most received first. */
function perAddressee(
  tallies: readonly repo.Tally[],
  names: Map<string, repo.AddresseeRecord>,
  language: Language,
): AddresseeQuestionCounts[] {
  const grouped = new Map<string, { received: number; answered: number }>();
  for (const t of tallies) {
    const counts = grouped.get(keyOf(t)) ?? { received: 0, answered: 0 };
    counts.received += t.received;
    counts.answered += t.answered;
    grouped.set(keyOf(t), counts);
  }
  const order = byAddressee(language);
  return [...grouped.entries()]
    .flatMap(([key, counts]) => {
      const named = names.get(key);
      return named ? [{ named, counts }] : [];
    })
    .sort((a, b) => b.counts.received - a.counts.received || order(a.named, b.named))
    .map(({ named, counts }) => ({ ...addresseeName(named, language), ...counts }));
}

/** The public statistics and responsiveness table of citizens' questions (decision 0028). */
export function createQuestionStatistics(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * Per council member, the mayor and each unit, over the active questions: received,
     * answered (the public sees the answer), the share answered within ANSWER_WITHIN_DAYS days
     * and the median days to answer; for the current convocation's period and overall. Whom
     * citizens may ask now is listed even without questions; others once they have some.
     */
    async responsiveness(municipalityId: number, languageId: number): Promise<Responsiveness> {
      const language = languageOf(languageId);
      const convocation = await repo.currentConvocation(db, municipalityId);
      const [askable, overall, current] = await Promise.all([
        repo.askableAddressees(db, municipalityId),
        repo.responsiveness(db, municipalityId, { withinDays: ANSWER_WITHIN_DAYS }),
        convocation
          ? repo.responsiveness(db, municipalityId, {
              withinDays: ANSWER_WITHIN_DAYS,
              fromDay: convocation.from,
              toDay: convocation.to,
            })
          : Promise.resolve(null),
      ]);
      // Every addressee with a question overall; those of the current period are among them.
      const names = await namesOf(db, municipalityId, overall);
      return {
        current: current ? responsivenessRows(addresseesOf(askable, current, names), current, language) : [],
        overall: responsivenessRows(addresseesOf(askable, overall, names), overall, language),
        convocationName: convocation ? convocation.name[language] || convocation.name.bs : null,
      };
    },

    /**
     * Counts over the active questions asked in the period (of the addressee kind chosen): the
     * public's figures, the same for every reader (`_principal` sees no more than the public).
     */
    async statistics(
      _principal: Principal | null,
      municipalityId: number,
      input: Request,
    ): Promise<QuestionStatistics> {
      const language = languageOf(input.languageId);
      const period = periodOf({ municipalityId }, input);
      const tallies = await repo.tallies(
        db,
        {
          municipalityId,
          fromDay: period.from,
          toDay: period.to,
          addresseeKind: input.addresseeKind,
          activeOnly: true,
        },
        { byMonth: true },
      );
      const names = await namesOf(db, municipalityId, tallies);
      const received = sum(tallies, (t) => t.received);
      const answered = sum(tallies, (t) => t.answered);
      const ofKind = (kind: number) => tallies.filter((t) => kindOf(t.memberTypeId, t.unitId) === kind);
      const ofMonth = (month: string) => tallies.filter((t) => t.month === month);
      const answerTime: Record<(typeof answerTimeBuckets)[number], number> = {
        within24: sum(tallies, (t) => t.within24),
        within48: sum(tallies, (t) => t.within48),
        within72: sum(tallies, (t) => t.within72),
        over72: sum(tallies, (t) => t.over72),
        unanswered: received - answered,
      };
      return {
        dateFrom: period.from,
        dateTo: period.to,
        received,
        answered,
        byAddresseeKind: [
          AddresseeKind.CouncilMember,
          AddresseeKind.Mayor,
          AddresseeKind.OrganizationalUnit,
        ].map((id) => ({
          id,
          received: sum(ofKind(id), (t) => t.received),
          answered: sum(ofKind(id), (t) => t.answered),
        })),
        byMonth: monthsOf(period).map((month) => ({
          month,
          received: sum(ofMonth(month), (t) => t.received),
          answered: sum(ofMonth(month), (t) => t.answered),
        })),
        byAnswerTime: answerTimeBuckets.map((bucket) => ({ bucket, count: answerTime[bucket] })),
        byCouncilMember: perAddressee(
          tallies.filter((t) => t.memberId !== null),
          names,
          language,
        ),
        byUnit: perAddressee(
          tallies.filter((t) => t.unitId !== null),
          names,
          language,
        ),
      };
    },
  };
}
