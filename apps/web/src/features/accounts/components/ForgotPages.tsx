import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { NewPasswordFields } from '../../../components/AccountFields';
import { FormPage } from '../../../components/FormPage';
import { fieldError, showServerErrors } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { accountCalls } from '../api';

/**
 * The e-mail address of an account, to be reminded of its username or to reset its
 * password. The answer is the same whether or not an account uses the address (the
 * e-mail says which): the page says the message is on its way and offers to send it again.
 */
function EmailRequest({ kind }: { kind: 'username' | 'password' }) {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm({ defaultValues: { email: '' } });
  const { errors, isSubmitting } = form.formState;
  const send = async (email: string) => {
    if (kind === 'username') await accountCalls.forgotUsername(email);
    else await accountCalls.forgotPassword(email);
  };
  const onSubmit = form.handleSubmit(async ({ email }) => {
    try {
      await send(email);
      setSentTo(email);
    } catch (failure) {
      showServerErrors(form.setError, failure, ['email']);
    }
  });
  const [resending, setResending] = useState(false);
  const resend = async () => {
    setResending(true);
    try {
      await send(sentTo!);
      toaster.show(t('accounts.forgotSent.sentAgain'), { kind: 'success' });
    } catch {
      // The central handler has said why (too many requests, say).
    } finally {
      setResending(false);
    }
  };
  const prefix = kind === 'username' ? 'accounts.forgotUsername' : 'accounts.forgotPassword';
  if (sentTo) {
    return (
      <FormPage title={t('accounts.forgotSent.title')}>
        <Stack gap="md">
          <Text role="status">{t('accounts.forgotSent.text', { email: sentTo })}</Text>
          <Button variant="default" onClick={() => void resend()} loading={resending}>
            {t('accounts.forgotSent.again')}
          </Button>
          <Anchor component={Link} to="/login" size="sm">
            {t('accounts.backToLogin')}
          </Anchor>
        </Stack>
      </FormPage>
    );
  }
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
