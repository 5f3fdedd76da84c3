import { Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useLeaveGuard } from '../../../components/LeaveGuard';
import { NewPasswordFields } from '../../../components/AccountFields';
import { FormPage } from '../../../components/FormPage';
import { showServerErrors } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { userCalls, useServiceUser, useUser } from '../api';

/** A new password an administrator sets for an account; its sessions end. */
function SetPassword({ kind }: { kind: 'person' | 'service' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams()['id']);
  const person = useUser(kind === 'person' ? id : null).data;
  const service = useServiceUser(kind === 'service' ? id : null).data;
  const username = (kind === 'person' ? person : service)?.username ?? '';
  const back =
    kind === 'person' ? '/admin/users/users-list' : '/admin/rest-service-users/rest-service-users-list';
  const form = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  const { isSubmitting } = form.formState;
  const leave = useLeaveGuard(form.formState.isDirty);
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const body = { userId: id, ...values };
      await (kind === 'person' ? userCalls.setPassword(body) : userCalls.setServicePassword(body));
      toaster.show(t('messages.password_change_success'), { kind: 'success' });
      leave.allowLeave();
      navigate(back);
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
            <Button variant="default" onClick={() => navigate(back)}>
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

export function UserPasswordPage() {
  return <SetPassword kind="person" />;
}

export function ServiceUserPasswordPage() {
  return <SetPassword kind="service" />;
}
