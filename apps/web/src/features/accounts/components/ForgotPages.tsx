import { Anchor, Button, Stack, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '../../../components/AccountFields';
import { FormPage } from '../../../components/FormPage';
import { fieldError, showServerErrors } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { accountCalls } from '../api';

/** The e-mail address of an account, to be reminded of its username or to reset its password. */
function EmailRequest({ kind }: { kind: 'username' | 'password' }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useForm({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      if (kind === 'username') await accountCalls.forgotUsername(email);
      else await accountCalls.forgotPassword(email);
      toaster.show(t(kind === 'username' ? 'messages.username_sent' : 'messages.reset_link_sent'), {
        kind: 'success',
      });
      navigate('/login');
    } catch (failure) {
      showServerErrors(form.setError, failure, ['email']);
    }
  });
  const prefix = kind === 'username' ? 'accounts.forgotUsername' : 'accounts.forgotPassword';
  return (
    <FormPage title={t(`${prefix}.title`)} description={t(`${prefix}.description`)}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            type="email"
            label={t('accounts.fields.email')}
            autoComplete="email"
            required
            error={fieldError(t, errors.email?.message)}
            {...form.register('email', { required: 'validation_required' })}
          />
          <Button type="submit" loading={isSubmitting}>
            {t(`${prefix}.submit`)}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('accounts.backToLogin')}
          </Anchor>
        </Stack>
      </form>
    </FormPage>
  );
}

export function ForgotUsernamePage() {
  return <EmailRequest kind="username" />;
}

export function ForgotPasswordPage() {
  return <EmailRequest kind="password" />;
}

/** Where the reset link leads: a new password, twice. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams()['token'] ?? '';
  const form = useForm({ defaultValues: { password: '', confirmPassword: '' } });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await accountCalls.resetPassword({ token, ...values });
      toaster.show(t('messages.password_reset_success'), { kind: 'success' });
      navigate('/login', { replace: true });
    } catch (failure) {
      showServerErrors(form.setError, failure, ['password', 'confirmPassword']);
    }
  });
  return (
    <FormPage title={t('accounts.resetPassword.title')} description={t('accounts.resetPassword.description')}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <NewPasswordFields form={form} />
          <Button type="submit" loading={isSubmitting}>
            {t('accounts.resetPassword.submit')}
          </Button>
        </Stack>
      </form>
    </FormPage>
  );
}
