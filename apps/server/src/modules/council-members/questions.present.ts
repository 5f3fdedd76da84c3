import {
  AddresseeKind,
  type AddresseeName,
  type AnswerFile,
  type LanguageId,
  languageKeyById,
  MemberType,
  type MyQuestionItem,
  type PublicQuestionDetails,
  type PublicQuestionListItem,
  type StaffQuestion,
  type Translated,
} from '@portal/contracts';
import { fullName, shortName } from '../../platform/people';
import type { MemberAddressee, QuestionFileRow, QuestionView, UnitAddressee } from './questions.repository';

/** A stored text in the reader's language (Serbian Cyrillic was completed when saved). */
export const inLanguage = (text: Translated | null, languageId: number): string =>
  text ? text[languageKeyById[languageId as LanguageId] ?? 'bs'] || text.bs : '';

export const fileOf = (f: QuestionFileRow): AnswerFile => ({
  id: f.id,
  fileName: f.fileName,
  contentType: f.contentType,
  size: f.size,
});

export const memberAddresseeName = (m: MemberAddressee, languageId: number): AddresseeName => ({
  addresseeKind: m.memberTypeId === MemberType.Mayor ? AddresseeKind.Mayor : AddresseeKind.CouncilMember,
  addresseeId: m.id,
  name: fullName(m.names),
  party: inLanguage(m.partyShortName, languageId),
  memberTypeId: m.memberTypeId,
});

export const unitAddresseeName = (u: UnitAddressee, languageId: number): AddresseeName => ({
  addresseeKind: AddresseeKind.OrganizationalUnit,
  addresseeId: u.id,
  name: inLanguage(u.name, languageId),
  party: '',
  memberTypeId: null,
});

/** Whom the question was asked: a council member, the mayor, or a unit. */
export function addresseeOf(q: QuestionView, languageId: number): AddresseeName {
  if (q.councilMemberId !== null && q.member) {
    return {
      addresseeKind: q.memberTypeId === MemberType.Mayor ? AddresseeKind.Mayor : AddresseeKind.CouncilMember,
      addresseeId: q.councilMemberId,
      name: fullName(q.member),
      party: inLanguage(q.partyShortName, languageId),
      memberTypeId: q.memberTypeId,
    };
  }
  return {
    addresseeKind: AddresseeKind.OrganizationalUnit,
    addresseeId: q.organizationalUnitId ?? 0,
    name: inLanguage(q.unitName, languageId),
    party: '',
    memberTypeId: null,
  };
}

/** The addressee's name in mails, per language for a unit. */
export const addresseeValue = (q: QuestionView): string | Translated =>
  q.member ? fullName(q.member) : (q.unitName ?? '');

/** An answer the public sees: active, with a text. */
export const answerPublic = (q: QuestionView): boolean => q.answerActive && q.answerText !== null;

/** Published to the public (and to the asker by e-mail): the answer and the question both shown. */
export const publishable = (q: QuestionView): boolean =>
  answerPublic(q) && q.questionActive && !q.inappropriate;

export function publicItem(q: QuestionView, languageId: number): PublicQuestionListItem {
  const answered = answerPublic(q);
  return {
    id: q.id,
    // An inappropriate question keeps its place; its text is not shown (as comments', decision 0022).
    text: q.inappropriate ? '' : q.text,
    askedAt: q.askedAt.toISOString(),
    askerName: shortName(q.asker),
    addressee: addresseeOf(q, languageId),
    answered,
    answeredAt: answered ? (q.answeredAt?.toISOString() ?? null) : null,
    inappropriate: q.inappropriate,
  };
}

/**
 * A question as the public reads it: the answer and its files once published, never under an
 * inappropriate question; the answer is the addressee's, whoever entered it on their behalf.
 */
export function publicDetails(
  q: QuestionView,
  files: readonly QuestionFileRow[],
  languageId: number,
): PublicQuestionDetails {
  const item = publicItem(q, languageId);
  const shown = item.answered && !q.inappropriate;
  return {
    ...item,
    answerText: shown ? (q.answerText ?? '') : '',
    answeredByName: item.answered ? item.addressee.name : null,
    files: shown ? files.map(fileOf) : [],
  };
}

/** The asker's own question: their own text always, the answer once it is published. */
export function myQuestion(
  q: QuestionView,
  files: readonly QuestionFileRow[],
  languageId: number,
): MyQuestionItem {
  const details = publicDetails({ ...q, inappropriate: false }, files, languageId);
  return {
    ...details,
    inappropriate: q.inappropriate,
    questionActive: q.questionActive,
    citizenEmail: q.citizenEmail,
  };
}

/** A question as its addressee and the moderators see it: every flag, the answer as entered. */
export function staffQuestion(
  q: QuestionView,
  files: readonly QuestionFileRow[],
  languageId: number,
  may: { answer: boolean; moderate: boolean },
): StaffQuestion {
  return {
    id: q.id,
    text: q.text,
    askedAt: q.askedAt.toISOString(),
    askerName: shortName(q.asker),
    askerFullName: fullName(q.asker),
    addressee: addresseeOf(q, languageId),
    answered: q.answerText !== null,
    answeredAt: q.answeredAt?.toISOString() ?? null,
    inappropriate: q.inappropriate,
    answerText: q.answerText ?? '',
    answeredByName: q.answerer ? fullName(q.answerer) : null,
    files: files.map(fileOf),
    citizenEmail: q.citizenEmail,
    contactEmail: q.contactEmail,
    questionActive: q.questionActive,
    answerActive: q.answerActive,
    answerInputModeId: q.answerInputMode,
    answeredByEmail: q.answeredByEmail,
    mayAnswer: may.answer,
    mayModerate: may.moderate,
  };
}

/** Files of several questions, by question. */
export function filesByQuestion(files: readonly QuestionFileRow[]): Map<number, QuestionFileRow[]> {
  const map = new Map<number, QuestionFileRow[]>();
  for (const f of files) map.set(f.questionId, [...(map.get(f.questionId) ?? []), f]);
  return map;
}
