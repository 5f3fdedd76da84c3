import { type AddresseeName, AnswerInputMode, type StaffQuestion } from '@portal/contracts';

type T = (key: string | string[], options?: Record<string, unknown>) => string;

/**
 * A member type's name: the spec's two (council member, mayor) from `enums`, in the
 * municipality's words; the admin document's other kinds from this module's texts.
 */
export const memberTypeLabel = (t: T, memberTypeId: number) =>
  t([`enums.councilMemberType.${memberTypeId}`, `councilMembersAdmin.memberTypes.${memberTypeId}`]);

export const answerModeLabel = (t: T, modeId: number) => t(`enums.answerInputMode.${modeId}`);

/** One line that says what an answer input mode means for the addressee and the administration. */
export const answerModeHint = (t: T, modeId: number) => t(`councilMembersAdmin.modes.hint.${modeId}`);

export const addresseeKindLabel = (t: T, kind: number) => t(`councilMembersAdmin.addresseeKinds.${kind}`);

/** The answer as entered, whether or not the public sees it. */
export const hasAnswer = (question: Pick<StaffQuestion, 'answerText'>) => question.answerText.trim() !== '';

/** An answer entered in mode 3 that an administrator or right 18 still has to publish. */
export const awaitsActivation = (
  question: Pick<StaffQuestion, 'answerText' | 'answerActive' | 'answerInputModeId'>,
) =>
  hasAnswer(question) &&
  !question.answerActive &&
  question.answerInputModeId === AnswerInputMode.ReplyToNotificationWithActivation;

export type QuestionStateTone = 'active' | 'inactive' | 'pending' | 'current';

/**
 * Where a question stands, in one line and a tone: hidden (inactive or inappropriate) first,
 * then the answer's state: none yet, waiting for activation, not published, published.
 */
export function questionState(
  t: T,
  question: Pick<
    StaffQuestion,
    'questionActive' | 'inappropriate' | 'answerText' | 'answerActive' | 'answerInputModeId'
  >,
): { tone: QuestionStateTone; label: string } {
  if (!question.questionActive) return { tone: 'inactive', label: t('councilMembersAdmin.state.inactive') };
  if (question.inappropriate)
    return { tone: 'inactive', label: t('councilMembersAdmin.state.inappropriate') };
  if (!hasAnswer(question)) return { tone: 'pending', label: t('councilMembersAdmin.state.unanswered') };
  if (awaitsActivation(question))
    return { tone: 'pending', label: t('councilMembersAdmin.state.awaitingActivation') };
  if (!question.answerActive)
    return { tone: 'inactive', label: t('councilMembersAdmin.state.answerInactive') };
  return { tone: 'active', label: t('councilMembersAdmin.state.published') };
}

/** How much of a question lists show. */
const SHORT = 140;

/** A question's first SHORT characters, for lists. */
export const shortText = (text: string) =>
  text.length > SHORT ? `${text.slice(0, SHORT).trimEnd()}…` : text;

/** "Amra Hodžić (SDA)", or a unit's name. */
export const addresseeText = (addressee: AddresseeName) =>
  addressee.party ? `${addressee.name} (${addressee.party})` : addressee.name;
