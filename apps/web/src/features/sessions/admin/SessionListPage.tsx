import { Badge, Select, Stack, Text, Title } from '@mantine/core';
import {
  enumValues,
  Profile,
  type SessionListItem,
  SessionStatus,
  saveSession,
  sessionsPages,
} from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import { IconMessages, IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { FilterPanel } from '../../../components/FilterPanel';
import { deleteAction, RowActions } from '../../../components/RowActions';
import { ApiError } from '../../../lib/api-client';
import { useMayCall, useSession } from '../../../lib/auth';
import { useDeleted } from '../../../lib/deletion';
import { usePageTitle } from '../../../lib/page-title';
import { QUIET, showFailure } from '../../../lib/save';
import { sessionAdminKeys, sessionCalls, useSessionSearch } from './api';
import { useSessionList } from './filters';

const editPath = (id: number) => sessionsPages.adminEdit.to({ id });

/** A refusal to delete a session that has votes or comments, which an administrator may overrule. */
const isDeletionRefused = (error: unknown) =>
  error instanceof ApiError &&
  error.status === 400 &&
  Object.values(error.fieldErrors).includes('deletion_not_possible');

/**
 * The council sessions: filters, pages, edit, and delete (an administrator may force it past
 * votes and comments). An office moderator, who moderates comments only, opens each session
 * for its comments and neither adds nor deletes.
 */
export function SessionListPage() {
  const { t } = useTranslation();
  const title = t('sessionsAdmin.list.title');
  usePageTitle(title);
  const deleted = useDeleted(sessionAdminKeys.all);
  const { confirm, dialog } = useConfirm();
  const administrator = useSession()?.user.profileId === Profile.Administrator;
  const editor = useMayCall(saveSession.access);
  const open = editor ? t('sessionsAdmin.list.edit') : t('sessionsAdmin.list.moderate');
  const { state, filters, setFilter, clearFilters, activeCount, search } = useSessionList();
  const sessions = useSessionSearch(search);

  const remove = async (session: SessionListItem) => {
    let refused = false;
    await confirm({
      message: t('sessionsAdmin.list.deleteConfirm', { title: session.title }),
      confirmLabel: t('sessionsAdmin.common.delete'),
      danger: true,
      onConfirm: async () => {
        try {
          await sessionCalls.remove(session.id, false, administrator ? QUIET : undefined);
        } catch (error) {
          // An administrator is asked again instead of being told it cannot be done.
          if (administrator && isDeletionRefused(error)) {
            refused = true;
            return;
          }
          if (administrator) showFailure(error, t);
          throw error;
        }
        await deleted();
      },
    });
    if (!refused) return;
    await confirm({
      title: t('sessionsAdmin.list.forceTitle'),
      message: t('sessionsAdmin.list.forceConfirm', { title: session.title }),
      confirmLabel: t('sessionsAdmin.list.forceDelete'),
      danger: true,
      onConfirm: async () => {
        await sessionCalls.remove(session.id, true);
        await deleted();
      },
    });
  };

  const columns: DataTableColumn<SessionListItem>[] = [
    {
      key: 'title',
      header: t('sessionsAdmin.fields.title'),
      card: 'title',
      render: (s) => (
        <Text size="sm" component={Link} to={editPath(s.id)} c="blue.9" td="underline">
          {s.title}
        </Text>
      ),
    },
    { key: 'start', header: t('sessionsAdmin.fields.startsAt'), render: (s) => formatDateTime(s.startsAt) },
    { key: 'place', header: t('sessionsAdmin.fields.place'), render: (s) => s.place },
    {
      key: 'status',
      header: t('sessionsAdmin.fields.status'),
      render: (s) => (
        <Badge variant="light" style={{ minWidth: 'max-content' }}>
          {t(`enums.workflowStatus.${s.statusId}`)}
        </Badge>
      ),
    },
    {
      key: 'published',
      header: t('sessionsAdmin.fields.published'),
      render: (s) => t(s.published ? 'sessionsAdmin.common.yes' : 'sessionsAdmin.common.no'),
    },
    { key: 'convocation', header: t('sessionsAdmin.fields.convocation'), render: (s) => s.convocationName },
    {
      key: 'items',
      header: t('sessionsAdmin.list.agendaItems'),
      align: 'right',
      render: (s) => s.agendaItemCount,
    },
    {
      key: 'comments',
      header: t('sessionsAdmin.list.comments'),
      align: 'right',
      render: (s) => s.commentCount,
    },
    { key: 'votes', header: t('sessionsAdmin.list.votes'), align: 'right', render: (s) => s.voteCount },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <FilterPanel activeCount={activeCount} onClear={clearFilters} columns={4}>
        <DateField
          label={t('sessionsAdmin.list.dateFrom')}
          value={filters.dateFrom}
          onChange={(value) => setFilter('dateFrom', value)}
        />
        <DateField
          label={t('sessionsAdmin.list.dateTo')}
          value={filters.dateTo}
          onChange={(value) => setFilter('dateTo', value)}
        />
        <Select
          label={t('sessionsAdmin.fields.status')}
          clearable
          data={enumValues(SessionStatus).map((s) => ({
            value: String(s),
            label: t(`enums.workflowStatus.${s}`),
          }))}
          value={filters.statusId === null ? null : String(filters.statusId)}
          onChange={(value) =>
            setFilter('statusId', value === null ? null : (Number(value) as SessionStatus))
          }
        />
        <CodeListSelect
          list="Convocation"
          label={t('sessionsAdmin.fields.convocation')}
          value={filters.convocationId}
          onChange={(value) => setFilter('convocationId', value)}
        />
      </FilterPanel>
      <DataTable
        caption={title}
        columns={columns}
        query={sessions}
        rowKey={(s) => s.id}
        state={state}
        searchLabel={t('sessionsAdmin.list.search')}
        emptyText={t('sessionsAdmin.list.empty')}
        addAction={editor ? { label: t('sessionsAdmin.list.add'), to: editPath(0) } : undefined}
        minWidth={1100}
        rowActions={(s) => (
          <RowActions
            name={s.title}
            actions={[
              { label: open, icon: editor ? IconPencil : IconMessages, to: editPath(s.id) },
              editor && deleteAction(t('sessionsAdmin.common.delete'), () => void remove(s)),
            ]}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}
