import { Button, Group, PinInput, Stack, Text } from '@mantine/core';
import { ACTIVATION_CODE_LENGTH } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { FormPage } from '../../../components/FormPage';
import { ApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toast';
import { accountCalls, startSession } from '../api';

/**
 * Enter the six-digit code that came by SMS or e-mail. The person is signed in once the
 * account is confirmed; a new code can be asked for.
 */
export function ConfirmAccountPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams()['userId']);
  const state = (useLocation().state ?? {}) as { destination?: string; confirmationType?: number };
  const [destination, setDestination] = useState(state.destination);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await startSession(await accountCalls.activateByCode({ userId, code }));
      toaster.show(t('messages.account_confirmed'), { kind: 'success' });
      navigate('/home', { replace: true });
    } catch (failure) {
      if (failure instanceof ApiError && failure.fieldErrors['code']) {
        setError(t(`messages.${failure.fieldErrors['code']}`));
      }
    } finally {
      setBusy(false);
    }
  };

  const resend = async () => {
    try {
      const result = await accountCalls.sendNewCode(userId);
      setDestination(result.destination);
      setCode('');
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
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void confirm();
        }}
      >
        <Stack gap="md">
          <Text component="label" htmlFor="activation-code" fw={500}>
            {t('accounts.confirm.code')}
          </Text>
          <PinInput
            id="activation-code"
            length={ACTIVATION_CODE_LENGTH}
            type="number"
            oneTimeCode
            value={code}
            onChange={setCode}
            error={Boolean(error)}
            aria-label={t('accounts.confirm.code')}
            getInputProps={(index) => ({
              'aria-label': t('accounts.confirm.digit', { position: index + 1 }),
            })}
          />
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <Group justify="space-between">
            <Button variant="subtle" onClick={resend}>
              {t('accounts.confirm.resend')}
            </Button>
            <Button type="submit" loading={busy} disabled={code.length !== ACTIVATION_CODE_LENGTH}>
              {t('accounts.confirm.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormPage>
  );
}
