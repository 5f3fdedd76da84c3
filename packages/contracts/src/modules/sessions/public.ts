import { z } from 'zod';
import { PageRequest, pageOf, zLanguageId } from '../../common';
import { DiscussionComment } from '../../discussions';
import { defineEndpoint, PUBLIC } from '../../endpoint';
import { SIGNED_IN_PEOPLE } from '../../access';
import { documentContentTypes } from '../../files';
import { zIsoDate } from '../complaints/fields';
import {
  AgendaVoteChoice,
  CouncilOutcome,
  IdLanguageParams,
  IdParams,
  LATEST_SESSIONS,
  SessionDocument,
  SessionSummary,
  UploadedSessionFile,
  VoteTally,
} from './shared';

/** Which sessions the public list shows: upcoming (not started), active, finished, or all. */
export const PublicSessionWhen = z.enum(['all', 'upcoming', 'active', 'finished']);

export const PublicSessionSearch = PageRequest.extend({
  when: PublicSessionWhen.default('all'),
  convocationId: z.number().int().min(1).optional(),
  dateFrom: zIsoDate,
  dateTo: zIsoDate,
  languageId: zLanguageId,
});
export type PublicSessionSearch = z.input<typeof PublicSessionSearch>;

export const PublicSessionListItem = SessionSummary.extend({
  convocationName: z.string(),
  agendaItemCount: z.number().int(),
  commentCount: z.number().int(),
  votingOpen: z.boolean(),
});
export type PublicSessionListItem = z.infer<typeof PublicSessionListItem>;

/** An agenda item as the public reads it, with its citizens' votes and the council's decision. */
export const PublicAgendaItem = z.object({
  id: z.number().int(),
  parentId: z.number().int().nullable(),
  ordinalNumber: z.number().int(),
  subNumber: z.number().int(),
  name: z.string(),
  description: z.string(),
  statusId: z.number().int(),
  documents: z.array(SessionDocument),
  votes: VoteTally,
  /** The caller's own vote; null when they have not voted or are not signed in. */
  myVote: z.enum(Object.keys(AgendaVoteChoice) as [keyof typeof AgendaVoteChoice]).nullable(),
  commentCount: z.number().int(),
  council: CouncilOutcome,
});
export type PublicAgendaItem = z.infer<typeof PublicAgendaItem>;

export const PublicSessionDetails = SessionSummary.extend({
  description: z.string(),
  convocationName: z.string(),
  votingEnabled: z.boolean(),
  commentingEnabled: z.boolean(),
  /** Voting is open now: the session is Active and voting enabled. */
  votingOpen: z.boolean(),
  documents: z.array(SessionDocument),
  agenda: z.array(PublicAgendaItem),
  /** Comments on the session itself; an inappropriate one shows as hidden (empty text). */
  comments: z.array(DiscussionComment),
});
export type PublicSessionDetails = z.infer<typeof PublicSessionDetails>;

export const PublicAgendaItemDetails = z.object({
  session: PublicSessionDetails.omit({ agenda: true, comments: true, documents: true }),
  item: PublicAgendaItem,
  subItems: z.array(PublicAgendaItem),
  comments: z.array(DiscussionComment),
  /** The municipality's system parameter: anonymous citizens may vote too (`mayVoteOnAgenda`). */
  anonymousVoting: z.boolean(),
});
export type PublicAgendaItemDetails = z.infer<typeof PublicAgendaItemDetails>;

export const searchPublicSessions = defineEndpoint({
  name: 'PublicSessions.Search',
  method: 'POST',
  path: '/api/PublicSessions/Search',
  summary: 'Published sessions the caller may see, by when, convocation and period, a page at a time',
  access: PUBLIC,
  body: PublicSessionSearch,
  response: pageOf(PublicSessionListItem),
});

export const getLatestSessions = defineEndpoint({
  name: 'PublicSessions.GetLatest',
  method: 'GET',
  path: '/api/PublicSessions/GetLatest/:languageId',
  summary: `The ${LATEST_SESSIONS} latest published sessions the caller may see (the home page)`,
  access: PUBLIC,
  params: z.object({ languageId: zLanguageId }),
  response: z.array(PublicSessionListItem),
});

export const getPublicSession = defineEndpoint({
  name: 'Sessions.GetBasicDataByID',
  method: 'GET',
  path: '/api/Sessions/GetBasicDataByID/:id/:languageId',
  summary: 'A published session the caller may see: its agenda tree with votes, documents and comments',
  access: PUBLIC,
  params: IdLanguageParams,
  response: PublicSessionDetails,
});

export const getPublicAgendaItem = defineEndpoint({
  name: 'PublicSessions.GetAgendaItem',
  method: 'GET',
  path: '/api/PublicSessions/GetAgendaItem/:id/:languageId',
  summary: 'An agenda item of a published session the caller may see, with sub-items, votes and comments',
  access: PUBLIC,
  params: IdLanguageParams,
  response: PublicAgendaItemDetails,
});

export const voteOnAgendaItem = defineEndpoint({
  name: 'PublicSessions.Vote',
  method: 'POST',
  path: '/api/PublicSessions/Vote',
  summary:
    'A citizen votes once on an agenda item while its session is Active and voting enabled; ' +
    'a second vote is refused (vote_already_added); an anonymous citizen only where the system ' +
    'parameter admits anonymous votes (must_register_to_vote otherwise)',
  // Anonymous citizens are refused by the service unless the system parameter allows them.
  access: SIGNED_IN_PEOPLE,
  body: z.object({
    agendaItemId: z.number().int().min(1),
    choice: z.enum(Object.keys(AgendaVoteChoice) as [keyof typeof AgendaVoteChoice]),
  }),
  response: z.object({ votes: VoteTally, myVote: z.string() }),
});

export const downloadPublicSessionDocument = defineEndpoint({
  name: 'PublicSessions.DownloadDocument',
  method: 'GET',
  path: '/api/PublicSessions/DownloadDocument/:id',
  summary: 'A document of a published session or agenda item, or a file of a visible comment',
  access: PUBLIC,
  params: IdParams,
  response: { file: documentContentTypes },
});

export const uploadPublicSessionFile = defineEndpoint({
  name: 'PublicSessions.UploadCommentFile',
  method: 'POST',
  path: '/api/PublicSessions/UploadCommentFile',
  summary:
    "Receives one file for a citizen's comment on a session or agenda item (multipart/form-data, " +
    'field "file"), judged by its bytes',
  access: SIGNED_IN_PEOPLE,
  body: { upload: { field: 'file' } },
  response: UploadedSessionFile,
});
