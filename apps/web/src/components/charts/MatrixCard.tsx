import { Paper, ScrollArea, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { usePhone } from '../../lib/media';
import { SERIES, themeColor, useChartTexts, useCount, useNumber } from './StatisticsCharts';

/** A table's row of counts by column; null: hidden. */
export type MatrixRow = { name: string; values: (number | null)[] };

/**
 * Counts in two dimensions (category by year, sessions by month and status): stacked bars,
 * a series per column, and the figures in a table. Rows of names lie along the side and
 * their table is shown, scrolled sideways on a narrow phone; a `timeline` (months) runs
 * along the bottom, and its table of as many rows as months is for screen readers only.
 */
export function MatrixCard({
  title,
  rowHeader,
  columns,
  rows,
  colors,
  emptyText,
  timeline = false,
}: {
  title: string;
  rowHeader: string;
  columns: string[];
  rows: MatrixRow[];
  /** A colour per column (a theme colour such as `gray.7`, or `#…`); otherwise the series' colours. */
  colors?: string[];
  /** What an empty chart says, when not the page's. */
  emptyText?: string;
  timeline?: boolean;
}) {
  const texts = useChartTexts();
  const number = useNumber();
  const count = useCount();
  const phone = usePhone();
  const id = useId();
  const data = rows.map((row) => ({
    name: row.name,
    ...Object.fromEntries(columns.map((_, i) => [`c${i}`, row.values[i]])),
  }));
  const series = [
    <Tooltip key="tooltip" formatter={number} />,
    // In the columns' order, as the table below; the names in the text's colour, as a light
    // series colour (yellow) would be hard to read.
    <Legend
      key="legend"
      itemSorter={null}
      formatter={(value: string) => <span style={{ color: 'var(--mantine-color-text)' }}>{value}</span>}
    />,
    ...columns.map((column, i) => (
      <Bar
        key={column}
        dataKey={`c${i}`}
        name={column}
        stackId="all"
        fill={colors?.[i] ? themeColor(colors[i]) : SERIES[i % SERIES.length]}
        isAnimationActive={false}
      />
    )),
  ];
  const table = (
    <Table striped withTableBorder horizontalSpacing="xs" fz="sm" aria-labelledby={id}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{rowHeader}</Table.Th>
          {columns.map((column) => (
            <Table.Th scope="col" key={column} ta="right">
              {column}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.name}>
            <Table.Th scope="row" fw={400}>
              {row.name}
            </Table.Th>
            {row.values.map((value, i) => (
              <Table.Td key={columns[i]} ta="right">
                {count(value)}
              </Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text>{emptyText ?? texts.empty}</Text>
      ) : timeline ? (
        <>
          <div aria-hidden>
            <ResponsiveContainer width="100%" height={320}>
              <BarChart data={data} margin={{ right: 16 }} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="name" tick={{ fontSize: 12 }} minTickGap={8} />
                <YAxis allowDecimals={false} width={40} tickFormatter={number} />
                {series}
              </BarChart>
            </ResponsiveContainer>
          </div>
          <VisuallyHidden>{table}</VisuallyHidden>
        </>
      ) : (
        <>
          <div aria-hidden>
            <ResponsiveContainer width="100%" height={Math.max(200, rows.length * (phone ? 76 : 48) + 80)}>
              <BarChart
                data={data}
                layout="vertical"
                margin={{ left: 8, right: 16 }}
                accessibilityLayer={false}
              >
                <CartesianGrid strokeDasharray="3 3" horizontal={false} />
                <XAxis type="number" allowDecimals={false} tickFormatter={number} />
                <YAxis
                  type="category"
                  dataKey="name"
                  width={phone ? 112 : 190}
                  tick={{ fontSize: 12 }}
                  interval={0}
                />
                {series}
              </BarChart>
            </ResponsiveContainer>
          </div>
          {/* Scrolled sideways on a narrow phone; focusable, so a keyboard scrolls it too. */}
          <ScrollArea type="auto" mt="sm" viewportProps={{ tabIndex: 0 }}>
            {table}
          </ScrollArea>
        </>
      )}
    </Paper>
  );
}
