import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { accountsPages, complaintsPages } from '@portal/contracts';
import { IconArrowLeft, IconBell, IconBellOff } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/auth';
import { usePageTitle } from '../../../lib/page-title';
import { QUIET } from '../../../lib/save';
import { complaintKeys } from '../keys';
import { followCalls } from './follow-api';

type Result =
  | { state: 'working' }
  | { state: 'done'; complaintId: number; number: string }
  | { state: 'invalid' }
  | { state: 'failed' };

/**
 * The page of a follower e-mail's one-click unfollow link. Opening a link changes nothing by
 * itself (mail scanners open links): the page posts the token once, says which complaint is
 * no longer followed, and offers a signed-in person to follow it again.
 */
export function UnfollowPage() {
  const { t } = useTranslation();
  const token = useParams()['token'] ?? '';
  const [result, setResult] = useState<Result>({ state: 'working' });
  const [followedAgain, setFollowedAgain] = useState(false);
  const sent = useRef(false);
  usePageTitle(t('complaintsFlow.follow.unfollowPage.title'));

  useEffect(() => {
    // Once per page, also when React runs the effect twice in development.
    if (sent.current) return;
    sent.current = true;
    followCalls.unfollowByToken(token, QUIET).then(
      (done) => setResult({ state: 'done', ...done }),
      (error: unknown) =>
        setResult({ state: error instanceof ApiError && error.status === 400 ? 'invalid' : 'failed' }),
    );
  }, [token]);

  return (
    <Stack gap="md" py="md" maw={720}>
      <Title order={1}>{t('complaintsFlow.follow.unfollowPage.title')}</Title>
      <div role="status">
        {result.state === 'working' && <Text>{t('complaintsFlow.follow.unfollowPage.working')}</Text>}
        {result.state === 'done' &&
          (followedAgain ? (
            <Alert color="green" variant="light" icon={<IconBell size={18} aria-hidden />}>
              <Text fw={600}>
                {t('complaintsFlow.follow.unfollowPage.followingAgain', { number: result.number })}
              </Text>
            </Alert>
          ) : (
            <Alert color="blue" variant="light" icon={<IconBellOff size={18} aria-hidden />}>
              <Text fw={600}>{t('complaintsFlow.follow.unfollowPage.done', { number: result.number })}</Text>
              <Text size="sm">{t('complaintsFlow.follow.unfollowPage.doneText')}</Text>
            </Alert>
          ))}
      </div>
      {result.state === 'done' && (
        <Done
          complaintId={result.complaintId}
          number={result.number}
          followedAgain={followedAgain}
          onFollowedAgain={() => setFollowedAgain(true)}
        />
      )}
      {(result.state === 'invalid' || result.state === 'failed') && (
        <Alert color="red" variant="light" role="alert">
          <Text fw={700}>{t(`complaintsFlow.follow.unfollowPage.${result.state}`)}</Text>
          <Text size="sm">{t(`complaintsFlow.follow.unfollowPage.${result.state}Text`)}</Text>
        </Alert>
      )}
      <Anchor component={Link} to={complaintsPages.all.path}>
        <Group gap={4}>
          <IconArrowLeft size={16} aria-hidden />
          {t('complaintsFlow.follow.unfollowPage.toList')}
        </Group>
      </Anchor>
    </Stack>
  );
}

/** No longer followed: the complaint's page, and following it again for the signed-in. */
function Done({
  complaintId,
  number,
  followedAgain,
  onFollowedAgain,
}: {
  complaintId: number;
  number: string;
  followedAgain: boolean;
  onFollowedAgain: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const followAgain = async () => {
    setPending(true);
    try {
      await followCalls.follow(complaintId);
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      onFollowedAgain();
    } catch {
      // shown by the central handler
    } finally {
      setPending(false);
    }
  };

  return (
    <Stack gap="sm">
      <Anchor component={Link} to={complaintsPages.details.to({ id: complaintId })}>
        {t('complaintsFlow.follow.unfollowPage.open', { number })}
      </Anchor>
      {!followedAgain &&
        (session ? (
          <Group>
            <Button
              variant="outline"
              leftSection={<IconBell size={18} aria-hidden />}
              loading={pending}
              onClick={() => void followAgain()}
            >
              {t('complaintsFlow.follow.unfollowPage.again', { number })}
            </Button>
          </Group>
        ) : (
          <Text size="sm">
            <Anchor
              component={Link}
              to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(complaintsPages.details.to({ id: complaintId }))}`}
            >
              {t('complaintsFlow.follow.unfollowPage.signIn')}
            </Anchor>
          </Text>
        ))}
    </Stack>
  );
}
