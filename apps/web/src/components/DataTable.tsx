import {
  ActionIcon,
  Button,
  Group,
  Loader,
  NativeSelect,
  Pagination,
  Stack,
  Text,
  TextInput,
  UnstyledButton,
} from '@mantine/core';
import { PAGER_SIBLINGS, pageSizes } from '@portal/contracts';
import { IconArrowDown, IconArrowsSort, IconArrowUp, IconPlus, IconSearch } from '@tabler/icons-react';
import { type ReactNode, useEffect, useState } from 'react';
import { useDebouncedCallback } from '../lib/debounce';
import { useTranslation } from '../lib/translation';
import { Link } from '../lib/router';
import type { ListSort, ListState } from '../lib/list-state';
import { usePhone } from '../lib/media';
import { pageCountOf, pageRange, pageWindow } from '../lib/pagination';
import classes from './DataTable.module.css';

/** How long typing must pause before the list is searched. */
export const SEARCH_DELAY_MS = 300;

export type DataTableColumn<Row> = {
  /** Unique among the table's columns. */
  key: string;
  /** The column's header. */
  header: ReactNode;
  /** The cell of one row. */
  render: (row: Row) => ReactNode;
  /** The list state's sort key; given, the header becomes a sort button. */
  sortKey?: string;
  /** CSS width of the column. */
  width?: number | string;
  /** Figures (counts, hours, shares) on the right, header and cells, as they are read; text on the left. */
  align?: 'left' | 'right';
  /**
   * Its place in the row's card on a phone: the card's heading (`title`; else the first
   * column is), the picture beside it (`media`), left out (`hidden`, for what the heading
   * already says); by default a line with the header as its label.
   */
  card?: 'title' | 'media' | 'hidden';
};

/** The button above the table: a link to a page (`to`) or an action (`onClick`). */
export type DataTableAddAction = { label: string; to: string } | { label: string; onClick: () => void };

/** A paged search as TanStack Query answers it: the page once it is there, and whether one is on its way. */
export type PagedQuery<Row> = {
  data?: { items: readonly Row[]; totalCount: number } | undefined;
  isFetching: boolean;
};

/** The rows of the table: given one by one, or the answer of the list's paged search (`query`). */
type DataTableSource<Row> =
  | {
      /** The records of the current page. */
      rows: readonly Row[];
      /** Records in the whole list, for the range text and the pager. */
      totalCount: number;
      /**
       * While true the table is busy: a loading row when there are no rows yet, otherwise the
       * rows are dimmed.
       */
      loading?: boolean;
      query?: never;
    }
  | {
      /** The paged search: its page's records and total count, busy while it fetches. */
      query: PagedQuery<Row>;
      rows?: never;
      totalCount?: never;
      loading?: never;
    };

