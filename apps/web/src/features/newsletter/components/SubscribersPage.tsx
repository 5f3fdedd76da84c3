import { ActionIcon, SegmentedControl, Stack, Text, Title, Tooltip } from '@mantine/core';
import type { NewsletterListItem, NewsletterSearch } from '@portal/contracts';
import { formatDate } from '@portal/i18n';
import { IconMailOff } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { useSearchParams } from '../../../lib/router';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { StateBadge } from '../../../components/StateBadge';
import { useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { deactivateSubscriber, subscriberKeys, useSubscribers } from '../api/subscribers';

const FILTERS = ['all', 'active', 'inactive'] as const;
type Filter = (typeof FILTERS)[number];
const SORTS = ['email', 'dateCreated'] as const;

/** The newsletter's subscribers, searched and paged on the server; an administrator can stop sending to one. */
export function SubscribersPage() {
  const { t } = useTranslation();
  const title = t('infoSection.newsletter.title');
  usePageTitle(title);
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const [params, setParams] = useSearchParams();
  const state = useListState({ defaultSort: { key: 'dateCreated', direction: 'desc' }, sortKeys: SORTS });
  const show: Filter = FILTERS.find((f) => f === params.get('show')) ?? 'all';
  const filter: NewsletterSearch = {
    text: state.search || undefined,
    active: show === 'all' ? undefined : show === 'active',
    sort: (state.sort?.key ?? 'dateCreated') as (typeof SORTS)[number],
    direction: state.sort?.direction ?? 'desc',
    pageNumber: state.pageNumber,
    pageSize: state.pageSize,
  };
  const { data, isFetching } = useSubscribers(filter);

  const deactivate = (subscriber: NewsletterListItem) =>
    confirm({
      message: t('infoSection.newsletter.deactivateConfirm', { email: subscriber.email }),
      confirmLabel: t('infoSection.newsletter.deactivate'),
      danger: true,
      onConfirm: async () => {
        await deactivateSubscriber(subscriber.id);
        await queryClient.invalidateQueries({ queryKey: subscriberKeys.all });
        toaster.show(t('infoSection.newsletter.deactivated'), { kind: 'success' });
      },
    });

  const columns: DataTableColumn<NewsletterListItem>[] = [
    { key: 'email', header: t('infoSection.newsletter.email'), sortKey: 'email', render: (s) => s.email },
    {
      key: 'dateCreated',
      header: t('infoSection.newsletter.dateCreated'),
      sortKey: 'dateCreated',
      width: 160,
      render: (s) => formatDate(s.dateCreated),
    },
    {
      key: 'status',
      header: t('infoSection.newsletter.status'),
      width: 140,
      render: (s) => (
        <StateBadge
          tone={s.active ? 'active' : 'inactive'}
          label={t(s.active ? 'infoSection.newsletter.active' : 'infoSection.newsletter.inactive')}
        />
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      <Text maw={760}>{t('infoSection.newsletter.description')}</Text>
      <SegmentedControl
        aria-label={t('infoSection.newsletter.show')}
        value={show}
        onChange={(value) => {
          const next = new URLSearchParams(params);
          if (value === 'all') next.delete('show');
          else next.set('show', value);
          next.delete('page');
          setParams(next);
        }}
        data={FILTERS.map((f) => ({ value: f, label: t(`infoSection.newsletter.filters.${f}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      <DataTable
        caption={title}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(s) => s.id}
        totalCount={data?.totalCount ?? 0}
        loading={isFetching}
        state={state}
        searchLabel={t('infoSection.newsletter.search')}
        minWidth={560}
        rowActions={(s) =>
          s.active ? (
            <Tooltip label={t('infoSection.newsletter.deactivate')}>
              <ActionIcon
                variant="subtle"
                color="red.9"
                onClick={() => void deactivate(s)}
                aria-label={t('infoSection.newsletter.deactivateNamed', { email: s.email })}
              >
                <IconMailOff size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
          ) : null
        }
      />
      {dialog}
    </Stack>
  );
}
