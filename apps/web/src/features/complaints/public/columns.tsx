import { Anchor, Group, Text } from '@mantine/core';
import { type ComplaintListItem, complaintsPages } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconPhotoOff } from '@tabler/icons-react';
import type { Translate } from '@portal/i18n';
import { Link } from '../../../lib/router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { ComplaintStatusBadge } from '../../../components/ComplaintStatusBadge';
import type { DataTableColumn } from '../../../components/DataTable';
import { thumbnailUrl } from './api';
import classes from './complaints.module.css';
import { OverdueBadge } from './ComplaintDeadline';

export const detailsPath = (id: number) => complaintsPages.details.to({ id });

/**
 * The columns of a complaint list: photo, number, title (a link to the details), category,
 * status, date, address. On a phone each complaint is a card: photo, title, then the rest.
 */
export function complaintColumns(
  t: Translate,
  options: { address?: boolean } = {},
): DataTableColumn<ComplaintListItem>[] {
  const columns: DataTableColumn<ComplaintListItem>[] = [
    {
      key: 'photo',
      header: t('complaints.common.photo'),
      width: 88,
      card: 'media',
      render: (c) =>
        c.imageId ? (
          <img
            className={classes.thumbnail}
            src={thumbnailUrl(c.imageId)}
            alt={t('complaints.common.thumbnailAlt', { number: c.number })}
            loading="lazy"
          />
        ) : (
          <span className={classes.noPhoto} title={t('complaints.common.noPhoto')}>
            <IconPhotoOff size={22} aria-hidden stroke={1.5} />
            <span className={classes.visuallyHidden}>{t('complaints.common.noPhoto')}</span>
          </span>
        ),
    },
    { key: 'number', header: t('complaints.common.number'), sortKey: 'number', render: (c) => c.number },
    {
      key: 'title',
      header: t('complaints.common.title'),
      sortKey: 'title',
      card: 'title',
      render: (c) => (
        <Anchor component={Link} to={detailsPath(c.id)} fw={600}>
          {c.title}
        </Anchor>
      ),
    },
    {
      key: 'category',
      header: t('complaints.common.category'),
      sortKey: 'category',
      render: (c) => (
        <Group gap={6} wrap="nowrap">
          <CategoryIcon name={c.categoryIcon} size={18} />
          <Text size="sm">{c.categoryName}</Text>
        </Group>
      ),
    },
    {
      key: 'status',
      header: t('complaints.common.status'),
      sortKey: 'status',
      render: (c) => (
        <Group gap={4}>
          <ComplaintStatusBadge statusId={c.statusId} />
          {c.overdue && <OverdueBadge />}
        </Group>
      ),
    },
    {
      key: 'date',
      header: t('complaints.common.date'),
      sortKey: 'dateCreated',
      render: (c) => <span className={classes.nowrap}>{formatDate(c.dateCreated)}</span>,
    },
  ];
  if (options.address !== false)
    columns.push({ key: 'address', header: t('complaints.common.address'), render: (c) => c.address });
  return columns;
}

export const complaintSortKeys = ['dateCreated', 'number', 'title', 'status', 'category'] as const;
