import { Button, Spoiler, Stack, Text, Title } from '@mantine/core';
import { type OutboxItem, OutboxStatus } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { useQueryClient } from '../../../lib/queries';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { outboxCalls, useOutbox } from '../api';
import { outboxKeys } from '../keys';

/**
 * Demo mode only: the e-mails and SMS messages the portal would have sent, with their codes
 * and links; each with its state, why its last try failed, when the next is due, and a
 * failed one can be sent again.
 */
export function OutboxPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.outbox.title'));
  const queryClient = useQueryClient();
  const [resending, setResending] = useState<number | null>(null);
  const resend = async (message: OutboxItem) => {
    setResending(message.id);
    try {
      await outboxCalls.resend(message.id);
      toaster.show(t('admin.outbox.resent'), { kind: 'success' });
    } catch {
      // The refusal has been shown by the central handler.
    } finally {
      setResending(null);
      await queryClient.invalidateQueries({ queryKey: outboxKeys.all });
    }
  };
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
          {m.replyTo && (
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {t('admin.outbox.replyTo', { address: m.replyTo })}
            </Text>
          )}
          {m.body !== null && (
            <Spoiler maxHeight={44} showLabel={t('admin.outbox.more')} hideLabel={t('admin.outbox.less')}>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {m.body}
              </Text>
            </Spoiler>
          )}
        </Stack>
      ),
    },
    {
      key: 'status',
      header: t('admin.outbox.status'),
      render: (m) => (
        <Stack gap={4} align="flex-start">
          <Text size="sm">{t(`admin.outbox.statuses.${m.status}`)}</Text>
          {m.nextAttemptAt && m.attempts > 0 && (
            <Text size="sm" c="dimmed">
              {t('admin.outbox.nextAttempt', { time: formatDateTime(m.nextAttemptAt) })}
            </Text>
          )}
          {m.status === OutboxStatus.Failed && (
            <Button
              size="compact-sm"
              variant="light"
              loading={resending === m.id}
              onClick={() => void resend(m)}
              aria-label={t('admin.outbox.resendTo', { recipient: m.recipient })}
            >
              {t('admin.outbox.resend')}
            </Button>
          )}
        </Stack>
      ),
    },
    {
      key: 'lastError',
      header: t('admin.outbox.lastError'),
      render: (m) => (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {m.lastError ?? ''}
        </Text>
      ),
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
        minWidth={1000}
      />
    </Stack>
  );
}
