import {
  AGE_GROUPS,
  AgendaVoteChoice,
  agendaVoteChoices,
  CouncilDecision,
  privilegesVisibleTo,
  PUBLIC_MIN_GROUP,
  SEX_GROUPS,
  type SessionStatistics,
  type SessionStatisticsRequest,
  SessionStatus,
  type VoteTally,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Principal } from '../../platform/auth/auth';
import type { Db } from '../../platform/db/database';
import { monthsOf, periodOf } from '../../platform/reports/usage';
import { EMPTY, hideSmallGroups } from '../../platform/small-groups';
import {
  type ParticipationRow,
  type SessionCounts,
  sessionStatistics,
} from './sessions-statistics.repository';

type Request = z.output<typeof SessionStatisticsRequest>;
type Agreement = SessionStatistics['agreement'];

/**
 * How often the citizens' majority agreed with the council, over items the council adopted
 * or rejected that citizens voted on: for more than against an adopted item, or against
 * more than for a rejected one, agrees; the other way round disagrees; as many for as
 * against (abstentions and absences only, too) is a tie.
 */
export function agreementOf(
  items: readonly { decisionId: number; for: number; against: number }[],
): Agreement {
  const agreement: Agreement = { compared: 0, agreed: 0, disagreed: 0, tied: 0 };
  for (const item of items) {
    const citizens = Math.sign(item.for - item.against);
    const council =
      item.decisionId === CouncilDecision.Adopted ? 1 : item.decisionId === CouncilDecision.Rejected ? -1 : 0;
    if (council === 0) continue;
    agreement.compared += 1;
    if (citizens === 0) agreement.tied += 1;
    else if (citizens === council) agreement.agreed += 1;
    else agreement.disagreed += 1;
  }
  return agreement;
}

/**
 * Participants by sex or by age group, each group's people, votes and comments hidden
 * together when the group is too small to show (platform/small-groups.ts): the groups of a
 * dimension add up to the totals the page shows.
 */
export function participantGroups(
  rows: readonly ParticipationRow[],
  dimension: 'sex' | 'ageGroup',
): SessionStatistics['bySex'] {
  const ids = dimension === 'sex' ? SEX_GROUPS : AGE_GROUPS;
  const found = ids.map((id) => rows.find((r) => r.set === dimension && r[dimension] === id));
  const cells = found.map((r) => (r ? { count: r.people, reporters: r.people } : EMPTY));
  const shown = hideSmallGroups(cells, [cells.map((_, i) => i)]);
  return ids.map((id, i) => {
    const row = found[i];
    const visible = shown[i] !== null;
    const value = (n: number | undefined) => (visible ? (n ?? 0) : null);
    return { id, people: value(row?.people), votes: value(row?.votes), comments: value(row?.comments) };
  });
}

function tallyOf(byChoice: SessionCounts['byChoice']): VoteTally {
  const tally = Object.fromEntries(agendaVoteChoices.map((c) => [c, 0])) as VoteTally;
  for (const row of byChoice) {
    const choice = agendaVoteChoices.find((c) => AgendaVoteChoice[c] === row.choice);
    if (choice) tally[choice] = row.count;
  }
  return tally;
}

const statuses = Object.values(SessionStatus);
const decisions = [...Object.values(CouncilDecision), null];

/** The public statistics of council sessions (decision 0027, "Statistics"). */
export function createSessionStatistics(deps: { db: Db }) {
  const { db } = deps;
  return {
    /**
     * Counts over the published sessions the viewer may see (by their privilege, as the
     * list) that start in the period, of the convocation when one is given.
     */
    async statistics(
      p: Principal | null,
      municipalityId: number,
      input: Request,
    ): Promise<SessionStatistics> {
      const period = periodOf({ municipalityId }, input);
      const counts = await sessionStatistics(db, {
        municipalityId,
        publicPrivileges: privilegesVisibleTo(p?.profileId ?? null),
        fromDay: period.from,
        toDay: period.to,
        convocationId: input.convocationId,
      });
      const byStatus = statuses.map((id) => ({
        id,
        count: counts.byMonth.filter((r) => r.statusId === id).reduce((sum, r) => sum + r.count, 0),
      }));
      const all = counts.participants.find((r) => r.set === 'all');
      return {
        dateFrom: period.from,
        dateTo: period.to,
        sessions: byStatus.reduce((sum, s) => sum + s.count, 0),
        byStatus,
        byMonth: monthsOf(period).map((month) => ({
          month,
          byStatus: statuses.map((id) => ({
            id,
            count: counts.byMonth.find((r) => r.month === month && r.statusId === id)?.count ?? 0,
          })),
        })),
        agendaItems: counts.byDecision.reduce((sum, r) => sum + r.count, 0),
        byDecision: decisions.map((id) => ({
          id,
          count: counts.byDecision.find((r) => r.decisionId === id)?.count ?? 0,
        })),
        votes: tallyOf(counts.byChoice),
        comments: counts.comments,
        agreement: agreementOf(counts.decided),
        participants: all?.people ?? 0,
        bySex: participantGroups(counts.participants, 'sex'),
        byAgeGroup: participantGroups(counts.participants, 'ageGroup'),
        minimumGroup: PUBLIC_MIN_GROUP,
      };
    },
  };
}
