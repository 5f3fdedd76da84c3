import { Box, Select, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { ComplaintStatus, type ComplaintSearch, enumValues } from '@portal/contracts';
import { IconList, IconMap } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { useTranslation } from '../../../lib/translation';
import { DataTable } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { FilterPanel } from '../../../components/FilterPanel';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { useComplaintSearch } from './api';
import { CategorySelect } from './CategorySelect';
import { ComplaintsFeedLink } from './ComplaintsFeedLink';
import { complaintColumns, complaintSortKeys } from './columns';
import { type ComplaintFilters, useComplaintFilters } from './filters';

const DEFAULT_SORT = { key: 'dateCreated', direction: 'desc' } as const;
const MAP_HEIGHT = 520;

/** The map and its library load when its tab is first opened, not with the list (decision 0017). */
const ProblemsMap = lazy(async () => ({ default: (await import('./ProblemsMap')).ProblemsMap }));

/** The status choice, named from the catalogue. */
function StatusSelect({ value, onChange }: { value: number | null; onChange: (id: number | null) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('complaints.list.status')}
      clearable
      data={enumValues(ComplaintStatus).map((id) => ({
        value: String(id),
        label: t(`enums.complaintStatus.${id}`),
      }))}
      value={value === null ? null : String(value)}
      onChange={(next) => onChange(next === null ? null : Number(next))}
    />
  );
}

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

      <FilterPanel activeCount={activeCount} onClear={reset}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
          <CategorySelect
            label={t('complaints.list.category')}
            value={filters.categoryId}
            onChange={setCategory}
          />
          <StatusSelect value={filters.statusId} onChange={setStatus} />
          <DateField label={t('complaints.list.dateFrom')} value={filters.dateFrom} onChange={setDateFrom} />
          <DateField label={t('complaints.list.dateTo')} value={filters.dateTo} onChange={setDateTo} />
        </SimpleGrid>
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
