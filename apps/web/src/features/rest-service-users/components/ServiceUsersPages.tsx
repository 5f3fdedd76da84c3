import { Paper, Stack, Text, Title } from '@mantine/core';
import { DataStatus, type ServiceUser, ServiceUserSave, restServiceUsersPages } from '@portal/contracts';
import { compareText, formatDate } from '@portal/i18n';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { NewPasswordFields } from '../../../components/AccountFields';
import { Form, SwitchField, TextAreaField, TextField, useZodForm } from '../../../components/form';
import { clientPage, useListState } from '../../../lib/list-state';
import { FormActions } from '../../../components/FormParts';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
import { StateBadge } from '../../../components/StateBadge';
import { toaster } from '../../../lib/toast';
import { AccountRowActions } from '../../../components/AccountRowActions';
import { serviceUserCalls, useServiceUser, useServiceUsers } from '../api';
import { serviceUserKeys } from '../keys';

const SORTS = ['username', 'dateCreated'] as const;

/** Whether a service account is active (it never waits for a confirmation). */
function StatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const tone = active ? 'active' : 'inactive';
  return <StateBadge tone={tone} label={t(`admin.users.${tone}`)} />;
}

/** Accounts of other systems; the list is short, so it is searched and paged here. */
export function ServiceUsersListPage() {
  const { t } = useTranslation();
  const compare = compareText(useBoot().language);
  usePageTitle(t('admin.serviceUsers.title'));
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const state = useListState({ defaultSort: { key: 'username', direction: 'asc' }, sortKeys: SORTS });
  const { data = [], isFetching } = useServiceUsers();
  const { page, totalCount } = clientPage(data, state, {
    matches: (u, text) =>
      u.username.toLowerCase().includes(text) || (u.description ?? '').toLowerCase().includes(text),
    compare: {
      username: (a, b) => compare(a.username, b.username),
      dateCreated: (a, b) => a.dateCreated.localeCompare(b.dateCreated),
    },
    defaultSortKey: 'username',
  });

  const remove = (user: ServiceUser) =>
    confirm({
      message: t('admin.users.deleteConfirm', { username: user.username }),
      confirmLabel: t('admin.delete'),
      danger: true,
      onConfirm: async () => {
        await serviceUserCalls.remove(user.id);
        await queryClient.invalidateQueries({ queryKey: serviceUserKeys.all });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  const columns: DataTableColumn<ServiceUser>[] = [
    {
      key: 'username',
      header: t('accounts.fields.username'),
      sortKey: 'username',
      render: (u) => u.username,
    },
    { key: 'description', header: t('admin.serviceUsers.description'), render: (u) => u.description ?? '' },
    {
      key: 'created',
      header: t('admin.serviceUsers.created'),
      sortKey: 'dateCreated',
      render: (u) => formatDate(u.dateCreated),
    },
    {
      key: 'status',
      header: t('admin.users.status'),
      render: (u) => <StatusBadge active={u.active} />,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{t('admin.serviceUsers.title')}</Title>
      <Text maw={760}>{t('admin.serviceUsers.description_text')}</Text>
      <DataTable
        caption={t('admin.serviceUsers.title')}
        columns={columns}
        rows={page}
        rowKey={(u) => u.id}
        totalCount={totalCount}
        loading={isFetching}
        state={state}
        searchLabel
        addAction={{
          label: t('admin.serviceUsers.add'),
          to: restServiceUsersPages.add.path,
        }}
        minWidth={640}
        rowActions={(u) => (
          <AccountRowActions
            username={u.username}
            editTo={restServiceUsersPages.edit.to({ id: u.id })}
            passwordTo={restServiceUsersPages.changePassword.to({ id: u.id })}
            onDelete={() => void remove(u)}
          />
        )}
      />
      {dialog}
    </Stack>
  );
}

export function ServiceUserFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']) || null;
  const user = useServiceUser(id);
  const title = t(id ? 'admin.serviceUsers.editTitle' : 'admin.serviceUsers.addTitle');
  usePageTitle(title);
  if (id && !user.data) return <Text>{t('common.shell.loading')}</Text>;
  return <ServiceUserForm key={user.data?.id ?? 0} title={title} user={user.data} />;
}

function ServiceUserForm({ title, user }: { title: string; user: ServiceUser | undefined }) {
  const navigate = useNavigate();
  const form = useZodForm(ServiceUserSave, {
    id: user?.id ?? 0,
    dataStatus: user ? DataStatus.Updated : DataStatus.Created,
    username: user?.username ?? '',
    description: user?.description ?? '',
    password: '',
    confirmPassword: '',
    active: user ? user.active : true,
  });
  const back = restServiceUsersPages.list.path;
  const save = useSave({
    mutationFn: (values: z.output<typeof ServiceUserSave>, options) => serviceUserCalls.save(values, options),
    invalidate: serviceUserKeys.all,
    successMessage: 'messages.data_saved',
    navigateTo: back,
  });
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <Form form={form} onSubmit={save.submit}>
          <Stack gap="md">
            <TextField
              name="username"
              label="accounts.fields.username"
              requiredMessage="components.form.enter.username"
              required
            />
            <TextAreaField name="description" label="admin.serviceUsers.description" autosize minRows={2} />
            {!user && <NewPasswordFields label="accounts.fields.password" />}
            <SwitchField name="active" label="admin.users.activeLabel" />
            <FormActions onCancel={() => navigate(back)} />
          </Stack>
        </Form>
      </Paper>
    </Stack>
  );
}
