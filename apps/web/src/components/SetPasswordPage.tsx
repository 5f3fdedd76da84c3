import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { showServerErrors } from '../lib/forms';
import { toaster } from '../lib/toast';
import { NewPasswordFields } from './AccountFields';
import { FormPage } from './FormPage';
import { useLeaveGuard } from './LeaveGuard';

/**
 * A new password an administrator sets for an account (a person's or a REST service's);
 * its sessions end. The page's `:id` names the account.
 */
export function SetPasswordPage(props: {
  /** The account's username, once loaded (for the description). */
  useUsername: (id: number) => string;
  save: (values: { userId: number; password: string; confirmPassword: string }) => Promise<unknown>;
  /** Where to go after saving or cancelling: the accounts' list. */
  back: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams()['id']);
  const username = props.useUsername(id);
  const form = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  const { isSubmitting } = form.formState;
  const leave = useLeaveGuard(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await props.save({ userId: id, ...values });
      toaster.show(t('messages.password_change_success'), { kind: 'success' });
      leave.allowLeave();
      navigate(props.back);
    } catch (failure) {
      showServerErrors(form.setError, failure, ['password', 'confirmPassword']);
    }
  });
  return (
    <FormPage
      title={t('admin.users.changePassword')}
      description={username ? t('admin.users.passwordFor', { username }) : undefined}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('admin.users.passwordEndsSessions')}</Text>
          <NewPasswordFields form={form} />
          <Group justify="flex-end">
            <Button variant="default" onClick={() => navigate(props.back)}>
              {t('admin.cancel')}
            </Button>
            <Button type="submit" loading={isSubmitting}>
              {t('admin.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormPage>
  );
}
