import { Anchor, Button, Stack, Text } from '@mantine/core';
import { forgotPassword, resetPassword, accountsPages } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import type { z } from 'zod';
import { NewPasswordFields } from '../../../components/AccountFields';
import { Form, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/FormPage';
import { type Quiet, useSave } from '../../../lib/save';
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
  // Both requests take the same body: an e-mail address.
  const form = useZodForm(forgotPassword.body, { email: '' });
  const send = async (email: string, options?: Quiet) => {
    if (kind === 'username') await accountCalls.forgotUsername(email, options);
    else await accountCalls.forgotPassword(email, options);
  };
  const save = useSave({
    mutationFn: ({ email }: { email: string }, options) => send(email, options),
    onSuccess: (_, { email }) => setSentTo(email),
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
          <Anchor component={Link} to={accountsPages.login.path} size="sm">
            {t('accounts.backToLogin')}
          </Anchor>
        </Stack>
      </FormPage>
    );
  }
  return (
    <FormPage title={t(`${prefix}.title`)} description={t(`${prefix}.description`)}>
      {/* An address typed to be reminded is no work to lose: leaving the page does not ask. */}
      <Form form={form} onSubmit={save.submit} guard={false}>
        <Stack gap="md">
          <TextField
            name="email"
            label="accounts.fields.email"
            requiredMessage="components.form.enter.email"
            type="email"
            autoComplete="email"
            required
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t(`${prefix}.submit`)}
          </Button>
          <Anchor component={Link} to={accountsPages.login.path} size="sm">
            {t('accounts.backToLogin')}
          </Anchor>
        </Stack>
      </Form>
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
  const token = useParams()['token'] ?? '';
  // The link's token travels with the form; a spoilt link is said in the summary.
  const form = useZodForm(resetPassword.body, { token, password: '', confirmPassword: '' });
  const save = useSave({
    mutationFn: (values: z.output<typeof resetPassword.body>, options) =>
      accountCalls.resetPassword(values, options),
    successMessage: 'messages.password_reset_success',
    navigateTo: { to: accountsPages.login.path, options: { replace: true } },
  });
  return (
    <FormPage title={t('accounts.resetPassword.title')} description={t('accounts.resetPassword.description')}>
      <Form form={form} onSubmit={save.submit}>
        <Stack gap="md">
          <NewPasswordFields />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('accounts.resetPassword.submit')}
          </Button>
        </Stack>
      </Form>
    </FormPage>
  );
}
