import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type ComplaintLink,
  searchStaffComplaints,
  type StaffComplaintDetails,
  type StaffComplaintListItem,
} from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconLink, IconSearch, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConfirm } from '../../../components/ConfirmDialog';
import { ApiError, call } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { toaster } from '../../../lib/toast';
import { complaintKeys } from '../keys';
import { complaintCalls } from './api';
import { detailsPath } from './paths';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';

const RESULTS = 10;
/** "154/2026" or "154": a number rather than words of a title. */
const NUMBER = /^\d+(\/\d{0,4})?$/;

/** The complaint's links to other complaints and sessions: list, add a complaint by number or title, remove. */
export function LinksSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();

  const remove = (link: ComplaintLink) =>
    confirm({
      message: t('complaintsAdmin.links.deleteConfirm', { title: link.title }),
      confirmLabel: t('complaintsAdmin.common.delete'),
      danger: true,
      onConfirm: async () => {
        await complaintCalls.removeLink(link.id);
        await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  return (
    <Stack gap="lg">
      {complaint.links.length === 0 ? (
        <Text>{t('complaintsAdmin.links.none')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={600} type="native">
          <Table aria-label={t('complaintsAdmin.links.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('complaintsAdmin.links.kind')}</Table.Th>
                <Table.Th>{t('complaintsAdmin.fields.number')}</Table.Th>
                <Table.Th>{t('complaintsAdmin.fields.title')}</Table.Th>
                <Table.Th>{t('complaintsAdmin.links.linkedOn')}</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {complaint.links.map((link) => (
                <Table.Tr key={link.id}>
                  <Table.Td>{t(`complaintsAdmin.links.kinds.${link.kind}`)}</Table.Td>
                  <Table.Td>{link.number ?? ''}</Table.Td>
                  <Table.Td>
                    {link.kind === 'complaint' ? (
                      <Anchor component={Link} to={detailsPath(link.targetId)} size="sm">
                        {link.title}
                      </Anchor>
                    ) : (
                      link.title
                    )}
                  </Table.Td>
                  <Table.Td>{formatDate(link.dateCreated)}</Table.Td>
                  <Table.Td ta="right">
                    <Tooltip label={t('complaintsAdmin.common.delete')}>
                      <ActionIcon
                        variant="subtle"
                        color="red.9"
                        onClick={() => void remove(link)}
                        aria-label={`${t('complaintsAdmin.links.remove')}: ${link.title}`}
                      >
                        <IconTrash size={18} aria-hidden />
                      </ActionIcon>
                    </Tooltip>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <AddLink complaint={complaint} />
      {dialog}
    </Stack>
  );
}

function AddLink({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [results, setResults] = useState<StaffComplaintListItem[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState<number | 'search' | null>(null);
  const linked = new Set(complaint.links.filter((l) => l.kind === 'complaint').map((l) => l.targetId));

  const search = async (event: FormEvent) => {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setRefusal(null);
    setBusy('search');
    try {
      const page = await call(searchStaffComplaints, {
        body: {
          languageId,
          pageNumber: 1,
          pageSize: RESULTS,
          ...(NUMBER.test(query) ? { number: query } : { text: query }),
        },
      });
      setResults(page.items.filter((c) => c.id !== complaint.id));
    } catch {
      // shown by the central handler
    } finally {
      setBusy(null);
    }
  };

  const add = async (target: StaffComplaintListItem) => {
    setRefusal(null);
    setBusy(target.id);
    try {
      await complaintCalls.addLink({ complaintId: complaint.id, kind: 'complaint', targetId: target.id });
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      toaster.show(t('complaintsAdmin.links.added'), { kind: 'success' });
    } catch (failure) {
      const key = failure instanceof ApiError ? Object.values(failure.fieldErrors)[0] : undefined;
      if (key) setRefusal(t(`messages.${key}`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('complaintsAdmin.links.addTitle')}
        </Title>
        <form onSubmit={(event) => void search(event)}>
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('complaintsAdmin.links.searchLabel')}
              description={t('complaintsAdmin.links.searchHint')}
              value={text}
              maxLength={100}
              onChange={(event) => setText(event.currentTarget.value)}
              style={{ flex: 1, minWidth: 240 }}
            />
            <Button
              type="submit"
              leftSection={<IconSearch size={16} aria-hidden />}
              loading={busy === 'search'}
            >
              {t('complaintsAdmin.links.search')}
            </Button>
          </Group>
        </form>
        {refusal && (
          <Alert color="red.9" variant="light" role="alert">
            {refusal}
          </Alert>
        )}
        {results !== null &&
          (results.length === 0 ? (
            <Text>{t('complaintsAdmin.links.noResults')}</Text>
          ) : (
            <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
              {results.map((c) => (
                <Group key={c.id} component="li" justify="space-between" gap="sm" wrap="nowrap">
                  <Group gap="sm" wrap="nowrap">
                    <Text size="sm" fw={600}>
                      {c.number}
                    </Text>
                    <Text size="sm">{c.title}</Text>
                    <ComplaintStatusBadge statusId={c.statusId} />
                  </Group>
                  <Button
                    size="xs"
                    variant="light"
                    leftSection={<IconLink size={14} aria-hidden />}
                    disabled={linked.has(c.id)}
                    loading={busy === c.id}
                    onClick={() => void add(c)}
                    aria-label={`${t('complaintsAdmin.links.link')}: ${c.number}`}
                  >
                    {linked.has(c.id)
                      ? t('complaintsAdmin.links.alreadyLinked')
                      : t('complaintsAdmin.links.link')}
                  </Button>
                </Group>
              ))}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
