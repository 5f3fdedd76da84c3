import { Alert, Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import {
  ChangePasswordRequest,
  ChangeUserBasicDataRequest,
  type LanguageItem,
  PasswordConfirmation,
  type UserBasicData,
} from '@portal/contracts';
import { useQueryClient } from '../../../lib/queries';
import { useRef } from 'react';
import { useTranslation } from '../../../lib/translation';
import type { z } from 'zod';
import { NewPasswordFields, PersonFields } from '../../../components/AccountFields';
import { useConfirm } from '../../../components/ConfirmDialog';
import { Form, PasswordField, SelectField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/FormPage';
import { auth, useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { type SubmitContext, useSave } from '../../../lib/save';
import { accountCalls, accountKeys, endSession, useBasicData } from '../api';

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
  const form = useZodForm(ChangeUserBasicDataRequest, {
    firstName: data.firstName ?? '',
    lastName: data.lastName ?? '',
    email: data.email ?? '',
    phone: data.phone ?? '',
    birthYear: data.birthYear === null ? '' : String(data.birthYear),
    sex: data.sex,
    languageId: data.languageId,
  });
  const save = useSave({
    mutationFn: (values: z.output<typeof ChangeUserBasicDataRequest>, options) =>
      accountCalls.changeBasicData(values, options),
    onSuccess: (saved) =>
      queryClient.setQueryData(accountKeys.basicData(auth.getSession()?.user.id ?? 0), saved),
    successMessage: 'messages.data_saved',
  });
  return (
    <Form form={form} onSubmit={save.submit}>
      <Stack gap="md">
        <TextInput label={t('accounts.fields.username')} value={data.username} readOnly disabled />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <PersonFields />
          <SelectField
            name="languageId"
            label="accounts.fields.messageLanguage"
            numeric
            allowDeselect={false}
            data={languages.map((l: LanguageItem) => ({ value: String(l.id), label: l.name }))}
          />
        </SimpleGrid>
        <Group justify="flex-end">
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('accounts.save')}
          </Button>
        </Group>
      </Stack>
    </Form>
  );
}

/** A new password, with the old one; other devices are signed out. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const form = useZodForm(ChangePasswordRequest, { oldPassword: '', password: '', confirmPassword: '' });
  const save = useSave({
    mutationFn: (values: z.output<typeof ChangePasswordRequest>, options) =>
      accountCalls.changePassword(values, options),
    successMessage: 'messages.password_change_success',
  });
  return (
    <FormPage
      title={t('accounts.profile.passwordTitle')}
      description={t('accounts.profile.passwordDescription')}
    >
      <Form form={form} onSubmit={save.submit} afterSubmit="clear">
        <Stack gap="md">
          <PasswordField
            name="oldPassword"
            label="accounts.fields.oldPassword"
            requiredMessage="components.form.enter.oldPassword"
            autoComplete="current-password"
            required
          />
          <NewPasswordFields />
          <Group justify="flex-end">
            <Button type="submit" loading={form.formState.isSubmitting}>
              {t('accounts.profile.changePassword')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </FormPage>
  );
}

/** Deactivate the account, or delete it with its personal data; both need the password and a confirmation. */
export function DeactivatePage() {
  const { t } = useTranslation();
  const { confirm, dialog } = useConfirm();
  const form = useZodForm(PasswordConfirmation, { password: '' });
  // Which of the two buttons sent the form.
  const kind = useRef<'deactivate' | 'delete'>('deactivate');
  const save = useSave({
    mutationFn: ({ password }: { password: string }, options) =>
      kind.current === 'deactivate'
        ? accountCalls.deactivate(password, options)
        : accountCalls.delete(password, options),
    onSuccess: () => endSession(),
    successMessage: () =>
      kind.current === 'deactivate'
        ? 'messages.account_deactivated_success'
        : 'messages.account_deleted_success',
    navigateTo: { to: '/home', options: { replace: true } },
  });

  const onSubmit = async (values: { password: string }, context: SubmitContext) => {
    const action = kind.current;
    let refusal: unknown = null;
    await confirm({
      title: t(`accounts.profile.${action}ConfirmTitle`),
      message: t(`accounts.profile.${action}ConfirmText`),
      confirmLabel: t(`accounts.profile.${action}`),
      danger: true,
      onConfirm: async () => {
        refusal = null;
        try {
          await save.submit(values, context);
        } catch (failure) {
          refusal = failure;
          throw failure;
        }
      },
    });
    // A refused password goes back to the form, which shows it on the field.
    if (refusal) throw refusal;
  };

  return (
    <FormPage
      title={t('accounts.profile.deactivateTitle')}
      description={t('accounts.profile.deactivateDescription')}
      width={640}
    >
      {/* A password typed to confirm is no work to lose: leaving the page does not ask. */}
      <Form form={form} onSubmit={onSubmit} guard={false}>
        <Stack gap="lg">
          <PasswordField
            name="password"
            label="accounts.fields.password"
            requiredMessage="components.form.enter.password"
            description="accounts.profile.passwordToConfirm"
            autoComplete="current-password"
            required
          />
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('accounts.profile.deactivate')}
            </Title>
            <Text size="sm">{t('accounts.profile.deactivateText')}</Text>
            <Group>
              <Button
                type="submit"
                variant="outline"
                color="red.9"
                onClick={() => (kind.current = 'deactivate')}
              >
                {t('accounts.profile.deactivate')}
              </Button>
            </Group>
          </Stack>
          <Alert color="red" variant="light" title={t('accounts.profile.delete')}>
            <Stack gap="xs">
              <Text size="sm">{t('accounts.profile.deleteText')}</Text>
              <Group>
                <Button type="submit" color="red.9" onClick={() => (kind.current = 'delete')}>
                  {t('accounts.profile.delete')}
                </Button>
              </Group>
            </Stack>
          </Alert>
        </Stack>
      </Form>
      {dialog}
    </FormPage>
  );
}
