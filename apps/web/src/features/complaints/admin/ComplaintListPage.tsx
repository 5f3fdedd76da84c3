import { Badge, Group, Stack, Text, Title } from '@mantine/core';
import { deleteComplaintById, mayCall, type StaffComplaintListItem } from '@portal/contracts';
import { formatDate, formatNumber } from '@portal/i18n';
import { IconEye, IconEyeOff, IconFlag } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { deleteAction, RowActions } from '../../../components/RowActions';
import { callerOf, useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { useListState } from '../../../lib/list-state';
import { useDeleted } from '../../../lib/deletion';
import { usePageTitle } from '../../../lib/page-title';
import { complaintKeys } from '../keys';
import { complaintCalls, useStaffComplaints } from './api';
import { DESCENDING_FIRST, searchOf, SORTS, useComplaintFilters } from './filters';
import { detailsPath } from './paths';
import { ComplaintFiltersPanel } from './ComplaintFiltersPanel';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { OverdueBadge } from '../public/ComplaintDeadline';

/** The complaints in the caller's scope: filters, sort and pages, open and (right 15 or administrators) delete. */
export function ComplaintListPage() {
  const { t } = useTranslation();
  const { languageId, language } = useBoot();
  const title = t('complaintsAdmin.list.title');
  usePageTitle(title);
  const deleted = useDeleted(complaintKeys.all);
  const { confirm, dialog } = useConfirm();
  const mayDelete = mayCall(deleteComplaintById.access, callerOf(useSession()));
  const state = useListState({
    defaultSort: { key: 'dateCreated', direction: 'desc' },
    sortKeys: SORTS,
    descendingFirst: DESCENDING_FIRST,
  });
  const { filters, setFilter, clearFilters } = useComplaintFilters();
  const complaints = useStaffComplaints(searchOf(filters, state, languageId));

  const remove = (complaint: StaffComplaintListItem) =>
    confirm({
      message: t('complaintsAdmin.list.deleteConfirm', { number: complaint.number, title: complaint.title }),
      confirmLabel: t('complaintsAdmin.common.delete'),
      danger: true,
      onConfirm: async () => {
        await complaintCalls.remove(complaint.id);
        await deleted();
      },
    });

  const columns: DataTableColumn<StaffComplaintListItem>[] = [
    { key: 'number', header: t('complaintsAdmin.fields.number'), sortKey: 'number', render: (c) => c.number },
    {
      key: 'title',
      header: t('complaintsAdmin.fields.title'),
      sortKey: 'title',
      card: 'title',
      render: (c) => (
        <Text size="sm" component={Link} to={detailsPath(c.id)} c="blue.9" td="underline">
          {c.title}
        </Text>
      ),
    },
    {
      key: 'category',
      header: t('complaintsAdmin.fields.category'),
      sortKey: 'category',
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <CategoryIcon name={c.categoryIcon} />
          <span>{c.categoryName}</span>
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('complaintsAdmin.fields.status'),
      sortKey: 'status',
      width: 150,
      render: (c) => (
        <Group gap={4}>
          <ComplaintStatusBadge statusId={c.statusId} />
          {c.overdue && <OverdueBadge />}
        </Group>
      ),
    },
    {
      key: 'unit',
      header: t('complaintsAdmin.fields.unit'),
      render: (c) => c.organizationalUnitName ?? t('complaintsAdmin.list.noUnit'),
    },
    { key: 'reporter', header: t('complaintsAdmin.fields.reporter'), render: (c) => c.userName },
    {
      key: 'date',
      header: t('complaintsAdmin.fields.dateCreated'),
      sortKey: 'dateCreated',
      render: (c) => formatDate(c.dateCreated),
    },
    {
      key: 'comments',
      header: t('complaintsAdmin.fields.comments'),
      width: 90,
      render: (c) => c.commentCount,
    },
    {
      key: 'supports',
      header: t('complaintsAdmin.workQueue.supports'),
      sortKey: 'supportCount',
      width: 110,
      render: (c) => formatNumber(c.supportCount, language),
    },
    {
      key: 'flags',
      header: t('complaintsAdmin.fields.flags'),
      width: 140,
      render: (c) => <Flags complaint={c} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <ComplaintFiltersPanel filters={filters} onChange={setFilter} onClear={clearFilters} />
      <DataTable
        caption={title}
        columns={columns}
        query={complaints}
        rowKey={(c) => c.id}
        state={state}
        searchLabel={t('complaintsAdmin.list.search')}
        emptyText={t('complaintsAdmin.list.empty')}
        minWidth={1100}
        rowActions={(c) => (
          <RowActions
            name={c.number}
            actions={[
              { label: t('complaintsAdmin.list.open'), icon: IconEye, to: detailsPath(c.id) },
              mayDelete && deleteAction(t('complaintsAdmin.common.delete'), () => void remove(c)),
            ]}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}

/** What sets a complaint apart from the usual: found inappropriate, hidden from the public list. */
function Flags({ complaint }: { complaint: StaffComplaintListItem }) {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      {complaint.inappropriate && (
        <Badge
          color="red.9"
          variant="light"
          style={{ minWidth: 'max-content' }}
          leftSection={<IconFlag size={12} aria-hidden />}
        >
          {t('complaintsAdmin.flags.inappropriate')}
        </Badge>
      )}
      {!complaint.visible && (
        <Badge
          color="gray"
          variant="light"
          style={{ minWidth: 'max-content' }}
          leftSection={<IconEyeOff size={12} aria-hidden />}
        >
          {t('complaintsAdmin.flags.hidden')}
        </Badge>
      )}
    </Group>
  );
}
