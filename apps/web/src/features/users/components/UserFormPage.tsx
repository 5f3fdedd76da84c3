import { Checkbox, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import {
  AccessRight,
  DataStatus,
  type UserDetails,
  UserSave,
  userProfiles,
  usersPages,
} from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { useNavigate, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { NewPasswordFields, PersonFields } from '../../../components/AccountFields';
import { CodeListSelect } from '../../../components/CodeListSelect';
import { Form, FormField, SelectField, SwitchField, TextField, useZodForm } from '../../../components/form';
import { FormActions } from '../../../components/FormParts';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { useSave } from '../../../lib/save';
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
  const form = useZodForm(UserSave, initialValues(user, languageId));
  const save = useSave({
    mutationFn: (values: z.output<typeof UserSave>, options) => userCalls.save(values, options),
    onSuccess: (saved) => queryClient.setQueryData(userKeys.detail(saved.id), saved),
    invalidate: userKeys.all,
    successMessage: 'messages.data_saved',
    navigateTo: usersPages.list.path,
  });

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{title}</Title>
      <Form form={form} onSubmit={save.submit}>
        <Stack gap="lg">
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('admin.users.account')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <TextField
                  name="username"
                  label="accounts.fields.username"
                  requiredMessage="components.form.enter.username"
                  required
                />
                <SelectField
                  name="profileId"
                  label="admin.users.profile"
                  numeric
                  required
                  allowDeselect={false}
                  data={userProfiles.map((p) => ({ value: String(p), label: t(`enums.profile.${p}`) }))}
                />
                {!user && <NewPasswordFields label="accounts.fields.password" />}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }}>
                {(
                  [
                    ['organizationalUnitId', 'OrganizationalUnit', 'admin.users.unit'],
                    ['organizationalUnitFunctionId', 'OrganizationalUnitFunction', 'admin.users.function'],
                    ['sensitiveCategoryId', 'SensitiveCategory', 'admin.users.sensitiveCategory'],
                  ] as const
                ).map(([name, list, label]) => (
                  <FormField
                    key={name}
                    name={name}
                    label={label}
                    kind="choice"
                    render={(field) => (
                      <CodeListSelect
                        list={list}
                        label={field.label}
                        value={field.value as number | null}
                        onChange={field.onChange}
                        error={field.error}
                      />
                    )}
                  />
                ))}
              </SimpleGrid>
              <SwitchField
                name="active"
                label="admin.users.activeLabel"
                description={user?.pending ? 'admin.users.pendingHint' : undefined}
              />
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <Stack gap="md">
              <Title order={2} size="h4">
                {t('admin.users.person')}
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }}>
                <PersonFields />
                <SelectField
                  name="languageId"
                  label="accounts.fields.messageLanguage"
                  numeric
                  required
                  allowDeselect={false}
                  data={languages.map((l) => ({ value: String(l.id), label: l.name }))}
                />
              </SimpleGrid>
            </Stack>
          </Paper>
          <Paper withBorder p="lg" radius="md">
            <FormField
              name="accessRights"
              label="admin.users.accessRights"
              description="admin.users.accessRightsHint"
              kind="check"
              render={(field) => (
                <Checkbox.Group
                  label={field.label}
                  description={field.description}
                  error={field.error}
                  value={((field.value as number[] | undefined) ?? []).map(String)}
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
          <FormActions onCancel={() => navigate(usersPages.list.path)} />
        </Stack>
      </Form>
    </Stack>
  );
}
