import { Anchor, Badge, Button, Group, Pagination, Paper, Stack, Text, Title } from '@mantine/core';
import { councilMembersPages, type MyQuestionItem } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconMessageQuestion } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { pageCountOf } from '../../../lib/pagination';
import { useMyQuestions } from './api';
import { askPath } from './labels';
import { AnswerBlock } from './AnswerBlock';
import { AddresseeLink, Loading, QuestionStateBadge } from './QuestionParts';
import classes from './questions.module.css';

/** The signed-in person's questions, newest first, with the answers as published and their state. */
export function MyQuestionsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('questions.mine.title');
  usePageTitle(title);
  const state = useListState();
  const list = useMyQuestions(state.pageNumber, state.pageSize, languageId);
  const items = list.data?.items ?? [];
  const pageCount = pageCountOf(list.data?.totalCount ?? 0, state.pageSize);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{t('questions.mine.intro')}</Text>
        </div>
        <Button component={Link} to={askPath()} leftSection={<IconMessageQuestion size={18} aria-hidden />}>
          {t('questions.common.ask')}
        </Button>
      </Group>
      {list.isPending ? (
        <Loading />
      ) : items.length === 0 ? (
        <Text>{t('questions.mine.empty')}</Text>
      ) : (
        <Stack
          component="ul"
          gap="md"
          className={classes.plainList}
          aria-label={title}
          aria-busy={list.isFetching}
        >
          {items.map((q) => (
            <MyQuestion key={q.id} question={q} />
          ))}
        </Stack>
      )}
      {pageCount > 1 && (
        <nav aria-label={t('components.pager.label')}>
          <Pagination.Root
            total={pageCount}
            value={Math.min(state.pageNumber, pageCount)}
            onChange={state.setPageNumber}
            size="sm"
          >
            <Group gap={4}>
              <Pagination.Previous aria-label={t('components.pager.previous')} />
              <Pagination.Items />
              <Pagination.Next aria-label={t('components.pager.next')} />
            </Group>
          </Pagination.Root>
        </nav>
      )}
    </Stack>
  );
}

function MyQuestion({ question: q }: { question: MyQuestionItem }) {
  const { t } = useTranslation();
  const headingId = `my-question-${q.id}`;
  return (
    <Paper withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Title order={2} size="h4" id={headingId}>
            {t('questions.question.text')} · {formatDate(q.askedAt)}
          </Title>
          <QuestionStateBadge answeredAt={q.answered ? q.answeredAt : null} />
        </Group>
        <AddresseeLink addressee={q.addressee} />
        {!q.questionActive && (
          <Badge color="gray.8" variant="outline" w="fit-content">
            {t('questions.mine.notPublic')}
          </Badge>
        )}
        {q.inappropriate && (
          <Text size="sm" c="red.9">
            {t('questions.mine.hiddenForYou')}
          </Text>
        )}
        <Text className={classes.text}>{q.text}</Text>
        <Text size="sm" c="dimmed">
          {t('questions.mine.notifyTo', { email: q.citizenEmail })}
        </Text>
        <div>
          <Title order={3} size="h5" mb={4}>
            {t('questions.question.answer')}
          </Title>
          <AnswerBlock question={q} />
        </div>
        {q.questionActive && (
          <Anchor component={Link} to={councilMembersPages.question.to({ id: q.id })} size="sm">
            {t('questions.mine.open')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
