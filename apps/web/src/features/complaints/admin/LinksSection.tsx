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
  Title,
  Tooltip,
} from '@mantine/core';
import {
  type ComplaintLink,
  type LinkRequest,
  searchStaffComplaints,
  type StaffComplaintDetails,
  type StaffComplaintListItem,
} from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconLink, IconSearch, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormState } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { z } from 'zod';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { useConfirm } from '../../../components/ConfirmDialog';
import { Form, TextField, useZodForm } from '../../../components/form';
import { call } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { isInputRefusal, type SubmitContext, useSave } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { detailsPath } from './paths';
import { complaintCalls } from './api';

const RESULTS = 10;
const SEARCH_MAX = 100;
/** "154/2026" or "154": a number rather than words of a title. */
const NUMBER = /^\d+(\/\d{0,4})?$/;

/** The complaint's links to other complaints and sessions: list, add a complaint by number or title, remove. */
export function LinksSection({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const removal = useSave({
    mutationFn: (id: number, options) => complaintCalls.removeLink(id, options),
    invalidate: complaintKeys.all,
    successMessage: 'messages.deletion_success',
  });

  // Removing a link is final (it can only be made anew): asked first, and sent from the
  // dialog; a refusal closes it and is shown once, as a toast.
  const remove = (link: ComplaintLink) =>
    confirm({
      message: t('complaintsAdmin.links.deleteConfirm', { title: link.title }),
      confirmLabel: t('complaintsAdmin.common.delete'),
      danger: true,
      onConfirm: () => removal.submit(link.id),
    });

  return (
    <Stack gap="lg">
      {complaint.links.length === 0 ? (
        <Text>{t('complaintsAdmin.links.none')}</Text>
      ) : (
        <Table.ScrollContainer
          minWidth={600}
          type="native"
          tabIndex={0}
          role="region"
          aria-label={t('complaintsAdmin.links.title')}
        >
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

/** The search for a complaint to link: its number ("154/2026") or words of its title. */
const LinkSearch = z.object({ query: z.string().trim().max(SEARCH_MAX) });
type LinkSearch = z.output<typeof LinkSearch>;

/**
 * Where a refusal of a link is shown: the server's refusal of the chosen complaint
 * (`targetId`: already linked, say) beside the results, the rest as useSave shows it.
 */
const BESIDE_RESULTS: SubmitContext = {
  fieldFor: (serverName) => (serverName === 'targetId' ? serverName : undefined),
  allowLeave: () => undefined,
};

function AddLink({ complaint }: { complaint: StaffComplaintDetails }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const [results, setResults] = useState<StaffComplaintListItem[] | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [adding, setAdding] = useState<number | null>(null);
  const linked = new Set(complaint.links.filter((l) => l.kind === 'complaint').map((l) => l.targetId));
  const form = useZodForm(LinkSearch, { query: '' });
  const link = useSave({
    mutationFn: (body: LinkRequest, options) => complaintCalls.addLink(body, options),
    invalidate: complaintKeys.all,
    successMessage: 'complaintsAdmin.links.added',
  });

  const search = async ({ query }: LinkSearch) => {
    if (!query) return;
    setRefusal(null);
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
    }
  };

  const add = async (target: StaffComplaintListItem) => {
    setRefusal(null);
    setAdding(target.id);
    try {
      await link.submit(
        { complaintId: complaint.id, kind: 'complaint', targetId: target.id },
        BESIDE_RESULTS,
      );
    } catch (failure) {
      const key = isInputRefusal(failure) ? failure.fieldErrors['targetId'] : undefined;
      if (key) setRefusal(t(`messages.${key}`));
    } finally {
      setAdding(null);
    }
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap="md">
        <Title order={3} size="h4">
          {t('complaintsAdmin.links.addTitle')}
        </Title>
        {/* A search is no work to lose (no leave guard); its one field shows its own message. */}
        <Form form={form} onSubmit={search} guard={false} summary={false}>
          <Group align="flex-end" gap="sm">
            <TextField
              name="query"
              label="complaintsAdmin.links.searchLabel"
              description="complaintsAdmin.links.searchHint"
              maxLength={SEARCH_MAX}
              style={{ flex: 1, minWidth: 240 }}
            />
            <SearchButton />
          </Group>
        </Form>
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
                    loading={adding === c.id}
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

/** The search button, busy while the search runs. */
function SearchButton() {
  const { t } = useTranslation();
  const { isSubmitting } = useFormState();
  return (
    <Button type="submit" leftSection={<IconSearch size={16} aria-hidden />} loading={isSubmitting}>
      {t('complaintsAdmin.links.search')}
    </Button>
  );
}
