import type { AnyReport, ReportPage } from '@portal/contracts';
import { useTranslation } from '../../lib/translation';
import { DataTable, type DataTableColumn } from '../../components/DataTable';
import { useBoot } from '../../lib/boot';
import type { ListState } from '../../lib/list-state';
import { formatCell, isFigure } from './format';

type Row = { index: number; values: ReportPage['items'][number] };

/** Each column's least width before the table scrolls sideways on a narrow screen. */
const COLUMN_WIDTH = 140;

/**
 * A page of the report's rows, as the file has them: a column per declared column, values
 * written as the page's language writes them. On a phone each row is a card (DataTable).
 */
export function ReportTable({
  report,
  page,
  loading,
  state,
  caption,
}: {
  report: AnyReport;
  page: ReportPage | undefined;
  loading: boolean;
  state: ListState;
  caption: string;
}) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const rows: Row[] = (page?.items ?? []).map((values, index) => ({ index, values }));
  const first = (state.pageNumber - 1) * state.pageSize;
  // A report's totals row (its last, usage statistics' "Ukupno") in bold, as in its files.
  const isTotals = (row: Row) =>
    report.totalsRow === true && first + row.index === (page?.totalCount ?? 0) - 1;
  const columns: DataTableColumn<Row>[] = report.columns.map((column) => ({
    key: column.key,
    header: t(column.label),
    align: isFigure(column.type) ? 'right' : 'left',
    render: (row) => {
      const text = formatCell(row.values[column.key], column.type, language);
      const shown = isFigure(column.type) ? <span style={{ whiteSpace: 'nowrap' }}>{text}</span> : text;
      return isTotals(row) ? <strong>{shown}</strong> : shown;
    },
  }));
  return (
    <DataTable
      caption={caption}
      columns={columns}
      rows={rows}
      rowKey={(row) => `${state.pageNumber}-${row.index}`}
      totalCount={page?.totalCount ?? 0}
      loading={loading}
      state={state}
      emptyText={t('reports.noRows')}
      minWidth={report.columns.length * COLUMN_WIDTH}
    />
  );
}
