import { Anchor, Select, SimpleGrid } from '@mantine/core';
import {
  AddresseeKind,
  type AddresseeName,
  councilMembersPages,
  type PublicQuestionListItem,
  type PublicQuestionSearch,
  QuestionAnswered,
} from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import type { Translate } from '@portal/i18n';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { DataTable, type DataTableColumn, SearchField } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { FilterPanel } from '../../../components/FilterPanel';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { usePublicQuestionSearch } from './api';
import { type Answered, TEXT_FILTER_MAX, useQuestionFilters } from './filters';
import { memberTitle, shorten } from './labels';
import { AddresseeLink, QuestionStateBadge } from './QuestionParts';
import classes from './questions.module.css';

const answeredLabels: Record<Answered, string> = {
  all: 'questions.filters.answeredAll',
  answered: 'questions.filters.answeredYes',
  unanswered: 'questions.filters.answeredNo',
};

/** The columns: the question (a link to its page), its date, the addressee unless fixed, the state. */
function questionColumns(t: Translate, withAddressee: boolean): DataTableColumn<PublicQuestionListItem>[] {
  return [
    {
      key: 'question',
      header: t('questions.common.question'),
      card: 'title',
      render: (q) => (
        <Anchor
          component={Link}
          to={councilMembersPages.question.to({ id: q.id })}
          fw={q.inappropriate ? undefined : 600}
          className={q.inappropriate ? classes.hidden : undefined}
        >
          {q.inappropriate ? t('questions.common.hidden') : shorten(q.text)}
        </Anchor>
      ),
    },
    {
      key: 'date',
      header: t('questions.common.date'),
      width: 120,
      render: (q) => <span className={classes.nowrap}>{formatDate(q.askedAt)}</span>,
    },
    ...(withAddressee
      ? [
          {
            key: 'addressee',
            header: t('questions.common.addressee'),
            width: 240,
            render: (q: PublicQuestionListItem) => <AddresseeLink addressee={q.addressee} />,
          },
        ]
      : []),
    {
      key: 'state',
      header: t('questions.common.state'),
      width: 190,
      render: (q) => <QuestionStateBadge answeredAt={q.answered ? q.answeredAt : null} />,
    },
  ];
}

export type QuestionListProps = {
  /** Whose questions: council members', the mayor's or the units'. */
  kind: AddresseeKind;
  /** The list's title: the table's accessible name. */
  caption: string;
  /** One addressee's questions only (a member's page): no addressee filter or column. */
  addresseeId?: number;
  /** Whom the addressee filter offers; none given, there is no such filter. */
  addressees?: readonly AddresseeName[];
};

/**
 * Questions to one kind of addressee, newest first, a page at a time: filters by addressee,
 * answered or not, period and text, all kept in the address (`addresseeId`, `answered`,
 * `dateFrom`, `dateTo`, `text`, `page`).
 */
export function QuestionList({ kind, caption, addresseeId, addressees }: QuestionListProps) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const state = useListState();
  const { filters, setAddressee, setAnswered, setDateFrom, setDateTo, setText, reset } = useQuestionFilters();
  const withAddresseeFilter = addresseeId === undefined && addressees !== undefined;
  const search: PublicQuestionSearch = {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    addresseeKind: kind,
    addresseeId: addresseeId ?? (withAddresseeFilter ? (filters.addresseeId ?? undefined) : undefined),
    answered: filters.answered,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
    text: filters.text || undefined,
  };
  const list = usePublicQuestionSearch(search);
  const activeCount = [
    withAddresseeFilter ? filters.addresseeId : null,
    filters.answered === 'all' ? null : filters.answered,
    filters.dateFrom,
    filters.dateTo,
    filters.text || null,
  ].filter((v) => v !== null).length;
  const addresseeLabel =
    kind === AddresseeKind.OrganizationalUnit ? t('questions.common.unit') : memberTitle(t, null);

  return (
    <>
      <FilterPanel activeCount={activeCount} onClear={reset}>
        <SearchField
          label={t('questions.filters.text')}
          value={filters.text}
          onSearch={setText}
          maxLength={TEXT_FILTER_MAX}
        />
        <SimpleGrid cols={{ base: 1, sm: 2, md: withAddresseeFilter ? 4 : 3 }} spacing="sm">
          {withAddresseeFilter && (
            <Select
              label={addresseeLabel}
              data={(addressees ?? []).map((a) => ({ value: String(a.addresseeId), label: a.name }))}
              value={filters.addresseeId === null ? null : String(filters.addresseeId)}
              onChange={(value) => setAddressee(value === null ? null : Number(value))}
              searchable
              clearable
            />
          )}
          <Select
            label={t('questions.filters.answered')}
            data={QuestionAnswered.options.map((value) => ({ value, label: t(answeredLabels[value]) }))}
            value={filters.answered}
            onChange={(value) => setAnswered((value as Answered | null) ?? 'all')}
            allowDeselect={false}
          />
          <DateField
            label={t('questions.filters.dateFrom')}
            value={filters.dateFrom}
            onChange={setDateFrom}
          />
          <DateField label={t('questions.filters.dateTo')} value={filters.dateTo} onChange={setDateTo} />
        </SimpleGrid>
      </FilterPanel>

      <DataTable
        caption={caption}
        columns={questionColumns(t, addresseeId === undefined)}
        rows={list.data?.items ?? []}
        rowKey={(q) => q.id}
        totalCount={list.data?.totalCount ?? 0}
        loading={list.isFetching}
        state={state}
        emptyText={t('questions.filters.empty')}
        minWidth={720}
      />
    </>
  );
}
