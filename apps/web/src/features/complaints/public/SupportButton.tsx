import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { accountsPages, type ComplaintDetails, openForSupport, Profile } from '@portal/contracts';
import { IconCheck, IconThumbUp } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/auth';
import { useSupportAction } from './support-api';

type Supported = Pick<
  ComplaintDetails,
  'id' | 'number' | 'statusId' | 'dateResolved' | 'supportCount' | 'supportedByMe' | 'mine'
>;

/** How many support a complaint, in words ("Podržavaju je 3 građanina"). */
export function SupportCount({ count }: { count: number }) {
  const { t } = useTranslation();
  return (
    <Text size="sm" fw={500}>
      {count > 0 ? t('complaintsFlow.support.count', { count }) : t('complaintsFlow.support.none')}
    </Text>
  );
}

/**
 * "This is my problem too" on a complaint's page: the count of supports, and for a signed-in
 * citizen the support (which also follows the complaint) or, once given, the way to take it
 * back. A visitor is offered signing in and coming back here; an anonymous citizen is told a
 * registered account is needed. The reporter sees the count only.
 */
export function SupportButton({ complaint }: { complaint: Supported }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const action = useSupportAction();
  const [said, setSaid] = useState<'supported' | 'withdrawn' | null>(null);
  const open = openForSupport(complaint);
  const anonymous = session?.user.profileId === Profile.AnonymousCitizen;

  const give = async () => {
    if (await action.run('support', complaint.id)) setSaid('supported');
  };
  const takeBack = async () => {
    if (await action.run('withdraw', complaint.id)) setSaid('withdrawn');
  };

  const control = (() => {
    if (complaint.mine) return null;
    if (complaint.supportedByMe)
      return (
        <Group gap="xs" wrap="wrap">
          <Text size="sm">
            <IconCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
            {t('complaintsFlow.support.already')}
          </Text>
          <Button
            size="compact-sm"
            variant="subtle"
            loading={action.pending === 'withdraw'}
            onClick={() => void takeBack()}
          >
            {t('complaintsFlow.support.withdraw')}
          </Button>
        </Group>
      );
    if (!open) return null;
    if (!session)
      return (
        <Anchor
          component={Link}
          to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname)}`}
          size="sm"
        >
          {t('complaintsFlow.support.signIn')}
        </Anchor>
      );
    if (anonymous) return <Text size="sm">{t('messages.must_register_to_support')}</Text>;
    return (
      <Stack gap={4} align="flex-start">
        <Text size="sm">{t('complaintsFlow.support.hint')}</Text>
        <Button
          leftSection={<IconThumbUp size={18} aria-hidden />}
          loading={action.pending === 'support'}
          onClick={() => void give()}
        >
          {t('complaintsFlow.support.button')}
        </Button>
      </Stack>
    );
  })();

  return (
    <Stack gap="xs" mt="sm">
      <SupportCount count={complaint.supportCount} />
      {control}
      <div role="status">
        {action.pending === 'support' && <Text size="sm">{t('complaintsFlow.support.saving')}</Text>}
        {action.pending === null && said === 'supported' && complaint.supportedByMe && (
          <Text size="sm" fw={500}>
            {t('complaintsFlow.support.done', { number: complaint.number })}
          </Text>
        )}
        {action.pending === null && said === 'withdrawn' && !complaint.supportedByMe && (
          <Text size="sm">{t('complaintsFlow.support.withdrawn')}</Text>
        )}
      </div>
      {action.refusal && (
        <Text size="sm" c="red.8" role="alert">
          {action.refusal}
        </Text>
      )}
    </Stack>
  );
}
