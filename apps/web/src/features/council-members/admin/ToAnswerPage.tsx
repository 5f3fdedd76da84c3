import { Button, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { councilMembersPages, type StaffQuestion } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconMessageReply } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { choiceFilter, type FilterValues, useFilteredList } from '../../../lib/address-filters';
import type { PagedSearch } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { useQuestionsToAnswer } from './api';
import { addresseeText, hasAnswer, shortText } from './labels';
import { QuestionStateBadge } from './QuestionFlags';

/** The inbox opens on what is still to be answered. */
const choices = ['unanswered', 'answered', 'all'] as const;
const spec = { answered: choiceFilter('answered', choices, { clearable: false }) };

/** The inbox has no search field: its call takes the page and the language only. */
const inboxOf = (
  { answered }: FilterValues<typeof spec>,
  { languageId, pageNumber, pageSize }: PagedSearch,
) => ({
  answered,
  pageNumber,
  pageSize,
  languageId,
});

const questionPath = (id: number) => councilMembersPages.adminQuestion.to({ id });

/**
 * "Pitanja za odgovor": the questions addressed to the caller (their council member or mayor
 * record, or their unit), unanswered first by default, each opening its page with the answer
 * form. On a phone the rows are cards.
 */
export function ToAnswerPage() {
  const { t } = useTranslation();
  const title = t('councilMembersAdmin.toAnswer.title');
  usePageTitle(title);
  const filterLabel = useId();
  const { state, filters, setFilter, search } = useFilteredList(spec, inboxOf);
  const questions = useQuestionsToAnswer(search);

  const columns: DataTableColumn<StaffQuestion>[] = [
    {
      key: 'question',
      header: t('councilMembersAdmin.fields.question'),
      card: 'title',
      render: (q) => (
        <Text
          size="sm"
          component={Link}
          to={questionPath(q.id)}
          c="blue.9"
          td="underline"
          style={{ overflowWrap: 'anywhere' }}
        >
          {shortText(q.text) || t('councilMembersAdmin.questions.noText')}
        </Text>
      ),
    },
    { key: 'date', header: t('councilMembersAdmin.fields.askedAt'), render: (q) => formatDate(q.askedAt) },
    {
      key: 'state',
      header: t('councilMembersAdmin.fields.state'),
      render: (q) => <QuestionStateBadge question={q} />,
    },
    { key: 'asker', header: t('councilMembersAdmin.fields.asker'), render: (q) => q.askerFullName },
    {
      key: 'addressee',
      header: t('councilMembersAdmin.fields.addressee'),
      render: (q) => addresseeText(q.addressee),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text>{t('councilMembersAdmin.toAnswer.intro')}</Text>
      <Stack gap={4}>
        <Text id={filterLabel} fw={600} size="sm">
          {t('councilMembersAdmin.fields.answered')}
        </Text>
        <SegmentedControl
          aria-labelledby={filterLabel}
          fullWidth
          maw={520}
          data={choices.map((value) => ({ value, label: t(`councilMembersAdmin.toAnswer.filter.${value}`) }))}
          value={filters.answered}
          onChange={(value) => setFilter('answered', value as (typeof choices)[number])}
        />
      </Stack>
      <DataTable
        caption={title}
        columns={columns}
        query={questions}
        rowKey={(q) => q.id}
        state={state}
        emptyText={t(`councilMembersAdmin.toAnswer.empty.${filters.answered}`)}
        minWidth={760}
        rowActions={(q) => {
          const label = t(
            q.mayAnswer
              ? hasAnswer(q)
                ? 'councilMembersAdmin.toAnswer.changeAnswer'
                : 'councilMembersAdmin.toAnswer.answer'
              : 'councilMembersAdmin.toAnswer.view',
          );
          return (
            <Button
              component={Link}
              to={questionPath(q.id)}
              size="sm"
              variant={q.mayAnswer && !hasAnswer(q) ? 'filled' : 'light'}
              leftSection={<IconMessageReply size={16} aria-hidden />}
              aria-label={`${label}: ${formatDate(q.askedAt)}, ${q.askerFullName}`}
            >
              {label}
            </Button>
          );
        }}
      />
    </Stack>
  );
}
