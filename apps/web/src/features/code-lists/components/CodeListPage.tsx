import { ActionIcon, Alert, Anchor, Breadcrumbs, Group, Stack, Text, Title, Tooltip } from '@mantine/core';
import {
  type CodeListDefinition,
  type CodeListItem,
  type CodeListName,
  codeListPath,
  codeLists,
  hasFeature,
  languageKeyById,
} from '@portal/contracts';
import { compareText, formatDate } from '@portal/i18n';
import { IconPencil, IconSitemap, IconTrash } from '@tabler/icons-react';
import { useQueryClient } from '../../../lib/queries';
import { useTranslation } from '../../../lib/translation';
import { Link, useParams } from '../../../lib/router';
import { CategoryIcon } from '../../../components/CategoryIcon';
import { useConfirm } from '../../../components/ConfirmDialog';
import { DataTable, type DataTableColumn } from '../../../components/DataTable';
import { StateBadge } from '../../../components/StateBadge';
import { useBoot } from '../../../lib/boot';
import { clientPage, useListState } from '../../../lib/list-state';
import { usePageTitle } from '../../../lib/page-title';
import { toaster } from '../../../lib/toast';
import { codeListCalls, codeListKeys, useChildren, useEntries } from '../api';
import { codeListRoutes } from '../routes';

const SORTS = ['code', 'name', 'order'] as const;

/** The entries above `id`, top first, from the whole list. */
export function pathTo(entries: readonly CodeListItem[], id: number): CodeListItem[] {
  const byId = new Map(entries.map((e) => [e.id, e]));
  const path: CodeListItem[] = [];
  for (let entry = byId.get(id); entry && path.length < 50; entry = byId.get(entry.parentId ?? -1)) {
    path.unshift(entry);
  }
  return path;
}

/**
 * The list of one code list: search, sort and pages, add, edit and delete. A tree shows
 * one level at a time, under the entry named in the address (0: the top level).
 */
