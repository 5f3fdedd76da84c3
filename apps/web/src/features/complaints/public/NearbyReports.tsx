import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { accountsPages, complaintsPages, type NearbyComplaint, Profile } from '@portal/contracts';
import { IconCheck, IconPhotoOff, IconThumbUp } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import classes from './complaints.module.css';
import { SupportCount } from './SupportButton';
import { useNearbyComplaints, useSupportAction } from './support-api';

/**
 * Before the citizen writes (issue 18): the public reports of the category near the pin, open
 * or resolved lately, each with its photo, status, distance and supports, and "this is my
 * problem too" (a support, which also follows the report) beside one "no, report a new one".
 * With nothing near (or the search failing) it renders nothing and the report goes on.
 */
export function NearbyReports({
  latitude,
  longitude,
  categoryId,
  onReportNew,
}: {
  latitude: number;
  longitude: number;
  categoryId: number;
  onReportNew: () => void;
}) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const headingId = useId();
  const { data } = useNearbyComplaints({ latitude, longitude, categoryId, languageId });
  // Supported here, by id: the confirmation stays while the list is read afresh.
  const [supported, setSupported] = useState<ReadonlySet<number>>(new Set());
  const items = data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId} mb="xs">
        {t('complaintsFlow.nearby.title')}
      </Title>
      <Text mb="sm">{t('complaintsFlow.nearby.intro')}</Text>
      <ul className={classes.entries} aria-label={t('complaintsFlow.nearby.listLabel')}>
        {items.map((item) => (
          <NearbyCard
            key={item.id}
            item={item}
            justSupported={supported.has(item.id)}
            onSupported={() => setSupported((ids) => new Set(ids).add(item.id))}
          />
        ))}
      </ul>
      <Stack gap={4} mt="md" align="flex-start">
        <Text size="sm">{t('complaintsFlow.nearby.reportNewHint')}</Text>
        <Button variant="default" onClick={onReportNew}>
          {t('complaintsFlow.nearby.reportNew')}
        </Button>
      </Stack>
    </Paper>
  );
}

function NearbyCard({
  item,
  justSupported,
  onSupported,
}: {
  item: NearbyComplaint;
  justSupported: boolean;
  onSupported: () => void;
}) {
  const { t } = useTranslation();
  const session = useSession();
  const action = useSupportAction();
  const details = complaintsPages.details.to({ id: item.id });

  const support = async () => {
    if (await action.run('support', item.id)) onSupported();
  };

  const control = ((): ReactNode => {
    if (item.mine)
      return (
        <Badge variant="outline" color="blue.8">
          {t('complaintsFlow.nearby.mine')}
        </Badge>
      );
    // Just supported: the confirmation in the status region below says it.
    if (justSupported) return null;
    if (item.supportedByMe)
      return (
        <Text size="sm">
          <IconCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
          {t('complaintsFlow.support.already')}
        </Text>
      );
    // A visitor signs in and comes back to this report's page, where the support waits: nothing
    // hangs on the unfinished report surviving the sign-in, and "report a new one" needs no account.
    if (!session)
      return (
        <Anchor
          component={Link}
          to={`${accountsPages.login.path}?returnTo=${encodeURIComponent(details)}`}
          size="sm"
        >
          {t('complaintsFlow.support.signInFor', { number: item.number })}
        </Anchor>
      );
    if (session.user.profileId === Profile.AnonymousCitizen)
      return <Text size="sm">{t('messages.must_register_to_support')}</Text>;
    return (
      <Button
        leftSection={<IconThumbUp size={18} aria-hidden />}
        loading={action.pending === 'support'}
        onClick={() => void support()}
        aria-label={t('complaintsFlow.support.buttonFor', { number: item.number })}
      >
        {t('complaintsFlow.support.button')}
      </Button>
    );
  })();

  return (
    <Paper component="li" withBorder radius="md" p="sm">
      <Group gap="sm" align="flex-start" wrap="nowrap">
        {item.thumbnailUrl ? (
          <img
            className={classes.thumbnail}
            src={item.thumbnailUrl}
            alt={t('complaints.common.thumbnailAlt', { number: item.number })}
            loading="lazy"
          />
        ) : (
          <span className={classes.noPhoto} title={t('complaints.common.noPhoto')}>
            <IconPhotoOff size={22} aria-hidden stroke={1.5} />
            <span className={classes.visuallyHidden}>{t('complaints.common.noPhoto')}</span>
          </span>
        )}
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text c="dimmed" fw={600} size="sm">
              {item.number}
            </Text>
            <ComplaintStatusBadge statusId={item.statusId} />
          </Group>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {item.title}
          </Text>
          <Text size="sm">
            {t('complaintsFlow.nearby.distance', { count: item.distanceMeters })} · {item.address}
          </Text>
          <SupportCount count={item.supportCount} />
          <Anchor href={details} target="_blank" rel="noopener" size="sm">
            {t('complaintsFlow.nearby.details', { number: item.number })}{' '}
            <span className={classes.visuallyHidden}>{t('complaintsFlow.nearby.newTab')}</span>
          </Anchor>
          {control && (
            <Group gap="xs" mt={4}>
              {control}
            </Group>
          )}
          <div role="status">
            {action.pending === 'support' && <Text size="sm">{t('complaintsFlow.support.saving')}</Text>}
            {justSupported && (
              <Text size="sm" fw={500}>
                <IconCheck size={16} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
                {t('complaintsFlow.support.done', { number: item.number })}{' '}
                <Anchor component={Link} to={details}>
                  {t('complaintsFlow.support.open', { number: item.number })}
                </Anchor>
              </Text>
            )}
          </div>
          {action.refusal && (
            <Text size="sm" c="red.8" role="alert">
              {action.refusal}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