export type DataTableProps<Row> = DataTableSource<Row> & {
  /** The list's title: the table's accessible name. */
  caption: string;
  columns: readonly DataTableColumn<Row>[];
  /** A stable key of a row (its id). */
  rowKey: (row: Row) => string | number;
  /** Search, sort and page, from useListState. */
  state: ListState;
  /** Shows a search field with this label (`true`: the generic "Pretraga"). */
  searchLabel?: string | true;
  /** Shown when the list is empty (default: "Nema zapisa."). */
  emptyText?: string;
  addAction?: DataTableAddAction;
  /** The buttons of a row, in a last "Akcije" column. */
  rowActions?: (row: Row) => ReactNode;
  /** Below this width (px) the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
};

/**
 * A list: search and add button above, a table with sortable headers, and below it the
 * range shown, the page size and the pager. On a phone the same rows are cards, with a
 * sort choice above them instead of the headers. Its state lives in the address
 * (useListState); the caller fetches the page it names.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { t } = useTranslation();
  const { caption, columns, rowKey, state, rowActions } = props;
  const { rows, totalCount, loading } = sourceOf(props);
  const phone = usePhone();
  const pageCount = pageCountOf(totalCount, state.pageSize);
  const range = pageRange({ pageNumber: state.pageNumber, pageSize: state.pageSize, totalCount });
  const columnCount = columns.length + (rowActions ? 1 : 0);
  const { pageNumber, setPageNumber } = state;

  // A page past the end (the last record of the last page deleted, an old link): show the last one.
  useEffect(() => {
    const last = Math.max(pageCount, 1);
    if (!loading && pageNumber > last) setPageNumber(last, { replace: true });
  }, [loading, pageCount, pageNumber, setPageNumber]);

  return (
    <Stack gap="sm">
      {(props.searchLabel || props.addAction) && (
        <Group justify="space-between" align="flex-end" gap="sm">
          {props.searchLabel ? (
            <SearchField
              label={props.searchLabel === true ? t('components.table.search') : props.searchLabel}
              value={state.search}
              onSearch={state.setSearch}
              className={classes.search}
            />
          ) : (
            <span />
          )}
          {props.addAction && <AddButton action={props.addAction} />}
        </Group>
      )}
      {phone ? (
        <>
          <SortChoice columns={columns} sort={state.sort} onSort={state.setSort} />
          <Cards {...props} rows={rows} loading={loading} />
        </>
      ) : (
        // The browser's own table (Mantine's brings its scroll area and floating-ui: decision 0017),
        // scrolling sideways inside its frame when the screen is narrower than `minWidth`.
        <div className={classes.scroll}>
          <table
            className={classes.table}
            style={{ minWidth: props.minWidth }}
            aria-label={caption}
            aria-busy={loading}
          >
            <thead>
              <tr>
                {columns.map((column) =>
                  column.sortKey ? (
                    <SortHeader
                      key={column.key}
                      header={column.header}
                      sortKey={column.sortKey}
                      width={column.width}
                      align={column.align}
                      sort={state.sort}
                      onSort={state.setSort}
                    />
                  ) : (
                    <th key={column.key} style={{ width: column.width, textAlign: column.align }}>
                      {column.header}
                    </th>
                  ),
                )}
                {rowActions && <th className={classes.actions}>{t('components.table.actions')}</th>}
              </tr>
            </thead>
            <tbody className={loading && rows.length > 0 ? classes.stale : undefined}>
              {rows.length === 0 ? (
                <tr>
                  <td
                    colSpan={columnCount}
                    className={`${classes.message} ${loading ? classes.loadingRows : ''}`}
                  >
                    {loading ? (
                      <Group gap="xs" role="status">
                        <Loader size="sm" aria-hidden />
                        <Text size="sm">{t('components.table.loading')}</Text>
                      </Group>
                    ) : (
                      <Text size="sm">{props.emptyText ?? t('components.table.empty')}</Text>
                    )}
                  </td>
                </tr>
              ) : (
                rows.map((row) => (
                  <tr key={rowKey(row)}>
                    {columns.map((column) => (
                      <td key={column.key} style={{ textAlign: column.align }}>
                        {column.render(row)}
                      </td>
                    ))}
                    {rowActions && <td className={classes.actions}>{rowActions(row)}</td>}
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      )}
      <Group justify="space-between" align="flex-end" gap="md">
        <Group gap="xs" wrap="nowrap">
          <Text size="sm" role="status">
            {range.from > 0 ? t('components.table.range', { ...range, total: totalCount }) : ''}
          </Text>
          {loading && rows.length > 0 && <Loader size="xs" aria-hidden />}
        </Group>
        <Group align="flex-end" gap="md">
          {/* The browser's own select: its own picker on a phone, and no popover code to load. */}
          <NativeSelect
            className={classes.pageSize}
            label={t('components.table.pageSize')}
            data={pageSizes.map(String)}
            value={String(state.pageSize)}
            onChange={(event) => state.setPageSize(Number(event.currentTarget.value))}
            size="sm"
          />
          {pageCount > 0 && (
            <Pager pageNumber={state.pageNumber} pageCount={pageCount} onChange={setPageNumber} />
          )}
        </Group>
      </Group>
    </Stack>
  );
}

/** The page's rows, the list's count and whether it is busy, however they were given. */
function sourceOf<Row>(props: DataTableSource<Row>) {
  if (props.query)
    return {
      rows: props.query.data?.items ?? [],
      totalCount: props.query.data?.totalCount ?? 0,
      loading: props.query.isFetching,
    };
  return { rows: props.rows, totalCount: props.totalCount, loading: props.loading ?? false };
}

/** The rows as cards, for a phone: heading and picture first, then each column as a labelled line. */
function Cards<Row>({
  caption,
  columns,
  rows,
  rowKey,
  loading,
  rowActions,
  emptyText,
}: Pick<DataTableProps<Row>, 'caption' | 'columns' | 'rowKey' | 'rowActions' | 'emptyText'> & {
  rows: readonly Row[];
  loading: boolean;
}) {
  const { t } = useTranslation();
  const media = columns.find((c) => c.card === 'media');
  // Without a declared heading, the first column heads the card (a name, a number).
  const title = columns.find((c) => c.card === 'title') ?? columns.find((c) => c.card === undefined);
  const lines = columns.filter((c) => c.card === undefined && c !== title);
  if (rows.length === 0) {
    return (
      <div
        className={`${classes.message} ${loading ? classes.loadingRows : ''}`}
        aria-label={caption}
        role="region"
      >
        {loading ? (
          <Group gap="xs" role="status">
            <Loader size="sm" aria-hidden />
            <Text size="sm">{t('components.table.loading')}</Text>
          </Group>
        ) : (
          <Text size="sm">{emptyText ?? t('components.table.empty')}</Text>
        )}
      </div>
    );
  }
  return (
    <ul
      className={`${classes.cards} ${loading ? classes.stale : ''}`}
      aria-label={caption}
      aria-busy={loading}
    >
      {rows.map((row) => (
        <li key={rowKey(row)} className={classes.card}>
          {media && <div className={classes.cardMedia}>{media.render(row)}</div>}
          <div className={classes.cardBody}>
            {title && <div className={classes.cardTitle}>{title.render(row)}</div>}
            <dl className={classes.cardLines}>
              {lines.map((column) => (
                <div key={column.key} className={classes.cardLine}>
                  <dt>{column.header}</dt>
                  <dd>{column.render(row)}</dd>
                </div>
              ))}
            </dl>
            {rowActions && <Group gap="xs">{rowActions(row)}</Group>}
          </div>
        </li>
      ))}
    </ul>
  );
}

