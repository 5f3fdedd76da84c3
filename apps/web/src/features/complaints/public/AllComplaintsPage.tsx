import { Box, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ComplaintSearch } from '@portal/contracts';
import { IconList, IconMap } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { DataTable } from '../../../components/DataTable';
import { FilterPanel } from '../../../components/FilterPanel';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { preloadUnlessPhone } from '../../../lib/media';
import { usePageTitle } from '../../../lib/page-title';
import { useComplaintSearch } from './api';
import { ComplaintsFeedLink } from './ComplaintsFeedLink';
import { complaintColumns, complaintSortKeys } from './columns';
import classes from './complaints.module.css';
import { type ComplaintFilters, useComplaintFilters } from './filters';

const DEFAULT_SORT = { key: 'dateCreated', direction: 'desc' } as const;
const MAP_HEIGHT = 520;

/** The map and its library load when its tab is first opened, not with the list (decision 0017). */
const ProblemsMap = lazy(async () => ({ default: (await import('./ProblemsMap')).ProblemsMap }));

/**
 * The filters' fields (selects and date pickers, ~55 kB) load when they are shown: at once on a
 * wide screen, where the panel is open (asked for as this page's code runs, beside its first
 * search); on a phone when the reader opens the filters.
 */
const loadFilterFields = () => import('./ComplaintFilterFields');
const ComplaintFilterFields = lazy(async () => ({
  default: (await loadFilterFields()).ComplaintFilterFields,
}));
preloadUnlessPhone(loadFilterFields);

/** The filters as the server takes them. */
function filterBody(filters: ComplaintFilters, text: string) {
  return {
    text: text || undefined,
    categoryId: filters.categoryId ?? undefined,
    statusId: (filters.statusId ?? undefined) as ComplaintSearch['statusId'],
    dateFrom: filters.dateFrom ?? undefined,
    dateTo: filters.dateTo ?? undefined,
  };
}

function ComplaintsMap({ filters, text }: { filters: ComplaintFilters; text: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs">
      {/* The map's room is kept while its code arrives, so nothing below moves. */}
      <Suspense fallback={<Box h={MAP_HEIGHT} />}>
        <ProblemsMap
          filter={filterBody(filters, text)}
          label={t('complaints.list.mapLabel')}
          countText={(count) => t('complaints.list.mapCount', { count })}
          height={MAP_HEIGHT}
        />
      </Suspense>
    </Stack>
  );
}

/** Every public complaint: filters, then a list (paged) or a map of the same complaints. */
export function AllComplaintsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('complaints.list.title');
  usePageTitle(title);
  const state = useListState({ defaultSort: DEFAULT_SORT, sortKeys: complaintSortKeys });
  const { filters, view, setCategory, setStatus, setDateFrom, setDateTo, setView, reset } =
    useComplaintFilters();
  const search: ComplaintSearch = {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    sort: (state.sort?.key ?? DEFAULT_SORT.key) as ComplaintSearch['sort'],
    direction: state.sort?.direction ?? DEFAULT_SORT.direction,
    ...filterBody(filters, state.search),
  };
  const list = useComplaintSearch(search);
  const activeCount = Object.values(filters).filter((v) => v !== null).length + (state.search ? 1 : 0);

  return (
    <Stack gap="lg">
      <ComplaintsFeedLink categoryId={filters.categoryId} />
      <div>
        <Title order={1}>{title}</Title>
        <Text mt="xs">{t('complaints.list.intro')}</Text>
      </div>

      <FilterPanel activeCount={activeCount} onClear={reset} fieldsRoom={classes.filterFieldsRoom}>
        {() => (
          <ComplaintFilterFields
            filters={filters}
            setCategory={setCategory}
            setStatus={setStatus}
            setDateFrom={setDateFrom}
            setDateTo={setDateTo}
          />
        )}
      </FilterPanel>

      <Tabs value={view} onChange={(next) => setView(next === 'map' ? 'map' : 'list')} keepMounted={false}>
        <Tabs.List aria-label={t('complaints.list.views')}>
          <Tabs.Tab value="list" leftSection={<IconList size={16} aria-hidden />}>
            {t('complaints.list.viewList')}
          </Tabs.Tab>
          <Tabs.Tab value="map" leftSection={<IconMap size={16} aria-hidden />}>
            {t('complaints.list.viewMap')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="list" pt="md">
          <DataTable
            caption={title}
            columns={complaintColumns(t)}
            rows={list.data?.items ?? []}
            rowKey={(c) => c.id}
            totalCount={list.data?.totalCount ?? 0}
            loading={list.isFetching}
            state={state}
            searchLabel={t('complaints.list.text')}
            emptyText={t('complaints.common.empty')}
            minWidth={900}
          />
        </Tabs.Panel>
        <Tabs.Panel value="map" pt="md">
          <ComplaintsMap filters={filters} text={state.search} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
