import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { complaintsPages } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconPhotoOff } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { useBoot } from '../../../lib/boot';
import { thumbnailUrl, useComplaintSearch } from './api';
import classes from './complaints.module.css';

export const LATEST_COUNT = 5;

/**
 * The home page's five newest public complaints, each with its first photo (a small copy), status
 * and date, and the way to all.
 */
export default function LatestComplaints() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const { data, isPending, isError } = useComplaintSearch({
    pageNumber: 1,
    pageSize: LATEST_COUNT,
    languageId,
    sort: 'dateCreated',
    direction: 'desc',
  });
  const items = data?.items ?? [];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="latest-complaints">
      <Title order={3} size="h4" id="latest-complaints" mb="sm">
        {t('complaints.home.latest')}
      </Title>
      {isPending ? (
        <Text c="dimmed">{t('complaints.common.loading')}</Text>
      ) : isError ? (
        <Text c="dimmed">{t('complaints.home.latestUnavailable')}</Text>
      ) : items.length === 0 ? (
        <Text c="dimmed">{t('complaints.home.latestNone')}</Text>
      ) : (
        <Stack gap="xs" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {items.map((c) => (
            <li key={c.id}>
              <Group gap="sm" wrap="nowrap" align="flex-start">
                {c.imageId ? (
                  <img
                    className={classes.thumbnail}
                    src={thumbnailUrl(c.imageId)}
                    alt={t('complaints.common.thumbnailAlt', { number: c.number })}
                    width={72}
                    height={54}
                    loading="lazy"
                  />
                ) : (
                  <span className={classes.noPhoto} title={t('complaints.common.noPhoto')}>
                    <IconPhotoOff size={22} aria-hidden stroke={1.5} />
                    <span className={classes.visuallyHidden}>{t('complaints.common.noPhoto')}</span>
                  </span>
                )}
                <div style={{ minWidth: 0 }}>
                  <Anchor component={Link} to={complaintsPages.details.to({ id: c.id })} fw={600}>
                    {c.title}
                  </Anchor>
                  <Group gap="xs" mt={2} wrap="wrap">
                    <ComplaintStatusBadge statusId={c.statusId} />
                    <Text size="sm" c="dimmed">
                      {c.number} · {formatDate(c.dateCreated)} · {c.categoryName}
                    </Text>
                  </Group>
                </div>
              </Group>
            </li>
          ))}
        </Stack>
      )}
      <Anchor component={Link} to={complaintsPages.all.path} mt="sm" display="inline-block">
        {t('complaints.home.latestAll')}
      </Anchor>
    </Paper>
  );
}
