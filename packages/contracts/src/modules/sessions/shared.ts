import { z } from 'zod';
import { Translated, zDay, zId, zLanguageId } from '../../common';
import { UploadedAttachment } from '../../discussions';
import { type EndpointAccess } from '../../endpoint';
import { Privilege, Profile } from '../../enums';
import { zTranslated } from '../code-lists';

// The statuses: a module without schemas, which the home page reads.
export * from './statuses';

/** Limits of a council session and its agenda (the spec: agenda name and description ≤ 2000). */
export const SESSION_TITLE_MAX = 300;
export const SESSION_PLACE_MAX = 300;
export const SESSION_DESCRIPTION_MAX = 4000;
export const AGENDA_TEXT_MAX = 2000;
export const SESSION_COMMENT_MAX = 2000;
export const SESSION_FILES_MAX = 20;
/** An agenda of more items than this is not a council's agenda but a mistake or a script. */
export const AGENDA_ITEMS_MAX = 300;
/** How many sessions the home page lists ("five latest"). */
export const LATEST_SESSIONS = 5;

/** A citizen's vote on an agenda item, with the codes the votes table keeps (decision 0019). */
export const AgendaVoteChoice = { for: 1, against: 2, abstained: 3, absent: 4 } as const;
export type AgendaVoteChoice = keyof typeof AgendaVoteChoice;
export const agendaVoteChoices = Object.keys(AgendaVoteChoice) as AgendaVoteChoice[];

/** What the council itself decided on an item (beyond the spec; decision 0027). */
export const CouncilDecision = { Adopted: 1, Rejected: 2, Withdrawn: 3 } as const;

/**
 * Who administers sessions: administrators and office staff. Office moderators read the
 * sessions, their agenda and documents in the administration and moderate the comments
 * (`sessionModerationAccess`). Decision 0027 holds the whole table.
 */
export const sessionAdminAccess: EndpointAccess = {
  profiles: [Profile.Administrator, Profile.Office],
};
export const sessionModerationAccess: EndpointAccess = {
  profiles: [Profile.Administrator, Profile.Office, Profile.OfficeModerator],
};

/** Profiles that see sessions restricted to employees (privilege 5): the municipality's staff. */
export const sessionEmployeeProfiles: readonly number[] = [
  Profile.Administrator,
  Profile.Office,
  Profile.Manager,
  Profile.OrgUnit,
  Profile.Institution,
  Profile.CouncilMember,
  Profile.Mayor,
  Profile.OfficeModerator,
  Profile.Surveyor,
];

/**
 * Which sessions a viewer may see in public, by the session's access right (privilege):
 * Anyone 1 everyone; CreatorOnly 2 no one in public (staff see it in administration);
 * Visitors 3 anyone signed in, anonymous citizens too; RegisteredUsers 4 registered citizens
 * and staff; Employees 5 the municipality's staff, council members and the mayor.
 */
export function privilegesVisibleTo(profileId: number | null): number[] {
  if (profileId === null) return [Privilege.Anyone];
  if (profileId === Profile.AnonymousCitizen) return [Privilege.Anyone, Privilege.Visitors];
  if (profileId === Profile.RegisteredCitizen)
    return [Privilege.Anyone, Privilege.Visitors, Privilege.RegisteredUsers];
  if (sessionEmployeeProfiles.includes(profileId))
    return [Privilege.Anyone, Privilege.Visitors, Privilege.RegisteredUsers, Privilege.Employees];
  return [Privilege.Anyone, Privilege.Visitors];
}

const zStatus = z.union([z.literal(1), z.literal(2), z.literal(3)], { error: 'validation_required' });
const zPrivilege = z.union([1, 2, 3, 4, 5].map((v) => z.literal(v)) as [z.ZodLiteral<number>], {
  error: 'validation_required',
});

/** A moment with its offset (`2026-11-27T17:00:00+01:00`), within the days a contract accepts. */
export const zMoment = z.iso
  .datetime({ offset: true, error: 'validation_required' })
  // zod runs the refinement after a failed format check too: an empty text is no date to read.
  .refine(
    (v) => Number.isNaN(Date.parse(v)) || zDay.safeParse(new Date(v).toISOString().slice(0, 10)).success,
    {
      error: 'validation_invalid_value',
    },
  );

export const IdParams = z.object({ id: zId });
export const IdLanguageParams = z.object({ id: zId, languageId: zLanguageId });

/** A file of a session or an agenda item, as lists show it. */
export const SessionDocument = z.object({
  id: z.number().int(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  /** Session documents (false) or additional materials (true); agenda documents are false. */
  additional: z.boolean(),
});
export type SessionDocument = z.infer<typeof SessionDocument>;

export const UploadedSessionFile = UploadedAttachment;

/** Vote counts of an agenda item. */
export const VoteTally = z.object({
  for: z.number().int(),
  against: z.number().int(),
  abstained: z.number().int(),
  absent: z.number().int(),
});
export type VoteTally = z.infer<typeof VoteTally>;

/** The council's own vote and decision on an item, recorded by staff. */
export const CouncilOutcome = z.object({
  decisionId: z.number().int().nullable(),
  for: z.number().int().nullable(),
  against: z.number().int().nullable(),
  abstained: z.number().int().nullable(),
});

/** What every answer naming a session in the reader's language carries: which, where, when, in what state. */
export const SessionSummary = z.object({
  id: z.number().int(),
  title: z.string(),
  place: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  statusId: z.number().int(),
});

/** The session's fields an administrator edits (all three languages). */
export const SessionFields = {
  title: zTranslated(SESSION_TITLE_MAX, true),
  description: zTranslated(SESSION_DESCRIPTION_MAX, false),
  place: z.string().trim().min(1, { error: 'validation_required' }).max(SESSION_PLACE_MAX),
  startsAt: zMoment,
  endsAt: zMoment,
  statusId: zStatus,
  privilegeId: zPrivilege,
  votingEnabled: z.boolean(),
  commentingEnabled: z.boolean(),
  published: z.boolean(),
  convocationId: z.number({ error: 'validation_required' }).int().min(1, { error: 'validation_required' }),
};

export { Translated, zStatus, zPrivilege };
