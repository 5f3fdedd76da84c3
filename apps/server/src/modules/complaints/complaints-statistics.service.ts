import {
  type ComplaintStatistics,
  ComplaintStatus,
  type LanguageId,
  type LanguageKey,
  languageKeyById,
} from '@portal/contracts';
import type { ComplaintsDeps } from './complaints.core';
import { createCountCache } from '../../platform/cache';
import { kept } from '../../platform/serialization';
import { nameIn } from './complaints.present';
import { readOnOneCore, statistics, statisticsTables } from './complaints.repository';
import { inTransaction } from '../../platform/db/transaction';
import { categoryCounts, profileStatistics } from './complaints-statistics.present';
import { deadlineShares, fixedShares } from './complaints-shares.present';

type Counts = Awaited<ReturnType<typeof statistics>>;

/** The public statistics of complaints, a large municipality's kept a minute. */
export function createComplaintStatistics(deps: ComplaintsDeps) {
  const { db } = deps;
  const statisticsCache = createCountCache<Counts>(
    db,
    (counts) => counts.byStatus.reduce((sum, r) => sum + r.count, 0),
    {
      reads: statisticsTables,
    },
  );
  /**
   * The statistics as answered, per language and months, made once per kept counts: while a
   * large municipality's counts are kept a minute, a call costs their lookup alone (decision
   * 0030). Counts read afresh (a small municipality's) are new objects, so nothing is reused.
   */
  const presented = new WeakMap<Counts, Map<string, ComplaintStatistics>>();

  return {
    /**
     * Counts of public complaints. The range, when given, applies to every count; without
     * one the months are the last twelve and the other counts cover all time. Counts about
     * the reporters hide their small groups (platform/small-groups.ts).
     */
    async statistics(
      municipalityId: number,
      input: { languageId: LanguageId; dateFrom?: string; dateTo?: string },
    ): Promise<ComplaintStatistics> {
      const language = languageKeyById[input.languageId];
      const { months, joined } = recentMonths(input.dateFrom, input.dateTo);
      const key = `${municipalityId}|${input.dateFrom ?? ''}|${input.dateTo ?? ''}|${months[0]}`;
      const s = await statisticsCache.read(key, () =>
        inTransaction(db, async (tx) => {
          await readOnOneCore(tx);
          return statistics(
            tx,
            { municipalityId, publicOnly: true, dateFrom: input.dateFrom, dateTo: input.dateTo },
            { from: `${months[0]}-01`, to: lastDay(months[months.length - 1]!) },
          );
        }),
      );
      let answers = presented.get(s);
      if (!answers) presented.set(s, (answers = new Map()));
      const answerKey = `${input.languageId}|${joined}`;
      const known = answers.get(answerKey);
      if (known) return known;
      // Kept as it is answered: the route writes its JSON once (platform/serialization.ts).
      const answer = kept(present(s, language, months));
      answers.set(answerKey, answer);
      return answer;
    },
  };
}

function present(s: Counts, language: LanguageKey, months: string[]): ComplaintStatistics {
  const byMonth = new Map(s.byMonth.map((m) => [m.month, m.count]));
  const statusCounts = new Map(s.byStatus.map((r) => [r.id, r.count]));
  return {
    total: s.byStatus.reduce((sum, r) => sum + r.count, 0),
    byCategory: s.byCategory.map((r) => ({
      id: r.id,
      name: nameIn(r.name, language) ?? '',
      count: r.count,
    })),
    byStatus: Object.values(ComplaintStatus).map((id) => ({
      id,
      name: '',
      count: statusCounts.get(id) ?? 0,
    })),
    byMonth: months.map((month) => ({ month, count: byMonth.get(month) ?? 0 })),
    byOrganizationalUnit: s.byUnit.map((r) => ({
      id: r.id,
      name: nameIn(r.name, language) ?? '',
      count: r.count,
    })),
    averageResolutionHours: s.averageHours === null ? null : Math.round(s.averageHours * 10) / 10,
    ...categoryCounts(s, language),
    ...profileStatistics(s, language),
    fixed: fixedShares(s.fixed),
    deadlines: deadlineShares(s.deadlines, language),
  };
}

/**
 * The months of a range as of this minute, worked out once a minute per range: every call of a
 * kept answer asks for them (issue 19). A month begins at most a minute late here, as the
 * counts themselves are a minute old.
 */
const monthsThisMinute = new Map<string, { minute: number; months: string[]; joined: string }>();
function recentMonths(from?: string, to?: string) {
  const minute = Math.floor(Date.now() / 60_000);
  const range = `${from ?? ''}|${to ?? ''}`;
  const known = monthsThisMinute.get(range);
  if (known?.minute === minute) return known;
  if (monthsThisMinute.size >= 1_000) monthsThisMinute.clear();
  const months = monthRange(from, to);
  const entry = { minute, months, joined: months.join(',') };
  monthsThisMinute.set(range, entry);
  return entry;
}

/** Months as yyyy-mm from the range, or the last twelve ending with this one. */
export function monthRange(from?: string, to?: string, now = new Date()): string[] {
  const end = to ? to.slice(0, 7) : now.toISOString().slice(0, 7);
  let [y, m] = end.split('-').map(Number) as [number, number];
  const start = from
    ? from.slice(0, 7)
    : (() => {
        const d = new Date(Date.UTC(y, m - 1 - 11, 1));
        return d.toISOString().slice(0, 7);
      })();
  const months: string[] = [];
  for (let i = 0; i < 240; i += 1) {
    const month = `${y}-${String(m).padStart(2, '0')}`;
    months.unshift(month);
    if (month <= start) break;
    m -= 1;
    if (m === 0) {
      m = 12;
      y -= 1;
    }
  }
  return months;
}

const lastDay = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
};
