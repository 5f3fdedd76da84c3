import { Alert, Button, Group, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { ChangeUserBasicDataRequest, type LanguageItem, type UserBasicData } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { NewPasswordFields, PersonFields } from '../../../components/AccountFields';
import { useConfirm } from '../../../components/ConfirmDialog';
import { FormPage } from '../../../components/FormPage';
import { auth, useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { fieldError, schemaResolver, showServerErrors } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { accountCalls, accountKeys, endSession, useBasicData } from '../api';
import { PasswordField } from '../../../components/PasswordField';

type BasicValues = z.input<typeof ChangeUserBasicDataRequest>;

/** One's own data: name, contacts, birth year, sex and the language of messages. */
export function ChangeBasicDataPage() {
  const { t } = useTranslation();
  const session = useSession();
  const data = useBasicData(session?.user.id ?? 0).data;
  return (
    <FormPage
      title={t('accounts.profile.basicDataTitle')}
      description={t('accounts.profile.basicDataDescription')}
      width={640}
    >
      {data ? <BasicDataForm data={data} /> : <Text>{t('common.shell.loading')}</Text>}
    </FormPage>
  );
}

function BasicDataForm({ data }: { data: UserBasicData }) {
  const { t } = useTranslation();
  const { languages } = useBoot();
  const queryClient = useQueryClient();
  const form = useForm<BasicValues, unknown, z.output<typeof ChangeUserBasicDataRequest>>({
    defaultValues: {
      firstName: data.firstName ?? '',
      lastName: data.lastName ?? '',
      email: data.email ?? '',
      phone: data.phone ?? '',
      birthYear: data.birthYear === null ? '' : String(data.birthYear),
      sex: data.sex,
      languageId: data.languageId,
    },
    resolver: schemaResolver(ChangeUserBasicDataRequest),
  });
  const { errors, isSubmitting } = form.formState;
  const error = (name: keyof BasicValues) => fieldError(t, errors[name]?.message);
  useLeaveGuard(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await accountCalls.changeBasicData(values);
      queryClient.setQueryData(accountKeys.basicData(auth.getSession()?.user.id ?? 0), saved);
      form.reset(form.getValues());
      toaster.show(t('messages.data_saved'), { kind: 'success' });
    } catch (failure) {
      showServerErrors(form.setError, failure, Object.keys(form.getValues()));
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <TextInput label={t('accounts.fields.username')} value={data.username} readOnly disabled />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonFields form={form} />
          <Controller
            control={form.control}
            name="languageId"
            render={({ field }) => (
              <Select
                label={t('accounts.fields.messageLanguage')}
                withScrollArea={false}
                allowDeselect={false}
                data={languages.map((l: LanguageItem) => ({ value: String(l.id), label: l.name }))}
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
                error={error('languageId')}
              />
            )}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={isSubmitting}>
            {t('accounts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new password, with the old one; other devices are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useForm({ defaultValues: { oldPassword: '', password: '', confirmPassword: '' } });
  const { errors, isSubmitting } = form.formState;
  useLeaveGuard(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountCalls.changePassword(values);
      form.reset();
      toaster.show(t('messages.password_change_success'), { kind: 'success' });
    } catch (failure) {
      showServerErrors(form.setError, failure, ['oldPassword', 'password', 'confirmPassword']);
    }
  });
  return (
    <FormPage
      title={t('accounts.profile.passwordTitle')}
      description={t('accounts.profile.passwordDescription')}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('accounts.fields.oldPassword')}
            autoComplete="current-password"
            required
            error={fieldError(t, errors.oldPassword?.message)}
            {...form.register('oldPassword', { required: 'validation_required' })}
          />
          <NewPasswordFields form={form} />
          <Group justify="flex-end">
            <Button type="submit" loading={isSubmitting}>
              {t('accounts.profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormPage>
  );
}

/** Deactivate the account, or delete it with its personal data; both need the password and a confirmation. */
export function DeactivatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { confirm, dialog } = useConfirm();
  const form = useForm({ defaultValues: { password: '' } });
  const { errors } = form.formState;

  const act = (kind: 'deactivate' | 'delete') =>
    form.handleSubmit(async ({ password }) => {
      const confirmed = await confirm({
        title: t(`accounts.profile.${kind}ConfirmTitle`),
        message: t(`accounts.profile.${kind}ConfirmText`),
        confirmLabel: t(`accounts.profile.${kind}`),
        danger: true,
        onConfirm: async () => {
          try {
            await (kind === 'deactivate' ? accountCalls.deactivate(password) : accountCalls.delete(password));
          } catch (failure) {
            showServerErrors(form.setError, failure, ['password']);
            throw failure;
          }
        },
      });
      if (!confirmed) return;
      await endSession();
      toaster.show(
        t(
          kind === 'deactivate' ? 'messages.account_deactivated_success' : 'messages.account_deleted_success',
        ),
        {
          kind: 'success',
        },
      );
      navigate('/home', { replace: true });
    });

  return (
    <FormPage
      title={t('accounts.profile.deactivateTitle')}
      description={t('accounts.profile.deactivateDescription')}
      width={640}
    >
      <Stack gap="lg">
        <PasswordField
          label={t('accounts.fields.password')}
          description={t('accounts.profile.passwordToConfirm')}
          autoComplete="current-password"
          required
          error={fieldError(t, errors.password?.message)}
          {...form.register('password', { required: 'validation_required' })}
        />
        <Stack gap="xs">
          <Title order={2} size="h4">
            {t('accounts.profile.deactivate')}
          </Title>
          <Text size="sm">{t('accounts.profile.deactivateText')}</Text>
          <Group>
            <Button variant="outline" color="red.9" onClick={act('deactivate')}>
              {t('accounts.profile.deactivate')}
            </Button>
          </Group>
        </Stack>
        <Alert color="red" variant="light" title={t('accounts.profile.delete')}>
          <Stack gap="xs">
            <Text size="sm">{t('accounts.profile.deleteText')}</Text>
            <Group>
              <Button color="red.9" onClick={act('delete')}>
                {t('accounts.profile.delete')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      </Stack>
      {dialog}
    </FormPage>
  );
}
