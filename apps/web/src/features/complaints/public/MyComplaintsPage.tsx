import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { type ComplaintSearch, complaintsPages } from '@portal/contracts';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { DataTable } from '../../../components/DataTable';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { useMyComplaints } from './api';
import { complaintColumns, complaintSortKeys } from './columns';

const DEFAULT_SORT = { key: 'dateCreated', direction: 'desc' } as const;

/** The complaints the signed-in citizen reported, with their status. */
export function MyComplaintsPage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('complaints.my.title');
  usePageTitle(title);
  const state = useListState({ defaultSort: DEFAULT_SORT, sortKeys: complaintSortKeys });
  const search: ComplaintSearch = {
    languageId,
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    sort: (state.sort?.key ?? DEFAULT_SORT.key) as ComplaintSearch['sort'],
    direction: state.sort?.direction ?? DEFAULT_SORT.direction,
    text: state.search || undefined,
  };
  const list = useMyComplaints(search);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{title}</Title>
          <Text mt="xs">{t('complaints.my.intro')}</Text>
        </div>
        <Button
          component={Link}
          to={complaintsPages.report.path}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('complaints.my.reportNew')}
        </Button>
      </Group>
      <DataTable
        caption={title}
        columns={complaintColumns(t)}
        rows={list.data?.items ?? []}
        rowKey={(c) => c.id}
        totalCount={list.data?.totalCount ?? 0}
        loading={list.isFetching}
        state={state}
        searchLabel
        emptyText={t('complaints.my.empty')}
        minWidth={900}
      />
    </Stack>
  );
}
