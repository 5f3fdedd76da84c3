import { Paper, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatNumber } from '@portal/i18n';
import { createContext, type ReactNode, useContext, useId } from 'react';
import { useTranslation } from '../../lib/translation';
import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useBoot } from '../../lib/boot';
import { usePhone } from '../../lib/media';
import classes from './StatisticsCharts.module.css';

/*
 * The charts of the public statistics pages (complaints', council sessions'): recharts, so
 * only a lazily loaded page imports this (decision 0017: the home page does not carry it).
 */

/** A chart's row; a null count is a group the server hides to protect the people in it. */
export type Row = { name: string; count: number | null; color?: string };

/** "03.2026." from "2026-03", as dates are written here. */
export const monthLabel = (month: string) => `${month.slice(5, 7)}.${month.slice(0, 4)}.`;

/** What a page's charts call their counts, and say when empty or when every group is hidden. */
export type ChartTexts = { count: string; empty: string; allHidden: string };

const ChartTextsContext = createContext<Partial<ChartTexts>>({});

/** The page's own words for its charts ("Broj prijava"); the rest are the general ones. */
export const ChartTextsProvider = ChartTextsContext.Provider;

export function useChartTexts(): ChartTexts {
  const { t } = useTranslation();
  const own = useContext(ChartTextsContext);
  return {
    count: own.count ?? t('components.statistics.count'),
    empty: own.empty ?? t('components.statistics.empty'),
    allHidden: own.allHidden ?? t('components.statistics.allHidden'),
  };
}

export const BAR = '#1c5d99';
/** Series colours that stay apart for colour-blind readers (Okabe–Ito), as the report charts use. */
export const SERIES = [
  '#0072b2',
  '#e69f00',
  '#009e73',
  '#cc79a7',
  '#56b4e9',
  '#d55e00',
  '#f0e442',
  '#000000',
];

export const themeColor = (color: string | undefined) => {
  if (!color) return BAR;
  if (color.startsWith('#')) return color;
  const [name, shade] = color.split('.');
  return `var(--mantine-color-${name}-${shade ?? 6})`;
};

/** Chart figures as the page's language writes numbers ("1.250"). */
export function useNumber() {
  const { language } = useBoot();
  return (value: unknown) => formatNumber(Number(value), language);
}

/** A count as written in tables and legends: the number, or "hidden" for a protected group. */
export function useCount() {
  const { t } = useTranslation();
  const { language } = useBoot();
  return (count: number | null) =>
    count === null ? t('components.statistics.hidden') : formatNumber(count, language);
}

/**
 * A chart with its heading; the numbers are also in a table that only assistive
 * technology reads, since a drawing says nothing to a screen reader. The drawing is
 * hidden from it, so its charts leave out recharts' keyboard layer (a focusable
 * element inside an aria-hidden box).
 */
export function ChartCard({
  title,
  rows,
  nameHeader,
  countHeader,
  emptyText,
  legend = false,
  children,
}: {
  title: string;
  rows: Row[];
  nameHeader: string;
  /** The count column's heading, when not the page's (ChartTextsProvider). */
  countHeader?: string;
  /** What an empty chart says, when not the page's. */
  emptyText?: string;
  /** A key under the chart: each row's colour, name and count (for charts coloured by row). */
  legend?: boolean;
  children: ReactNode;
}) {
  const texts = useChartTexts();
  const count = useCount();
  const id = useId();
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby={id}>
      <Title order={2} size="h4" id={id} mb="sm">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text>{emptyText ?? texts.empty}</Text>
      ) : (
        <>
          {/* Every group too small to show: no empty drawing, the key says which are hidden. */}
          {!rows.some((row) => (row.count ?? 0) > 0) && rows.some((row) => row.count === null) && (
            <Text mb="xs">{texts.allHidden}</Text>
          )}
          <div aria-hidden>
            {rows.some((row) => (row.count ?? 0) > 0) && children}
            {legend && (
              <ul className={classes.legend}>
                {rows.map((row) => (
                  <li key={row.name}>
                    <span className={classes.swatch} style={{ background: themeColor(row.color) }} />
                    {row.name}: {count(row.count)}
                  </li>
                ))}
              </ul>
            )}
          </div>
          <VisuallyHidden>
            <Table>
              <caption>{title}</caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{nameHeader}</Table.Th>
                  <Table.Th scope="col">{countHeader ?? texts.count}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((row) => (
                  <Table.Tr key={row.name}>
                    <Table.Th scope="row">{row.name}</Table.Th>
                    <Table.Td>{count(row.count)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}

export function Bars({
  rows,
  vertical = false,
  countLabel,
}: {
  rows: Row[];
  vertical?: boolean;
  /** The series' name in the tooltip, when not the page's count. */
  countLabel?: string;
}) {
  const texts = useChartTexts();
  const name = countLabel ?? texts.count;
  const number = useNumber();
  // Names beside horizontal bars wrap within this width; a phone leaves the bars the rest.
  const phone = usePhone();
  // A phone's narrow names wrap onto up to five lines: each bar gets the height for them.
  const height = vertical ? Math.max(200, rows.length * (phone ? 76 : 48) + 40) : 280;
  return (
    <ResponsiveContainer width="100%" height={height}>
      {vertical ? (
        <BarChart data={rows} layout="vertical" margin={{ left: 8, right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" allowDecimals={false} tickFormatter={number} />
          <YAxis
            type="category"
            dataKey="name"
            width={phone ? 112 : 190}
            tick={{ fontSize: 12 }}
            interval={0}
          />
          <Tooltip formatter={number} />
          <Bar
            dataKey="count"
            name={name}
            fill={BAR}
            isAnimationActive={false}
            barSize={phone ? 28 : undefined}
          >
            {rows.map((row) => (
              <Cell key={row.name} fill={themeColor(row.color)} />
            ))}
          </Bar>
        </BarChart>
      ) : (
        <BarChart data={rows} margin={{ right: 16 }} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="name" tick={{ fontSize: 12 }} />
          <YAxis allowDecimals={false} width={40} tickFormatter={number} />
          <Tooltip formatter={number} />
          <Bar dataKey="count" name={name} fill={BAR} isAnimationActive={false}>
            {rows.map((row) => (
              <Cell key={row.name} fill={themeColor(row.color)} />
            ))}
          </Bar>
        </BarChart>
      )}
    </ResponsiveContainer>
  );
}
