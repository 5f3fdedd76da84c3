import { Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { StaffComplaintDetails } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { IconMail, IconMessage } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { toaster } from '../../../lib/toast';
import { complaintCalls } from './api';
import { HistoryEvent } from './HistoryEvent';
import { NoteForm } from './NoteForm';

/**
 * The history of a complaint, newest first (status changes, internal notes marked as such,
 * merges), the form for a note, and the buttons that tell the recipients again.
 */
export function HistorySection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const history = [...complaint.history].sort((a, b) => b.dateCreated.localeCompare(a.dateCreated));
  return (
    <Stack gap="lg">
      <NoteForm complaintId={complaint.id} />
      {history.length === 0 ? (
        <Text>{t('complaintsAdmin.history.none')}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={700}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('complaintsAdmin.history.title')}
        >
          <Table aria-label={t('complaintsAdmin.history.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('complaintsAdmin.history.date')}</Table.Th>
                <Table.Th>{t('complaintsAdmin.fields.status')}</Table.Th>
                <Table.Th>{t('complaintsAdmin.fields.unit')}</Table.Th>
                <Table.Th>{t('complaintsAdmin.history.comment')}</Table.Th>
                <Table.Th>{t('complaintsAdmin.history.user')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {history.map((entry) => (
                <Table.Tr key={entry.id} bg={entry.internal ? 'yellow.0' : undefined}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(entry.dateCreated)}</Table.Td>
                  <Table.Td>
                    <HistoryEvent entry={entry} />
                  </Table.Td>
                  <Table.Td>{entry.organizationalUnitName ?? ''}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'pre-wrap' }}>{entry.comment}</Table.Td>
                  <Table.Td>{entry.userName}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <NotifyButtons complaintId={complaint.id} />
    </Stack>
  );
}

function NotifyButtons({ complaintId }: { complaintId: number }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<'email' | 'sms' | null>(null);
  const notify = async (channel: 'email' | 'sms') => {
    setBusy(channel);
    try {
      const { recipients } = await (channel === 'email'
        ? complaintCalls.notifyByEmail(complaintId)
        : complaintCalls.notifyBySms(complaintId));
      toaster.show(
        recipients === 0
          ? t('complaintsAdmin.notify.none')
          : t(`complaintsAdmin.notify.${channel}`, { count: recipients }),
        { kind: recipients === 0 ? 'warning' : 'success' },
      );
    } catch {
      // shown by the central handler
    } finally {
      setBusy(null);
    }
  };
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="sm">
        <Title order={3} size="h4">
          {t('complaintsAdmin.notify.title')}
        </Title>
        <Text size="sm">{t('complaintsAdmin.notify.hint')}</Text>
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconMail size={16} aria-hidden />}
            loading={busy === 'email'}
            onClick={() => void notify('email')}
          >
            {t('complaintsAdmin.notify.byEmail')}
          </Button>
          <Button
            variant="light"
            leftSection={<IconMessage size={16} aria-hidden />}
            loading={busy === 'sms'}
            onClick={() => void notify('sms')}
          >
            {t('complaintsAdmin.notify.bySms')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
