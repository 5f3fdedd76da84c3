import { Anchor, Button, Divider, Group, Stack, Text } from '@mantine/core';
import { accountsPages, isReturnPath, login } from '@portal/contracts';
import { useTranslation } from '../../../lib/translation';
import { Link, useNavigate, useSearchParams } from '../../../lib/router';
import { Form, PasswordField, TextField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/FormPage';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { useLanding } from '../../../lib/landing';
import { useSave } from '../../../lib/save';
import { toaster } from '../../../lib/toast';
import { accountCalls, startSession, useRegistrationSettings } from '../api';

/** Where to go after signing in: a path of this portal given in `returnTo`, else `fallback` (home). */
export function returnPath(params: URLSearchParams, fallback = '/home'): string {
  const to = params.get('returnTo');
  return isReturnPath(to) ? to : fallback;
}

/** `path` with the same `returnTo` carried on (signing in, then registering instead). */
export function withReturn(path: string, params: URLSearchParams): string {
  const to = params.get('returnTo');
  return isReturnPath(to) ? `${path}?returnTo=${encodeURIComponent(to)}` : path;
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { languageId } = useBoot();
  const settings = useRegistrationSettings();
  const landing = useLanding();
  const form = useZodForm(login.body, { username: '', password: '' });
  const save = useSave({
    mutationFn: async (values: { username: string; password: string }, options) =>
      startSession(await accountCalls.login(values, options)),
    // Without a page to return to, staff land on their work (lib/landing.ts), anyone else home.
    navigateTo: () => ({ to: returnPath(params, landing()), options: { replace: true } }),
    // The refusal is shown (a toast: it belongs to no field); an unconfirmed account is then confirmed.
    onError: (error) => {
      if (error instanceof ApiError && error.fieldErrors['general'] === 'account_not_confirmed') {
        const userId = error.body?.params?.['general']?.['userId'];
        if (userId) void navigate(accountsPages.confirm.to({ userId }));
      }
    },
  });

  const anonymous = async () => {
    try {
      await startSession(await accountCalls.loginAnonymous(languageId));
      toaster.show(t('accounts.login.anonymousWelcome'), { kind: 'success' });
      navigate(returnPath(params), { replace: true });
    } catch {
      // shown by the central handler
    }
  };

  return (
    <FormPage title={t('accounts.login.title')} description={t('accounts.login.description')}>
      {/* Signing in is no work to lose: leaving the page does not ask. */}
      <Form form={form} onSubmit={save.submit} guard={false}>
        <Stack gap="md">
          <TextField
            name="username"
            label="accounts.fields.username"
            requiredMessage="components.form.enter.username"
            autoComplete="username"
            required
          />
          <PasswordField
            name="password"
            label="accounts.fields.password"
            requiredMessage="components.form.enter.password"
            autoComplete="current-password"
            required
          />
          <Button type="submit" loading={form.formState.isSubmitting}>
            {t('accounts.login.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to={accountsPages.forgotUsername.path} size="sm">
              {t('accounts.login.forgotUsername')}
            </Anchor>
            <Anchor component={Link} to={accountsPages.forgotPassword.path} size="sm">
              {t('accounts.login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
      </Form>
      <Divider my="lg" />
      <Stack gap="sm">
        <Text size="sm">
          {t('accounts.login.noAccount')}{' '}
          <Anchor component={Link} to={withReturn(accountsPages.register.path, params)}>
            {t('accounts.login.register')}
          </Anchor>
        </Text>
        {settings.data?.anonymousLoginActive && (
          <>
            <Text size="sm">{t('accounts.login.anonymousText')}</Text>
            <Button variant="outline" onClick={anonymous}>
              {t('accounts.login.anonymous')}
            </Button>
          </>
        )}
      </Stack>
    </FormPage>
  );
}
