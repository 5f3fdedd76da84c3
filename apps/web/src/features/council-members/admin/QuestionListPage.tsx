import { Select, Stack, Text, Title } from '@mantine/core';
import {
  AddresseeKind,
  type AddresseeName,
  type Addressees,
  councilMembersPages,
  enumValues,
  type StaffQuestion,
} from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { FilterPanel } from '../../../components/FilterPanel';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useAddressees, useStaffQuestionSearch } from './api';
import { answeredChoices, questionStates, useQuestionList } from './filters';
import { addresseeKindLabel, addresseeText, shortText } from './labels';
import { QuestionFlags } from './QuestionFlags';

/** The addressees of one kind, for the addressee filter. */
function addresseesOf(all: Addressees | undefined, kind: number | null): AddresseeName[] {
  if (!all || kind === null) return [];
  if (kind === AddresseeKind.Mayor) return all.mayor ? [all.mayor] : [];
  return kind === AddresseeKind.CouncilMember ? all.councilMembers : all.units;
}

const questionPath = (id: number) => councilMembersPages.adminQuestion.to({ id });

/**
 * The questions' moderation: every question of the municipality by addressee, answer, state
 * and period; each row opens the question's page (moderation switches, the answer).
 */
export function QuestionListPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('councilMembersAdmin.questions.title');
  usePageTitle(title);
  const { state, filters, setFilter, clearFilters, activeCount, search } = useQuestionList();
  const questions = useStaffQuestionSearch(search);
  const { data: addressees } = useAddressees(languageId);
  const kind = filters.addressee.kind;
  const choices = addresseesOf(addressees, kind);
  const yesNo = (value: boolean) =>
    t(value ? 'councilMembersAdmin.common.yes' : 'councilMembersAdmin.common.no');

  const columns: DataTableColumn<StaffQuestion>[] = [
    { key: 'date', header: t('councilMembersAdmin.fields.askedAt'), render: (q) => formatDate(q.askedAt) },
    {
      key: 'addressee',
      header: t('councilMembersAdmin.fields.addressee'),
      render: (q) => addresseeText(q.addressee),
    },
    {
      key: 'question',
      header: t('councilMembersAdmin.fields.question'),
      card: 'title',
      render: (q) => (
        <Text size="sm" component={Link} to={questionPath(q.id)} c="blue.9" td="underline">
          {shortText(q.text) || t('councilMembersAdmin.questions.noText')}
        </Text>
      ),
    },
    { key: 'asker', header: t('councilMembersAdmin.fields.asker'), render: (q) => q.askerFullName },
    { key: 'answered', header: t('councilMembersAdmin.fields.answered'), render: (q) => yesNo(q.answered) },
    {
      key: 'flags',
      header: t('councilMembersAdmin.fields.flags'),
      render: (q) => <QuestionFlags question={q} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <FilterPanel activeCount={activeCount} onClear={clearFilters} columns={3}>
        <Select
          label={t('councilMembersAdmin.fields.addresseeKind')}
          clearable
          data={enumValues(AddresseeKind).map((kind) => ({
            value: String(kind),
            label: addresseeKindLabel(t, kind),
          }))}
          value={kind === null ? null : String(kind)}
          onChange={(value) =>
            setFilter('addressee', {
              kind: value === null ? null : (Number(value) as AddresseeKind),
              id: null,
            })
          }
        />
        <Select
          label={t('councilMembersAdmin.fields.addressee')}
          clearable
          searchable
          disabled={kind === null}
          description={kind === null ? t('councilMembersAdmin.questions.kindFirst') : undefined}
          data={choices.map((a) => ({ value: String(a.addresseeId), label: addresseeText(a) }))}
          value={filters.addressee.id === null ? null : String(filters.addressee.id)}
          onChange={(value) => setFilter('addressee', { kind, id: value === null ? null : Number(value) })}
        />
        <Select
          label={t('councilMembersAdmin.fields.answered')}
          allowDeselect={false}
          data={answeredChoices.map((value) => ({
            value,
            label: t(`councilMembersAdmin.questions.answered.${value}`),
          }))}
          value={filters.answered}
          onChange={(value) => setFilter('answered', (value ?? 'all') as typeof filters.answered)}
        />
        <Select
          label={t('councilMembersAdmin.fields.state')}
          allowDeselect={false}
          data={questionStates.map((value) => ({
            value,
            label: t(`councilMembersAdmin.questions.states.${value}`),
          }))}
          value={filters.state}
          onChange={(value) => setFilter('state', (value ?? 'all') as typeof filters.state)}
        />
        <DateField
          label={t('councilMembersAdmin.questions.dateFrom')}
          value={filters.dateFrom}
          onChange={(value) => setFilter('dateFrom', value)}
        />
        <DateField
          label={t('councilMembersAdmin.questions.dateTo')}
          value={filters.dateTo}
          onChange={(value) => setFilter('dateTo', value)}
        />
      </FilterPanel>
      <DataTable
        caption={title}
        columns={columns}
        query={questions}
        rowKey={(q) => q.id}
        state={state}
        searchLabel={t('councilMembersAdmin.questions.search')}
        emptyText={t('councilMembersAdmin.questions.empty')}
        minWidth={1000}
      />
    </Stack>
  );
}
