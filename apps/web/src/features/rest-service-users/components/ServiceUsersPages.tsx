import { Paper, Stack, Text, Textarea, TextInput, Title } from '@mantine/core';
import { DataStatus, type ServiceUser, ServiceUserSave, restServiceUsersPages } from '@portal/contracts';
import { compareText, formatDate } from '@portal/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { NewPasswordFields } from '../../../components/AccountFields';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { clientPage, useListState } from '../../../lib/list-state';
import { FormActions, SwitchField } from '../../../components/FormParts';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
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

type Values = z.input<typeof ServiceUserSave>;

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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof ServiceUserSave>>({
    defaultValues: {
      id: user?.id ?? 0,
      dataStatus: user ? DataStatus.Updated : DataStatus.Created,
      username: user?.username ?? '',
      description: user?.description ?? '',
      password: '',
      confirmPassword: '',
      active: user ? user.active : true,
    },
    resolver: schemaResolver(ServiceUserSave),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const leave = useLeaveGuard(isDirty);
  const error = (name: keyof Values) => fieldError(t, errors[name]?.message);
  const back = restServiceUsersPages.list.path;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await serviceUserCalls.save(values);
      await queryClient.invalidateQueries({ queryKey: serviceUserKeys.all });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
      leave.allowLeave();
      navigate(back);
    } catch (failure) {
      showServerErrors(form.setError, failure, Object.keys(values));
      throw failure;
    }
  });
  return (
    <Stack gap="md" maw={640}>
      <Title order={1}>{title}</Title>
      <Paper withBorder p="lg" radius="md">
        <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
          <Stack gap="md">
            <TextInput
              label={t('accounts.fields.username')}
              required
              error={error('username')}
              {...form.register('username')}
            />
            <Textarea
              label={t('admin.serviceUsers.description')}
              autosize
              minRows={2}
              error={error('description')}
              {...form.register('description')}
            />
            {!user && (
              <>
                <NewPasswordFields form={form} label="accounts.fields.password" />
              </>
            )}
            <SwitchField control={form.control} name="active" label={t('admin.users.activeLabel')} />
            <FormActions onCancel={() => navigate(back)} submitting={isSubmitting} />
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
