import { Anchor, Button, Divider, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormPage } from '../../../components/FormPage';
import { ApiError } from '../../../lib/api-client';
import { useBoot } from '../../../lib/boot';
import { fieldError } from '../../../lib/forms';
import { toaster } from '../../../lib/toast';
import { accountCalls, startSession, useRegistrationSettings } from '../api';
import { PasswordField } from '../../../components/PasswordField';

/** Where to go after signing in: a path of this portal given in `returnTo`, else home. */
export function returnPath(params: URLSearchParams): string {
  const to = params.get('returnTo');
  return to && to.startsWith('/') && !to.startsWith('//') ? to : '/home';
}

export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { languageId } = useBoot();
  const settings = useRegistrationSettings();
  const form = useForm({ defaultValues: { username: '', password: '' } });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await startSession(await accountCalls.login(values));
      navigate(returnPath(params), { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.fieldErrors['general'] === 'account_not_confirmed') {
        const userId = error.body?.params?.['general']?.['userId'];
        if (userId) navigate(`/register/confirm/${userId}`);
      }
    }
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
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('accounts.fields.username')}
            autoComplete="username"
            required
            error={fieldError(t, errors.username?.message)}
            {...form.register('username', { required: 'validation_required' })}
          />
          <PasswordField
            label={t('accounts.fields.password')}
            autoComplete="current-password"
            required
            error={fieldError(t, errors.password?.message)}
            {...form.register('password', { required: 'validation_required' })}
          />
          <Button type="submit" loading={isSubmitting}>
            {t('accounts.login.submit')}
          </Button>
          <Group justify="space-between" gap="xs">
            <Anchor component={Link} to="/login/forgot-username" size="sm">
              {t('accounts.login.forgotUsername')}
            </Anchor>
            <Anchor component={Link} to="/login/forgot-password" size="sm">
              {t('accounts.login.forgotPassword')}
            </Anchor>
          </Group>
        </Stack>
      </form>
      <Divider my="lg" />
      <Stack gap="sm">
        <Text size="sm">
          {t('accounts.login.noAccount')}{' '}
          <Anchor component={Link} to="/register">
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
