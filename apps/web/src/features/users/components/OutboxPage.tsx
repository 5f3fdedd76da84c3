import { Spoiler, Stack, Text, Title } from '@mantine/core';
import type { OutboxItem } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { useOutbox } from '../api';

/** Demo mode only: the e-mails and SMS messages the portal would have sent, with their codes and links. */
export function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.outbox.title'));
  const state = useListState({ defaultPageSize: 10 });
  const { data, isFetching } = useOutbox({
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
    recipient: state.search || undefined,
  });
  const columns: DataTableColumn<OutboxItem>[] = [
    {
      key: 'created',
      header: t('admin.outbox.created'),
      render: (m) => formatDateTime(m.createdAt),
      width: 150,
    },
    {
      key: 'channel',
      header: t('admin.outbox.channel'),
      render: (m) => t(`enums.notificationChannel.${m.channel}`),
    },
    { key: 'recipient', header: t('admin.outbox.recipient'), render: (m) => m.recipient },
    {
      key: 'message',
      header: t('admin.outbox.message'),
      render: (m) => (
        <Stack gap={4}>
          {m.subject && <Text fw={600}>{m.subject}</Text>}
          <Spoiler maxHeight={44} showLabel={t('admin.outbox.more')} hideLabel={t('admin.outbox.less')}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {m.body}
            </Text>
          </Spoiler>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('admin.outbox.status'),
      render: (m) => t(`admin.outbox.statuses.${m.status}`),
    },
  ];
  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.outbox.title')}</Title>
      <Text maw={760}>{t('admin.outbox.text')}</Text>
      <DataTable
        caption={t('admin.outbox.title')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(m) => m.id}
        totalCount={data?.totalCount ?? 0}
        loading={isFetching}
        state={state}
        searchLabel={t('admin.outbox.search')}
        minWidth={800}
      />
    </Stack>
  );
}
