import { Stack, Text, Title } from '@mantine/core';
import { accountsPages, type EndpointAccess, mayCall } from '@portal/contracts';
import { useTranslation } from '../lib/translation';
import { Navigate, Outlet, useLocation } from '../lib/router';
import { callerOf, useSession } from '../lib/auth';
import { usePageTitle } from '../lib/page-title';

function ToLogin() {
  const { pathname, search } = useLocation();
  return (
    <Navigate to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname + search)}`} replace />
  );
}

/** The pages inside need someone signed in; others go to the login page and come back. */
export function RequireSignedIn() {
  return useSession() ? <Outlet /> : <ToLogin />;
}

function Forbidden() {
  const { t } = useTranslation();
  usePageTitle(t('messages.forbidden'));
  return (
    <Stack gap="sm" py="xl" maw={640}>
      <Title order={1}>{t('messages.forbidden')}</Title>
      <Text>{t('accounts.forbiddenText')}</Text>
    </Stack>
  );
}

/**
 * The pages inside are for callers the access rule admits (the rule of the screen's
 * main endpoint, from contracts). The server enforces it; this spares a useless page.
 */
export function RequireAccess({ access }: { access: EndpointAccess }) {
  const session = useSession();
  if (!session) return <ToLogin />;
  return mayCall(access, callerOf(session)) ? <Outlet /> : <Forbidden />;
}
