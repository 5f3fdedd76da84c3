import { Paper, Stack, Switch, Text, Title } from '@mantine/core';
import type { StaffQuestion } from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { toaster } from '../../../lib/toast';
import { councilKeys } from '../keys';
import { councilCalls } from './api';
import { awaitsActivation, hasAnswer } from './labels';

type Flag = 'questionActive' | 'answerActive' | 'inappropriate';

/**
 * Moderation of one question (administrators and right 18): whether it is public, whether its
 * answer is ("Objavi odgovor" for a mode 3 answer waiting: publishing tells the asker), and
 * whether it is inappropriate (it stays in public lists with its text hidden). Each switch
 * saves at once.
 */
export function QuestionModeration({ question }: { question: StaffQuestion }) {
  const { t } = useTranslation();
  const headingId = useId();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Flag | null>(null);
  const waiting = awaitsActivation(question);

  const set = async (flag: Flag, value: boolean) => {
    setBusy(flag);
    try {
      // A refusal is the central handler's toast; the switch stays as the server has it.
      await councilCalls.setState({ questionId: question.id, [flag]: value });
      await queryClient.invalidateQueries({ queryKey: councilKeys.all });
      const published = flag === 'answerActive' && value;
      toaster.show(t(published ? 'councilMembersAdmin.moderation.published' : 'messages.data_saved'), {
        kind: 'success',
      });
    } catch {
      // shown already
    } finally {
      setBusy(null);
    }
  };

  const toggle = (flag: Flag, label: string, description: string, disabled = false) => (
    <Switch
      label={label}
      description={description}
      checked={question[flag]}
      disabled={disabled || busy !== null}
      onChange={(event) => void set(flag, event.currentTarget.checked)}
    />
  );

  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'sm', sm: 'md' }}
      component="section"
      aria-labelledby={headingId}
    >
      <Title order={2} size="h3" id={headingId} mb="sm">
        {t('councilMembersAdmin.moderation.title')}
      </Title>
      <Stack gap="md">
        {toggle(
          'questionActive',
          t('councilMembersAdmin.moderation.questionActive'),
          t('councilMembersAdmin.moderation.questionActiveHint'),
        )}
        {toggle(
          'answerActive',
          t(
            waiting
              ? 'councilMembersAdmin.moderation.publishAnswer'
              : 'councilMembersAdmin.moderation.answerActive',
          ),
          t(
            !hasAnswer(question)
              ? 'councilMembersAdmin.moderation.noAnswerYet'
              : waiting
                ? 'councilMembersAdmin.moderation.publishAnswerHint'
                : 'councilMembersAdmin.moderation.answerActiveHint',
          ),
          !hasAnswer(question),
        )}
        {toggle(
          'inappropriate',
          t('councilMembersAdmin.moderation.inappropriate'),
          t('councilMembersAdmin.moderation.inappropriateHint'),
        )}
        {busy && (
          <Text size="sm" role="status">
            {t('councilMembersAdmin.moderation.saving')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
