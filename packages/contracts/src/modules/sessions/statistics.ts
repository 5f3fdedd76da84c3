import { z } from 'zod';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { ProtectedCount } from '../../statistics';
import { usagePeriodFilters } from '../../usage-period';
import { VoteTally } from './shared';

/**
 * The statistics page's filters: the period of the sessions' start (the last twelve months,
 * to today, when left out) and a convocation.
 */
export const SessionStatisticsRequest = z.object({
  ...usagePeriodFilters,
  convocationId: z.number().int().min(1).optional(),
});
export type SessionStatisticsRequest = z.input<typeof SessionStatisticsRequest>;

const StatusCount = z.object({ id: z.number().int(), count: z.number().int() });

/** A group of participants (by sex or age group): its people, their votes and comments; null when hidden. */
const ParticipantGroup = z.object({
  /** Gender or AgeGroup; null: not known. */
  id: z.number().int().nullable(),
  people: ProtectedCount,
  votes: ProtectedCount,
  comments: ProtectedCount,
});

/**
 * Counts over the published sessions the caller may see that start in the period (decision
 * 0027, "Statistics"): sessions, their agenda items, citizens' votes and comments, how often
 * the citizens' majority agreed with the council, and who took part.
 */
export const SessionStatistics = z.object({
  /** The period counted, days both included. */
  dateFrom: z.string(),
  dateTo: z.string(),
  sessions: z.number().int(),
  /** InPreparation, Active, Finished, each present. */
  byStatus: z.array(StatusCount),
  /** Every month of the period (yyyy-mm, oldest first), its sessions by status as in byStatus. */
  byMonth: z.array(z.object({ month: z.string(), byStatus: z.array(StatusCount) })),
  /** Agenda items and sub-items. */
  agendaItems: z.number().int(),
  /** Agenda items by the council's decision: adopted, rejected, withdrawn, then not recorded (id null). */
  byDecision: z.array(z.object({ id: z.number().int().nullable(), count: z.number().int() })),
  /** Citizens' votes on the agenda items, by outcome. */
  votes: VoteTally,
  /** Comments the public sees, on the sessions and on their agenda items. */
  comments: z.object({ onSessions: z.number().int(), onAgendaItems: z.number().int() }),
  /**
   * Items the council adopted or rejected that citizens voted on: agreed when more citizens
   * voted for than against an adopted item, or against than for a rejected one; disagreed
   * the other way round; tied when as many voted for as against.
   */
  agreement: z.object({
    compared: z.number().int(),
    agreed: z.number().int(),
    disagreed: z.number().int(),
    tied: z.number().int(),
  }),
  /** Different people who voted or commented (not counting comments written as staff). */
  participants: z.number().int(),
  /** Male, female, not known. */
  bySex: z.array(ParticipantGroup),
  /** By age group in the session's year: AgeGroup's three, then not known (id null). */
  byAgeGroup: z.array(ParticipantGroup),
  /** The fewest different people a group shown has (PUBLIC_MIN_GROUP). */
  minimumGroup: z.number().int(),
});
export type SessionStatistics = z.infer<typeof SessionStatistics>;

export const getSessionStatistics = defineEndpoint({
  name: 'PublicSessions.GetStatistics',
  method: 'POST',
  path: '/api/PublicSessions/GetStatistics',
  summary:
    'Counts over the published sessions the caller may see in a period (and convocation): sessions ' +
    'by status and month, agenda items by the council’s decision, citizens’ votes by outcome, ' +
    'comments, agreement of citizens with the council, and participants by sex and age group ' +
    '(small groups hidden)',
  access: PUBLIC,
  body: SessionStatisticsRequest,
  response: SessionStatistics,
});
