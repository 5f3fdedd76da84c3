import { ActionIcon, Anchor, Stack, Text, Title, Tooltip } from '@mantine/core';
import { NotificationChannel, type SystemNotification, systemNotificationsPages } from '@portal/contracts';
import { compareText } from '@portal/i18n';
import { IconPencil } from '@tabler/icons-react';
import { useTranslation } from '../../../lib/translation';
import { Link } from '../../../lib/router';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { StateBadge } from '../../../components/StateBadge';
import { useBoot } from '../../../lib/boot';
import { clientPage, useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { useSystemNotifications } from '../api';

export const LIST_PATH = systemNotificationsPages.list.path;
export const editPath = (id: number) => systemNotificationsPages.edit.to({ id });

const SORTS = ['id', 'name', 'recipients'] as const;

/** The channels a kind uses, named from the catalogue (e-mail, SMS, push). */
export function channelNames(
  t: (key: string) => string,
  kind: Pick<SystemNotification, 'email' | 'sms' | 'push'>,
) {
  const names = [
    kind.email && t(`enums.notificationChannel.${NotificationChannel.Email}`),
    kind.sms && t(`enums.notificationChannel.${NotificationChannel.Sms}`),
    kind.push && t(`enums.notificationChannel.${NotificationChannel.Push}`),
  ].filter(Boolean);
  return names.length ? names.join(', ') : t('systemNotifications.list.noChannel');
}

/** The nine kinds of system notification: on or off, channels, number of recipients. */
export function SystemNotificationsListPage() {
  const { t } = useTranslation();
  const { languageId, language } = useBoot();
  const compare = compareText(language);
  const title = t('systemNotifications.list.title');
  usePageTitle(title);
  const state = useListState({ defaultSort: { key: 'id', direction: 'asc' }, sortKeys: SORTS });
  const { data = [], isFetching } = useSystemNotifications(languageId);
  const { page, totalCount } = clientPage(data, state, {
    matches: (kind, text) => kind.name.toLowerCase().includes(text),
    compare: {
      id: (a, b) => a.id - b.id,
      name: (a, b) => compare(a.name, b.name),
      recipients: (a, b) => a.recipientCount - b.recipientCount || a.id - b.id,
    },
    defaultSortKey: 'id',
  });

  const columns: DataTableColumn<SystemNotification>[] = [
    {
      key: 'name',
      header: t('systemNotifications.list.kind'),
      sortKey: 'name',
      render: (kind) => (
        <Anchor component={Link} to={editPath(kind.id)} size="sm">
          {kind.name}
        </Anchor>
      ),
    },
    {
      key: 'status',
      header: t('systemNotifications.list.status'),
      width: 140,
      render: (kind) => (
        <StateBadge
          tone={kind.active ? 'active' : 'inactive'}
          label={t(kind.active ? 'systemNotifications.list.on' : 'systemNotifications.list.off')}
        />
      ),
    },
    {
      key: 'channels',
      header: t('systemNotifications.list.channels'),
      render: (kind) => channelNames(t, kind),
    },
    {
      key: 'recipients',
      header: t('systemNotifications.list.recipients'),
      sortKey: 'recipients',
      width: 170,
      render: (kind) => kind.recipientCount,
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={760}>{t('systemNotifications.list.description')}</Text>
      <DataTable
        caption={title}
        columns={columns}
        rows={page}
        rowKey={(kind) => kind.id}
        totalCount={totalCount}
        loading={isFetching}
        state={state}
        minWidth={640}
        rowActions={(kind) => (
          <Tooltip label={t('systemNotifications.list.edit')}>
            <ActionIcon
              component={Link}
              to={editPath(kind.id)}
              variant="subtle"
              aria-label={t('systemNotifications.list.editNamed', { name: kind.name })}
            >
              <IconPencil size={18} aria-hidden />
            </ActionIcon>
          </Tooltip>
        )}
      />
    </Stack>
  );
}
