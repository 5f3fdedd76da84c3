import type {
  CouncilMemberSearch,
  LanguageId,
  PublicQuestionSearch,
  QuestionAnswered,
  StaffQuestionSearch,
} from '@portal/contracts';

/** The module's one root: every change, public or staff, invalidates it (`councilKeys.all`). */
const root = ['council-members'] as const;

/**
 * Query keys of council members, the mayor and the units' settings, public and staff side,
 * under the module's root. A staff change (a member saved or deleted, a unit's setting, an
 * answer, a moderation switch) invalidates `councilKeys.all`, so the public council, the
 * question lists and the counts are read afresh too.
 */
export const councilKeys = {
  all: root,

  // The public side.
  council: (languageId: LanguageId, convocationId: number | null) =>
    [...root, 'council', languageId, convocationId ?? 0] as const,
  member: (id: number, languageId: LanguageId) => [...root, 'member', id, languageId] as const,
  mayor: (languageId: LanguageId) => [...root, 'mayor', languageId] as const,

  // The administration.
  admin: () => [...root, 'admin'] as const,
  adminList: (search: CouncilMemberSearch) => [...councilKeys.admin(), 'list', search] as const,
  adminDetail: (id: number) => [...councilKeys.admin(), 'detail', id] as const,
  answeringUsers: () => [...councilKeys.admin(), 'answering-users'] as const,
  unitSettings: (languageId: LanguageId) => [...councilKeys.admin(), 'units', languageId] as const,
  convocations: () => [...councilKeys.admin(), 'convocations'] as const,
};

/**
 * Query keys of the questions, public and staff side, under the same root: a citizen's
 * question invalidates `questionKeys.all` (or the root), an answer or a moderation the root.
 */
export const questionKeys = {
  all: [...root, 'questions'] as const,

  // The public side.
  lists: () => [...questionKeys.all, 'list'] as const,
  list: (search: PublicQuestionSearch) => [...questionKeys.lists(), search] as const,
  latest: (languageId: LanguageId) => [...questionKeys.all, 'latest', languageId] as const,
  detail: (id: number, languageId: LanguageId) => [...questionKeys.all, 'detail', id, languageId] as const,
  addressees: (languageId: LanguageId) => [...questionKeys.all, 'addressees', languageId] as const,
  mine: (pageNumber: number, pageSize: number, languageId: LanguageId) =>
    [...questionKeys.all, 'mine', pageNumber, pageSize, languageId] as const,
  responsiveness: (languageId: LanguageId) => [...questionKeys.all, 'responsiveness', languageId] as const,
  statistics: (...filters: readonly unknown[]) => [...questionKeys.all, 'statistics', ...filters] as const,

  // The addressees and the staff.
  staff: () => [...questionKeys.all, 'staff'] as const,
  staffList: (search: StaffQuestionSearch) => [...questionKeys.staff(), 'list', search] as const,
  toAnswer: (answered: QuestionAnswered, pageNumber: number, pageSize: number, languageId: LanguageId) =>
    [...questionKeys.staff(), 'to-answer', answered, pageNumber, pageSize, languageId] as const,
  staffDetail: (id: number, languageId: LanguageId) =>
    [...questionKeys.staff(), 'detail', id, languageId] as const,
};
