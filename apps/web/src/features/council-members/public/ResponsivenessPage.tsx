import { Anchor, List, Paper, SegmentedControl, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import {
  AddresseeKind,
  ANSWER_WITHIN_DAYS,
  councilMembersPages,
  type ResponsivenessRow,
} from '@portal/contracts';
import { compareText, formatNumber, formatValue } from '@portal/i18n';
import type { Translate } from '@portal/i18n';
import { useId, useMemo } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { choiceFilter, useAddressFilters } from '../../../lib/address-filters';
import { useBoot } from '../../../lib/boot';
import { type ListSort, useListState } from '../../../lib/list-state';
import { usePhone } from '../../../lib/media';
import { usePageTitle } from '../../../lib/page-title';
import { memberTitle } from './labels';
import { useResponsiveness } from './statistics-api';

const periods = ['current', 'overall'] as const;
type Period = (typeof periods)[number];
const filterSpec = {
  period: choiceFilter('period', [...periods] as [Period, ...Period[]], { clearable: false }),
};

const SORT_KEYS = ['name', 'received', 'answered', 'share', 'median'] as const;
type SortKey = (typeof SORT_KEYS)[number];

const key = (name: string) => `questionsStatistics.responsiveness.${name}`;

/** Where an addressee's questions are listed: the council member's and the unit's filtered, the mayor's page. */
export function questionsPathOf(row: Pick<ResponsivenessRow, 'addresseeKind' | 'addresseeId'>): string {
  if (row.addresseeKind === AddresseeKind.Mayor) return councilMembersPages.mayor.path;
  const list =
    row.addresseeKind === AddresseeKind.OrganizationalUnit
      ? councilMembersPages.unitQuestions
      : councilMembersPages.councilMemberQuestions;
  return `${list.path}?addresseeId=${row.addresseeId}`;
}

/** The value a column sorts by; null (no question, no answer) sorts last either way. */
const sortValue = (row: ResponsivenessRow, by: Exclude<SortKey, 'name'>): number | null =>
  by === 'received'
    ? row.received
    : by === 'answered'
      ? row.answered
      : by === 'share'
        ? row.answeredWithinShare
        : row.medianDays;

/** The rows in the order chosen; the server's (the mayor, council members, units, by name) when none is. */
export function sortRows(
  rows: readonly ResponsivenessRow[],
  sort: ListSort | null,
  compareNames: (a: string, b: string) => number,
): ResponsivenessRow[] {
  if (!sort) return [...rows];
  const sign = sort.direction === 'desc' ? -1 : 1;
  const by = sort.key as SortKey;
  return [...rows].sort((a, b) => {
    if (by === 'name') return sign * compareNames(a.name, b.name);
    const [x, y] = [sortValue(a, by), sortValue(b, by)];
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    return sign * (x - y) || compareNames(a.name, b.name);
  });
}

/** "Vijećnik · SDA", "Gradonačelnik · SDP", "Organizaciona jedinica". */
function describe(t: Translate, row: ResponsivenessRow): string {
  if (row.addresseeKind === AddresseeKind.OrganizationalUnit) return t(key('unit'));
  const title = memberTitle(t, row.memberTypeId);
  return row.party ? `${title} · ${row.party}` : title;
}

/** A figure that cannot be given yet (no question, no answer): a dash, said in words to a screen reader. */
function NoFigure() {
  const { t } = useTranslation();
  return (
    <>
      <span aria-hidden>{t(key('none'))}</span>
      <VisuallyHidden>{t(key('noneLabel'))}</VisuallyHidden>
    </>
  );
}

function useColumns(): DataTableColumn<ResponsivenessRow>[] {
  const { t } = useTranslation();
  const { language } = useBoot();
  const number = (n: number) => formatNumber(n, language);
  return [
    {
      key: 'name',
      header: t(key('name')),
      sortKey: 'name',
      card: 'title',
      render: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={questionsPathOf(row)} fw={600}>
            {row.name}
          </Anchor>
          <Text size="sm" c="dimmed">
            {describe(t, row)}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'received',
      header: t(key('received')),
      sortKey: 'received',
      align: 'right',
      render: (r) => number(r.received),
    },
    {
      key: 'answered',
      header: t(key('answered')),
      sortKey: 'answered',
      align: 'right',
      render: (r) => number(r.answered),
    },
    {
      key: 'share',
      header: t(key('share'), { count: ANSWER_WITHIN_DAYS }),
      sortKey: 'share',
      align: 'right',
      render: (r) =>
        r.answeredWithinShare === null ? (
          <NoFigure />
        ) : (
          formatValue(r.answeredWithinShare * 100, 'percentage', language)
        ),
    },
    {
      key: 'median',
      header: t(key('median')),
      sortKey: 'median',
      align: 'right',
      render: (r) => (r.medianDays === null ? <NoFigure /> : t(key('days'), { count: r.medianDays })),
    },
  ];
}

/** What each column counts, in a few words. */
function Explanation() {
  const { t } = useTranslation();
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="xs">
        {t(key('columnsTitle'))}
      </Title>
      <List spacing={4} size="sm">
        <List.Item>{t(key('explainReceived'))}</List.Item>
        <List.Item>{t(key('explainAnswered'))}</List.Item>
        <List.Item>{t(key('explainShare'), { count: ANSWER_WITHIN_DAYS })}</List.Item>
        <List.Item>{t(key('explainMedian'))}</List.Item>
      </List>
    </Paper>
  );
}

