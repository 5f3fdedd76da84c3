import { SegmentedControl, Stack, Title } from '@mantine/core';
import { type UserListItem, type UserSearch, usersPages } from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { StateBadge } from '../../../components/StateBadge';
import { useSearchParams } from '../../../lib/router';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { userCalls, useUserSearch } from '../api';
import { userKeys } from '../keys';
import { AccountRowActions } from '../../../components/AccountRowActions';

const KINDS = ['all', 'staff', 'citizens'] as const;
type Kind = (typeof KINDS)[number];
const SORTS = ['username', 'name', 'email', 'profile', 'dateCreated'] as const;

/** Whether an account is active, waiting for confirmation, or closed. */
export function UserStatusBadge({ active, pending }: { active: boolean; pending: boolean }) {
  const { t } = useTranslation();
  const tone = pending ? 'pending' : active ? 'active' : 'inactive';
  return <StateBadge tone={tone} label={t(`admin.users.${tone}`)} />;
}

export function UsersListPage() {
  const { t } = useTranslation();
  usePageTitle(t('admin.users.title'));
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [params, setParams] = useSearchParams();
  const state = useListState({ defaultSort: { key: 'username', direction: 'asc' }, sortKeys: SORTS });
  const kind: Kind = KINDS.find((k) => k === params.get('kind')) ?? 'all';
  const filter: UserSearch = {
    text: state.search || undefined,
    kind,
    sort: (state.sort?.key ?? 'username') as (typeof SORTS)[number],
    direction: state.sort?.direction ?? 'asc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  };
  const { data, isFetching } = useUserSearch(filter);

  const remove = (user: UserListItem) =>
    confirm({
      message: t('admin.users.deleteConfirm', { username: user.username }),
      confirmLabel: t('admin.delete'),
      danger: true,
      onConfirm: async () => {
        await userCalls.remove(user.id);
        await queryClient.invalidateQueries({ queryKey: userKeys.all });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  const columns: DataTableColumn<UserListItem>[] = [
    {
      key: 'username',
      header: t('accounts.fields.username'),
      sortKey: 'username',
      render: (u) => u.username,
    },
    {
      key: 'name',
      header: t('admin.users.name'),
      sortKey: 'name',
      render: (u) => [u.firstName, u.lastName].filter(Boolean).join(' '),
    },
    { key: 'email', header: t('accounts.fields.email'), sortKey: 'email', render: (u) => u.email ?? '' },
    {
      key: 'profile',
      header: t('admin.users.profile'),
      sortKey: 'profile',
      render: (u) => t(`enums.profile.${u.profileId}`),
    },
    {
      key: 'status',
      header: t('admin.users.status'),
      render: (u) => <UserStatusBadge active={u.active} pending={u.pending} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.users.title')}</Title>
      <SegmentedControl
        aria-label={t('admin.users.kind')}
        value={kind}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'all') next.delete('kind');
          else next.set('kind', value);
          next.delete('page');
          setParams(next);
        }}
        data={KINDS.map((k) => ({ value: k, label: t(`admin.users.kinds.${k}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable
        caption={t('admin.users.title')}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(u) => u.id}
        totalCount={data?.totalCount ?? 0}
        loading={isFetching}
        state={state}
        searchLabel={t('admin.users.search')}
        addAction={{ label: t('admin.users.add'), to: usersPages.add.path }}
        minWidth={760}
        rowActions={(u) => (
          <AccountRowActions
            username={u.username}
            editTo={usersPages.edit.to({ id: u.id })}
            passwordTo={usersPages.changePassword.to({ id: u.id })}
            onDelete={() => void remove(u)}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}
