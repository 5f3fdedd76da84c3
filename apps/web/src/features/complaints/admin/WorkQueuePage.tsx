import { Alert, Anchor, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type WorkQueueGroupResult, type WorkQueueItem } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconArrowRight } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import { useSession } from '../../../lib/auth';
import { useBoot } from '../../../lib/boot';
import { usePageTitle } from '../../../lib/page-title';
import { detailsPath, LIST_PATH } from './paths';
import { useWorkQueue } from './staff-work-api';

/** The staff list with a group's filter, the oldest first like the queue. */
export function groupListPath(group: WorkQueueGroupResult['group']): string {
  return `${LIST_PATH}?${new URLSearchParams({ queue: group, sort: 'dateCreated', dir: 'asc' })}`;
}

/**
 * Where staff who handle complaints land after signing in: what waits for them, by group (new,
 * assigned to their unit, overdue, waiting for their answer), each with its count, its oldest
 * complaints and the way to all of them in the staff list.
 */
export function WorkQueuePage() {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const title = t('complaintsAdmin.workQueue.title');
  usePageTitle(title);
  const queue = useWorkQueue(languageId);
  const hasUnit = (useSession()?.user.organizationId ?? null) !== null;
  const groups = queue.data?.groups ?? [];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={760}>{t('complaintsAdmin.workQueue.description')}</Text>
      {queue.isError ? (
        <Alert color="red.9" variant="light">
          {t('complaintsAdmin.workQueue.error')}
        </Alert>
      ) : !queue.data ? (
        <Text>{t('complaintsAdmin.common.loading')}</Text>
      ) : groups.length === 0 ? (
        <Text>{t('complaintsAdmin.workQueue.nothing')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
          {groups.map((group) => (
            <GroupCard key={group.group} group={group} />
          ))}
        </SimpleGrid>
      )}
      {queue.data && !hasUnit && (
        <Text size="sm" c="dimmed" maw={760}>
          {t('complaintsAdmin.workQueue.noUnit')}
        </Text>
      )}
    </Stack>
  );
}

function GroupCard({ group }: { group: WorkQueueGroupResult }) {
  const { t } = useTranslation();
  const headingId = useId();
  const name = t(`complaintsAdmin.workQueue.groups.${group.group}.title`);
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" align="baseline" gap="xs">
          <Title order={2} size="h3" id={headingId}>
            {name}
          </Title>
          <Text
            fw={700}
            size="lg"
            c={group.group === 'overdue' && group.totalCount > 0 ? 'red.9' : undefined}
          >
            {t('complaintsAdmin.workQueue.count', { count: group.totalCount })}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t(`complaintsAdmin.workQueue.groups.${group.group}.hint`)}
        </Text>
        {group.items.length === 0 ? (
          <Text>{t(`complaintsAdmin.workQueue.groups.${group.group}.empty`)}</Text>
        ) : (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
            {group.items.map((item) => (
              <Row key={item.id} item={item} overdue={group.group === 'overdue'} />
            ))}
          </Stack>
        )}
        {group.totalCount > 0 && (
          <Anchor
            component={Link}
            to={groupListPath(group.group)}
            aria-label={t('complaintsAdmin.workQueue.showAllNamed', { group: name })}
          >
            <Group gap={4} component="span">
              {t('complaintsAdmin.workQueue.showAll')}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** One complaint of a group: its number and title lead to its staff page. */
function Row({ item, overdue }: { item: WorkQueueItem; overdue: boolean }) {
  const { t } = useTranslation();
  return (
    <li>
      <Paper withBorder radius="sm" p="sm">
        <Stack gap={4}>
          <Anchor component={Link} to={detailsPath(item.id)} fw={600}>
            <Text span inherit c="dimmed">
              {item.number}
            </Text>{' '}
            {item.title}
          </Anchor>
          <Group gap="xs" wrap="wrap">
            <ComplaintStatusBadge statusId={item.statusId} />
            <Group gap={4} wrap="nowrap">
              <CategoryIcon name={item.categoryIcon} size={16} />
              <Text size="sm">{item.categoryName}</Text>
            </Group>
            {item.organizationalUnitName && (
              <Text size="sm" c="dimmed">
                {item.organizationalUnitName}
              </Text>
            )}
          </Group>
          <Group gap="md" wrap="wrap">
            <Text size="sm">
              {t('complaintsAdmin.workQueue.reported', { date: formatDate(item.dateCreated) })}
            </Text>
            {item.dueAt && (
              <Text size="sm" c={overdue ? 'red.9' : undefined} fw={overdue ? 600 : undefined}>
                {t('complaintsAdmin.workQueue.due', { date: formatDate(item.dueAt) })}
              </Text>
            )}
            {item.supportCount > 0 && (
              <Text size="sm">
                {t('complaintsAdmin.workQueue.supportCount', { count: item.supportCount })}
              </Text>
            )}
          </Group>
        </Stack>
      </Paper>
    </li>
  );
}