/**
 * Who answers citizens' questions: per council member, the mayor and each unit, the questions
 * received and answered, the share answered within ANSWER_WITHIN_DAYS days and the median days
 * to an answer, over the current convocation's period or overall; sortable by each column,
 * each name leading to that addressee's questions.
 */
export function ResponsivenessPage() {
  const { t } = useTranslation();
  const { language, languageId } = useBoot();
  const phone = usePhone();
  const title = t(key('title'));
  usePageTitle(title);
  const periodLabel = useId();
  const { filters, setFilter } = useAddressFilters(filterSpec);
  const state = useListState({ defaultPageSize: 50, sortKeys: SORT_KEYS });
  const columns = useColumns();
  const { data, isLoading } = useResponsiveness(languageId);

  const hasCurrent = data ? data.convocationName !== null : true;
  const period: Period = hasCurrent ? filters.period : 'overall';
  const sorted = useMemo(
    () =>
      sortRows(
        data ? (period === 'current' ? data.current : data.overall) : [],
        state.sort,
        compareText(language),
      ),
    [data, period, state.sort, language],
  );
  const from = (state.pageNumber - 1) * state.pageSize;
  const periodName =
    period === 'current' && data?.convocationName
      ? t(key('currentNamed'), { name: data.convocationName })
      : t(key('overall'));

  return (
    <Stack gap="lg" py="md">
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t(key('intro'))}</Text>
      </div>
      <Explanation />
      {hasCurrent ? (
        <Stack gap={4}>
          <Text fw={600} id={periodLabel}>
            {t(key('periods'))}
          </Text>
          <SegmentedControl
            aria-labelledby={periodLabel}
            value={period}
            onChange={(value) => setFilter('period', value as Period)}
            orientation={phone ? 'vertical' : 'horizontal'}
            fullWidth={phone}
            data={[
              { value: 'current', label: t(key('current')) },
              { value: 'overall', label: t(key('overall')) },
            ]}
          />
          <Text size="sm">
            {period === 'current' && data?.convocationName
              ? t(key('currentIntro'), { name: data.convocationName })
              : t(key('overallIntro'))}
          </Text>
        </Stack>
      ) : (
        <Text>{t(key('noCurrent'))}</Text>
      )}
      <DataTable
        caption={t(key('tableCaption'), { period: periodName })}
        columns={columns}
        rows={sorted.slice(from, from + state.pageSize)}
        rowKey={(row) => `${row.addresseeKind}-${row.addresseeId}`}
        totalCount={sorted.length}
        loading={isLoading}
        state={state}
        emptyText={t(key('empty'))}
        minWidth={720}
      />
    </Stack>
  );
}
