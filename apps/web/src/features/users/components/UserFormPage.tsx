import { Checkbox, Paper, Select, SimpleGrid, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import {
  AccessRight,
  DataStatus,
  type UserDetails,
  UserSave,
  userProfiles,
  usersPages,
} from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import type { z } from 'zod';
import { NewPasswordFields, PersonFields } from '../../../components/AccountFields';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { useBoot } from '../../../lib/boot';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { FormActions } from '../../../components/FormParts';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { userCalls, useUser } from '../api';
import { userKeys } from '../keys';

type Values = z.input<typeof UserSave>;

function initialValues(user: UserDetails | undefined, languageId: number): Values {
  return {
    id: user?.id ?? 0,
    dataStatus: user ? DataStatus.Updated : DataStatus.Created,
    username: user?.username ?? '',
    password: '',
    confirmPassword: '',
    firstName: user?.firstName ?? '',
    lastName: user?.lastName ?? '',
    birthYear: user?.birthYear == null ? '' : String(user.birthYear),
    phone: user?.phone ?? '',
    email: user?.email ?? '',
    sex: user?.sex ?? null,
    profileId: (user?.profileId ?? 6) as Values['profileId'],
    organizationalUnitId: user?.organizationalUnitId ?? null,
    organizationalUnitFunctionId: user?.organizationalUnitFunctionId ?? null,
    sensitiveCategoryId: user?.sensitiveCategoryId ?? null,
    confirmationType: user?.confirmationType ?? null,
    languageId: (user?.languageId ?? languageId) as Values['languageId'],
    active: user ? user.active : true,
    accessRights: (user?.accessRights ?? []) as Values['accessRights'],
  };
}

/** Add (users-add) or change (users-edit/:id) an account. */
export function UserFormPage() {
  const { t } = useTranslation();
  const id = Number(useParams()['id']) || null;
  const user = useUser(id);
  const { languageId } = useBoot();
  const title = t(id ? 'admin.users.editTitle' : 'admin.users.addTitle');
  usePageTitle(title);
  if (id && !user.data) return <Text>{t('common.shell.loading')}</Text>;
  return <UserForm key={user.data?.id ?? 0} title={title} user={user.data} languageId={languageId} />;
}

function UserForm({
  title,
  user,
  languageId,
}: {
  title: string;
  user: UserDetails | undefined;
  languageId: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { languages } = useBoot();
  const form = useForm<Values, unknown, z.output<typeof UserSave>>({
    defaultValues: initialValues(user, languageId),
    resolver: schemaResolver(UserSave),
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const leave = useLeaveGuard(isDirty);
  const error = (name: keyof Values) => fieldError(t, errors[name]?.message);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await userCalls.save(values);
      queryClient.setQueryData(userKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: userKeys.all });
      toaster.show(t('messages.data_saved'), { kind: 'success' });
      leave.allowLeave();
      navigate(usersPages.list.path);
    } catch (failure) {
      showServerErrors(form.setError, failure, Object.keys(values));
      throw failure;
    }
  });

  const select = (
    name: 'profileId' | 'languageId',
    data: { value: string; label: string }[],
    required = false,
  ) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <Select
          label={t(name === 'profileId' ? 'admin.users.profile' : 'accounts.fields.messageLanguage')}
          required={required}
          clearable={!required}
          allowDeselect={!required}
          withScrollArea={false}
          data={data}
          value={field.value == null ? null : String(field.value)}
          onChange={(value) => field.onChange(value === null ? null : Number(value))}
          error={error(name)}
        />
      )}
    />
  );

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{title}</Title>
      <form onSubmit={(event) => void onSubmit(event).catch(() => undefined)} noValidate>
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('admin.users.account')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextInput
                  label={t('accounts.fields.username')}
                  required
                  error={error('username')}
                  {...form.register('username')}
                />
                {select(
                  'profileId',
                  userProfiles.map((p) => ({ value: String(p), label: t(`enums.profile.${p}`) })),
                  true,
                )}
                {!user && (
                  <>
                    <NewPasswordFields form={form} label="accounts.fields.password" />
                  </>
                )}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {(
                  [
                    ['organizationalUnitId', 'OrganizationalUnit', 'admin.users.unit'],
                    ['organizationalUnitFunctionId', 'OrganizationalUnitFunction', 'admin.users.function'],
                    ['sensitiveCategoryId', 'SensitiveCategory', 'admin.users.sensitiveCategory'],
                  ] as const
                ).map(([name, list, label]) => (
                  <Controller
                    key={name}
                    control={form.control}
                    name={name}
                    render={({ field }) => (
                      <CodeListSelect
                        list={list}
                        label={t(label)}
                        value={field.value as number | null}
                        onChange={field.onChange}
                        error={error(name)}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
              <Controller
                control={form.control}
                name="active"
                render={({ field }) => (
                  <Switch
                    label={t('admin.users.activeLabel')}
                    description={user?.pending ? t('admin.users.pendingHint') : undefined}
                    checked={Boolean(field.value)}
                    onChange={(event) => field.onChange(event.currentTarget.checked)}
                  />
                )}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('admin.users.person')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PersonFields form={form} />
                {select(
                  'languageId',
                  languages.map((l) => ({ value: String(l.id), label: l.name })),
                  true,
                )}
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Controller
              control={form.control}
              name="accessRights"
              render={({ field }) => (
                <Checkbox.Group
                  label={t('admin.users.accessRights')}
                  description={t('admin.users.accessRightsHint')}
                  value={(field.value ?? []).map(String)}
                  onChange={(values) => field.onChange(values.map(Number))}
                >
                  <SimpleGrid cols={{ base: 1, sm: 2 }} mt="sm" spacing="xs">
                    {Object.values(AccessRight).map((right) => (
                      <Checkbox key={right} value={String(right)} label={t(`enums.accessRight.${right}`)} />
                    ))}
                  </SimpleGrid>
                </Checkbox.Group>
              )}
            />
          </Paper>
          <FormActions onCancel={() => navigate(usersPages.list.path)} submitting={isSubmitting} />
        </Stack>
      </form>
    </Stack>
  );
}
