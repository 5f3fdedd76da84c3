import { Anchor, Stack, Text } from '@mantine/core';
import { type PublicSessionListItem, sessionsPages } from '@portal/contracts';
import { formatDateTime } from '@portal/i18n';
import type { Translate } from '@portal/i18n';
import { Link } from '../../../lib/router';
import type { DataTableColumn } from '../../../components/DataTable';
import { SessionStatusBadge } from './SessionParts';
import classes from './sessions.module.css';

/**
 * The columns of the public session list: title (a link to the details), date and time,
 * place, convocation, status, and the agenda and comment counts. On a phone each session
 * is a card headed by its title.
 */
export function sessionColumns(t: Translate): DataTableColumn<PublicSessionListItem>[] {
  return [
    {
      key: 'title',
      header: t('sessions.common.title'),
      card: 'title',
      render: (s) => (
        <Anchor component={Link} to={sessionsPages.details.to({ id: s.id })} fw={600}>
          {s.title}
        </Anchor>
      ),
    },
    {
      key: 'date',
      header: t('sessions.common.date'),
      render: (s) => <span className={classes.nowrap}>{formatDateTime(s.startsAt)}</span>,
    },
    { key: 'place', header: t('sessions.common.place'), render: (s) => s.place },
    { key: 'convocation', header: t('sessions.common.convocation'), render: (s) => s.convocationName },
    {
      key: 'status',
      header: t('sessions.common.status'),
      render: (s) => <SessionStatusBadge statusId={s.statusId} />,
    },
    {
      key: 'content',
      header: t('sessions.common.content'),
      render: (s) => (
        <Stack gap={0}>
          <Text size="sm">{t('sessions.common.agendaItems', { count: s.agendaItemCount })}</Text>
          <Text size="sm">{t('sessions.common.comments', { count: s.commentCount })}</Text>
        </Stack>
      ),
    },
  ];
}
