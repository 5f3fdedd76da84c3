import { Badge, Group } from '@mantine/core';
import type { StaffQuestion } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { StateBadge } from '../../../components/StateBadge';
import { awaitsActivation, questionState } from './labels';

/** A question's state in one badge ("Odgovor čeka aktivaciju"), for lists and the question's page. */
export function QuestionStateBadge({ question }: { question: StaffQuestion }) {
  const { t } = useTranslation();
  const { tone, label } = questionState(t, question);
  return <StateBadge tone={tone} label={label} />;
}

/** Every flag that is set: inactive, inappropriate, answer waiting for activation, answer hidden. */
export function QuestionFlags({ question }: { question: StaffQuestion }) {
  const { t } = useTranslation();
  const flags: string[] = [];
  if (!question.questionActive) flags.push(t('councilMembersAdmin.flags.inactive'));
  if (question.inappropriate) flags.push(t('councilMembersAdmin.flags.inappropriate'));
  if (awaitsActivation(question)) flags.push(t('councilMembersAdmin.flags.awaitingActivation'));
  else if (question.answerText.trim() && !question.answerActive)
    flags.push(t('councilMembersAdmin.flags.answerInactive'));
  if (question.answeredByEmail) flags.push(t('councilMembersAdmin.flags.byEmail'));
  if (flags.length === 0) return null;
  return (
    <Group gap={4}>
      {flags.map((flag) => (
        <Badge key={flag} variant="light" color="gray.8" style={{ minWidth: 'max-content' }}>
          {flag}
        </Badge>
      ))}
    </Group>
  );
}
