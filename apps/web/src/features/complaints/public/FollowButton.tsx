import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { accountsPages, type ComplaintDetails, Profile } from '@portal/contracts';
import { IconBell, IconBellOff } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useRef, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link, useLocation } from '../../../lib/router';
import { useSession } from '../../../lib/auth';
import { complaintKeys } from '../keys';
import { followCalls } from './follow-api';

type Followed = Pick<ComplaintDetails, 'id' | 'number' | 'following' | 'followerCount' | 'mergedInto'>;

/**
 * Following a complaint from its page: how many follow it, and for the signed-in a toggle
 * (pressed while following) that starts or stops the e-mails of its changes. A visitor is
 * offered signing in and coming back here; an anonymous citizen, who has no address to be
 * written to, is told a registered account is needed. A refusal is shown as the central
 * handler shows it; what was done is announced. A report merged into another is followed
 * there: its page says so (MergedNotice) and offers no toggle.
 */
export function FollowButton({ complaint }: { complaint: Followed }) {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<'followed' | 'unfollowed' | null>(null);
  const sending = useRef(false);

  const toggle = async () => {
    if (sending.current) return;
    sending.current = true;
    setPending(true);
    const following = complaint.following;
    try {
      await (following ? followCalls.unfollow(complaint.id) : followCalls.follow(complaint.id));
      await queryClient.invalidateQueries({ queryKey: complaintKeys.all });
      setSaid(following ? 'unfollowed' : 'followed');
    } catch {
      // shown by the central handler
    } finally {
      sending.current = false;
      setPending(false);
    }
  };

  if (complaint.mergedInto) return null;

  const control = (() => {
    if (!session)
      return (
        <Anchor
          component={Link}
          to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(pathname)}`}
          size="sm"
        >
          {t('complaintsFlow.follow.signIn')}
        </Anchor>
      );
    if (session.user.profileId === Profile.AnonymousCitizen)
      return <Text size="sm">{t('complaintsFlow.follow.registeredOnly')}</Text>;
    return (
      <Button
        variant={complaint.following ? 'light' : 'outline'}
        aria-pressed={complaint.following}
        leftSection={
          complaint.following ? <IconBellOff size={18} aria-hidden /> : <IconBell size={18} aria-hidden />
        }
        loading={pending}
        onClick={() => void toggle()}
      >
        {complaint.following ? t('complaintsFlow.follow.unfollow') : t('complaintsFlow.follow.follow')}
      </Button>
    );
  })();

  return (
    <Stack gap="xs" mt="sm">
      <Group gap="sm" wrap="wrap">
        {control}
        <Text size="sm">
          {complaint.followerCount > 0
            ? t('complaintsFlow.follow.count', { count: complaint.followerCount })
            : t('complaintsFlow.follow.nobody')}
        </Text>
      </Group>
      {session && !complaint.following && <Text size="sm">{t('complaintsFlow.follow.hint')}</Text>}
      <div role="status">
        {!pending && said === 'followed' && complaint.following && (
          <Text size="sm" fw={500}>
            {t('complaintsFlow.follow.followed', { number: complaint.number })}
          </Text>
        )}
        {!pending && said === 'unfollowed' && !complaint.following && (
          <Text size="sm">{t('complaintsFlow.follow.unfollowed', { number: complaint.number })}</Text>
        )}
      </div>
    </Stack>
  );
}
