import { SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { PublicSessionWhen, type PublicSessionSearch } from '@portal/contracts';
import { lazy, useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { DataTable } from '../../../components/DataTable';
import { FilterPanel } from '../../../components/FilterPanel';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { preloadUnlessPhone, usePhone } from '../../../lib/media';
import { usePageTitle } from '../../../lib/page-title';
import { usePublicSessionSearch } from './api';
import { CalendarSubscription } from './CalendarLinks';
import { sessionColumns } from './columns';
import { type SessionWhen, useSessionFilters } from './filters';
import classes from './SessionListPage.module.css';

/** The filters' fields (a select and date pickers) load when shown: at once on a wide screen, on a phone when opened. */
const loadFilterFields = () => import('./SessionFilterFields');
const SessionFilterFields = lazy(async () => ({ default: (await loadFilterFields()).SessionFilterFields }));
preloadUnlessPhone(loadFilterFields);

const whenLabels: Record<SessionWhen, string> = {
  all: 'sessions.list.whenAll',
  upcoming: 'sessions.list.whenUpcoming',
  active: 'sessions.list.whenActive',
  finished: 'sessions.list.whenFinished',
};

/** The published sessions: which (all, upcoming, active, finished), convocation and period, paged. */
export function SessionListPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const phone = usePhone();
  const whenId = useId();
  const title = t('sessions.list.title');
  usePageTitle(title);
  const state = useListState();
  const { filters, setWhen, setConvocation, setDateFrom, setDateTo, reset } = useSessionFilters();
  const search: PublicSessionSearch = {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    when: filters.when,
    convocationId: filters.convocationId ?? undefined,
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
  };
  const list = usePublicSessionSearch(search);
  const activeCount = [filters.convocationId, filters.dateFrom, filters.dateTo].filter(
    (v) => v !== null,
  ).length;

  return (
    <Stack gap="lg">
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t('sessions.list.intro')}</Text>
      </div>
      <CalendarSubscription />

      <Stack gap={4}>
        <Text fw={600} id={whenId}>
          {t('sessions.list.when')}
        </Text>
        <SegmentedControl
          aria-labelledby={whenId}
          value={filters.when}
          onChange={(value) => setWhen(value as SessionWhen)}
          orientation={phone ? 'vertical' : 'horizontal'}
          fullWidth={phone}
          data={PublicSessionWhen.options.map((value) => ({ value, label: t(whenLabels[value]) }))}
        />
      </Stack>

      <FilterPanel activeCount={activeCount} onClear={reset} fieldsRoom={classes.filterFieldsRoom}>
        {() => (
          <SessionFilterFields
            filters={filters}
            setConvocation={setConvocation}
            setDateFrom={setDateFrom}
            setDateTo={setDateTo}
          />
        )}
      </FilterPanel>

      <DataTable
        caption={title}
        columns={sessionColumns(t)}
        rows={list.data?.items ?? []}
        rowKey={(s) => s.id}
        totalCount={list.data?.totalCount ?? 0}
        loading={list.isFetching}
        state={state}
        emptyText={t('sessions.list.empty')}
        minWidth={860}
      />
    </Stack>
  );
}
