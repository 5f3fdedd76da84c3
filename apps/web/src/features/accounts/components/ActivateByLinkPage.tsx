import { accountsPages } from '@portal/contracts';
import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useNavigate, useParams, useSearchParams } from '../../../lib/router';
import { FormPage } from '../../../components/FormPage';
import { ApiError } from '../../../lib/api-client';
import { toaster } from '../../../lib/toast';
import { accountCalls, startSession } from '../api';
import { returnPath } from './LoginPage';

/** Where the link in the confirmation e-mail leads: confirms the account and signs the person in. */
export function ActivateByLinkPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const token = useParams()['token'] ?? '';
  // The link of a registration made at a report's submit brings the person back to that report.
  const [params] = useSearchParams();
  const next = returnPath(params);
  const [failed, setFailed] = useState<string | null>(null);
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    accountCalls
      .activateByLink(token)
      .then(async (user) => {
        await startSession(user);
        toaster.show(t('messages.account_confirmed'), { kind: 'success' });
        navigate(next, { replace: true });
      })
      .catch((error: unknown) => {
        const key = error instanceof ApiError ? Object.values(error.fieldErrors)[0] : undefined;
        setFailed(t(`messages.${key ?? 'activation_link_not_valid'}`));
      });
  }, [token, navigate, t, next]);

  return (
    <FormPage title={t('accounts.activate.title')}>
      {failed ? (
        <Stack gap="sm">
          <Text role="alert">{failed}</Text>
          <Anchor component={Link} to={accountsPages.login.path}>
            {t('accounts.activate.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Stack align="center" gap="sm" role="status">
          <Loader aria-hidden />
          <Text>{t('accounts.activate.working')}</Text>
        </Stack>
      )}
    </FormPage>
  );
}