/** On a phone, where there are no headers to press: the column to sort by and the direction. */
function SortChoice<Row>({
  columns,
  sort,
  onSort,
}: {
  columns: readonly DataTableColumn<Row>[];
  sort: ListSort | null;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation();
  const sortable = columns.filter((c) => c.sortKey && typeof c.header === 'string');
  if (sortable.length === 0) return null;
  const ascending = sort?.direction !== 'desc';
  const Icon = ascending ? IconArrowUp : IconArrowDown;
  return (
    <Group gap="xs" align="flex-end" wrap="nowrap">
      <NativeSelect
        className={classes.sortBy}
        label={t('components.table.sortBy')}
        data={[
          // Unsorted, the choice is empty until a column is chosen.
          ...(sort ? [] : [{ value: '', label: '', disabled: true }]),
          ...sortable.map((c) => ({ value: c.sortKey!, label: c.header as string })),
        ]}
        value={sort?.key ?? ''}
        onChange={(event) => {
          const key = event.currentTarget.value;
          if (key && key !== sort?.key) onSort(key);
        }}
      />
      {sort && (
        <ActionIcon
          variant="default"
          size="input-sm"
          onClick={() => onSort(sort.key)}
          aria-label={t(ascending ? 'components.table.sortDescending' : 'components.table.sortAscending')}
        >
          <Icon size={18} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}

/**
 * A search field: it searches once typing pauses, or at once on Enter. The table's own, and
 * a list's text filter among its other filters.
 */
export function SearchField({
  label,
  value,
  onSearch,
  maxLength,
  className,
}: {
  label: string;
  value: string;
  onSearch: (text: string) => void;
  maxLength?: number;
  className?: string;
}) {
  const [text, setText] = useState(value);
  const [searched, setSearched] = useState(value);
  const search = useDebouncedCallback(onSearch, SEARCH_DELAY_MS);
  // The address changed from elsewhere (the back button): show its search text.
  if (value !== searched) {
    setSearched(value);
    if (value !== text.trim()) setText(value);
  }
  return (
    <TextInput
      className={className}
      type="search"
      label={label}
      value={text}
      maxLength={maxLength}
      leftSection={<IconSearch size={16} aria-hidden />}
      onChange={(event) => {
        setText(event.currentTarget.value);
        search(event.currentTarget.value);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') search.flush();
      }}
    />
  );
}

function AddButton({ action }: { action: DataTableAddAction }) {
  const icon = <IconPlus size={16} aria-hidden />;
  return 'to' in action ? (
    <Button component={Link} to={action.to} leftSection={icon}>
      {action.label}
    </Button>
  ) : (
    <Button onClick={action.onClick} leftSection={icon}>
      {action.label}
    </Button>
  );
}

/** A sortable header: a button in a header cell that tells assistive technology the current order. */
function SortHeader({
  header,
  sortKey,
  width,
  align,
  sort,
  onSort,
}: Pick<DataTableColumn<unknown>, 'header' | 'width' | 'align'> & {
  sortKey: string;
  sort: ListSort | null;
  onSort: (key: string) => void;
}) {
  const { t } = useTranslation();
  const direction = sort?.key === sortKey ? sort.direction : null;
  const Icon = direction === 'asc' ? IconArrowUp : direction === 'desc' ? IconArrowDown : IconArrowsSort;
  return (
    <th
      style={{ width, textAlign: align }}
      aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined}
    >
      <UnstyledButton
        className={classes.sortButton}
        onClick={() => onSort(sortKey)}
        title={t(direction === 'asc' ? 'components.table.sortDescending' : 'components.table.sortAscending')}
      >
        {header}
        <Icon size={16} className={classes.sortIcon} aria-hidden />
      </UnstyledButton>
    </th>
  );
}

/** First, previous, up to three pages either side of the current one, next, last. */
function Pager({
  pageNumber,
  pageCount,
  onChange,
}: {
  pageNumber: number;
  pageCount: number;
  onChange: (page: number) => void;
}) {
  const { t } = useTranslation();
  const current = Math.min(pageNumber, pageCount);
  return (
    <nav aria-label={t('components.pager.label')}>
      <Pagination.Root
        total={pageCount}
        value={current}
        onChange={onChange}
        siblings={PAGER_SIBLINGS}
        size="sm"
      >
        <Group gap={4}>
          <Pagination.First aria-label={t('components.pager.first')} />
          <Pagination.Previous aria-label={t('components.pager.previous')} />
          {pageWindow({ page: current, pageCount }).map((page) => (
            <Pagination.Control
              key={page}
              active={page === current}
              aria-current={page === current ? 'page' : undefined}
              aria-label={t('components.pager.page', { page })}
              onClick={() => onChange(page)}
            >
              {page}
            </Pagination.Control>
          ))}
          <Pagination.Next aria-label={t('components.pager.next')} />
          <Pagination.Last aria-label={t('components.pager.last')} />
        </Group>
      </Pagination.Root>
    </nav>
  );
}
