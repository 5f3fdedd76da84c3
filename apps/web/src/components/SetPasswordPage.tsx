import { Stack, Text } from '@mantine/core';
import { SetPasswordRequest } from '@portal/contracts';
import { useTranslation } from '../lib/translation';
import { useNavigate, useParams } from '../lib/router';
import type { z } from 'zod';
import { type Quiet, useSave } from '../lib/save';
import { NewPasswordFields } from './AccountFields';
import { Form, useZodForm } from './form';
import { FormActions } from './FormParts';
import { FormPage } from './FormPage';

type Values = z.output<typeof SetPasswordRequest>;

/**
 * A new password an administrator sets for an account (a person's or a REST service's);
 * its sessions end. The page's `:id` names the account.
 */
export function SetPasswordPage(props: {
  /** The account's username, once loaded (for the description). */
  useUsername: (id: number) => string;
  /** The save: hand `options` on to `call`, so that a refusal is shown once, on the fields. */
  save: (values: Values, options: Quiet) => Promise<unknown>;
  /** Where to go after saving or cancelling: the accounts' list. */
  back: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams()['id']);
  const username = props.useUsername(id);
  const form = useZodForm(SetPasswordRequest, { userId: id, password: '', confirmPassword: '' });
  const save = useSave({
    mutationFn: (values: Values, options) => props.save(values, options),
    successMessage: 'messages.password_change_success',
    navigateTo: props.back,
  });
  return (
    <FormPage
      title={t('admin.users.changePassword')}
      description={username ? t('admin.users.passwordFor', { username }) : undefined}
    >
      <Form form={form} onSubmit={save.submit} afterSubmit="clear">
        <Stack gap="md">
          <Text size="sm">{t('admin.users.passwordEndsSessions')}</Text>
          <NewPasswordFields />
          <FormActions onCancel={() => navigate(props.back)} />
        </Stack>
      </Form>
    </FormPage>
  );
}