export function CodeListPage({ name }: { name: CodeListName }) {
  const { t } = useTranslation();
  const { languageId } = useBoot();
  const language = languageKeyById[languageId];
  const compare = compareText(language);
  const definition: CodeListDefinition = codeLists[name];
  const tree = hasFeature(name, 'tree');
  const params = useParams();
  const parentId = tree ? Number(params['parentId']) || 0 : 0;
  const title = t(`admin.codeLists.${definition.key}.title`);
  usePageTitle(title);
  const queryClient = useQueryClient();
  const { confirm, dialog } = useConfirm();
  const state = useListState({ defaultSort: { key: 'order', direction: 'asc' }, sortKeys: SORTS });
  const all = useEntries(name);
  const children = useChildren(name, parentId);
  const entries = (tree ? children.data : all.data) ?? [];
  const loading = tree ? children.isFetching : all.isFetching;
  const routes = codeListRoutes(name);
  const nameOf = (e: CodeListItem) => e.name[language] || e.name.bs;

  const { page, totalCount } = clientPage(entries, state, {
    matches: (e, text) =>
      (e.code ?? '').toLowerCase().includes(text) ||
      Object.values(e.name).some((n) => n.toLowerCase().includes(text)),
    compare: {
      order: (a, b) => a.order - b.order,
      code: (a, b) => compare(a.code ?? '', b.code ?? ''),
      name: (a, b) => compare(nameOf(a), nameOf(b)),
    },
    defaultSortKey: 'order',
  });

  const remove = (entry: CodeListItem) =>
    confirm({
      message: t('admin.codeLists.deleteConfirm', { name: nameOf(entry) }),
      confirmLabel: t('admin.delete'),
      danger: true,
      onConfirm: async () => {
        await codeListCalls.remove(name, entry.id);
        await queryClient.invalidateQueries({ queryKey: codeListKeys.list(name) });
        toaster.show(t('messages.deletion_success'), { kind: 'success' });
      },
    });

  const columns: DataTableColumn<CodeListItem>[] = [
    {
      key: 'code',
      header: t('admin.codeLists.code'),
      sortKey: 'code',
      width: 110,
      render: (e) => e.code ?? '',
    },
    {
      key: 'name',
      header: t('admin.codeLists.name'),
      sortKey: 'name',
      render: (e) =>
        hasFeature(name, 'icon') ? (
          <Group gap="xs" wrap="nowrap">
            <CategoryIcon name={e.icon} />
            <span>{nameOf(e)}</span>
          </Group>
        ) : (
          nameOf(e)
        ),
    },
    ...featureColumns(name, t, language),
    ...(tree
      ? [
          {
            key: 'children',
            header: t('admin.codeLists.childCount'),
            width: 120,
            render: (e: CodeListItem) => e.childCount ?? 0,
          },
        ]
      : []),
    {
      key: 'order',
      header: t('admin.codeLists.order'),
      sortKey: 'order',
      width: 120,
      render: (e) => e.order,
    },
    {
      key: 'status',
      header: t('admin.codeLists.status'),
      width: 120,
      render: (e) => (
        <StateBadge
          tone={e.active ? 'active' : 'inactive'}
          label={t(e.active ? 'admin.codeLists.active' : 'admin.codeLists.inactive')}
        />
      ),
    },
  ];

  const path = tree ? pathTo(all.data ?? [], parentId) : [];
  return (
    <Stack gap="md">
      <Title order={1}>{title}</Title>
      {definition.fixed && (
        <Alert color="blue" variant="light" maw={760}>
          {t('admin.codeLists.fixedHint')}
        </Alert>
      )}
      {tree && (
        <nav aria-label={t('admin.codeLists.path')}>
          <Breadcrumbs separator="›">
            {[
              { id: 0, label: t('admin.codeLists.topLevel') },
              ...path.map((e) => ({ id: e.id, label: nameOf(e) })),
            ].map((crumb, i, crumbs) =>
              i === crumbs.length - 1 ? (
                <Text key={crumb.id} fw={600} aria-current="page">
                  {crumb.label}
                </Text>
              ) : (
                <Anchor key={crumb.id} component={Link} to={codeListPath(name, crumb.id)}>
                  {crumb.label}
                </Anchor>
              ),
            )}
          </Breadcrumbs>
        </nav>
      )}
      <DataTable
        caption={path.length ? `${title}: ${nameOf(path[path.length - 1]!)}` : title}
        columns={columns}
        rows={page}
        rowKey={(e) => e.id}
        totalCount={totalCount}
        loading={loading}
        state={state}
        searchLabel={t('admin.codeLists.search')}
        addAction={
          definition.fixed ? undefined : { label: t('admin.codeLists.add'), to: routes.add(parentId) }
        }
        minWidth={720}
        rowActions={(e) => (
          <Group gap={4} wrap="nowrap" justify="flex-end">
            {tree && (
              <Tooltip label={t('admin.codeLists.children')}>
                <ActionIcon
                  component={Link}
                  to={codeListPath(name, e.id)}
                  variant="subtle"
                  aria-label={t('admin.codeLists.openChildren', { name: nameOf(e) })}
                >
                  <IconSitemap size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
            <Tooltip label={t('admin.edit')}>
              <ActionIcon
                component={Link}
                to={routes.edit(e.id)}
                variant="subtle"
                aria-label={`${t('admin.edit')}: ${nameOf(e)}`}
              >
                <IconPencil size={18} aria-hidden />
              </ActionIcon>
            </Tooltip>
            {!definition.fixed && !definition.noDelete && (
              <Tooltip label={t('admin.delete')}>
                <ActionIcon
                  variant="subtle"
                  color="red.9"
                  onClick={() => void remove(e)}
                  aria-label={`${t('admin.delete')}: ${nameOf(e)}`}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Tooltip>
            )}
          </Group>
        )}
      />
      {dialog}
    </Stack>
  );
}

/** The columns a list's features add: a person's position and contacts, a convocation's term, ... */
function featureColumns(
  name: CodeListName,
  t: (key: string) => string,
  language: 'bs' | 'hr' | 'sr_cyr',
): DataTableColumn<CodeListItem>[] {
  if (hasFeature(name, 'person')) {
    return [
      {
        key: 'position',
        header: t('admin.codeLists.position'),
        render: (e) => e.position?.[language] || e.position?.bs || '',
      },
      { key: 'phone', header: t('admin.codeLists.phone'), render: (e) => e.phone ?? '' },
      { key: 'email', header: t('admin.codeLists.email'), render: (e) => e.email ?? '' },
    ];
  }
  if (hasFeature(name, 'convocation')) {
    return [
      {
        key: 'term',
        header: `${t('admin.codeLists.startDate')} – ${t('admin.codeLists.endDate')}`,
        render: (e) => `${formatDate(e.startDate ?? '')} – ${formatDate(e.endDate ?? '')}`,
      },
      {
        key: 'current',
        header: t('admin.codeLists.current'),
        render: (e) =>
          e.isCurrent ? <StateBadge tone="current" label={t('admin.codeLists.current')} /> : null,
      },
    ];
  }
  if (hasFeature(name, 'party')) {
    return [
      {
        key: 'shortName',
        header: t('admin.codeLists.shortName'),
        render: (e) => e.shortName?.[language] || e.shortName?.bs || '',
      },
    ];
  }
  return [];
}
