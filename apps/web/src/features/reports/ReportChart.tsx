import { Table, VisuallyHidden } from '@mantine/core';
import type { ReportChart as ChartDeclaration, ReportColumn, ReportPage } from '@portal/contracts';
import { formatNumber } from '@portal/i18n';
import { useTranslation } from '../../lib/translation';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { useBoot } from '../../lib/boot';
import { usePhone } from '../../lib/media';

/** Series colours, each at least 3:1 against white and apart from its neighbours. */
const COLORS = ['#1f4e8c', '#c2410c', '#2f7d32', '#7b2d8b', '#a61b4a', '#0b7285', '#8a6d00', '#495057'];

/** Above this many categories, standing bars would leave some of their names out. */
const MANY_CATEGORIES = 8;

export type ChartData = NonNullable<ReportPage['chart']>;

/**
 * A report's chart, drawn with recharts like the complaint statistics (its own chunk, so
 * the reports list does not load it): bars, stacked bars, a line or a pie, each series
 * named by its column's heading. The drawing is hidden from screen readers, who read the
 * same figures in a table instead.
 */
export function ReportChart({
  chart,
  data,
  columns,
  title,
}: {
  chart: ChartDeclaration;
  data: ChartData;
  columns: readonly ReportColumn[];
  title: string;
}) {
  const { t } = useTranslation();
  const { language } = useBoot();
  const phone = usePhone();
  const number = (value: unknown) => formatNumber(Number(value), language);
  const categoryColumn = columns.find((c) => c.key === chart.category);
  const series = data.series.map((s, i) => ({
    key: s.key,
    name: t(columns.find((c) => c.key === s.key)?.label ?? s.key),
    color: COLORS[i % COLORS.length]!,
    values: s.values,
  }));
  const rows = data.categories.map((name, i) => ({
    // The server writes the categories out in the page's language.
    name,
    ...Object.fromEntries(series.map((s) => [s.key, s.values[i] ?? 0])),
  }));
  const bars = chart.kind === 'bar' || chart.kind === 'stackedBar';
  // The bars lie down on a phone, and wherever there are many categories, so that every
  // category's name has room beside its bar instead of being skipped under the axis.
  const vertical = bars && (phone || rows.length > MANY_CATEGORIES);
  const height = vertical
    ? Math.max(220, rows.length * (series.length > 1 && chart.kind === 'bar' ? 56 : 36) + 80)
    : 320;

  return (
    <>
      <div aria-hidden>
        <ResponsiveContainer width="100%" height={height}>
          {chart.kind === 'pie' ? (
            <PieChart accessibilityLayer={false}>
              <Pie
                data={rows}
                dataKey={series[0]?.key ?? ''}
                nameKey="name"
                outerRadius={phone ? 90 : 120}
                isAnimationActive={false}
              >
                {rows.map((row, i) => (
                  <Cell key={row.name} fill={COLORS[i % COLORS.length]} />
                ))}
              </Pie>
              <Tooltip formatter={number} />
              <Legend itemSorter={null} />
            </PieChart>
          ) : chart.kind === 'line' ? (
            <LineChart data={rows} margin={{ right: 16 }} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" />
              <XAxis dataKey="name" tick={{ fontSize: 12 }} />
              <YAxis width={48} tickFormatter={number} />
              <Tooltip formatter={number} />
              <Legend itemSorter={null} />
              {series.map((s) => (
                <Line
                  key={s.key}
                  type="linear"
                  dataKey={s.key}
                  name={s.name}
                  stroke={s.color}
                  strokeWidth={2}
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          ) : (
            <BarChart
              data={rows}
              layout={vertical ? 'vertical' : 'horizontal'}
              margin={{ left: 8, right: 16 }}
              accessibilityLayer={false}
            >
              <CartesianGrid strokeDasharray="3 3" />
              {vertical ? (
                <>
                  <XAxis type="number" tickFormatter={number} />
                  <YAxis
                    type="category"
                    dataKey="name"
                    width={phone ? 112 : 200}
                    tick={{ fontSize: 12 }}
                    interval={0}
                  />
                </>
              ) : (
                <>
                  <XAxis dataKey="name" tick={{ fontSize: 12 }} />
                  <YAxis width={48} tickFormatter={number} />
                </>
              )}
              <Tooltip formatter={number} />
              <Legend itemSorter={null} />
              {series.map((s) => (
                <Bar
                  key={s.key}
                  dataKey={s.key}
                  name={s.name}
                  fill={s.color}
                  stackId={chart.kind === 'stackedBar' ? 'stack' : undefined}
                  isAnimationActive={false}
                />
              ))}
            </BarChart>
          )}
        </ResponsiveContainer>
      </div>
      <VisuallyHidden>
        <Table>
          <caption>{title}</caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{categoryColumn ? t(categoryColumn.label) : ''}</Table.Th>
              {series.map((s) => (
                <Table.Th scope="col" key={s.key}>
                  {s.name}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {data.categories.map((name, i) => (
              <Table.Tr key={`${i}-${name}`}>
                <Table.Th scope="row">{name}</Table.Th>
                {series.map((s) => (
                  <Table.Td key={s.key}>{number(s.values[i] ?? 0)}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </VisuallyHidden>
    </>
  );
}
