import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { ACTIVATION_CODE_LENGTH, activateByCode, isReturnPath } from '@portal/contracts';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { useLocation, useParams, useSearchParams } from '../../../lib/router';
import { Form, FormField, useZodForm } from '../../../components/form';
import { FormPage } from '../../../components/FormPage';
import { useSave } from '../../../lib/save';
import { toaster } from '../../../lib/toast';
import { accountCalls, startSession } from '../api';
import { returnPath } from './LoginPage';

/**
 * Enter the six-digit code that came by SMS or e-mail. The person is signed in once the
 * account is confirmed; a new code can be asked for.
 */
export function ConfirmAccountPage() {
  const { t } = useTranslation();
  const userId = Number(useParams()['userId']);
  const state = (useLocation().state ?? {}) as { destination?: string; confirmationType?: number };
  // Where the person was going when they registered (a report they were writing), else home.
  const [params] = useSearchParams();
  const returnTo = params.get('returnTo');
  const [destination, setDestination] = useState(state.destination);
  const form = useZodForm(activateByCode.body, { userId, code: '' });
  const code = useWatch({ control: form.control, name: 'code' });
  const save = useSave({
    mutationFn: (body: { userId: number; code: string }, options) =>
      accountCalls.activateByCode(body, options).then(startSession),
    successMessage: 'messages.account_confirmed',
    navigateTo: () => ({ to: returnPath(params), options: { replace: true } }),
  });

  const resend = async () => {
    try {
      const result = await accountCalls.sendNewCode(userId, isReturnPath(returnTo) ? returnTo : undefined);
      setDestination(result.destination);
      form.setValue('code', '');
      toaster.show(t('messages.code_sent'), { kind: 'success' });
    } catch {
      // shown by the central handler
    }
  };

  return (
    <FormPage
      title={t('accounts.confirm.title')}
      description={
        destination ? t('accounts.confirm.sentTo', { destination }) : t('accounts.confirm.description')
      }
    >
      {/* A code is no work to lose: leaving the page does not ask. */}
      <Form form={form} onSubmit={save.submit} guard={false}>
        <Stack gap="md">
          <FormField
            name="code"
            label="accounts.confirm.code"
            render={(field) => (
              <Stack gap="xs">
                <Text component="label" htmlFor="activation-code" fw={500}>
                  {field.label}
                </Text>
                <PinInput
                  id="activation-code"
                  length={ACTIVATION_CODE_LENGTH}
                  type="number"
                  oneTimeCode
                  value={field.value as string}
                  onChange={field.onChange}
                  error={Boolean(field.error)}
                  aria-label={field.label}
                  getInputProps={(index) => ({
                    'aria-label': t('accounts.confirm.digit', { position: index + 1 }),
                    'aria-invalid': field.error ? true : undefined,
                    'aria-describedby': field.error ? 'activation-code-error' : undefined,
                  })}
                />
                {field.error && (
                  <Text id="activation-code-error" c="red.9" size="sm">
                    {field.error}
                  </Text>
                )}
              </Stack>
            )}
          />
          <Group justify="space-between">
            <Button variant="subtle" onClick={resend}>
              {t('accounts.confirm.resend')}
            </Button>
            <Button
              type="submit"
              loading={form.formState.isSubmitting}
              disabled={code.length !== ACTIVATION_CODE_LENGTH}
            >
              {t('accounts.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </Form>
    </FormPage>
  );
}
